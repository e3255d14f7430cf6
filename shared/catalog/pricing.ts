/**
 * Price arithmetic for cards and product pages, in integer paise (never float sums).
 * Discount percent = (MRP − price) / MRP, rounded (docs/requirements.md, grooming: data).
 */

/** "1299.0" → 129900. Decimal strings from the Storefront API; null when absent or not a number. */
export function toPaise(amount: string | null | undefined): number | null {
  if (amount == null) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(amount.trim());
  if (!match) return null;
  const [, sign, rupees, fraction = ''] = match;
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -paise : paise;
}

/** Whole percent off MRP, or null when there is no real discount. */
export function discountPercent(mrp: string | null | undefined, price: string | null | undefined): number | null {
  const mrpPaise = toPaise(mrp);
  const pricePaise = toPaise(price);
  if (mrpPaise == null || pricePaise == null || mrpPaise <= 0 || pricePaise >= mrpPaise) return null;
  const percent = Math.round(((mrpPaise - pricePaise) * 100) / mrpPaise);
  return percent > 0 ? percent : null;
}

/** The reviews.rating metafield: JSON {"value":"4.6","scale_min":"1.0","scale_max":"5.0"} (or a bare number). */
export function parseRating(value: string | null | undefined): {value: number; max: number} | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed === 'number') return clampRating(parsed, 5);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as {value?: unknown; scale_max?: unknown};
      const max = Number(record.scale_max ?? 5) || 5;
      return clampRating(Number(record.value), max);
    }
  } catch {
    return clampRating(Number(value), 5);
  }
  return null;
}

function clampRating(value: number, max: number) {
  if (!Number.isFinite(value) || value <= 0) return null;
  return {value: Math.min(value, max), max};
}

/** Default review count when the metafield is missing (docs/requirements.md, grooming: constants). */
export const DEFAULT_RATING_COUNT = 100;

export function parseRatingCount(value: string | null | undefined): number {
  const count = Number.parseInt(value ?? '', 10);
  return Number.isFinite(count) && count >= 0 ? count : DEFAULT_RATING_COUNT;
}
