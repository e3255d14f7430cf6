/**
 * The signed-in customer's loyalty-coin balance: the customer metafield `loyalty.<coin name>`
 * (number_integer), written by a loyalty app on a real shop and resolved from the ledger by the local
 * backend (docs/deploy.md). Read with the customer access token from the session, never cached.
 */
import type {HydrogenSession, Storefront} from '@shopify/hydrogen';
import {getCustomerAccessToken} from './session.server';

export const CUSTOMER_LOYALTY_QUERY = `#graphql
  query SharedCustomerLoyalty($customerAccessToken: String!, $namespace: String!, $key: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      loyalty: metafield(namespace: $namespace, key: $key) {
        value
      }
    }
  }
` as const;

/** 'POPCoins' → 'popcoins': the metafield key for a coin name. */
export function loyaltyMetafieldKey(coinName: string): string {
  return coinName.toLowerCase().replace(/[^a-z0-9_]/g, '');
}

/** The balance, or null (signed out, no metafield, or the query failed: the page still renders). */
export async function loadCoinBalance(
  context: {session: HydrogenSession; storefront: Storefront},
  coinName: string,
): Promise<number | null> {
  const customerAccessToken = getCustomerAccessToken(context);
  if (!customerAccessToken) return null;
  try {
    const {customer} = await context.storefront.query(CUSTOMER_LOYALTY_QUERY, {
      variables: {
        customerAccessToken,
        namespace: 'loyalty',
        key: loyaltyMetafieldKey(coinName),
      },
      cache: context.storefront.CacheNone(),
    });
    const value = Number.parseInt(customer?.loyalty?.value ?? '', 10);
    return Number.isSafeInteger(value) && value >= 0 ? value : null;
  } catch (error) {
    console.error('[loyalty] balance query failed', error);
    return null;
  }
}
