/**
 * What a cart promises beyond its total (store config `cartPerks`, docs/requirements.md, gum: overview, constants): the saving for
 * paying online and the loyalty coins a signed-in shopper earns. Integer paise in, integers out.
 */

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
