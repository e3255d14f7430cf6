/**
 * Who is calling the provider's server-side APIs: a merchant id (X-Merchant-Id) and its API key
 * (X-Api-Key). Keys: env CHECKOUT_PROVIDER_API_KEY_<SHOP> (e.g. _GROOMING), default
 * `local-<shop>-provider-key` (what storefronts/<shop>/.env holds).
 */
import type {RequestContext} from '../http/router.ts';
import {BadRequest} from '../http/app.ts';
import {findShopByMerchantId} from '../data/shops.ts';
import type {Shop} from '../storefront-api/context.ts';

export function expectedApiKey(shopId: string): string {
  return process.env[`CHECKOUT_PROVIDER_API_KEY_${shopId.toUpperCase()}`] ?? `local-${shopId}-provider-key`;
}

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The merchant's shop, or a 401/403 BadRequest. */
export function authenticate(ctx: RequestContext): Shop {
  const merchantId = header(ctx, 'x-merchant-id') ?? ctx.url.searchParams.get('merchantId') ?? '';
  const key = header(ctx, 'x-api-key') ?? '';
  if (!merchantId) throw new BadRequest('Missing X-Merchant-Id header', 401);
  const shop = findShopByMerchantId(ctx.db, merchantId);
  if (!shop) throw new BadRequest(`Unknown merchant ${merchantId}`, 401);
  if (key !== expectedApiKey(shop.id)) throw new BadRequest('Invalid API key', 403);
  return shop;
}

/** The cart token a storefront passes along (X-Cart-Token), as a bare token. */
export function cartTokenHeader(ctx: RequestContext): string | null {
  const raw = header(ctx, 'x-cart-token');
  return raw ? bareCartToken(raw) : null;
}

/** gid://shopify/Cart/<token>?key=… or <token>?key=… → <token>. */
export function bareCartToken(value: string): string {
  let token = decodeURIComponent(value.trim());
  token = token.replace(/^gid:\/\/shopify\/Cart\//, '');
  return token.replace(/[?#].*$/, '');
}

/** The `key` in a cart id (gid or cookie value), if any. */
export function cartKey(value: string): string | null {
  const match = /[?&]key=([^&#]+)/.exec(decodeURIComponent(value));
  return match ? match[1] : null;
}
