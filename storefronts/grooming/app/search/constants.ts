/** Search overlay behaviour (docs/requirements.md, grooming: routes and screens, behaviour, constants). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Products requested per query; the overlays show the first SEARCH_RESULTS_SHOWN. */
export const SEARCH_RESULTS_REQUESTED = 6;
export const SEARCH_RESULTS_SHOWN = 3;
/** Best sellers fetched once from the collection, shown up to 3 (desktop) / 4 (mobile). */
export const BEST_SELLERS_HANDLE = 'best-seller';
export const BEST_SELLERS_REQUESTED = 6;
export const BEST_SELLERS_SHOWN = {desktop: 3, mobile: 4} as const;
export const SEARCH_ERROR_MESSAGE = 'Failed to search products';
/** Where the overlays fetch from (a thin resource route in each app re-exporting ./predictive-search.server). */
export const SEARCH_RESOURCE_PATH = '/api/predictive-search';
