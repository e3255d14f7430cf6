/**
 * Free-shipping progress (docs/requirements.md, grooming: validation): subtotal / threshold × 100, capped at 100.
 * Integer paise in; a percentage with at most two decimals out.
 */
export function freeShippingProgress(
  subtotalPaise: number,
  thresholdPaise: number,
): number {
  if (thresholdPaise <= 0) return 100;
  const subtotal = Math.max(0, subtotalPaise);
  if (subtotal >= thresholdPaise) return 100;
  return Math.floor((subtotal * 10_000) / thresholdPaise) / 100;
}

/** Paise still needed for free shipping (0 once reached). */
export function freeShippingRemaining(
  subtotalPaise: number,
  thresholdPaise: number,
): number {
  return Math.max(0, thresholdPaise - Math.max(0, subtotalPaise));
}
