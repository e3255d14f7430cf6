/**
 * One attempt of a cart change, named to the Storefront API: every mutation the cart handler sends for
 * it carries `Idempotency-Key: <attempt>.<n>` (n counts the mutations of this command, so a recovery's
 * cartCreate has its own), and the backend applies a key once (server/src/storefront-api/idempotency.ts).
 * A retry after a timeout takes the same path, so it sends the same keys (issue 21 item 10).
 *
 * Every mutation also carries `Request-Deadline: <epoch ms>`, a second before the storefront gives up on
 * it (TIMEOUTS_MS.storefrontApi): the backend drops one that reaches it later (issue 35, finding 8;
 * decision 117), so an add the shopper was told failed is never applied afterwards.
 */
import {TIMEOUTS_MS} from '../../hydrogen/context/timeouts';

export const DEADLINE_HEADER = 'Request-Deadline';
/** Room between the backend's last moment to start a mutation and the storefront's abort. */
export const DEADLINE_MARGIN_MS = 1000;

export interface StorefrontMutator {
  mutate: (...args: never[]) => Promise<unknown>;
}

type MutateOptions = {headers?: HeadersInit} & Record<string, unknown>;

export async function withAttemptKey<T>(
  storefront: StorefrontMutator | undefined,
  attemptKey: string | null,
  run: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  if (!storefront) return run();
  const mutate = storefront.mutate;
  let sent = 0;
  const keyed = (document: unknown, options: MutateOptions = {}) => {
    const headers = new Headers(options.headers);
    if (attemptKey) headers.set('Idempotency-Key', `${attemptKey}.${sent++}`);
    headers.set(
      DEADLINE_HEADER,
      String(now() + TIMEOUTS_MS.storefrontApi - DEADLINE_MARGIN_MS),
    );
    return (
      mutate as (document: unknown, options: MutateOptions) => Promise<unknown>
    ).call(storefront, document, {...options, headers});
  };
  // The cart handler calls the context's storefront client at call time; one command runs per request.
  storefront.mutate = keyed as StorefrontMutator['mutate'];
  try {
    return await run();
  } finally {
    storefront.mutate = mutate;
  }
}
