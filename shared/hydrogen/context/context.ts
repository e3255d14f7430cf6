import {
  createHydrogenContext,
  createWithCache,
  type I18nBase,
  type WithCache,
} from '@shopify/hydrogen';
import {AppSession} from './session';
import {installSubrequestTimeout} from './fetch-timeout';
import {guardStorefront} from './unavailable';
import {memoizePublicQueries} from '../caching/query-memo';
import {TIMEOUTS_MS} from './timeouts';
import {cartSetId} from '../../cart/server/cookie';
import {watchCartReads} from '../../cart/server/stale-cookie';
import {CART_QUERY_FRAGMENT} from '../../cart/fragments';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

declare global {
  interface HydrogenAdditionalContext {
    /**
     * Hydrogen's sub-request cache for the third parties' APIs (reviews, logistics), made once per request
     * from the same cache as the Storefront API client's, as Hydrogen's docs do for a third-party API.
     */
    withCache: WithCache;
  }
  // context.cart.get() and cart mutations return the codegen'd cart type (each app's codegen of one fragment).
  interface HydrogenCustomCartFragment extends CartApiQueryFragment {}
}

export interface StorefrontContextOptions {
  request: Request;
  env: Env;
  executionContext: ExecutionContext;

  /** Storefront API locale for this request (language from the URL, cookie or header). */
  i18n: I18nBase;
}

/**
 * Hydrogen's context for one request: storefront client (with sub-request caching), cart handler,
 * the cookie session and `withCache` for the third parties' APIs. Both storefronts use this; only options differ.
 *
 * No subrequest waits longer than its timeout (fetch-timeout.ts), and a Storefront API outage
 * surfaces as a thrown 503 Response (unavailable.ts) that the routes' error boundaries render.
 */
export async function createStorefrontContext({
  request,
  env,
  executionContext,
  i18n,
}: StorefrontContextOptions) {
  if (!env?.SESSION_SECRET)
    throw new Error('SESSION_SECRET environment variable is not set');
  installSubrequestTimeout(TIMEOUTS_MS.storefrontApi);

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [env.SESSION_SECRET]),
  ]);

  const context = createHydrogenContext(
    {
      env,
      request,
      cache,
      waitUntil,
      session,
      i18n,
      // The cart cookie keeps Hydrogen's value (`<token>?key=<key>`) with HttpOnly, SameSite=Lax, Secure on https.
      cart: {queryFragment: CART_QUERY_FRAGMENT, setId: cartSetId(request)},
    },
    {withCache: createWithCache({cache, waitUntil, request})},
  );
  guardStorefront(context.storefront);
  // Public answers parsed once per isolate while fresh (query-memo.ts).
  memoizePublicQueries(context.storefront);
  // A page that finds the cookie's cart gone drops the cookie (shared/cart/server/stale-cookie.ts).
  watchCartReads(context.cart);
  return context;
}
