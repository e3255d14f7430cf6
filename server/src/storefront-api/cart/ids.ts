/**
 * Cart and cart line ids, and the key check every cart read and mutation starts with.
 *
 * Ids: `gid://shopify/Cart/<token>?key=<secret>` (Hydrogen keeps `<token>?key=<secret>` in its cookie and
 * rebuilds the gid). Reads and mutations need the right key, as Shopify's do: without it a read answers
 * null and a mutation "The specified cart does not exist." (docs/security.md, "Carts").
 * Line ids: `gid://shopify/CartLine/<n>?cart=<token>`.
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import {findCart, type Cart} from '../../data/carts.ts';
import type {ApiContext} from '../context.ts';
import {fromGid, numericId} from '../ids.ts';

export function cartGid(cart: Pick<Cart, 'id' | 'secret'>): string {
  return `gid://shopify/Cart/${cart.id}?key=${cart.secret}`;
}

export function checkoutUrl(
  ctx: ApiContext,
  cart: Pick<Cart, 'id' | 'secret' | 'shop'>,
): string {
  return `${ctx.origin.replace(/\/$/, '')}/checkouts/cn/${cart.id}?key=${cart.secret}&shop=${cart.shop}`;
}

/** `gid://shopify/Cart/<token>[?key=<secret>]` → parts, or null. */
export function parseCartId(
  gid: string,
): {token: string; key: string | null} | null {
  const token = fromGid(gid ?? '', 'Cart');
  if (!token || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const query = gid.includes('?') ? gid.slice(gid.indexOf('?') + 1) : '';
  const key = new URLSearchParams(query).get('key');
  return {token, key};
}

/** This shop's open cart for an id carrying the cart's key; null otherwise (reads and writes alike). */
export function resolveCart(ctx: ApiContext, gid: string): Cart | null {
  const parsed = parseCartId(gid);
  if (!parsed || !parsed.key) return null;
  const cart = findCart(ctx.db, parsed.token);
  if (!cart || cart.shop !== ctx.shop.id || cart.completedAt) return null;
  return sameSecret(parsed.key, cart.secret) ? cart : null;
}

/** Constant-time comparison of a presented cart key with the stored one. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function lineGid(cartToken: string, lineId: number): string {
  return `gid://shopify/CartLine/${lineId}?cart=${cartToken}`;
}

/** A line id of this cart (a line id naming another cart is refused), or null. */
export function parseLineId(gid: string, cartToken: string): number | null {
  const id = numericId(gid ?? '', 'CartLine');
  if (id === null) return null;
  const query = gid.includes('?') ? gid.slice(gid.indexOf('?') + 1) : '';
  const cart = new URLSearchParams(query).get('cart');
  return cart === null || cart === cartToken ? id : null;
}
