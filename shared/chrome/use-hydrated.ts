import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while hydrating, true afterwards: for markup only a live page
 * needs (menus that open on hover or tap), so the server does not render it on every request.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
