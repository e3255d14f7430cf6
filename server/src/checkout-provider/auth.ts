/**
 * Who is calling the provider's server-side APIs: a merchant id (X-Merchant-Id) and its API key
 * (X-Api-Key). Keys: env CHECKOUT_PROVIDER_API_KEY_<SHOP> (e.g. _GROOMING), else the data directory's
 * generated secret (server/src/secrets.ts), which the start scripts hand to the storefront.
 */
import {timingSafeEqual} from 'node:crypto';
import type {RequestContext} from '../http/router.ts';
import {BadRequest, decodeComponent} from '../http/bad-request.ts';
import {findShopByMerchantId} from '../data/shops.ts';
import type {Shop} from '../storefront-api/context.ts';
import {shopSecret} from '../secrets.ts';

/** The shop's provider API key; null when none is configured (every key is then refused). */
export function expectedApiKey(shopId: string): string | null {
  return shopSecret(shopId, 'checkoutProviderApiKey');
}

/** Constant-time comparison of a presented key with the expected one. */
export function keyMatches(given: string, expected: string | null): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The merchant's shop, or a 401/403 BadRequest. */
export function authenticate(ctx: RequestContext): Shop {
  const merchantId =
    header(ctx, 'x-merchant-id') ??
    ctx.url.searchParams.get('merchantId') ??
    '';
  const key = header(ctx, 'x-api-key') ?? '';
  if (!merchantId) throw new BadRequest('Missing X-Merchant-Id header', 401);
  const shop = findShopByMerchantId(ctx.db, merchantId);
  if (!shop) throw new BadRequest(`Unknown merchant ${merchantId}`, 401);
  if (!keyMatches(key, expectedApiKey(shop.id)))
    throw new BadRequest('Invalid API key', 403);
  return shop;
}

/** The cart token a storefront passes along (X-Cart-Token), as a bare token. */
export function cartTokenHeader(ctx: RequestContext): string | null {
  const raw = header(ctx, 'x-cart-token');
  return raw ? bareCartToken(raw) : null;
}

/** gid://shopify/Cart/<token>?key=… or <token>?key=… → <token>. */
export function bareCartToken(value: string): string {
  let token = decodeComponent(value.trim(), 'cart token');
  token = token.replace(/^gid:\/\/shopify\/Cart\//, '');
  return token.replace(/[?#].*$/, '');
}

/** The `key` in a cart id (gid or cookie value), if any. */
export function cartKey(value: string): string | null {
  const match = /[?&]key=([^&#]+)/.exec(decodeComponent(value, 'cart token'));
  return match ? match[1] : null;
}
