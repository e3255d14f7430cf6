/**
 * The MRP discount both stores show and the review metafields, on integer paise read by
 * shared/money/format.ts. Everything after the parse is integer arithmetic (decision
 * 8): rounding half up (away from zero) on the digits, and "no discount" is null.
 */
import {toPaise} from '../money/format';

/**
 * MRP − price in paise when the MRP (compare-at price) is above the price; null when either is missing
 * or unreadable, or there is no saving. A compare-at below the price is not shown as a discount.
 */
export function savingPaise(
  mrp: string | number | null | undefined,
  price: string | number | null | undefined,
): number | null {
  const mrpPaise = toPaise(mrp);
  const pricePaise = toPaise(price);
  if (
    mrpPaise === null ||
    pricePaise === null ||
    pricePaise < 0 ||
    mrpPaise <= pricePaise
  )
    return null;
  return mrpPaise - pricePaise;
}

/**
 * Whole percent off MRP, (MRP − price) / MRP rounded half up in integers (docs/requirements.md,
 * grooming: data): 1999.0 → 1299.0 is 35, 200.0 → 149.0 is 26 (25.5). Null when there is no saving
 * or it rounds to 0%, so a "0% off" badge never shows.
 */
export function discountPercent(
  mrp: string | number | null | undefined,
  price: string | number | null | undefined,
): number | null {
  const saving = savingPaise(mrp, price);
  if (saving === null) return null;
  const mrpPaise = toPaise(mrp)!;
  const percent = Math.floor((saving * 200 + mrpPaise) / (mrpPaise * 2));
  return percent > 0 ? percent : null;
}

/** The reviews.rating metafield: JSON {"value":"4.6","scale_min":"1.0","scale_max":"5.0"} (or a bare number). */
export function parseRating(
  value: string | null | undefined,
): {value: number; max: number} | null {
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

/**
 * Review count when the metafield is missing: none. A count shown is a real count (the spec's
 * placeholder 100 made one up; decision 124): a product without reviews shows no count.
 */
export const DEFAULT_RATING_COUNT = 0;

/** The reviews.rating_count metafield: a whole number ≥ 0, else `fallback` (0 unless the caller says otherwise). */
export function parseRatingCount(
  value: string | null | undefined,
  fallback = DEFAULT_RATING_COUNT,
): number {
  if (value === null || value === undefined || value.trim() === '')
    return fallback;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : fallback;
}
