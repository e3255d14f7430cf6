import type {GumSearchProductFragment} from 'storefrontapi.generated';
import {parseRating, parseRatingCount} from '@shared/catalog/pricing';
import {toMinorUnits} from '@shared/money/format';
import type {CardProduct} from '@shared/catalog/ProductCard';
import {SEARCH_PRODUCT_FRAGMENT} from '@shared/search/queries';
import {isServiceUnavailable} from '@shared/hydrogen/context/unavailable';

/** Search page size (docs/requirements.md, gum: constants). */
export const SEARCH_PAGE_SIZE = 6;
/** The count helper pages this many results at a time and stops at the cap with a warning. */
export const COUNT_PAGE_SIZE = 50;
export const COUNT_CAP = 10_000;

type MoneyV2 = GumSearchProductFragment['priceRange']['minVariantPrice'];

/**
 * A search result product: the shared search card fields (title, description, image, price, MRP,
 * rating; it carries SharedImage) plus what the gum store's search result adds (docs/requirements.md, gum: data) (availability, up to 10 images, the variant).
 */
export const GUM_SEARCH_PRODUCT_FRAGMENT = `#graphql
  fragment GumSearchProduct on Product {
    ...SharedSearchProduct
    availableForSale
    images(first: 10) {
      nodes {
        ...SharedImage
      }
    }
    selectedOrFirstAvailableVariant {
      title
    }
  }
  ${SEARCH_PRODUCT_FRAGMENT}
` as const;

/** The product node as the search query returns it (GUM_SEARCH_PRODUCT_FRAGMENT). */
export type SearchNode = GumSearchProductFragment & {__typename?: string};

/** Search result product (docs/requirements.md, gum: data). */
export interface SearchResultProduct {
  id: string;
  title: string;
  handle: string;
  description: string;
  rating: number | null;
  reviewCount: number;
  price: MoneyV2 | null;
  compareAtPrice: MoneyV2 | null;
  image_url: string | null;
  images: Array<{
    url: string;
    altText: string | null;
    width: number | null;
    height: number | null;
  }>;
  availableForSale: boolean;
  /** Prices as text in minor units (price × 100), e.g. "129900" for ₹1,299.00. */
  variant: {
    id: string;
    title: string;
    price: string | null;
    compareAtPrice: string | null;
  } | null;
}

export function toSearchResultProduct(node: SearchNode): SearchResultProduct {
  const variant = node.selectedOrFirstAvailableVariant ?? null;
  const images = (node.images?.nodes ?? []).map((image) => ({
    url: image.url,
    altText: image.altText ?? null,
    width: image.width ?? null,
    height: image.height ?? null,
  }));
  return {
    id: node.id,
    title: node.title,
    handle: node.handle,
    description: node.description,
    rating: parseRating(node.rating?.value)?.value ?? null,
    reviewCount: parseRatingCount(node.ratingCount?.value, 0),
    price: variant?.price ?? null,
    compareAtPrice: variant?.compareAtPrice ?? null,
    image_url: node.featuredImage?.url ?? images[0]?.url ?? null,
    images,
    availableForSale: node.availableForSale,
    variant: variant
      ? {
          id: variant.id,
          title: variant.title,
          price: toMinorUnits(variant.price.amount),
          compareAtPrice: toMinorUnits(variant.compareAtPrice?.amount),
        }
      : null,
  };
}

/** A search result on the shared product card (shared/catalog/ProductCard): its first image, variant prices. */
export function searchCard(product: SearchResultProduct): CardProduct {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    availableForSale: product.availableForSale,
    image: product.images[0] ?? null,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    rating: product.rating,
    ratingCount: product.reviewCount,
  };
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface SearchPage {
  products: SearchResultProduct[];
  pageInfo: PageInfo;
  totalCount: number;
}

export const EMPTY_SEARCH: SearchPage = Object.freeze({
  products: [],
  pageInfo: {
    hasNextPage: false,
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
  },
  totalCount: 0,
}) as SearchPage;

export function isBlankQuery(query: string | null | undefined): boolean {
  return !query || query.trim() === '';
}

export type PaginationVariables =
  | {first: number; after?: string | null}
  | {last: number; before?: string | null};

export interface RawSearchPage {
  totalCount?: number | null;
  pageInfo: PageInfo;
  edges: Array<{cursor: string; node: SearchNode}>;
}

/**
 * One page of product search. A blank query returns no products and a total of 0 without calling
 * `run`; a failed call returns the same empty result and logs the error (docs/requirements.md, gum: validation, errors).
 * The total is the API's `totalCount` when present, else counted with `countResults`.
 */
export async function searchProducts(
  query: string | null | undefined,
  pagination: PaginationVariables,
  run: (
    variables: {query: string} & PaginationVariables,
  ) => Promise<RawSearchPage | null | undefined>,
  options: {logger?: Pick<Console, 'error' | 'warn'>} = {},
): Promise<SearchPage> {
  const logger = options.logger ?? console;
  if (isBlankQuery(query)) return EMPTY_SEARCH;
  const term = query!.trim();
  try {
    const page = await run({query: term, ...pagination});
    if (!page) return EMPTY_SEARCH;
    const products = page.edges
      .map((edge) => edge.node)
      .filter((node) => !node.__typename || node.__typename === 'Product')
      .map(toSearchResultProduct);
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
    return EMPTY_SEARCH;
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

/** Pagination variables for search from `?cursor=&direction=next|previous` (page size 6). */
export function searchPagination(
  searchParams: URLSearchParams,
  pageBy = SEARCH_PAGE_SIZE,
): PaginationVariables {
  const cursor = searchParams.get('cursor');
  const direction = searchParams.get('direction');
  if (cursor && direction === 'previous') return {last: pageBy, before: cursor};
  if (cursor) return {first: pageBy, after: cursor};
  return {first: pageBy};
}
