import {createWithCache, type WithCache} from '@shopify/hydrogen';

/**
 * Hydrogen's `withCache` over a cache that keeps nothing, as a test's request context carries it
 * (shared/hydrogen/context/context.ts): every read is a miss, so every provider call shows.
 */
export function withCacheKeepingNothing(): WithCache {
  return createWithCache({
    cache: {
      match: async () => undefined,
      put: async () => {},
      delete: async () => false,
    } as unknown as Cache,
    waitUntil: () => {},
    request: new Request('http://store.test/'),
  });
}
