/**
 * Money on the client: Decimal strings ("1299.0", "150.00") ⇄ integer paise, and ₹ formatting.
 * Sums and comparisons happen in integer paise; nothing adds floats.
 *
 * Amounts on screen go through the shared <Money> (`@shared/money/Money`, see `moneyData`); the string
 * formatter here is for text that cannot hold a component (toasts such as 'Coupon Applied! You saved
 * ₹100.00') and writes exactly what <Money> shows (Indian grouping, ₹1,00,000.00), so the two agree.
 */
import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';
import {formatPaiseAmount} from '../money/format';

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

/** 129900 → "1,299.00", 10000000 → "1,00,000.00" (grouped like <Money>, two decimals). */
export function formatAmount(paise: number): string {
  return formatPaiseAmount(paise);
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

/** What <Money data={…}> takes. */
export interface MoneyData {
  amount: string;
  currencyCode: CurrencyCode;
}

/** Integer paise → <Money> data (INR unless the cart says otherwise). */
export function moneyData(paise: number, currencyCode: string = 'INR'): MoneyData {
  return {amount: paiseToDecimal(paise), currencyCode: currencyCode as CurrencyCode};
}

/** A Decimal string from the provider or the API → <Money> data. */
export function decimalMoney(amount: string, currencyCode: string = 'INR'): MoneyData {
  return {amount, currencyCode: currencyCode as CurrencyCode};
}
