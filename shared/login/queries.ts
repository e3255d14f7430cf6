/** Storefront API documents for the phone login (legacy customer accounts, docs/requirements.md, gum: calls). */

export const CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation SharedCustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS_MUTATION = `#graphql
  mutation SharedCustomerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_ACTIVATE_BY_URL_MUTATION = `#graphql
  mutation SharedCustomerActivateByUrl($activationUrl: URL!, $password: String!) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customer {
        id
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation SharedCustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
` as const;

/** The signed-in customer and their orders, newest first (the account page). */
export const CUSTOMER_ORDERS_QUERY = `#graphql
  query SharedCustomerOrders($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      firstName
      lastName
      phone
      email
      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          name
          orderNumber
          processedAt
          financialStatus
          fulfillmentStatus
          paymentMethod: metafield(namespace: "delivery", key: "payment_method") {
            value
          }
          promisedDate: metafield(namespace: "delivery", key: "promised_date") {
            value
          }
          codConfirmation: metafield(namespace: "cod", key: "confirmation") {
            value
          }
          totalPrice {
            amount
            currencyCode
          }
          lineItems(first: 20) {
            nodes {
              title
              quantity
              variant {
                title
              }
            }
          }
        }
      }
    }
  }
` as const;
