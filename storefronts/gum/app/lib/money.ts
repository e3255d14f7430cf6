/**
 * A Storefront API Decimal ("1299.0", "12.5", "7") as minor units text ("129900", "1250", "700"),
 * computed on the digits — no floating point. More than two decimals round half up.
 */
export function toMinorUnits(decimal: string | null | undefined): string | null {
  if (decimal == null) return null;
  const match = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/.exec(String(decimal));
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const [, sign, whole = '', fraction = ''] = match;
  let minor = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  if (fraction.length > 2 && Number(fraction[2]) >= 5) minor += 1n;
  if (minor === 0n) return '0';
  return `${sign ?? ''}${minor.toString()}`;
}
