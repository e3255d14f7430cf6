/** The reviews provider's caller check: the shop by its shop_domain, proven by its private api_token. */
import type {Reply, RequestContext} from '../http/router.ts';
import {localBackendTokens} from '../../../contracts/index.ts';
import {keyMatches} from '../checkout-provider/auth.ts';
import {shopSecret} from '../secrets.ts';

export function reviewsError(status: number, message: string): Reply {
  return {status, body: {error: message}};
}

/** The shop a shop_domain names. */
function shopOfDomain(domain: string | null | undefined): string | null {
  if (!domain) return null;
  const match = Object.entries(localBackendTokens).find(
    ([, tokens]) => tokens.reviewsShopDomain === domain.toLowerCase(),
  );
  return match ? match[0] : null;
}

export function param(ctx: RequestContext, name: string): string | null {
  const fromQuery = ctx.url.searchParams.get(name);
  if (fromQuery !== null) return fromQuery;
  const body = ctx.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  return typeof value === 'string' ? value : null;
}

/** The caller's shop when its shop_domain and private api_token match; else the refusal. */
export function authenticate(
  ctx: RequestContext,
): {shop: string} | {reply: Reply} {
  const shop = shopOfDomain(param(ctx, 'shop_domain'));
  if (!shop)
    return {reply: reviewsError(401, 'Unknown or missing shop_domain.')};
  const token = param(ctx, 'api_token') ?? '';
  if (!keyMatches(token, shopSecret(shop, 'reviewsApiToken')))
    return {reply: reviewsError(401, 'Invalid api_token for this shop.')};
  return {shop};
}
