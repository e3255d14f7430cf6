import {redirect, type HeadersFunction} from 'react-router';
import type {Route} from './+types/cart';
import {cartFormAction} from '@shared/cart/server/actions.server';
import {cartClientAction} from '@shared/cart/protocol';

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/**
 * Hydrogen's cart action route: every <CartForm route="/cart"> posts here (product page, upsell).
 * The cart core (shared/cart/server) checks the input, attaches the signed-in customer, recovers
 * from a completed cart and sets the cart cookie.
 */
export const action = ({request, context}: Route.ActionArgs) =>
  cartFormAction({request, context});

/** An answer the router cannot read (a proxy's 500) is a failed change, never the error page. */
export const clientAction = cartClientAction;

/** The cart lives in the drawer; GET /cart (e.g. a shared link) goes home. */
export async function loader() {
  return redirect('/');
}
