/**
 * GraphQL fragments the catalogue shares (both stores, search and the cart's upsell). A fragment string
 * carries the fragments it spreads; a document interpolates each definition once and uses every one
 * it carries (GraphQL refuses a fragment defined twice or never used).
 */

/** What Hydrogen's <Image> needs to draw an image at its size. */
export const SHARED_IMAGE_FRAGMENT = `#graphql
  fragment SharedImage on Image {
    id
    url
    altText
    width
    height
  }
` as const;

/** A variant's price and MRP (compare-at price), read by shared/catalog/pricing.ts. */
export const SHARED_VARIANT_PRICES_FRAGMENT = `#graphql
  fragment SharedVariantPrices on ProductVariant {
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
  }
` as const;

/** The review metafields cards and product pages show (rating JSON and count). */
export const SHARED_PRODUCT_REVIEWS_FRAGMENT = `#graphql
  fragment SharedProductReviews on Product {
    rating: metafield(namespace: "reviews", key: "rating") {
      value
    }
    ratingCount: metafield(namespace: "reviews", key: "rating_count") {
      value
    }
  }
` as const;

/** What a product card shows: image, title, rating, MRP (first variant's compareAtPrice), price. */
export const SHARED_PRODUCT_CARD_FRAGMENT = `#graphql
  fragment SharedProductCard on Product {
    id
    handle
    title
    availableForSale
    featuredImage {
      ...SharedImage
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
        ...SharedVariantPrices
      }
    }
    ...SharedProductReviews
  }
  ${SHARED_IMAGE_FRAGMENT}
  ${SHARED_VARIANT_PRICES_FRAGMENT}
  ${SHARED_PRODUCT_REVIEWS_FRAGMENT}
` as const;

/** A collection's or a search's filters as the filter panel shows them (shared/catalog/CollectionFilters.tsx). */
export const SHARED_FILTER_FRAGMENT = `#graphql
  fragment SharedFilter on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
` as const;

/**
 * Every variant's price, for a card under a price filter: the card shows a variant in the range
 * (shared/catalog/ProductCard.tsx cardProduct, decision 108). Spread with `@include` only while the
 * shopper filters by price. Its price fields are SharedVariantPrices' own, written out: the card
 * fragment beside it already carries that fragment's definition.
 */
export const SHARED_PRICE_VARIANTS_FRAGMENT = `#graphql
  fragment SharedPriceVariants on Product {
    priceVariants: variants(first: 20) {
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
  }
` as const;

/**
 * A variant on a product page (both stores): what Hydrogen's getProductOptions / useOptimisticVariant
 * read (selectedOptions, product.handle), what the page shows and what CartForm's optimistic line takes.
 * A store's own variant fragment spreads it and adds its fields; the page's query also uses SharedImage.
 */
export const SHARED_PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment SharedProductVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    image {
      ...SharedImage
    }
    ...SharedVariantPrices
    selectedOptions {
      name
      value
    }
    product {
      id
      title
      handle
    }
    # A pack's own net quantity, where packs differ (shared/catalog/LegalInfo.tsx, decision 109).
    netQuantity: metafield(namespace: "legal", key: "net_quantity") {
      value
    }
  }
  ${SHARED_IMAGE_FRAGMENT}
  ${SHARED_VARIANT_PRICES_FRAGMENT}
` as const;

/**
 * What the Consumer Protection (E-Commerce) Rules 2020 and the Legal Metrology (Packaged Commodities)
 * Rules ask a product page to show, from the product's `legal` metafields (shared/catalog/LegalInfo.tsx,
 * decision 109); the MRP is the variant's.
 */
export const SHARED_PRODUCT_LEGAL_FRAGMENT = `#graphql
  fragment SharedProductLegal on Product {
    legalManufacturer: metafield(namespace: "legal", key: "manufacturer") {
      value
    }
    legalMarketer: metafield(namespace: "legal", key: "marketer") {
      value
    }
    legalCountryOfOrigin: metafield(namespace: "legal", key: "country_of_origin") {
      value
    }
    legalNetQuantity: metafield(namespace: "legal", key: "net_quantity") {
      value
    }
    legalBestBefore: metafield(namespace: "legal", key: "best_before") {
      value
    }
    legalConsumerCare: metafield(namespace: "legal", key: "consumer_care") {
      value
    }
  }
` as const;

/**
 * What both stores' product pages read: the texts, up to 10 images, the reviews, and the fields
 * Hydrogen's getProductOptions / getAdjacentAndFirstAvailableVariants / useOptimisticVariant need
 * (the option values' first selectable variants, the selected and adjacent variants for the query's
 * `$selectedOptions`, and the encoded existence and availability of every combination).
 */
export const SHARED_PRODUCT_PAGE_FRAGMENT = `#graphql
  fragment SharedProductPage on Product {
    id
    title
    handle
    vendor
    description
    descriptionHtml
    seo {
      title
      description
    }
    images(first: 10) {
      nodes {
        ...SharedImage
      }
    }
    ...SharedProductReviews
    ...SharedProductLegal
    encodedVariantExistence
    encodedVariantAvailability
    options {
      name
      optionValues {
        name
        firstSelectableVariant {
          ...SharedProductVariant
        }
      }
    }
    selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
      ...SharedProductVariant
    }
    adjacentVariants(selectedOptions: $selectedOptions) {
      ...SharedProductVariant
    }
  }
  ${SHARED_PRODUCT_VARIANT_FRAGMENT}
  ${SHARED_PRODUCT_REVIEWS_FRAGMENT}
  ${SHARED_PRODUCT_LEGAL_FRAGMENT}
` as const;
