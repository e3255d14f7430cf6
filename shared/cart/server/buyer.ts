/**
 * The signed-in customer and the cart. The customer access token lives only in the session
 * (shared/login/session.server.ts); the cart carries it so the order is the customer's (it shows in
 * /account). A buyer identity update without a token detaches the customer (Shopify's rule), so every
 * identity update here states the token when there is one.
 */
import type {HydrogenSession} from '@shopify/hydrogen';
import type {CartBuyerIdentityInput} from '@shopify/hydrogen/storefront-api-types';
import {getCustomerAccessToken} from '../../login/session.server';

export interface BuyerCart {
  getCartId(): string | undefined;
  updateBuyerIdentity(identity: CartBuyerIdentityInput): Promise<unknown>;
}

/** The buyer identity a new or updated cart gets from this request's session. */
export function sessionBuyerIdentity(context: {session: HydrogenSession}, extra: CartBuyerIdentityInput = {}): CartBuyerIdentityInput {
  const customerAccessToken = getCustomerAccessToken(context);
  return {...extra, ...(customerAccessToken ? {customerAccessToken} : {})};
}

/** After login: the cart the shopper already has becomes theirs. Failures are logged, not fatal. */
export async function attachCustomerToCart(cart: BuyerCart | undefined, customerAccessToken: string): Promise<void> {
  if (!cart?.getCartId()) return;
  try {
    await cart.updateBuyerIdentity({customerAccessToken});
  } catch (error) {
    console.error('[cart] could not attach the cart to the customer', error);
  }
}

/** On logout: the cart stays (the shopper's items) but no longer names the customer. */
export async function detachCustomerFromCart(cart: BuyerCart | undefined): Promise<void> {
  if (!cart?.getCartId()) return;
  try {
    await cart.updateBuyerIdentity({customerAccessToken: null});
  } catch (error) {
    console.error('[cart] could not detach the customer from the cart', error);
  }
}
