import {useLoaderData, type HeadersFunction} from 'react-router';
import type {Route} from './+types/cart';
import {seo} from '~/lib/seo';
import {cartFormAction} from '@shared/cart/server/actions.server';
import {cartClientAction} from '@shared/cart/protocol';
import {CartPage} from '~/cart/CartPage';
import {couponRefusal} from '~/cart/offers/refusal.server';
import {buyerIp} from '@shared/hydrogen/security/buyer-ip.server';

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

export const meta: Route.MetaFunction = () => [
  {title: seo.title('Your Cart')},
  {name: 'robots', content: 'noindex'},
];

/**
 * The cart page: where a cart form posted before hydration (or without JavaScript) lands (issue 34). A code
 * that sits on the cart unapplied comes with the provider's reason, which the page says.
 */
export async function loader({context, request}: Route.LoaderArgs) {
  const cart = await context.cart.get();
  const unapplied = cart?.discountCodes?.find((code) => !code.applicable);
  const couponRefused =
    cart && unapplied
      ? await couponRefusal({
          env: context.env,
          cartId: cart.id,
          code: unapplied.code,
          buyerIp: buyerIp(request),
        })
      : null;
  return {cart, couponRefused};
}

/**
 * Hydrogen's cart action route: every <CartForm route="/cart"> posts here (product page, upsell).
 * The cart core (shared/cart/server) checks the input, attaches the signed-in customer, recovers
 * from a completed cart and sets the cart cookie.
 */
export const action = ({request, context}: Route.ActionArgs) =>
  cartFormAction({request, context});

/** An answer the router cannot read (a proxy's 500) is a failed change, never the error page. */
export const clientAction = cartClientAction;

export default function Cart() {
  const {cart, couponRefused} = useLoaderData<typeof loader>();
  return <CartPage cart={cart} couponRefused={couponRefused} />;
}
