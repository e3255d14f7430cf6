import type {Storefront} from '@shopify/hydrogen';

/** URL handle → the shop field holding that policy. */
export const POLICY_FIELDS = {
  'privacy-policy': 'privacyPolicy',
  'shipping-policy': 'shippingPolicy',
  'terms-of-service': 'termsOfService',
  'refund-policy': 'refundPolicy',
  'subscription-policy': 'subscriptionPolicy',
} as const;

/** The shop policy at /policies/{handle} (in the storefront's language), or a 404. */
export async function loadPolicy(
  storefront: Storefront,
  handle: string | undefined,
) {
  const field = POLICY_FIELDS[handle as keyof typeof POLICY_FIELDS];
  if (!field) throw new Response('Policy not found', {status: 404});
  const data = await storefront.query(POLICY_QUERY, {
    variables: {
      privacyPolicy: field === 'privacyPolicy',
      shippingPolicy: field === 'shippingPolicy',
      termsOfService: field === 'termsOfService',
      refundPolicy: field === 'refundPolicy',
      subscriptionPolicy: field === 'subscriptionPolicy',
    },
    cache: storefront.CacheLong(),
  });
  const policy = data.shop[field];
  if (!policy) throw new Response('Policy not found', {status: 404});
  return policy;
}

export const POLICY_QUERY = `#graphql
  fragment SharedPolicyItem on ShopPolicy {
    body
    handle
    id
    title
    url
  }
  query SharedPolicy(
    $country: CountryCode
    $language: LanguageCode
    $privacyPolicy: Boolean!
    $refundPolicy: Boolean!
    $shippingPolicy: Boolean!
    $termsOfService: Boolean!
    $subscriptionPolicy: Boolean!
  ) @inContext(language: $language, country: $country) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) {
        ...SharedPolicyItem
      }
      shippingPolicy @include(if: $shippingPolicy) {
        ...SharedPolicyItem
      }
      termsOfService @include(if: $termsOfService) {
        ...SharedPolicyItem
      }
      refundPolicy @include(if: $refundPolicy) {
        ...SharedPolicyItem
      }
      subscriptionPolicy @include(if: $subscriptionPolicy) {
        id
        body
        handle
        title
        url
      }
    }
  }
` as const;
