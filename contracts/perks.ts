/**
 * What a cart promises beyond its total (a shop's `cartPerks`, shops.ts; docs/requirements.md, gum: overview, constants): the saving for
 * paying online and the loyalty coins a signed-in shopper earns. Integer paise in, integers out. The
 * drawer and the checkout compute with these same functions (decision 40).
 */

/**
 * What the cart drawer promises: a discount for paying online and loyalty coins earned by signed-in
 * shoppers. Checkout applies both; the drawer only shows them.
 */
export interface CartPerks {
  prepaidDiscountPercent: number;
  /**
   * Coins earned per order: one for every `paisePerCoin` of the subtotal (₹10 = 1000). Redeemed at
   * checkout at `coinValuePaise` each (₹1 = 100), at most `redeemCapPercent`% of the order
   * (decision 40).
   */
  loyaltyCoins: {
    name: string;
    paisePerCoin: number;
    coinValuePaise: number;
    redeemCapPercent: number;
  };
  /** A code that adds a free gift from `minSubtotalPaise` (the backend's free-gift discount, seeded from this). */
  freeGift?: {code: string; minSubtotalPaise: number};
}

/**
 * Saving for a prepaid order: `percent`% of the amount, rounded DOWN to the paisa (integer paise only).
 * The one rounding rule for this saving: the backend checkout imports this function, so the drawer and
 * the checkout agree to the paisa (decision 40).
 */
export function prepaidSavingsPaise(
  subtotalPaise: number,
  percent: number,
): number {
  if (subtotalPaise <= 0 || percent <= 0) return 0;
  return Math.floor((subtotalPaise * percent) / 100);
}

/** Coins earned on a subtotal: one for every whole `paisePerCoin`. */
export function coinsToEarn(
  subtotalPaise: number,
  paisePerCoin: number,
): number {
  if (subtotalPaise <= 0 || paisePerCoin <= 0) return 0;
  return Math.floor(subtotalPaise / paisePerCoin);
}

/**
 * Coins a shopper may spend on an order: no more than they hold, and worth at most `capPercent`% of
 * the order (`orderPaise`, rounded down to whole coins). The checkout uses this same function.
 */
export function coinsRedeemable(
  orderPaise: number,
  balance: number,
  coinValuePaise: number,
  capPercent: number,
): number {
  if (orderPaise <= 0 || balance <= 0 || coinValuePaise <= 0 || capPercent <= 0)
    return 0;
  const capPaise = Math.floor((orderPaise * capPercent) / 100);
  return Math.max(
    0,
    Math.min(Math.floor(balance), Math.floor(capPaise / coinValuePaise)),
  );
}
