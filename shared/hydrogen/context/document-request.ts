import {sameOriginPath} from '../security/redirect-path';

/**
 * A request the browser makes as a navigation (a form posted or an address opened before the page's
 * scripts run, or with JavaScript off), as opposed to React Router's own fetch (issue 34). Browsers
 * send `Sec-Fetch-Mode: navigate`; without that header, an HTML `Accept` says the same.
 */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get('Sec-Fetch-Mode');
  if (mode) return mode === 'navigate';
  return (request.headers.get('Accept') ?? '').includes('text/html');
}

/**
 * Where a document request to an address that serves fetchers goes back to: the page it came from
 * (a same-origin Referer), else `fallback`; `params` are set on it (e.g. the form's outcome).
 */
export function pageBehind(
  request: Request,
  fallback: string,
  params: Record<string, string> = {},
): string {
  let path = fallback;
  const referer = request.headers.get('Referer');
  if (referer) {
    try {
      const from = new URL(referer);
      const candidate = sameOriginPath(
        `${from.pathname}${from.search}`,
        request.url,
      );
      if (from.origin === new URL(request.url).origin && candidate)
        path = candidate;
    } catch {
      /* an unreadable Referer: the fallback */
    }
  }
  const url = new URL(path, 'http://x');
  for (const [key, value] of Object.entries(params))
    url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/** Paths that answer React Router's fetchers: a document request there never gets their JSON or text. */
const FETCHER_PATH = /^(?:\/[a-z]{2})?\/(?:api\/|cart\/?$)/;

/**
 * The worker's last word on a document request to a fetcher address (`/cart`, `/api/*`) whose route
 * answered something other than a page or a redirect (JSON, a 405's text): a 303 back to the page the
 * shopper came from (its cookies kept), so no shopper sees JSON (issue 34).
 */
export function documentFallback(
  request: Request,
  response: Response,
): Response | null {
  if (!isDocumentRequest(request)) return null;
  const {pathname} = new URL(request.url);
  if (!FETCHER_PATH.test(pathname)) return null;
  if (response.status >= 300 && response.status < 400) return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/html')) return null;
  const language = /^\/([a-z]{2})\//.exec(pathname)?.[1];
  const headers = new Headers({
    Location: pageBehind(request, language ? `/${language}` : '/'),
  });
  for (const cookie of response.headers.getSetCookie?.() ?? [])
    headers.append('Set-Cookie', cookie);
  return new Response(null, {status: 303, headers});
}
