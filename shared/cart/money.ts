/**
 * Money on the client: Decimal strings ("1299.0", "150.00") ⇄ integer paise, and ₹ formatting.
 * Sums and comparisons happen in integer paise; nothing adds floats.
 */

/** "1299.5" → 129950; null for anything that is not a plain decimal. */
export function toPaise(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    value = value.toFixed(2);
  }
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, minus, whole, frac = ''] = match;
  const digits = frac.padEnd(3, '0');
  // Round half-up on the third decimal, if any.
  let paise = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(paise)) return null;
  if (minus) paise = -paise;
  return paise;
}

/** 129950 → "1299.50" (rupees as a Decimal string with two places). */
export function paiseToDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const GROUPING = new Intl.NumberFormat('en-IN', {maximumFractionDigits: 0});

/** 129900 → "1,299.00" (Indian digit grouping, two decimals). */
export function formatAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${GROUPING.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** 129900 → "₹1,299.00". */
export function formatRupees(paise: number): string {
  return paise < 0 ? `-₹${formatAmount(-paise)}` : `₹${formatAmount(paise)}`;
}

/** "1299.0" → "₹1,299.00" ("" for a missing or malformed amount). */
export function formatDecimal(value: string | null | undefined): string {
  const paise = toPaise(value);
  return paise === null ? '' : formatRupees(paise);
}
