/**
 * The `cart` cookie: Hydrogen's own (`cartSetIdDefault`, value `<token>?key=<key>`, the key kept: the
 * Storefront API needs it for every read and write) with the flags a cart id deserves. Scripts never
 * read it (HttpOnly), other sites' requests do not carry it (SameSite=Lax), and it travels only over
 * https when the store is served over https (docs/security.md).
 */
import {cartSetIdDefault, type CookieOptions} from '@shopify/hydrogen';

export const CART_COOKIE = 'cart';

export function isHttps(request: Request): boolean {
  try {
    return new URL(request.url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Hydrogen's cookie options are spelled in lower case (`httponly`, `samesite`): camelCase is ignored. */
export function cartCookieOptions(request: Request): CookieOptions {
  return {httponly: true, samesite: 'Lax', secure: isHttps(request)};
}

/** For createHydrogenContext's `cart.setId`. */
export function cartSetId(request: Request) {
  return cartSetIdDefault(cartCookieOptions(request));
}

/** Forgets the cart (order placed, or the cart the cookie names no longer exists). */
export function clearCartCookie(request: Request): string {
  return `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`;
}
