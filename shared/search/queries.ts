/** Storefront API documents for the search overlays. */

export const SEARCH_PRODUCT_FRAGMENT = `#graphql
  fragment SharedSearchProduct on Product {
    id
    handle
    title
    description
    featuredImage {
      id
      url
      altText
      width
      height
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    selectedOrFirstAvailableVariant {
      id
      price {
        amount
        currencyCode
      }
      compareAtPrice {
        amount
        currencyCode
      }
    }
    rating: metafield(namespace: "reviews", key: "rating") {
      value
    }
    ratingCount: metafield(namespace: "reviews", key: "rating_count") {
      value
    }
  }
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
