/** Both shops, from contracts/ `shops`. */
import {randomBytes} from 'node:crypto';
import {localBackendTokens, shops} from '../../../contracts/index.ts';
import type {ShopPerksSeed, ShopSeed} from '../data/seed-writer.ts';
import {formatWholeRupees} from '../../../shared/money/format.ts';

const DESCRIPTIONS: Record<keyof typeof shops, string> = {
  grooming: `Razors, trimmers, shaving kits, fragrances and skin care for Indian men. Free shipping on orders from ${formatWholeRupees(shops.grooming.shipping.freeFromPaise)}.`,
  gum: 'Sugar-free, soft-chew nicotine gum in seven flavours to help you quit smoking and chewing tobacco. Made in India to a Danish design.',
};

/**
 * No secret is committed: the seed writes throwaway random values, which the backend replaces with the
 * data directory's secrets at every start (boot.ts, server/src/secrets.ts).
 */
export function shopSeeds(): ShopSeed[] {
  const random = () => randomBytes(32).toString('hex');
  return Object.values(shops).map((store) => ({
    id: store.id,
    name: store.brand,
    description: DESCRIPTIONS[store.id],
    currency: store.currency,
    primaryLocale: store.defaultLocale,
    locales: store.locales,
    publicToken: localBackendTokens[store.id].publicStorefrontToken,
    privateToken: random(),
    multipassSecret: random(),
    merchantId: store.checkoutProvider.merchantId,
  }));
}

/** Each shop's checkout perks, from `cartPerks` (the same numbers the storefront's cart drawer shows). */
export function shopPerkSeeds(): [string, ShopPerksSeed][] {
  return Object.values(shops).flatMap((store) =>
    'cartPerks' in store
      ? [[store.id, store.cartPerks] as [string, ShopPerksSeed]]
      : [],
  );
}
