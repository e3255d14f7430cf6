/**
 * POST /api/cart: the cart drawer's mutations, as CartForm input (so useOptimisticCart sees them),
 * run through Hydrogen's cart handler (context.cart → Storefront API). Answers JSON
 * {cart, errors, warnings} and sets the cart cookie when the cart id changes.
 *
 * Besides CartForm's actions it understands two of its own (CartForm.ACTIONS.Custom-style strings):
 *   'DrawerClearCart'       forget the cart cookie (after an order was placed)
 *   'DrawerPrepareCheckout' attach the signed-in customer to the cart before BUY NOW
 */
import {CartForm, type HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {getCustomerAccessToken} from '../login/session.server';
import {DRAWER_ACTIONS} from './drawer-actions';
import {isServiceUnavailable} from '../hydrogen/unavailable';
import {cartOutageResponse} from './outage.server';

export {DRAWER_ACTIONS};

interface Args {
  request: Request;
  context: HydrogenRouterContextProvider;
}

function json(body: unknown, status = 200, headers = new Headers()): Response {
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), {status, headers});
}

export async function cartAction({request, context}: Args): Promise<Response> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return json({errors: [{message: 'Expected CartForm form data'}]}, 400);
  }
  let action: string;
  let inputs: Record<string, any>;
  try {
    ({action, inputs} = CartForm.getFormInput(formData) as {action: string; inputs: Record<string, any>});
  } catch {
    return json({errors: [{message: 'cartFormInput is not valid JSON'}]}, 400);
  }
  if (!action) return json({errors: [{message: 'No cart action given'}]}, 400);

  try {
    return await run(context, action, inputs);
  } catch (error) {
    // Backend down or too slow: 503 + Retry-After, and the drawer says so ('Could not update your cart').
    if (isServiceUnavailable(error)) return cartOutageResponse();
    console.error(`[api/cart] ${action} failed`, error);
    return json({cart: null, errors: [{message: 'The cart could not be updated'}], warnings: []}, 502);
  }
}

async function run(context: HydrogenRouterContextProvider, action: string, inputs: Record<string, any>): Promise<Response> {
  const {cart} = context;
  // Hydrogen's cart results differ per method; only cart, errors, userErrors and warnings are read.
  let result: any;
  switch (action) {
    case CartForm.ACTIONS.LinesAdd:
      if (!Array.isArray(inputs.lines) || inputs.lines.length === 0) return json({errors: [{message: 'lines are required'}]}, 400);
    {
      const lines = inputs.lines.map((line: {merchandiseId: string; quantity?: number}) => ({
        merchandiseId: line.merchandiseId,
        quantity: line.quantity ?? 1,
      }));
      const customerAccessToken = getCustomerAccessToken(context);
      // A signed-in shopper's new cart belongs to them from the start (orders show in /account).
      result =
        !cart.getCartId() && customerAccessToken
          ? await cart.create({lines, buyerIdentity: {customerAccessToken}})
          : await cart.addLines(lines);
      break;
    }
    case CartForm.ACTIONS.LinesUpdate:
      if (!Array.isArray(inputs.lines) || inputs.lines.length === 0) return json({errors: [{message: 'lines are required'}]}, 400);
      result = await cart.updateLines(inputs.lines);
      break;
    case CartForm.ACTIONS.LinesRemove:
      if (!Array.isArray(inputs.lineIds) || inputs.lineIds.length === 0) return json({errors: [{message: 'lineIds are required'}]}, 400);
      result = await cart.removeLines(inputs.lineIds);
      break;
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      const codes = Array.isArray(inputs.discountCodes)
        ? inputs.discountCodes.filter((code: unknown): code is string => typeof code === 'string' && code.trim() !== '')
        : [];
      result = await cart.updateDiscountCodes(codes.map((code: string) => code.trim()));
      break;
    }
    case DRAWER_ACTIONS.ClearCart: {
      const headers = new Headers();
      headers.append('Set-Cookie', 'cart=; Path=/; Max-Age=0; SameSite=Lax');
      return json({cart: null, errors: [], warnings: []}, 200, headers);
    }
    case DRAWER_ACTIONS.PrepareCheckout: {
      const customerAccessToken = getCustomerAccessToken(context);
      const current = await cart.get();
      if (!current) return json({cart: null, errors: [{message: 'No cart available to create checkout'}]}, 404);
      if (customerAccessToken) {
        result = await cart.updateBuyerIdentity({customerAccessToken});
      } else {
        return json({cart: current, errors: [], warnings: []});
      }
      break;
    }
    default:
      return json({errors: [{message: `Unsupported cart action ${action}`}]}, 400);
  }

  const headers = result?.cart?.id ? cart.setCartId(result.cart.id) : new Headers();
  const errors = result?.errors ?? result?.userErrors ?? [];
  return json(
    {cart: result?.cart ?? null, errors, warnings: result?.warnings ?? []},
    errors.length && !result?.cart ? 400 : 200,
    headers,
  );
}
