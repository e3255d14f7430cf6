/**
 * Money on the client: Decimal strings ("1299.0", "150.00") ⇄ integer paise, and ₹ formatting.
 * Sums and comparisons happen in integer paise; nothing adds floats.
 *
 * Amounts on screen go through the shared <Money> (`@shared/money/Money`, see `moneyData`); the string
 * formatter here is for text that cannot hold a component (toasts such as 'Coupon Applied! You saved
 * ₹100.00') and writes exactly what <Money> shows (Indian grouping, ₹1,00,000.00), so the two agree.
 */
import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';
import {formatPaiseAmount, paiseToDecimal, toPaise} from '../money/format';

// The parser lives in the one money module (shared/money/format.ts); re-exported for the drawer's existing imports.
export {paiseToDecimal, toPaise};

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
