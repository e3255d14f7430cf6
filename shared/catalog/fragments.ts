/** GraphQL fragments the catalogue pages share (both stores). */

/** What a product card shows: image, title, rating, MRP (first variant's compareAtPrice), price. */
export const SHARED_PRODUCT_CARD_FRAGMENT = `#graphql
  fragment SharedProductCard on Product {
    id
    handle
    title
    availableForSale
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
    variants(first: 1) {
      nodes {
        id
        availableForSale
        price {
          amount
          currencyCode
        }
        compareAtPrice {
          amount
          currencyCode
        }
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
