/**
 * A store's shipping charge, the one rule every page that names it reads (issue 33 item 1, decision 99):
 * a flat fee below a free-shipping minimum, measured on the cart subtotal before discounts (the
 * grooming spec's progress bar: subtotal / 299). Store-neutral and import-free, so the storefronts
 * (free-shipping bar, copy) and the backend (checkout line, order total, policy text, FREESHIP) share it.
 */
export interface ShippingRule {
  /** What an order below `freeFromPaise` pays for shipping (paise). */
  feePaise: number;
  /** Orders whose subtotal reaches this (paise) ship free. */
  freeFromPaise: number;
}

/** The shipping an order with this subtotal pays (0 for an empty cart). */
export function shippingFeePaise(
  rule: ShippingRule,
  subtotalPaise: number,
): number {
  if (subtotalPaise <= 0 || subtotalPaise >= rule.freeFromPaise) return 0;
  return rule.feePaise;
}

/** Paise still needed for free shipping (0 once reached). */
export function freeShippingRemainingPaise(
  rule: ShippingRule,
  subtotalPaise: number,
): number {
  return Math.max(0, rule.freeFromPaise - Math.max(0, subtotalPaise));
}
