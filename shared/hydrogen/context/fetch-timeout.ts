/**
 * A deadline for every subrequest the worker makes. Hydrogen's Storefront API client (and its cart
 * handler and API proxy) call the global `fetch` without an AbortSignal and take no fetch of our own,
 * so the worker's `fetch` is wrapped once: a call without a deadline gets one, a call with its own
 * signal keeps it and is also bounded. On expiry the request is aborted (the socket is released, a
 * frozen backend cannot hold the page) and the caller sees a `TimeoutError`.
 */

const WRAPPED = Symbol.for('storefront.fetch-timeout');

type Fetch = typeof fetch;

/** Aborts when any of the signals aborts (AbortSignal.any where the runtime has it). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), {
      once: true,
    });
  }
  return controller.signal;
}

/** `fetchImpl` with a deadline of `timeoutMs` on every call (on top of the caller's own signal). */
export function withTimeout(fetchImpl: Fetch, timeoutMs: number): Fetch {
  const wrapped = (input: RequestInfo | URL, init?: RequestInit) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const own =
      init?.signal ?? (input instanceof Request ? input.signal : undefined);
    return fetchImpl(input, {
      ...init,
      signal: own ? anySignal([own, deadline]) : deadline,
    });
  };
  return Object.assign(wrapped, {[WRAPPED]: true}) as Fetch;
}

/** Wraps the worker's global `fetch` (once per isolate) so no subrequest can wait longer than `timeoutMs`. */
export function installSubrequestTimeout(timeoutMs: number): void {
  const current = globalThis.fetch as Fetch & {[WRAPPED]?: boolean};
  if (current[WRAPPED]) return;
  globalThis.fetch = withTimeout(current.bind(globalThis), timeoutMs);
}
