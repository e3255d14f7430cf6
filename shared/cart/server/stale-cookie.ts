/**
 * A page read the cart and the cookie's cart is gone (completed at checkout, or expired): the page
 * already shows no cart (the API answers null); the cookie is dropped with the same response when
 * the read has finished by the time the response is sent (a deferred cart that resolves later is
 * left for the next cart action, which recovers anyway: execute.ts). A failed read (errors) is not
 * a gone cart and keeps the cookie.
 */
import {clearCartCookie, CART_COOKIE} from './cookie';
import {isStaleCartCookie} from './recovery';

interface ReadableCart {
  get: (
    input?: {cartId?: string} & Record<string, unknown>,
  ) => Promise<unknown>;
  getCartId(): string | undefined;
}

const stale = new WeakSet<object>();

/** Wraps cart.get so that a read of the cookie's cart that comes back empty is remembered. */
export function watchCartReads<T extends ReadableCart>(cart: T): T {
  const cookieCartId = cart.getCartId();
  const get = cart.get.bind(cart);
  cart.get = (async (input?: {cartId?: string} & Record<string, unknown>) => {
    const asked = input?.cartId ?? cart.getCartId();
    const result = await get(input);
    if (asked === cookieCartId && isStaleCartCookie(cookieCartId, result))
      stale.add(cart);
    return result;
  }) as T['get'];
  return cart;
}

/** Adds the cookie-clearing header when this request found the cookie's cart gone and set no new one. */
export function dropStaleCartCookie(
  request: Request,
  cart: object,
  headers: Headers,
): void {
  if (!stale.has(cart)) return;
  const setCookies =
    typeof headers.getSetCookie === 'function'
      ? headers.getSetCookie()
      : [headers.get('Set-Cookie') ?? ''];
  if (setCookies.some((cookie) => cookie.startsWith(`${CART_COOKIE}=`))) return;
  headers.append('Set-Cookie', clearCartCookie(request));
}
