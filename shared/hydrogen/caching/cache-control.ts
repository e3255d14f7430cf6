/**
 * Cache-Control for Oxygen's full-page cache (docs/deploy.md, "Full-page cache"): anonymous catalogue
 * and content pages may be shared for a short while and served stale while Oxygen revalidates;
 * anything personal is `private, no-store` so no shopper ever receives another one's page.
 *
 * Personal means: the request carries the shopper's session, cart or language cookie, the path is the
 * account, the cart, a login/cart/newsletter API or search (free text a shopper typed), the method
 * changes state, or the response sets a cookie. Errors are never shared either.
 */

/** Short shared lifetime: a price or stock change shows within a minute. */
export const PUBLIC_MAX_AGE = 60;
/** Oxygen may answer from a stale copy this long while it fetches a fresh one. */
export const STALE_WHILE_REVALIDATE = 600;

/**
 * `max-age=0` for browsers: a page first seen anonymously must not be reused from the browser's cache
 * once the shopper has a cart or session cookie (a browser does not key its cache on cookies);
 * `s-maxage` lets Oxygen's shared cache keep it, and it is only ever shared for anonymous requests.
 */
export const PUBLIC_PAGE_CACHE = `public, max-age=0, s-maxage=${PUBLIC_MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Cookies a page depends on: Hydrogen's session and cart id make it the shopper's own, and gum's
 * `preferred-language` picks the language of the same URL (a shared copy would be in the wrong one).
 */
const PERSONAL_COOKIES = new Set(['session', 'cart', 'preferred-language']);

/**
 * Paths (single-fetch `.data` suffix removed) that are personal or a shopper's own query. Matched on
 * the lower-cased, percent-decoded path: React Router routes `/SEARCH` and `/%73earch` as `/search`
 * (issue 35, finding 5).
 */
export const PERSONAL_PATHS = [
  /^\/account(\/|$)/,
  /^\/cart(\/|$)/,
  /^\/api\//,
  /^\/search(\/|$)/,
  /^\/language$/,
];

function cookieNames(request: Request): string[] {
  const header = request.headers.get('Cookie') ?? '';
  return header
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The route's path: single-fetch `.data` suffix and a language prefix (gum's `/hi/cart`) removed. */
function routePath(request: Request): string {
  let pathname = new URL(request.url).pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: matched as written
  }
  pathname = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  if (pathname === '/_root.data') return '/';
  return (
    pathname.replace(/\.data$/, '').replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/'
  );
}

/** True when the request or response belongs to one shopper. */
export function isPersonal(request: Request, response: Response): boolean {
  if (!['GET', 'HEAD'].includes(request.method.toUpperCase())) return true;
  if (response.headers.has('Set-Cookie')) return true;
  if (cookieNames(request).some((name) => PERSONAL_COOKIES.has(name)))
    return true;
  // A product page's pincode answer (the box's GET form, issue 34) is charged to this shopper (decision 114).
  if (new URL(request.url).searchParams.has('pincode')) return true;
  const path = routePath(request);
  return PERSONAL_PATHS.some((pattern) => pattern.test(path));
}

/**
 * Decides the response's Cache-Control. A route's own value (sitemaps, robots.txt, the worker
 * script) stands for anonymous requests; personal answers are always private, no-store.
 */
export function setCacheControl(
  request: Request,
  response: Response,
  headers: Headers,
): void {
  if (isPersonal(request, response) || response.status >= 500) {
    headers.set('Cache-Control', PRIVATE_NO_STORE);
    return;
  }
  if (headers.has('Cache-Control')) return;
  if (response.status === 200) {
    headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
    // Browsers apply stale-while-revalidate too: without Vary a copy fetched anonymously (e.g. the
    // revalidation right after an order cleared the cart cookie) was shown again after the next add to
    // cart, with an empty cart. Vary: Cookie makes a browser reuse it only for the same cookies.
    headers.append('Vary', 'Cookie');
    return;
  }
  headers.set('Cache-Control', PRIVATE_NO_STORE);
}
