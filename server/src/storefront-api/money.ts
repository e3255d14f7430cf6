/** Money crosses the API as Shopify's MoneyV2: a Decimal string and a currency code. */

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

/** 129900 paise → "1299.0" (Shopify prints Decimals with at least one decimal place). */
export function paiseToDecimal(paise: number): string {
  if (!Number.isInteger(paise))
    throw new Error(`paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  const decimals =
    rest === 0
      ? '0'
      : rest % 10 === 0
        ? String(rest / 10)
        : String(rest).padStart(2, '0');
  return `${sign}${rupees}.${decimals}`;
}

export function money(paise: number, currencyCode = 'INR'): MoneyV2 {
  return {amount: paiseToDecimal(paise), currencyCode};
}

/** "1299.5" → 129950. Throws on anything that is not a plain decimal with up to 2 places. */
export function decimalToPaise(decimal: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal amount: ${decimal}`);
  const [, minus, whole, frac = ''] = match;
  const paise = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minus ? -paise : paise;
}
