import {redirect, type HeadersFunction} from 'react-router';
import type {Route} from './+types/cart';
import {cartFormAction} from '@shared/cart/server/actions.server';

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/**
 * Hydrogen's cart action route: every <CartForm route="/cart"> posts here (product page, upsell).
 * The cart core (shared/cart/server) checks the input, attaches the signed-in customer, recovers
 * from a completed cart and sets the cart cookie.
 */
export const action = ({request, context}: Route.ActionArgs) =>
  cartFormAction({request, context});

/** The cart lives in the drawer; GET /cart (e.g. a shared link) goes home. */
export async function loader() {
  return redirect('/');
}
