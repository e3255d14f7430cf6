/**
 * The `cart` cookie: Hydrogen's own (`cartSetIdDefault`, value `<token>?key=<key>`, the key kept: the
 * Storefront API needs it for every read and write) with the flags a cart id deserves. Scripts never
 * read it (HttpOnly), other sites' requests do not carry it (SameSite=Lax), and it travels only over
 * https when the store is served over https (docs/security.md).
 */
import {cartSetIdDefault} from '@shopify/hydrogen';

export const CART_COOKIE = 'cart';

export function isHttps(request: Request): boolean {
  try {
    return new URL(request.url).protocol === 'https:';
  } catch {
    return false;
  }
}

export function cartCookieOptions(request: Request) {
  return {httpOnly: true, sameSite: 'lax' as const, secure: isHttps(request)};
}

/** For createHydrogenContext's `cart.setId`. */
export function cartSetId(request: Request) {
  return cartSetIdDefault(cartCookieOptions(request));
}

/** Forgets the cart (order placed, or the cart the cookie names no longer exists). */
export function clearCartCookie(request: Request): string {
  return `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`;
}
