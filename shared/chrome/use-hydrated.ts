import {
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

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

let hydratedOnce = false;

/**
 * `useHydrated` for heavy markup nobody waits for (the desktop mega-menu's panels): the switch to true
 * renders in a transition, which React splits into slices between frames, instead of the synchronous
 * re-render `useSyncExternalStore` does right after hydration, one long task on a slow phone
 * (decision 81). Components mounted later (after a client navigation) start true.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(() => hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
