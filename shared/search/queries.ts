/** Storefront API documents for the search overlays. */
import {
  SHARED_IMAGE_FRAGMENT,
  SHARED_PRODUCT_CARD_FRAGMENT,
  SHARED_PRODUCT_REVIEWS_FRAGMENT,
  SHARED_VARIANT_PRICES_FRAGMENT,
} from '../catalog/fragments';

export const SEARCH_PRODUCT_FRAGMENT = `#graphql
  fragment SharedSearchProduct on Product {
    id
    handle
    title
    description
    featuredImage {
      ...SharedImage
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    selectedOrFirstAvailableVariant {
      id
      ...SharedVariantPrices
    }
    ...SharedProductReviews
  }
  ${SHARED_IMAGE_FRAGMENT}
  ${SHARED_VARIANT_PRICES_FRAGMENT}
  ${SHARED_PRODUCT_REVIEWS_FRAGMENT}
` as const;

/** Up to $first products for a query, plus the total count for 'VIEW ALL RESULTS (n)'. */
export const SEARCH_PRODUCTS_QUERY = `#graphql
  query SharedSearchProducts(
    $query: String!
    $first: Int!
    $language: LanguageCode
    $country: CountryCode
  ) @inContext(language: $language, country: $country) {
    search(query: $query, first: $first, types: [PRODUCT], unavailableProducts: LAST) {
      totalCount
      nodes {
        ... on Product {
          ...SharedSearchProduct
        }
      }
    }
  }
  ${SEARCH_PRODUCT_FRAGMENT}
` as const;

export const SEARCH_BEST_SELLERS_QUERY = `#graphql
  query SharedSearchBestSellers(
    $handle: String!
    $first: Int!
    $language: LanguageCode
    $country: CountryCode
  ) @inContext(language: $language, country: $country) {
    collection(handle: $handle) {
      id
      products(first: $first) {
        nodes {
          ...SharedSearchProduct
        }
      }
    }
  }
  ${SEARCH_PRODUCT_FRAGMENT}
` as const;

/** The search page's best sellers when nothing matched: the shop's $first best-selling products as cards. */
export const SEARCH_PAGE_BEST_SELLERS_QUERY = `#graphql
  query SharedSearchPageBestSellers($first: Int!, $language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    products(first: $first, sortKey: BEST_SELLING) {
      nodes {
        ...SharedProductCard
      }
    }
  }
  ${SHARED_PRODUCT_CARD_FRAGMENT}
` as const;

/**
 * The catalogue's searchable words (titles, types, tags, vendor) and the merchant's synonym table
 * (shop metafield search.synonyms, multi-line text) and needs table (search.needs, decision 120) for the
 * query understanding (vocabulary.server.ts).
 */
export const SEARCH_VOCABULARY_QUERY = `#graphql
  query SharedSearchVocabulary($first: Int!, $after: String, $language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    products(first: $first, after: $after) {
      nodes {
        id
        title
        productType
        tags
        vendor
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    shop {
      synonyms: metafield(namespace: "search", key: "synonyms") {
        value
      }
      needs: metafield(namespace: "search", key: "needs") {
        value
      }
    }
  }
` as const;
