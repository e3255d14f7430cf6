/** The cart shape both storefronts read (Hydrogen's cart handler and the cart drawer). */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartMoney on MoneyV2 {
    currencyCode
    amount
  }
  fragment CartLine on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...CartMoney
      }
      subtotalAmount {
        ...CartMoney
      }
      amountPerQuantity {
        ...CartMoney
      }
      compareAtAmountPerQuantity {
        ...CartMoney
      }
    }
    discountAllocations {
      discountedAmount {
        ...CartMoney
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
        compareAtPrice {
          ...CartMoney
        }
        price {
          ...CartMoney
        }
        requiresShipping
        title
        sku
        image {
          id
          url
          altText
          width
          height
        }
        product {
          handle
          title
          id
          vendor
          productType
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
  fragment CartApiQuery on Cart {
    updatedAt
    id
    checkoutUrl
    totalQuantity
    note
    buyerIdentity {
      countryCode
      email
      phone
    }
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
    cost {
      subtotalAmount {
        ...CartMoney
      }
      totalAmount {
        ...CartMoney
      }
      checkoutChargeAmount {
        ...CartMoney
      }
    }
    attributes {
      key
      value
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...CartMoney
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
  }
` as const;
