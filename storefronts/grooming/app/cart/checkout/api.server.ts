/**
 * The storefront's own API for the cart drawer (docs/requirements.md, grooming: calls). Route modules re-export these:
 *   GET  /api/cart      X-Cart-Token: <cart id>  → the Cart entity (provider's snake_case → camelCase)
 *   GET  /api/discount                            → {statusCode, data{requestId}}
 *   PUT  /api/discount  body = the cart           → {statusCode, data{discounts[], unavailableDiscounts[]}}
 *   POST /api/discount  {cart, couponCode, requestId}
 *                       → {statusCode, message, data{isValid, errorMessage, discountData{title, totalDiscount, totalPrice}}}
 * Every route uses only the session's own cart (its cookie); X-Cart-Token naming another cart is a 404.
 * Bad input answers 4xx with {statusCode, message}; an unreachable or failing provider 502.
 */
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {camelize, isObject} from '../convert';
import {
  callProvider,
  providerConfig,
  ProviderError,
  type ProviderConfig,
} from './provider.server';
import {buyerIp} from '@shared/hydrogen/security/buyer-ip.server';

export const CART_TOKEN_HEADER = 'X-Cart-Token';

interface Args {
  request: Request;
  context: HydrogenRouterContextProvider;
}

function reply(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, {status, headers: {'Cache-Control': 'no-store'}});
}

function fail(status: number, message: string): Response {
  return reply(status, {statusCode: status, message, error: {message}});
}

/** `gid://shopify/Cart/<token>?key=…`, `<token>?key=…` or `<token>` → `<token>`. */
export function bareCartToken(id: string): string {
  return id.replace(/^gid:\/\/shopify\/Cart\//, '').replace(/[?#].*$/, '');
}

/**
 * The cart this request may use: the session's own (the HttpOnly cookie's id, with its key). The
 * header only names which cart the drawer means; naming another cart is refused as not found, since a
 * bare token is not a secret (it shows in line ids and checkout paths). Decision 71.
 */
function sessionCart(
  request: Request,
  context: HydrogenRouterContextProvider,
): {id: string | null} | {refused: Response} {
  const own = context.cart.getCartId() ?? null;
  const named = request.headers.get(CART_TOKEN_HEADER)?.trim();
  if (!named) return {id: own};
  if (named.length > 300) return {refused: fail(400, 'Cart token is too long')};
  if (!own || bareCartToken(named) !== bareCartToken(own))
    return {refused: fail(404, 'Cart not found')};
  return {id: own};
}

function config(context: HydrogenRouterContextProvider): ProviderConfig {
  return providerConfig(context.env);
}

async function guard(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) {
      console.error('[api] checkout provider:', error.message);
      return fail(
        error.status,
        error.status === 503
          ? 'Checkout provider is not configured'
          : 'Checkout provider unavailable',
      );
    }
    throw error;
  }
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Response(
      JSON.stringify({
        statusCode: 400,
        message: 'Request body is not valid JSON',
      }),
      {
        status: 400,
        headers: {'Content-Type': 'application/json'},
      },
    );
  }
}

/** Pass the provider's answer through; a non-JSON or 5xx answer becomes 502. */
function relay(
  status: number,
  body: Record<string, unknown> | null,
  what: string,
): Response {
  if (!body || status >= 500)
    return fail(502, `${what} failed at the checkout provider`);
  return reply(status, body);
}

/** GET /api/cart */
export async function cartLoader({request, context}: Args): Promise<Response> {
  return guard(async () => {
    const cart = sessionCart(request, context);
    if ('refused' in cart) return cart.refused;
    if (!cart.id) return fail(400, `Missing ${CART_TOKEN_HEADER} header`);
    // The whole id travels: the provider checks the cart's key, not just its token.
    const {status, body} = await callProvider(
      config(context),
      `/api/carts/${encodeURIComponent(cart.id)}`,
      {
        cartToken: cart.id,
        buyerIp: buyerIp(request),
      },
    );
    if (status === 404) return fail(404, 'Cart not found');
    if (!body || status >= 400 || !isObject(body.data))
      return fail(502, 'Could not load the cart');
    return reply(200, camelize<Record<string, unknown>>(body.data));
  });
}

/** GET /api/discount */
export async function discountLoader({
  request,
  context,
}: Args): Promise<Response> {
  return guard(async () => {
    const cart = sessionCart(request, context);
    if ('refused' in cart) return cart.refused;
    const {status, body} = await callProvider(
      config(context),
      '/api/discount/request',
      {
        cartToken: cart.id,
        buyerIp: buyerIp(request),
      },
    );
    return relay(status, body, 'Request id');
  });
}

/** PUT and POST /api/discount */
export async function discountAction({
  request,
  context,
}: Args): Promise<Response> {
  return guard(async () => {
    const method = request.method.toUpperCase();
    if (method !== 'PUT' && method !== 'POST')
      return fail(405, 'Use PUT for offers or POST to validate a coupon');
    const body = await readJson(request);
    const own = sessionCart(request, context);
    if ('refused' in own) return own.refused;
    const token = own.id;
    const provider = config(context);
    if (method === 'PUT') {
      // The body is the cart (a {cart} wrapper is accepted too).
      const cart = isObject(body) && isObject(body.cart) ? body.cart : body;
      if (!isObject(cart))
        return fail(400, 'The body must be the cart (a JSON object)');
      if (!cart.lines) return fail(400, 'The cart has no lines');
      const {status, body: answer} = await callProvider(
        provider,
        '/api/discount/offers',
        {
          method: 'POST',
          body: {cart},
          cartToken: token,
          buyerIp: buyerIp(request),
        },
      );
      return relay(status, answer, 'Offers');
    }
    if (!isObject(body))
      return fail(400, 'The body must be {cart, couponCode, requestId}');
    const couponCode =
      typeof body.couponCode === 'string' ? body.couponCode.trim() : '';
    if (!couponCode) return fail(400, 'couponCode is required');
    if (typeof body.requestId !== 'string' || !body.requestId)
      return fail(400, 'requestId is required');
    if (!isObject(body.cart)) return fail(400, 'cart is required');
    // The coupon is validated alone: the cart's own codes are emptied.
    const cart = {...body.cart, discountCodes: []};
    const {status, body: answer} = await callProvider(
      provider,
      '/api/discount/validate',
      {
        method: 'POST',
        body: {cart, couponCode, requestId: body.requestId},
        cartToken: token,
        buyerIp: buyerIp(request),
      },
    );
    return relay(status, answer, 'Coupon validation');
  });
}
