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
  /** The way back for a shopper who got here in a browser: the home page in that language. */
  home: {label: string; path: string};
}

const ENGLISH_REFUSAL: CrossSiteRefusal = {
  message: CROSS_SITE_MESSAGE,
  language: 'en',
  home: {label: 'Back to the store', path: '/'},
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const {message, language, home} = refusalFor(request);
  const accept = request.headers.get('Accept') ?? '';
  const headers = {'Content-Language': language};
  if (accept.includes('text/html')) {
    // A shopper's browser (a forged form, a stale page elsewhere): a page that says why and leads home.
    const page = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(message)}</title></head><body><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(home.path)}">${escapeHtml(home.label)}</a></p></body></html>`;
    return new Response(page, {
      status: 403,
      headers: {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        // Nothing to load: no script, style or picture may run on it.
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  }
  return accept.includes('application/json')
    ? Response.json({ok: false, error: message}, {status: 403, headers})
    : new Response(message, {
        status: 403,
        headers: {...headers, 'Content-Type': 'text/plain; charset=utf-8'},
      });
}
