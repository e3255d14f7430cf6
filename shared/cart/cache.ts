/**
 * Local caches in localStorage (docs/requirements.md, grooming: data, constants): the cart payload lives 60 s, the offers payload
 * 120 s, the applied coupon 24 h. They only speed up the drawer; the server cart (Hydrogen's cart
 * cookie) stays the truth. Every entry is {value, expiresAt}; an expired or unreadable one is removed
 * and reads as null.
 */

export const CART_CACHE_MS = 60_000;
export const OFFERS_CACHE_MS = 120_000;
export const COUPON_CACHE_MS = 24 * 60 * 60 * 1000;

export const CACHE_KEYS = {
  cart: 'cart-drawer:cart',
  offers: 'cart-drawer:offers',
  coupon: 'cart-drawer:coupon',
  checkoutUrl: 'cart-drawer:checkout-url',
} as const;

export type CacheKey = keyof typeof CACHE_KEYS;

const LIFETIMES: Record<CacheKey, number> = {
  cart: CART_CACHE_MS,
  offers: OFFERS_CACHE_MS,
  coupon: COUPON_CACHE_MS,
  checkoutUrl: COUPON_CACHE_MS,
};

/** The subset of Storage these helpers use (tests pass a Map-backed one). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(given?: KeyValueStorage): KeyValueStorage | null {
  if (given) return given;
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function writeCache<T>(
  key: CacheKey,
  value: T,
  options: {now?: number; store?: KeyValueStorage} = {},
): void {
  const s = storage(options.store);
  if (!s) return;
  const now = options.now ?? Date.now();
  try {
    s.setItem(
      CACHE_KEYS[key],
      JSON.stringify({value, expiresAt: now + LIFETIMES[key]}),
    );
  } catch {
    // Quota or privacy mode: the cache is optional.
  }
}

export function readCache<T>(
  key: CacheKey,
  options: {now?: number; store?: KeyValueStorage} = {},
): T | null {
  const s = storage(options.store);
  if (!s) return null;
  const raw = s.getItem(CACHE_KEYS[key]);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as {value: T; expiresAt: number};
    if (
      typeof entry?.expiresAt !== 'number' ||
      entry.expiresAt <= (options.now ?? Date.now())
    ) {
      s.removeItem(CACHE_KEYS[key]);
      return null;
    }
    return entry.value;
  } catch {
    s.removeItem(CACHE_KEYS[key]);
    return null;
  }
}

export function clearCache(key: CacheKey, store?: KeyValueStorage): void {
  storage(store)?.removeItem(CACHE_KEYS[key]);
}

/** Everything the drawer keeps locally (after an order, or when the last line goes). */
export function clearAllCaches(
  store?: KeyValueStorage,
  keep: CacheKey[] = [],
): void {
  for (const key of Object.keys(CACHE_KEYS) as CacheKey[])
    if (!keep.includes(key)) clearCache(key, store);
}
