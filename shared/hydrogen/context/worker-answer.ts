/**
 * What the worker answers itself, before any route renders (a cross-site refusal, a failure to build the
 * request's context): in the language of the page the request names, as a small page that leads home for a
 * browser, JSON for a JSON caller, plain text otherwise. No store chrome: nothing of the store has run yet.
 */

/** The worker's own words for one request; a store with languages gives them per request (decision 47). */
export interface WorkerWords {
  /** BCP 47 tag, sent as `Content-Language`. */
  language: string;
  /** The way back for a shopper who got here in a browser: the home page in that language. */
  home: {label: string; path: string};
  /** Why a state change from another site was refused (403). */
  crossSite: string;
  /** The store could not answer at all (500); says nothing of why. */
  unexpected: string;
}

export const ENGLISH_WORKER_WORDS: WorkerWords = {
  language: 'en',
  home: {label: 'Back to the store', path: '/'},
  crossSite:
    'Cross-site request refused: this action can only be submitted from the store’s own pages.',
  unexpected: 'Something went wrong on our side. Please try again in a minute.',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `message` with `status`, in the form the caller asked for (Accept). Sets no cookie. */
export function workerAnswer(
  request: Request,
  status: number,
  message: string,
  {language, home}: Pick<WorkerWords, 'language' | 'home'>,
): Response {
  const accept = request.headers.get('Accept') ?? '';
  // Cache-Control comes with the store's other headers (caching/cache-control.ts): never stored.
  const headers = {'Content-Language': language};
  if (accept.includes('text/html')) {
    const page = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(message)}</title></head><body><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(home.path)}">${escapeHtml(home.label)}</a></p></body></html>`;
    return new Response(page, {
      status,
      headers: {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        // Nothing to load: no script, style or picture may run on it.
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  }
  return accept.includes('application/json')
    ? Response.json({ok: false, error: message}, {status, headers})
    : new Response(message, {
        status,
        headers: {...headers, 'Content-Type': 'text/plain; charset=utf-8'},
      });
}
