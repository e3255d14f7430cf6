/** Storefront API documents the MCP tools read (shared/mcp; decision 118). */
import {
  SHARED_PRODUCT_REVIEWS_FRAGMENT,
  SHARED_VARIANT_PRICES_FRAGMENT,
} from '../catalog/fragments';

const MCP_PRODUCT_SUMMARY_FRAGMENT = `#graphql
  fragment McpProductSummary on Product {
    id
    handle
    title
    description
    availableForSale
    featuredImage {
      url
    }
    selectedOrFirstAvailableVariant {
      id
      availableForSale
      ...SharedVariantPrices
    }
    ...SharedProductReviews
  }
  ${SHARED_VARIANT_PRICES_FRAGMENT}
  ${SHARED_PRODUCT_REVIEWS_FRAGMENT}
` as const;

/** The search page's search (products, unavailable ones last), with what an agent needs of each. */
export const MCP_SEARCH_QUERY = `#graphql
  query McpSearchProducts(
    $query: String!
    $first: Int!
    $language: LanguageCode
    $country: CountryCode
  ) @inContext(language: $language, country: $country) {
    search(query: $query, first: $first, types: [PRODUCT], unavailableProducts: LAST) {
      totalCount
      nodes {
        ... on Product {
          ...McpProductSummary
        }
      }
    }
  }
  ${MCP_PRODUCT_SUMMARY_FRAGMENT}
` as const;

export const MCP_PRODUCT_QUERY = `#graphql
  query McpProduct(
    $handle: String!
    $language: LanguageCode
    $country: CountryCode
  ) @inContext(language: $language, country: $country) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      productType
      description
      availableForSale
      featuredImage {
        url
      }
      options {
        name
        optionValues {
          name
        }
      }
      variants(first: 100) {
        nodes {
          id
          title
          availableForSale
          quantityAvailable
          selectedOptions {
            name
            value
          }
          ...SharedVariantPrices
        }
      }
      ...SharedProductReviews
    }
  }
  ${SHARED_VARIANT_PRICES_FRAGMENT}
  ${SHARED_PRODUCT_REVIEWS_FRAGMENT}
` as const;

/** Variants' prices, for judging Cash on Delivery against what the agent means to order. */
export const MCP_VARIANT_PRICES_QUERY = `#graphql
  query McpVariantPrices($ids: [ID!]!, $country: CountryCode)
  @inContext(country: $country) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        price {
          amount
          currencyCode
        }
      }
    }
  }
` as const;

/** The shop's policies and pages: the passages search_policies_and_faqs picks from. */
export const MCP_POLICIES_QUERY = `#graphql
  query McpPolicies($language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    shop {
      privacyPolicy {
        title
        handle
        body
      }
      refundPolicy {
        title
        handle
        body
      }
      shippingPolicy {
        title
        handle
        body
      }
      termsOfService {
        title
        handle
        body
      }
    }
    pages(first: 20) {
      nodes {
        title
        handle
        body
      }
    }
  }
` as const;
