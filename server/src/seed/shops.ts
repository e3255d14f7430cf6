/** Both shops, from hydrogen.config.ts `stores`. */
import {localBackendTokens, stores} from '../../../hydrogen.config.ts';
import type {ShopPerksSeed, ShopSeed} from '../data/seed-writer.ts';

/** Committed local development defaults; override with MULTIPASS_SECRET_GROOMING / MULTIPASS_SECRET_GUM. */
const LOCAL_MULTIPASS_SECRETS: Record<keyof typeof stores, string> = {
  grooming: 'local-grooming-multipass-secret-0123456789abcdef',
  gum: 'local-gum-multipass-secret-0123456789abcdef0123',
};

const DESCRIPTIONS: Record<keyof typeof stores, string> = {
  grooming:
    'Razors, trimmers, shaving kits, fragrances and skin care for Indian men. Free shipping on orders above ₹299.',
  gum: 'Sugar-free, soft-chew nicotine gum in seven flavours to help you quit smoking and chewing tobacco. Made in India to a Danish design.',
};

export function shopSeeds(env: Record<string, string | undefined> = process.env): ShopSeed[] {
  return Object.values(stores).map((store) => ({
    id: store.id,
    name: store.brand,
    description: DESCRIPTIONS[store.id],
    currency: store.currency,
    primaryLocale: store.defaultLocale,
    locales: store.locales,
    publicToken: localBackendTokens[store.id].publicStorefrontToken,
    privateToken: localBackendTokens[store.id].privateStorefrontToken,
    multipassSecret: env[`MULTIPASS_SECRET_${store.id.toUpperCase()}`] || LOCAL_MULTIPASS_SECRETS[store.id],
    merchantId: store.checkoutProvider.merchantId,
  }));
}

/** Each shop's checkout perks, from `cartPerks` (the same numbers the storefront's cart drawer shows). */
export function shopPerkSeeds(): [string, ShopPerksSeed][] {
  return Object.values(stores).flatMap((store) => ('cartPerks' in store ? [[store.id, store.cartPerks] as [string, ShopPerksSeed]] : []));
}
