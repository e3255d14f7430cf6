import type {ProductCollectionSortKeys} from '@shopify/hydrogen/storefront-api-types';

/**
 * The collection sort vocabulary of both stores (the `sort` URL parameter, as Hydrogen's demo store
 * spelled it) and the Storefront API sort each value means. Labels are the store's (SortSelect).
 */
export const SORT_OPTIONS = [
  {value: 'featured', sortKey: 'COLLECTION_DEFAULT', reverse: false},
  {value: 'best-selling', sortKey: 'BEST_SELLING', reverse: false},
  {value: 'price-low-high', sortKey: 'PRICE', reverse: false},
  {value: 'price-high-low', sortKey: 'PRICE', reverse: true},
  {value: 'newest', sortKey: 'CREATED', reverse: true},
  {value: 'title', sortKey: 'TITLE', reverse: false},
] as const satisfies ReadonlyArray<{
  value: string;
  sortKey: ProductCollectionSortKeys;
  reverse: boolean;
}>;

export type SortOption = (typeof SORT_OPTIONS)[number];
export type SortValue = SortOption['value'];
export const DEFAULT_SORT: SortOption = SORT_OPTIONS[0];

/** The option a `sort` parameter names; anything else (absent, misspelt, an old value) is the default. */
export function sortOption(value: string | null | undefined): SortOption {
  return SORT_OPTIONS.find((option) => option.value === value) ?? DEFAULT_SORT;
}

/** Parameters that page a result set; a new sort or filter starts again from its first page. */
export const PAGINATION_PARAMS = ['cursor', 'direction'] as const;

/**
 * The URL search after a change of sort or filters: applies `changes` (null or '' removes a key, the
 * default sort is left out of the URL) and drops the cursors, which belong to the old result set.
 */
export function withParams(
  search: string | URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams(search);
  for (const key of PAGINATION_PARAMS) params.delete(key);
  for (const [key, value] of Object.entries(changes)) {
    if (
      value == null ||
      value === '' ||
      (key === 'sort' && value === DEFAULT_SORT.value)
    )
      params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
