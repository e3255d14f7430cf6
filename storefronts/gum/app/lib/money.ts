import {toPaise} from '@shared/catalog/pricing';

/**
 * A Storefront API Decimal ("1299.0", "12.5", "7") as minor units text ("129900", "1250", "700"):
 * the search result variant's price form (docs/requirements.md, gum: data). Computed on the digits by the shared
 * paise parser (shared/catalog/pricing.ts) — no floating point; a third decimal rounds half up.
 */
export function toMinorUnits(
  decimal: string | null | undefined,
): string | null {
  const paise = toPaise(decimal);
  return paise === null ? null : String(paise);
}
