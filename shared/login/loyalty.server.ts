/**
 * The signed-in customer's loyalty-coin balance: the customer metafield `loyalty.<coin name>`
 * (number_integer), written by a loyalty app on a real shop and resolved from the ledger by the local
 * backend (docs/deploy.md); and the coins their unpaid Cash on Delivery orders will earn,
 * `loyalty.<coin name>_pending` (decision 103). Read with the customer access token from the session,
 * never cached.
 */
import type {HydrogenSession, Storefront} from '@shopify/hydrogen';
import {getCustomerAccessToken} from './session.server';

export const CUSTOMER_LOYALTY_QUERY = `#graphql
  query SharedCustomerLoyalty(
    $customerAccessToken: String!
    $namespace: String!
    $key: String!
    $pendingKey: String!
  ) {
    customer(customerAccessToken: $customerAccessToken) {
      loyalty: metafield(namespace: $namespace, key: $key) {
        value
      }
      pending: metafield(namespace: $namespace, key: $pendingKey) {
        value
      }
    }
  }
` as const;

/** 'POPCoins' → 'popcoins': the metafield key for a coin name. */
export function loyaltyMetafieldKey(coinName: string): string {
  return coinName.toLowerCase().replace(/[^a-z0-9_]/g, '');
}

export interface CoinAccount {
  /** Coins the shopper can spend now. */
  balance: number;
  /** Coins their unpaid (Cash on Delivery) orders will earn once paid: not spendable yet. */
  pending: number;
}

const count = (value: string | null | undefined) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** Balance and pending coins, or null (signed out, no metafield, or the query failed: the page still renders). */
export async function loadCoins(
  context: {session: HydrogenSession; storefront: Storefront},
  coinName: string,
): Promise<CoinAccount | null> {
  const customerAccessToken = getCustomerAccessToken(context);
  if (!customerAccessToken) return null;
  try {
    const key = loyaltyMetafieldKey(coinName);
    const {customer} = await context.storefront.query(CUSTOMER_LOYALTY_QUERY, {
      variables: {
        customerAccessToken,
        namespace: 'loyalty',
        key,
        pendingKey: `${key}_pending`,
      },
      cache: context.storefront.CacheNone(),
    });
    const balance = count(customer?.loyalty?.value);
    if (balance === null) return null;
    return {balance, pending: count(customer?.pending?.value) ?? 0};
  } catch (error) {
    console.error('[loyalty] balance query failed', error);
    return null;
  }
}

/** The balance alone (the account menu), or null as `loadCoins`. */
export async function loadCoinBalance(
  context: {session: HydrogenSession; storefront: Storefront},
  coinName: string,
): Promise<number | null> {
  return (await loadCoins(context, coinName))?.balance ?? null;
}
