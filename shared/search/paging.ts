import {isServiceUnavailable} from '../hydrogen/context/unavailable';

/** The count helper pages this many results at a time and stops at the cap with a warning. */
export const COUNT_PAGE_SIZE = 50;
export const COUNT_CAP = 10_000;

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export type PaginationVariables =
  | {first: number; after?: string | null}
  | {last: number; before?: string | null};

/** One page of the Storefront API's `search` connection. */
export interface RawSearchPage<N> {
  totalCount?: number | null;
  pageInfo: PageInfo;
  edges: Array<{cursor: string; node: N & {__typename?: string}}>;
}

export interface SearchPage<P> {
  products: P[];
  pageInfo: PageInfo;
  totalCount: number;
}

export function emptySearch<P>(): SearchPage<P> {
  return {
    products: [],
    pageInfo: {
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    },
    totalCount: 0,
  };
}

export function isBlankQuery(query: string | null | undefined): boolean {
  return !query || query.trim() === '';
}

/**
 * One page of product search with `run` (the store's document), its nodes made cards by `toProduct`.
 * A blank query returns no products and a total of 0 without calling `run`; a failed call returns the
 * same empty result and logs the error (an outage throws, for the store's 503 page). The total is the
 * API's `totalCount` when present, else counted with `countResults`.
 */
export async function searchPage<N, P>(
  query: string | null | undefined,
  pagination: PaginationVariables,
  run: (
    variables: {query: string} & PaginationVariables,
  ) => Promise<RawSearchPage<N> | null | undefined>,
  toProduct: (node: N) => P,
  options: {logger?: Pick<Console, 'error' | 'warn'>} = {},
): Promise<SearchPage<P>> {
  const logger = options.logger ?? console;
  if (isBlankQuery(query)) return emptySearch();
  const term = query!.trim();
  try {
    const page = await run({query: term, ...pagination});
    if (!page) return emptySearch();
    const products = page.edges
      .map((edge) => edge.node)
      .filter((node) => !node.__typename || node.__typename === 'Product')
      .map(toProduct);
    const totalCount =
      typeof page.totalCount === 'number'
        ? page.totalCount
        : (
            await countResults(
              async (after) => {
                const next = await run({
                  query: term,
                  first: COUNT_PAGE_SIZE,
                  after,
                });
                return {
                  count: next?.edges.length ?? 0,
                  hasNextPage: Boolean(next?.pageInfo.hasNextPage),
                  endCursor: next?.pageInfo.endCursor ?? null,
                };
              },
              {logger},
            )
          ).count;
    return {products, pageInfo: page.pageInfo, totalCount};
  } catch (error) {
    // Backend down or too slow: not "no products", but "search is unavailable" (the route's 503 page).
    if (isServiceUnavailable(error)) throw error;
    logger.error('[search] product search failed', error);
    return emptySearch();
  }
}

export interface CountPage {
  count: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * Counts results by paging `pageSize` (50) at a time; stops at `cap` (10,000) with a warning and
 * reports `capped: true`.
 */
export async function countResults(
  fetchPage: (after: string | null) => Promise<CountPage>,
  {
    pageSize = COUNT_PAGE_SIZE,
    cap = COUNT_CAP,
    logger = console,
  }: {pageSize?: number; cap?: number; logger?: Pick<Console, 'warn'>} = {},
): Promise<{count: number; capped: boolean; pages: number}> {
  let count = 0;
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const page = await fetchPage(after);
    pages += 1;
    count += Math.min(page.count, pageSize);
    if (count >= cap) {
      if (page.hasNextPage || count > cap) {
        logger.warn(
          `[search] result count stopped at ${cap}; there are more results`,
        );
        return {count: cap, capped: true, pages};
      }
      return {count, capped: false, pages};
    }
    if (!page.hasNextPage || !page.endCursor || page.count === 0)
      return {count, capped: false, pages};
    after = page.endCursor;
  }
}

/** Pagination variables from `?cursor=&direction=next|previous`, `pageBy` a page. */
export function searchPagination(
  searchParams: URLSearchParams,
  pageBy: number,
): PaginationVariables {
  const cursor = searchParams.get('cursor');
  const direction = searchParams.get('direction');
  if (cursor && direction === 'previous') return {last: pageBy, before: cursor};
  if (cursor) return {first: pageBy, after: cursor};
  return {first: pageBy};
}
