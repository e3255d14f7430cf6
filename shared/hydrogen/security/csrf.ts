/**
 * Cross-site request forgery guard for every state-changing request a store answers (cart, cart API,
 * logout, language, newsletter, login, token decode, the Storefront API proxy): a browser tells us
 * where a request comes from, and a request another site made is refused before any route runs.
 *
 * - `Origin` present and not this store's origin → refused. Browsers send it on every cross-origin
 *   POST (forms and fetch alike), so this is the check that matters.
 * - `Sec-Fetch-Site: cross-site` or `same-site` → refused (a sibling subdomain is another site's code
 *   as far as the shopper's session is concerned); `same-origin` and `none` (typed URL, bookmark) pass.
 * - Neither header: a non-browser client (curl, a server, a test), which holds no shopper's cookies
 *   unless it was given them, so there is no forgery to prevent; it passes.
 * See docs/security.md ("Cross-site requests").
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Shown to whoever sent the refused request; sets no cookie. */
export const CROSS_SITE_MESSAGE =
  'Cross-site request refused: this action can only be submitted from the store’s own pages.';

/** Why a request is cross-site, or null when it may go on. */
export function crossSiteReason(request: Request): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== new URL(request.url).origin)
    return `Origin ${origin}`;
  const site = request.headers.get('Sec-Fetch-Site')?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site')
    return `Sec-Fetch-Site ${site}`;
  return null;
}

/** The refusal in the language of the page the request names (a store with languages passes its own). */
export interface CrossSiteRefusal {
  message: string;
  /** BCP 47 tag, sent as `Content-Language`. */
  language: string;
}

const ENGLISH_REFUSAL: CrossSiteRefusal = {
  message: CROSS_SITE_MESSAGE,
  language: 'en',
};

/** 403 for a cross-site state-changing request, or null. */
export function refuseCrossSiteRequest(
  request: Request,
  refusalFor: (request: Request) => CrossSiteRefusal = () => ENGLISH_REFUSAL,
): Response | null {
  const reason = crossSiteReason(request);
  if (!reason) return null;
  console.warn(
    `[csrf] refused ${request.method} ${new URL(request.url).pathname}: ${reason}`,
  );
  const {message, language} = refusalFor(request);
  const wantsJson =
    (request.headers.get('Accept') ?? '').includes('application/json') &&
    !(request.headers.get('Accept') ?? '').includes('text/html');
  const headers = {'Content-Language': language};
  return wantsJson
    ? Response.json({ok: false, error: message}, {status: 403, headers})
    : new Response(message, {
        status: 403,
        headers: {...headers, 'Content-Type': 'text/plain; charset=utf-8'},
      });
}
