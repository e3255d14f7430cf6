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

import {
  ENGLISH_WORKER_WORDS,
  workerAnswer,
  type WorkerWords,
} from '../context/worker-answer';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Shown to whoever sent the refused request when the store gives no words of its own; sets no cookie. */
export const CROSS_SITE_MESSAGE = ENGLISH_WORKER_WORDS.crossSite;

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

/** 403 for a cross-site state-changing request, in the language of the page it names; or null. */
export function refuseCrossSiteRequest(
  request: Request,
  wordsFor: (request: Request) => WorkerWords = () => ENGLISH_WORKER_WORDS,
): Response | null {
  const reason = crossSiteReason(request);
  if (!reason) return null;
  console.warn(
    `[csrf] refused ${request.method} ${new URL(request.url).pathname}: ${reason}`,
  );
  const words = wordsFor(request);
  // A shopper's browser (a forged form, a stale page elsewhere) gets a page that says why and leads home.
  return workerAnswer(request, 403, words.crossSite, words);
}
