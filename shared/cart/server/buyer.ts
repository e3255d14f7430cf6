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
export function sessionBuyerIdentity(
  context: {session: HydrogenSession},
  extra: CartBuyerIdentityInput = {},
): CartBuyerIdentityInput {
  const customerAccessToken = getCustomerAccessToken(context);
  return {...extra, ...(customerAccessToken ? {customerAccessToken} : {})};
}

/** After login: the cart the shopper already has becomes theirs. Failures are logged, not fatal. */
export async function attachCustomerToCart(
  cart: BuyerCart | undefined,
  customerAccessToken: string,
): Promise<void> {
  if (!cart?.getCartId()) return;
  try {
    await cart.updateBuyerIdentity({customerAccessToken});
  } catch (error) {
    console.error('[cart] could not attach the cart to the customer', error);
  }
}

/** Tries before a logout gives up on the backend and lets go of the cart instead (logoutAction). */
export const DETACH_ATTEMPTS = 2;

/**
 * On logout: the cart stays (the shopper's items) but no longer names the customer. True once the
 * Storefront API answered with the detached cart; false when it could not (down, slow, errors), and
 * the caller must then drop the cart cookie: a cart still naming the customer must not stay with the
 * next person on this device (issue 21 item 4).
 */
export async function detachCustomerFromCart(
  cart: BuyerCart | undefined,
): Promise<boolean> {
  if (!cart?.getCartId()) return true;
  for (let attempt = 1; attempt <= DETACH_ATTEMPTS; attempt++) {
    try {
      const result = (await cart.updateBuyerIdentity({
        customerAccessToken: null,
      })) as
        {cart?: unknown; userErrors?: unknown[]; errors?: unknown} | undefined;
      if (result?.cart && !result.userErrors?.length && !result.errors)
        return true;
      console.error(
        '[cart] detaching the customer was refused',
        result?.userErrors ?? result?.errors,
      );
    } catch (error) {
      console.error(
        `[cart] could not detach the customer from the cart (attempt ${attempt})`,
        error,
      );
    }
  }
  return false;
}
