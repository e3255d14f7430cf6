/**
 * The product page's review filters in its URL (decision 125): `reviews_sort`, `reviews_rating`,
 * `reviews_photos=1`, `reviews_page`. Plain GET parameters, so the filter form, the bars and
 * "More reviews" work as links before (and without) JavaScript.
 */
export const REVIEW_SORTS = ['recent', 'highest', 'lowest', 'photos'] as const;
export type ReviewSortKey = (typeof REVIEW_SORTS)[number];

export interface ReviewFilters {
  sort: ReviewSortKey;
  /** 1–5, or null for every rating. */
  rating: number | null;
  photos: boolean;
  page: number;
}

export const REVIEWS_PER_PAGE = 5;
/** Pages beyond this are refused (a crawler walking reviews_page=99999 costs the provider nothing). */
export const MAX_REVIEW_PAGE = 1000;

export const REVIEW_PARAMS = {
  sort: 'reviews_sort',
  rating: 'reviews_rating',
  photos: 'reviews_photos',
  page: 'reviews_page',
} as const;

/** Reads the filters; anything unknown or out of range falls back to the default. */
export function parseReviewFilters(params: URLSearchParams): ReviewFilters {
  const sort = params.get(REVIEW_PARAMS.sort);
  const rating = Number(params.get(REVIEW_PARAMS.rating));
  const page = Number(params.get(REVIEW_PARAMS.page));
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ReviewSortKey)
      : 'recent',
    rating:
      Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    photos: params.get(REVIEW_PARAMS.photos) === '1',
    page:
      Number.isInteger(page) && page >= 1 && page <= MAX_REVIEW_PAGE ? page : 1,
  };
}

/** The page's URL with these filters (others kept: the variant options stay selected). */
export function reviewFiltersHref(
  current: URLSearchParams,
  filters: Partial<ReviewFilters>,
): string {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  if ('sort' in filters)
    set(
      REVIEW_PARAMS.sort,
      filters.sort && filters.sort !== 'recent' ? filters.sort : null,
    );
  if ('rating' in filters)
    set(REVIEW_PARAMS.rating, filters.rating ? String(filters.rating) : null);
  if ('photos' in filters)
    set(REVIEW_PARAMS.photos, filters.photos ? '1' : null);
  set(
    REVIEW_PARAMS.page,
    filters.page && filters.page > 1 ? String(filters.page) : null,
  );
  const query = next.toString();
  return `${query ? `?${query}` : '?'}#reviews`;
}

/** The provider's sort_by for a sort key (Judge.me's names). */
export const PROVIDER_SORT: Record<ReviewSortKey, string> = {
  recent: 'created_at',
  highest: 'rating_desc',
  lowest: 'rating_asc',
  photos: 'with_pictures',
};

/**
 * Whether a navigation from `current` to `next` on the same page changes the review filters and nothing
 * else (a filter, a star bar, Clear): the reviews on screen are about to be replaced, the rest stays.
 */
export function changesOnlyReviewFilters(
  current: URLSearchParams,
  next: URLSearchParams,
): boolean {
  const reviewKeys = Object.values(REVIEW_PARAMS) as string[];
  const rest = (params: URLSearchParams) =>
    [...params.entries()]
      .filter(([key]) => !reviewKeys.includes(key))
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('&');
  const reviews = (params: URLSearchParams) =>
    reviewKeys.map((key) => params.get(key) ?? '').join('&');
  return rest(current) === rest(next) && reviews(current) !== reviews(next);
}
