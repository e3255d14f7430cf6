/**
 * Amounts and counts written the Indian way (lakh/crore grouping): ₹1,00,000.00 and 1,00,000, in
 * both stores and both languages (Latin digits, as Indian shops print prices). The rupees are
 * grouped by Intl's en-IN rules; the paise are appended from the integer, so nothing is rounded by
 * floating point (decision 17).
 */
import {toPaise} from '../catalog/pricing';

const GROUPING = new Intl.NumberFormat('en-IN', {maximumFractionDigits: 0});

/** 10000000 → "1,00,00,000" (a count or whole rupees). */
export function formatCount(value: number): string {
  return GROUPING.format(value);
}

/** Whole rupees for copy: 12345600 paise → "₹1,23,456" (no decimals; prices keep two). */
export function formatWholeRupees(paise: number): string {
  return `₹${formatCount(Math.floor(paise / 100))}`;
}

/** 10000000 paise → "1,00,000.00" (two decimals, or none with `withoutTrailingZeros` on whole rupees). */
export function formatPaiseAmount(
  paise: number,
  {withoutTrailingZeros = false} = {},
): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  const rupees = GROUPING.format(Math.floor(abs / 100));
  const fraction = abs % 100;
  if (withoutTrailingZeros && fraction === 0) return `${sign}${rupees}`;
  return `${sign}${rupees}.${String(fraction).padStart(2, '0')}`;
}

const SYMBOLS = new Map<string, string>();

/** "INR" → "₹" (the symbol Intl uses for en-IN). */
export function currencySymbol(currencyCode: string): string {
  let symbol = SYMBOLS.get(currencyCode);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: currencyCode,
      }).formatToParts(0);
      symbol =
        parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
    } catch {
      symbol = currencyCode;
    }
    SYMBOLS.set(currencyCode, symbol);
  }
  return symbol;
}

/** {amount: "100000.0", currencyCode: "INR"} → "₹1,00,000.00" ("" for a malformed amount). */
export function formatMoney(
  money: {amount: string | number; currencyCode: string},
  {withoutTrailingZeros = false, withoutCurrency = false} = {},
): string {
  const paise = toPaise(money.amount);
  if (paise === null) return '';
  const amount = formatPaiseAmount(Math.abs(paise), {withoutTrailingZeros});
  const sign = paise < 0 ? '-' : '';
  return withoutCurrency
    ? `${sign}${amount}`
    : `${sign}${currencySymbol(money.currencyCode)}${amount}`;
}
