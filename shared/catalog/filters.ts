/**
 * Collection filters and sort kept in the URL (so a filtered view can be shared):
 * `?available=true|false&price_min=100&price_max=900&sort=price-low-high`. They turn into the Storefront
 * API's `filters: [ProductFilter]`, `sortKey` and `reverse` (the sort vocabulary is shared/catalog/sort.ts).
 */
import {sortOption, type SortOption, type SortValue} from './sort';

export type ProductFilterInput =
  {available: boolean} | {price: {min?: number; max?: number}};

export interface CollectionParams {
  available: boolean | null;
  priceMin: number | null;
  priceMax: number | null;
  sort: SortValue;
  filters: ProductFilterInput[];
  sortKey: SortOption['sortKey'];
  reverse: boolean;
}

function parsePrice(value: string | null): number | null {
  if (value == null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : null;
}

export function parseCollectionParams(
  searchParams: URLSearchParams,
): CollectionParams {
  const availableRaw = searchParams.get('available');
  const available =
    availableRaw === 'true' ? true : availableRaw === 'false' ? false : null;
  let priceMin = parsePrice(searchParams.get('price_min'));
  let priceMax = parsePrice(searchParams.get('price_max'));
  if (priceMin != null && priceMax != null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const sort = sortOption(searchParams.get('sort'));

  const filters: ProductFilterInput[] = [];
  if (available != null) filters.push({available});
  if (priceMin != null || priceMax != null) {
    filters.push({
      price: {
        ...(priceMin != null ? {min: priceMin} : {}),
        ...(priceMax != null ? {max: priceMax} : {}),
      },
    });
  }
  return {
    available,
    priceMin,
    priceMax,
    sort: sort.value,
    filters,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
  };
}

/** The facet's range from a PRICE_RANGE filter value input: `{"price":{"min":0,"max":1149}}`. */
export function priceRangeFromFacet(
  input: string | null | undefined,
): {min: number; max: number} | null {
  if (!input) return null;
  try {
    const parsed = JSON.parse(input) as {price?: {min?: number; max?: number}};
    if (!parsed.price) return null;
    return {
      min: Math.floor(Number(parsed.price.min ?? 0)),
      max: Math.ceil(Number(parsed.price.max ?? 0)),
    };
  } catch {
    return null;
  }
}
