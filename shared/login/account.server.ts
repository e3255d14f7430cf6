import {redirect} from 'react-router';
import type {Storefront} from '@shopify/hydrogen';
import type {SharedCustomerOrdersQuery} from 'storefrontapi.generated';
import {LOGIN_PROMPT_PARAM} from './AccountMenu';
import {CUSTOMER_ORDERS_QUERY} from './queries';
import {
  clearCustomerAccessToken,
  getCustomerAccessToken,
} from './session.server';
import type {LoginContext} from './actions.server';

export type AccountCustomer = NonNullable<
  SharedCustomerOrdersQuery['customer']
>;

/**
 * The account page's loader: the signed-in customer with their orders. Signed out, or holding a
 * token the backend no longer knows (revoked, expired), the shopper goes home to a login prompt.
 */
export async function loadAccountCustomer(
  context: Pick<LoginContext, 'session'> & {storefront: Storefront},
  /** The home page in the shopper's language (`/hi` on Hindi pages). */
  home = '/',
): Promise<AccountCustomer> {
  const customerAccessToken = getCustomerAccessToken(context);
  if (!customerAccessToken) throw redirect(`${home}?${LOGIN_PROMPT_PARAM}=1`);
  const {customer} = await context.storefront.query(CUSTOMER_ORDERS_QUERY, {
    variables: {customerAccessToken},
    cache: context.storefront.CacheNone(),
  });
  if (!customer) {
    clearCustomerAccessToken(context);
    throw redirect(`${home}?${LOGIN_PROMPT_PARAM}=1`);
  }
  return customer;
}
