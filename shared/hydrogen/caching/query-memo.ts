/**
 * A first, in-memory cache in front of Hydrogen's sub-request cache, for public queries only.
 *
 * Every page asks the Storefront API the same public questions (the chrome menus, the product, the home
 * page's shelves). Hydrogen answers them from its sub-request cache, but each answer is looked up,
 * read and parsed again on every request: about a tenth of a page's server CPU (decision
 * 57). The worker keeps the parsed answer instead, for no longer than the
 * query's own strategy lets it be fresh (its max-age) and never longer than MAX_MEMO_SECONDS.
 *
 * What is never kept: queries without a cache strategy, private or no-store strategies (the account
 * and loyalty queries use CacheNone), queries with custom headers, mutations, and failures. Kept answers
 * are frozen, so code that would change a shared answer fails loudly instead of leaking into the next
 * request.
 */

export const MAX_MEMO_SECONDS = 60;
export const MAX_MEMO_ENTRIES = 200;

interface CacheStrategy {
  mode?: string;
  maxAge?: number;
}

interface QueryOptions {
  variables?: Record<string, unknown>;
  cache?: CacheStrategy;
  headers?: unknown;
}

interface Memoizable {
  query: (query: string, options?: never) => Promise<unknown>;
  i18n?: {language?: string; country?: string};
}

interface Entry {
  expires: number;
  value: unknown;
}

/** One memo per worker isolate, shared by its requests (answers are public). */
export class QueryMemo {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  readonly #maxEntries: number;

  constructor(now: () => number = Date.now, maxEntries = MAX_MEMO_ENTRIES) {
    this.#now = now;
    this.#maxEntries = maxEntries;
  }

  get(key: string): unknown {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.#now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, value: unknown, seconds: number) {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries)
      this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, {
      expires: this.#now() + seconds * 1000,
      value: deepFreeze(value),
    });
  }

  clear() {
    this.#entries.clear();
  }
}

const isolateMemo = new QueryMemo();

/** Seconds an answer may be kept under this strategy, or 0 when it must not be kept. */
export function memoSeconds(cache: CacheStrategy | undefined): number {
  if (!cache || cache.mode !== 'public' || !cache.maxAge || cache.maxAge <= 0)
    return 0;
  return Math.min(cache.maxAge, MAX_MEMO_SECONDS);
}

/** Wraps `storefront.query` so public, cached queries are answered from `memo` while fresh. */
export function memoizePublicQueries<T extends Memoizable>(
  storefront: T,
  memo: QueryMemo = isolateMemo,
): T {
  const original = storefront.query.bind(storefront) as (
    query: string,
    options?: QueryOptions,
  ) => Promise<unknown>;
  storefront.query = (async (query: string, options?: QueryOptions) => {
    const seconds = options?.headers ? 0 : memoSeconds(options?.cache);
    if (!seconds) return original(query, options);
    const {language = '', country = ''} = storefront.i18n ?? {};
    const key = `${language}|${country}|${JSON.stringify(options?.variables ?? {})}|${query}`;
    const kept = memo.get(key);
    if (kept !== undefined) return kept;
    const value = await original(query, options);
    // An answer with GraphQL errors is partial: the next request asks again.
    if (
      value &&
      typeof value === 'object' &&
      !('errors' in value && value.errors)
    )
      memo.set(key, value, seconds);
    return value;
  }) as T['query'];
  return storefront;
}

/**
 * Another public answer (not a Storefront API query) kept the same way: `load()`'s value under `key` while
 * `cache`'s max-age lets it be fresh; a null (failed) answer is not kept. The product page's reviews for a
 * shopper with no say in them (decision 157).
 */
export async function keepPublicAnswer<V>(
  key: string,
  cache: CacheStrategy,
  load: () => Promise<V | null>,
  memo: QueryMemo = isolateMemo,
): Promise<V | null> {
  const kept = memo.get(key);
  if (kept !== undefined) return kept as V;
  const value = await load();
  const seconds = memoSeconds(cache);
  if (value !== null && seconds) memo.set(key, value, seconds);
  return value;
}

/** Forgets every kept answer (tests). */
export function forgetPublicAnswers() {
  isolateMemo.clear();
}

function deepFreeze<V>(value: V): V {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
