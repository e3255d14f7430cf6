/**
 * Amounts and counts written the Indian way (lakh/crore grouping): ₹1,00,000.00 and 1,00,000, in
 * both stores and both languages (Latin digits, as Indian shops print prices). The rupees are
 * grouped by Intl's en-IN rules; the paise are appended from the integer, so nothing is rounded by
 * floating point (decision 17).
 */
import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';

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

/** 129900 paise → "₹1,299.00" (text that cannot hold a <Money>, e.g. a toast; it reads exactly like one). */
export function formatRupees(paise: number): string {
  return paise < 0
    ? `-₹${formatPaiseAmount(-paise)}`
    : `₹${formatPaiseAmount(paise)}`;
}

/** What <Money data={…}> takes. */
export interface MoneyData {
  amount: string;
  currencyCode: CurrencyCode;
}

/** Integer paise → <Money> data (INR unless the cart says otherwise). */
export function moneyData(
  paise: number,
  currencyCode: string = 'INR',
): MoneyData {
  return {
    amount: paiseToDecimal(paise),
    currencyCode: currencyCode as CurrencyCode,
  };
}

/** A Decimal string from the provider or the API → <Money> data. */
export function decimalMoney(
  amount: string,
  currencyCode: string = 'INR',
): MoneyData {
  return {amount, currencyCode: currencyCode as CurrencyCode};
}
