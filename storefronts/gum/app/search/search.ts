import type {GumSearchProductFragment} from 'storefrontapi.generated';
import {parseRating, parseRatingCount} from '@shared/catalog/pricing';
import {toMinorUnits} from '@shared/money/format';
import type {CardProduct} from '@shared/catalog/ProductCard';
import {SEARCH_PRODUCT_FRAGMENT} from '@shared/search/queries';
import {
  emptySearch,
  searchPage,
  type PageInfo,
  type PaginationVariables,
  type RawSearchPage as SharedRawSearchPage,
  type SearchPage as SharedSearchPage,
} from '@shared/search/paging';

/** Search page size (docs/requirements.md, gum: constants). */
export const SEARCH_PAGE_SIZE = 6;

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

export type {PageInfo, PaginationVariables};

export type SearchPage = SharedSearchPage<SearchResultProduct>;
export type RawSearchPage = SharedRawSearchPage<SearchNode>;

export const EMPTY_SEARCH: SearchPage = Object.freeze(
  emptySearch<SearchResultProduct>(),
) as SearchPage;

/** One page of gum's search (shared/search/paging.ts) as gum's result products (docs/requirements.md, gum: data). */
export function searchProducts(
  query: string | null | undefined,
  pagination: PaginationVariables,
  run: (
    variables: {query: string} & PaginationVariables,
  ) => Promise<RawSearchPage | null | undefined>,
  options: {logger?: Pick<Console, 'error' | 'warn'>} = {},
): Promise<SearchPage> {
  return searchPage(query, pagination, run, toSearchResultProduct, options);
}
