/**
 * Collection filters and sort kept in the URL (so a filtered view can be shared):
 * `?available=true|false&price_min=100&price_max=900&sort=price-asc`. They turn into the Storefront
 * API's `filters: [ProductFilter]`, `sortKey` and `reverse`.
 */

export const SORT_OPTIONS = [
  {value: 'featured', sortKey: 'COLLECTION_DEFAULT', reverse: false, label: 'featured'},
  {value: 'best-selling', sortKey: 'BEST_SELLING', reverse: false, label: 'bestSelling'},
  {value: 'price-asc', sortKey: 'PRICE', reverse: false, label: 'priceLow'},
  {value: 'price-desc', sortKey: 'PRICE', reverse: true, label: 'priceHigh'},
  {value: 'newest', sortKey: 'CREATED', reverse: true, label: 'newest'},
  {value: 'title', sortKey: 'TITLE', reverse: false, label: 'title'},
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export type CollectionSortKey = (typeof SORT_OPTIONS)[number]['sortKey'];

export type ProductFilterInput = {available: boolean} | {price: {min?: number; max?: number}};

export interface CollectionParams {
  available: boolean | null;
  priceMin: number | null;
  priceMax: number | null;
  sort: SortValue;
  filters: ProductFilterInput[];
  sortKey: CollectionSortKey;
  reverse: boolean;
}

/** Parameters that are not filters or sort (pagination) and are dropped when filters change. */
export const PAGINATION_PARAMS = ['cursor', 'direction'] as const;

function parsePrice(value: string | null): number | null {
  if (value == null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : null;
}

export function parseCollectionParams(searchParams: URLSearchParams): CollectionParams {
  const availableRaw = searchParams.get('available');
  const available = availableRaw === 'true' ? true : availableRaw === 'false' ? false : null;
  let priceMin = parsePrice(searchParams.get('price_min'));
  let priceMax = parsePrice(searchParams.get('price_max'));
  if (priceMin != null && priceMax != null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const sortOption = SORT_OPTIONS.find((option) => option.value === searchParams.get('sort')) ?? SORT_OPTIONS[0];

  const filters: ProductFilterInput[] = [];
  if (available != null) filters.push({available});
  if (priceMin != null || priceMax != null) {
    filters.push({price: {...(priceMin != null ? {min: priceMin} : {}), ...(priceMax != null ? {max: priceMax} : {})}});
  }
  return {
    available,
    priceMin,
    priceMax,
    sort: sortOption.value,
    filters,
    sortKey: sortOption.sortKey,
    reverse: sortOption.reverse,
  };
}

/**
 * The URL search for a change of filters/sort: applies `changes` (null removes a key), drops
 * pagination cursors (the old cursor belongs to another result set) and default values.
 */
export function withParams(search: string | URLSearchParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const key of PAGINATION_PARAMS) params.delete(key);
  for (const [key, value] of Object.entries(changes)) {
    if (value == null || value === '' || (key === 'sort' && value === 'featured')) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The facet's range from a PRICE_RANGE filter value input: `{"price":{"min":0,"max":1149}}`. */
export function priceRangeFromFacet(input: string | null | undefined): {min: number; max: number} | null {
  if (!input) return null;
  try {
    const parsed = JSON.parse(input) as {price?: {min?: number; max?: number}};
    if (!parsed.price) return null;
    return {min: Math.floor(Number(parsed.price.min ?? 0)), max: Math.ceil(Number(parsed.price.max ?? 0))};
  } catch {
    return null;
  }
}
