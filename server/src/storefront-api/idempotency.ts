/**
 * `Idempotency-Key` on Storefront API mutations (issue 21 item 10): a storefront names each attempt of a
 * cart change, and the same key again (its retry after a timeout, even while the first is still
 * queued behind a frozen process) answers the first attempt's result instead of applying it twice.
 * Keys are per shop, kept 24 hours (at most MAX_KEYS, oldest dropped first), in memory: one process, as
 * the rate limits (docs/security.md). A key reused with a different request is refused (422); a
 * mutation that changed nothing (errors, userErrors) is not kept, so its retry runs again.
 */
import {createHash} from 'node:crypto';
import {parse, type OperationDefinitionNode} from 'graphql';
import type {Db} from '../data/db.ts';
import {findShopByToken} from '../data/shops.ts';
import type {GraphqlResponse} from './handler.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEYS = 20_000;
const KEY_PATTERN = /^[\w.:-]{8,128}$/;

interface Kept {
  fingerprint: string;
  at: number;
  response: GraphqlResponse;
}

const kept = new Map<string, Kept>();
/** Attempts being run now: the same key waits for it, then answers from what it kept. */
const running = new Map<string, Promise<unknown>>();

function refuse(
  status: number,
  message: string,
  code: string,
): GraphqlResponse {
  return {status, body: {errors: [{message, extensions: {code}}]}};
}

function isMutation(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  try {
    return parse(query).definitions.some(
      (d) =>
        d.kind === 'OperationDefinition' &&
        (d as OperationDefinitionNode).operation === 'mutation',
    );
  } catch {
    return false;
  }
}

/** Nothing was refused: no GraphQL errors and no userErrors in any mutation payload. */
function applied(response: GraphqlResponse): boolean {
  const body = response.body as {
    data?: Record<string, {userErrors?: unknown[]} | null>;
    errors?: unknown[];
  } | null;
  if (response.status !== 200 || !body?.data || body.errors?.length)
    return false;
  return Object.values(body.data).every(
    (payload) => !payload?.userErrors?.length,
  );
}

function forgetExpired(now: number) {
  for (const [key, entry] of kept) {
    if (now - entry.at < KEY_TTL_MS && kept.size <= MAX_KEYS) break;
    kept.delete(key);
  }
}

/** Runs `run` once per (shop, key) for mutations that carry the header; anything else runs as is. */
export async function withIdempotencyKey(
  db: Db,
  headers: Record<string, string | undefined>,
  body: unknown,
  run: () => Promise<GraphqlResponse>,
): Promise<GraphqlResponse> {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  const payload = body as {
    query?: unknown;
    variables?: unknown;
    operationName?: unknown;
  } | null;
  if (key === undefined || !payload || !isMutation(payload.query)) return run();
  if (!KEY_PATTERN.test(key))
    return refuse(
      400,
      'Idempotency-Key must be 8 to 128 letters, digits or ._:-',
      'BAD_REQUEST',
    );
  const token =
    headers['shopify-storefront-private-token'] ||
    headers['x-shopify-storefront-access-token'];
  const shop = token ? findShopByToken(db, token) : null;
  if (!shop) return run();
  const scoped = `${shop.id}\u0000${key}`;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        payload.query,
        payload.variables ?? {},
        payload.operationName ?? null,
      ]),
    )
    .digest('hex');
  const now = Date.now();
  forgetExpired(now);
  const previous = kept.get(scoped);
  if (previous && now - previous.at < KEY_TTL_MS) {
    if (previous.fingerprint !== fingerprint) {
      return refuse(
        422,
        'This Idempotency-Key was used with a different request',
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    return {
      ...previous.response,
      headers: {...previous.response.headers, 'Idempotent-Replayed': 'true'},
    };
  }
  const first = running.get(scoped);
  if (first) {
    await first.catch(() => undefined);
    return withIdempotencyKey(db, headers, body, run);
  }
  const attempt = run();
  running.set(scoped, attempt);
  try {
    const response = await attempt;
    if (applied(response))
      kept.set(scoped, {fingerprint, at: Date.now(), response});
    return response;
  } finally {
    running.delete(scoped);
  }
}

/** For tests: forget every key. */
export function resetIdempotencyKeys() {
  kept.clear();
}
