/** Search URL parameters both stores read (browser-safe: no dictionary here). */

/** `?exact=1`: search what was typed, without the query understanding ("Search instead for …"). */
export const EXACT_SEARCH_PARAM = 'exact';

/** Whether a search URL asks for exactly what was typed (the correction line's link). */
export function isExactSearch(searchParams: URLSearchParams): boolean {
  return searchParams.get(EXACT_SEARCH_PARAM) === '1';
}
