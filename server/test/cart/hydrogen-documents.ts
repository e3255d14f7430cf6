/**
 * The documents Hydrogen 2026.4's cart handler sends (copied from @shopify/hydrogen's
 * dist/development/index.js: CART_QUERY + DEFAULT_CART_FRAGMENT, CART_CREATE_MUTATION,
 * CART_LINES_*_MUTATION, CART_DISCOUNT_CODE_UPDATE_MUTATION with `... @defer`), so tests exercise the
 * exact operations a storefront makes.
 */

const IN_CONTEXT_VARIABLES = `$country: CountryCode = ZZ
    $language: LanguageCode`;
const IN_CONTEXT = '@inContext(country: $country, language: $language)';

export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    updatedAt
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      customer {
        id
        email
        firstName
        lastName
        displayName
      }
      email
      phone
    }
    lines(first: $numCartLines) {
      edges {
        node {
          id
          quantity
          attributes {
            key
            value
          }
          cost {
            totalAmount {
              amount
              currencyCode
            }
            amountPerQuantity {
              amount
              currencyCode
            }
            compareAtAmountPerQuantity {
              amount
              currencyCode
            }
          }
          merchandise {
            ... on ProductVariant {
              id
              availableForSale
              compareAtPrice {
                ...CartApiMoney
              }
              price {
                ...CartApiMoney
              }
              requiresShipping
              title
              image {
                ...CartApiImage
              }
              product {
                handle
                title
                id
                vendor
              }
              selectedOptions {
                name
                value
              }
            }
          }
        }
      }
    }
    cost {
      subtotalAmount {
        ...CartApiMoney
      }
      totalAmount {
        ...CartApiMoney
      }
      totalDutyAmount {
        ...CartApiMoney
      }
      totalTaxAmount {
        ...CartApiMoney
      }
    }
    note
    attributes {
      key
      value
    }
    discountCodes {
      applicable
      code
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        ...CartApiMoney
      }
    }
  }

  fragment CartApiMoney on MoneyV2 {
    currencyCode
    amount
  }

  fragment CartApiImage on Image {
    id
    url
    altText
    width
    height
  }
`;

export const CART_QUERY = `#graphql
  query CartQuery(
    $cartId: ID!
    $numCartLines: Int = 100
    ${IN_CONTEXT_VARIABLES}
  ) ${IN_CONTEXT} {
    cart(id: $cartId) {
      ...CartApiQuery
    }
  }

  ${CART_QUERY_FRAGMENT}
`;

const MINIMAL_CART_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    totalQuantity
    checkoutUrl
  }
`;

const USER_ERROR_FRAGMENT = `#graphql
  fragment CartApiError on CartUserError {
    message
    field
    code
  }
`;

const CART_WARNING_FRAGMENT = `#graphql
  fragment CartApiWarning on CartWarning {
    code
    message
    target
  }
`;

const tail = `
  ${MINIMAL_CART_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
  ${CART_WARNING_FRAGMENT}
`;

/**
 * Hydrogen builds every cart mutation from one template: the mutation with @inContext, the cart
 * (CartApiMutation; behind `... @defer` for discount codes), userErrors and warnings, then the fragments.
 */
function cartMutation(
  name: string,
  variables: string,
  args: string,
  cart: {extra?: string; defer?: boolean} = {},
): string {
  const cartSelection = `cart {
        ...CartApiMutation${cart.extra ? `\n        ${cart.extra}` : ''}
      }`;
  return `#graphql
  mutation ${name}(
    ${variables}
    ${IN_CONTEXT_VARIABLES}
  ) ${IN_CONTEXT} {
    ${name}(${args}) {
      ${cart.defer ? `... @defer {\n        ${cartSelection}\n      }` : cartSelection}
      userErrors {
        ...CartApiError
      }
      warnings {
        ...CartApiWarning
      }
    }
  }
  ${tail}
`;
}

export const CART_CREATE = cartMutation(
  'cartCreate',
  '$input: CartInput!',
  'input: $input',
  {extra: 'checkoutUrl'},
);
export const CART_LINES_ADD = cartMutation(
  'cartLinesAdd',
  '$cartId: ID!\n    $lines: [CartLineInput!]!',
  'cartId: $cartId, lines: $lines',
);
export const CART_LINES_UPDATE = cartMutation(
  'cartLinesUpdate',
  '$cartId: ID!\n    $lines: [CartLineUpdateInput!]!',
  'cartId: $cartId, lines: $lines',
);
export const CART_LINES_REMOVE = cartMutation(
  'cartLinesRemove',
  '$cartId: ID!\n    $lineIds: [ID!]!',
  'cartId: $cartId, lineIds: $lineIds',
);
export const CART_DISCOUNT_CODES_UPDATE = cartMutation(
  'cartDiscountCodesUpdate',
  '$cartId: ID!\n    $discountCodes: [String!]!',
  'cartId: $cartId, discountCodes: $discountCodes',
  {defer: true},
);
