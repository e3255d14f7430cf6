/**
 * The one place that reads prices: Storefront API Decimal strings ("1299.0") → integer paise, and the
 * MRP discount both stores show. Everything after the parse is integer arithmetic (decision
 * 8): rounding half up (away from zero) on the digits, and "no discount" is null.
 */

/**
 * "1299.0" → 129900, "0.005" → 1, "1.004" → 100: the Decimal's digits read as paise, a third decimal
 * rounding half up (away from zero). Null for anything that is not a plain decimal (absent, blank,
 * "abc", "1e3") or is too large to be exact. A number is read from its shortest decimal text
 * (`String(12.5)` = "12.5"), so it rounds by the same rule as the string the API would send.
 */
export function toPaise(
  amount: string | number | null | undefined,
): number | null {
  if (amount === null || amount === undefined) return null;
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(String(amount).trim());
  if (!match) return null;
  const [, minus, rupees, fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const paise =
    Number(rupees) * 100 +
    Number(digits.slice(0, 2)) +
    (Number(digits[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(paise)) return null;
  return minus && paise !== 0 ? -paise : paise;
}

/** 129950 → "1299.50" (rupees as a Decimal string with two places). */
export function paiseToDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A Decimal ("1299.0", "12.5", "7") as paise text ("129900", "1250", "700"): gum's search result
 * variant price form (docs/requirements.md, gum: data); null where toPaise reads nothing.
 */
export function toMinorUnits(
  decimal: string | null | undefined,
): string | null {
  const paise = toPaise(decimal);
  return paise === null ? null : String(paise);
}

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

/** Default review count when the metafield is missing (docs/requirements.md, grooming: constants). */
export const DEFAULT_RATING_COUNT = 100;

/** The reviews.rating_count metafield: a whole number ≥ 0, else `fallback` (100 unless the store says otherwise). */
export function parseRatingCount(
  value: string | null | undefined,
  fallback = DEFAULT_RATING_COUNT,
): number {
  if (value === null || value === undefined || value.trim() === '')
    return fallback;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : fallback;
}
