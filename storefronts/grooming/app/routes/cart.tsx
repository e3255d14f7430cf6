import {data, redirect, type HeadersFunction} from 'react-router';
import {CartForm, type CartQueryDataReturn} from '@shopify/hydrogen';
import type {CartLineInput} from '@shopify/hydrogen/storefront-api-types';
import type {Route} from './+types/cart';
import {guardCartAction} from '@shared/cart/outage.server';
import {getCustomerAccessToken} from '@shared/login/session.server';

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/**
 * Hydrogen's cart action route: every <CartForm route="/cart"> posts here (product page, cart
 * drawer, upsell). Returns the cart and Set-Cookie headers from cart.setCartId for a new cart.
 */
export async function action(args: Route.ActionArgs) {
  // Backend down or too slow: a 503 the page shows as a toast, not an error page.
  return guardCartAction(() => cartAction(args));
}

async function cartAction({request, context}: Route.ActionArgs) {
  const {cart} = context;
  const formData = await request.formData();
  const {action, inputs} = CartForm.getFormInput(formData);
  if (!action) throw new Response('No cart action', {status: 400});

  let result: CartQueryDataReturn;
  switch (action) {
    case CartForm.ACTIONS.LinesAdd: {
      const lines = cartLineInputs(inputs.lines);
      if (!lines.length) throw new Response('lines are required', {status: 400});
      const customerAccessToken = getCustomerAccessToken(context);
      // A signed-in shopper's new cart belongs to them from the start (orders show in /account).
      result =
        !cart.getCartId() && customerAccessToken
          ? await cart.create({lines, buyerIdentity: {customerAccessToken}})
          : await cart.addLines(lines);
      break;
    }
    case CartForm.ACTIONS.LinesUpdate:
      result = await cart.updateLines(inputs.lines);
      break;
    case CartForm.ACTIONS.LinesRemove:
      result = await cart.removeLines(inputs.lineIds);
      break;
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      const formDiscountCode = inputs.discountCode;
      // A single code typed in a form field, plus any codes the form already carries.
      const discountCodes = [...(formDiscountCode ? [String(formDiscountCode)] : []), ...((inputs.discountCodes as string[]) ?? [])];
      result = await cart.updateDiscountCodes(discountCodes);
      break;
    }
    case CartForm.ACTIONS.BuyerIdentityUpdate:
      result = await cart.updateBuyerIdentity({...inputs.buyerIdentity});
      break;
    default:
      throw new Response(`${action} cart action is not defined`, {status: 400});
  }

  const cartId = result?.cart?.id;
  const headers = cartId ? cart.setCartId(cartId) : new Headers();
  const {cart: cartResult, errors, warnings, userErrors} = result;

  let status = 200;
  const redirectTo = formData.get('redirectTo') ?? null;
  if (typeof redirectTo === 'string' && redirectTo.startsWith('/') && !redirectTo.startsWith('//')) {
    status = 303;
    headers.set('Location', redirectTo);
  }
  return data({cart: cartResult, errors, warnings, userErrors, analytics: {cartId}}, {status, headers});
}

/**
 * CartForm lines carry `selectedVariant` for useOptimisticCart; the Storefront API's CartLineInput has
 * no such field and refuses the whole mutation, so only CartLineInput's own fields are sent.
 */
function cartLineInputs(lines: unknown): CartLineInput[] {
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: Partial<CartLineInput> | null) =>
    line && typeof line.merchandiseId === 'string'
      ? [
          {
            merchandiseId: line.merchandiseId,
            quantity: line.quantity ?? 1,
            ...(line.attributes ? {attributes: line.attributes} : {}),
            ...(line.sellingPlanId ? {sellingPlanId: line.sellingPlanId} : {}),
          },
        ]
      : [],
  );
}

/** The cart lives in the drawer; GET /cart (e.g. a shared link) goes home. */
export async function loader() {
  return redirect('/');
}
