/**
 * What a cart promises beyond its total (store config `cartPerks`, gum spec §1, §9): the saving for
 * paying online and the loyalty coins a signed-in shopper earns. Integer paise in, integers out.
 */

/** Saving for a prepaid order: `percent`% of the subtotal, rounded down to the paisa. */
export function prepaidSavingsPaise(subtotalPaise: number, percent: number): number {
  if (subtotalPaise <= 0 || percent <= 0) return 0;
  return Math.floor((subtotalPaise * percent) / 100);
}

/** Coins earned on a subtotal: one for every whole `paisePerCoin`. */
export function coinsToEarn(subtotalPaise: number, paisePerCoin: number): number {
  if (subtotalPaise <= 0 || paisePerCoin <= 0) return 0;
  return Math.floor(subtotalPaise / paisePerCoin);
}
