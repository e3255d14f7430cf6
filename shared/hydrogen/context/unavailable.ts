/**
 * Outages of the Storefront API as the shopper sees them (docs/runbook.md "What the shopper sees").
 * A failed subrequest (refused, reset, timed out, or a 5xx/429 answer) becomes a thrown 503 Response
 * with `Retry-After`: a loader that does not handle it lands in the route's error boundary, which
 * renders the "try again" page inside the store's header and footer; React Router answers 503.
 */
import {RETRY_AFTER_SECONDS} from './timeouts';

export const SERVICE_UNAVAILABLE = 503;

/** True for errors that say "the backend could not answer", not "the backend said no". */
export function isUpstreamFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const {name, message} = error as {name?: unknown; message?: unknown};
  if (name === 'TimeoutError' || name === 'AbortError') return true;
  const text = typeof message === 'string' ? message : '';
  // Hydrogen's client on a non-2xx answer: "... API response error: 503".
  if (/API response error: (?:5\d\d|429)\b/.test(text)) return true;
  // fetch's own network failures: TypeError in browsers/Node ("fetch failed"), Error in workerd
  // ("Network connection lost", "connect ECONNREFUSED", "internal error").
  if (
    name === 'TypeError' &&
    /fetch|network|connect|socket|terminated/i.test(text)
  )
    return true;
  return /network connection lost|ECONNREFUSED|ECONNRESET|socket hang up|connection (?:refused|reset)|timed? ?out|internal error/i.test(
    text,
  );
}

/** The 503 a loader throws (or an API route answers) while the backend is unreachable. */
export function serviceUnavailable(
  message = 'The store is temporarily unavailable. Please try again shortly.',
): Response {
  return new Response(message, {
    status: SERVICE_UNAVAILABLE,
    statusText: 'Service Unavailable',
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    },
  });
}

/** A thrown 503 (a Response from serviceUnavailable, or React Router's ErrorResponse of one). */
export function isServiceUnavailable(error: unknown): boolean {
  return (
    Boolean(error) &&
    typeof error === 'object' &&
    (error as {status?: unknown}).status === SERVICE_UNAVAILABLE
  );
}

interface Queryable {
  // Hydrogen's generic query/mutate signatures; the guard only passes arguments and results through.
  query: (...args: never[]) => Promise<unknown>;
  mutate: (...args: never[]) => Promise<unknown>;
}

/**
 * Makes the request's Storefront API client throw `serviceUnavailable()` on an outage, and fail fast
 * after the first one: once the backend has timed out or refused this request, the remaining queries
 * of the same request do not each wait out their own timeout. Changes the client in place, so
 * Hydrogen's cart handler (which holds the same object) behaves the same.
 */
export function guardStorefront<T extends Queryable>(
  storefront: T,
  log: Pick<Console, 'error'> = console,
): T {
  let failure: unknown = null;
  for (const method of ['query', 'mutate'] as const) {
    const original = storefront[method].bind(storefront) as (
      ...args: unknown[]
    ) => Promise<unknown>;
    storefront[method] = (async (...args: unknown[]) => {
      if (failure) throw serviceUnavailable();
      try {
        return await original(...args);
      } catch (error) {
        if (!isUpstreamFailure(error)) throw error;
        if (!failure)
          log.error(
            `[storefront] Storefront API unavailable (${method}):`,
            error,
          );
        failure = error;
        throw serviceUnavailable();
      }
    }) as T[typeof method];
  }
  return storefront;
}
