import {toPaise} from '@shared/money/format';
import type {Offer, OffersData} from './types';

/** Codes compare case-insensitively (docs/requirements.md, grooming: validation). */
export function sameCode(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}

/** Terms text → bullet points (split on '||', blanks dropped). */
export function splitTnc(tnc: string | null | undefined): string[] {
  return (tnc ?? '')
    .split('||')
    .map((item) => item.trim())
    .filter(Boolean);
}

export interface BetterOffer {
  offer: Offer;
  /** How much more it saves than the current coupon, in paise. */
  extraPaise: number;
}

/**
 * Among store offers other than the applied code, the one with the highest amountSaved that exceeds the
 * current savings (ties: the first listed). Null when none saves more.
 */
export function betterOffer(
  offers: readonly Offer[],
  appliedCode: string | null,
  currentSavingsPaise: number,
): BetterOffer | null {
  let best: {offer: Offer; saved: number} | null = null;
  for (const offer of offers) {
    if (
      offer.offerType !== 'store_offer' ||
      sameCode(offer.discountCode, appliedCode)
    )
      continue;
    const saved = toPaise(offer.amountSaved);
    if (saved === null || saved <= currentSavingsPaise) continue;
    if (!best || saved > best.saved) best = {offer, saved};
  }
  return best
    ? {offer: best.offer, extraPaise: best.saved - currentSavingsPaise}
    : null;
}

export interface OfferTabs {
  brand: {available: Offer[]; unavailable: Offer[]};
  payment: {available: Offer[]; unavailable: Offer[]};
}

/** Splits the provider's lists into the panel's two tabs. */
export function offerTabs(data: OffersData | null | undefined): OfferTabs {
  const available = data?.discounts ?? [];
  const unavailable = data?.unavailableDiscounts ?? [];
  const of = (list: Offer[], type: Offer['offerType']) =>
    list.filter((o) => o.offerType === type);
  return {
    brand: {
      available: of(available, 'store_offer'),
      unavailable: of(unavailable, 'store_offer'),
    },
    payment: {
      available: of(available, 'payment_offer'),
      unavailable: of(unavailable, 'payment_offer'),
    },
  };
}

/** The cart's codes as the Storefront API reports them. */
type CartCodes =
  | {discountCodes?: readonly {code: string; applicable: boolean}[] | null}
  | null
  | undefined;

/** True when `code` is on the cart and applies (its saving is in the cart's totals). */
export function codeIsOnCart(
  cart: CartCodes,
  code: string | null | undefined,
): boolean {
  return (cart?.discountCodes ?? []).some(
    (c) => c.applicable && sameCode(c.code, code),
  );
}

/**
 * The coupon the drawer may show as applied: only one whose saving the cart's totals carry, so the
 * drawer and the totals always agree (a cached coupon the cart no longer has is not shown).
 */
export function shownCoupon<T extends {code: string}>(
  applied: T | null,
  cart: CartCodes,
): T | null {
  return applied && codeIsOnCart(cart, applied.code) ? applied : null;
}
