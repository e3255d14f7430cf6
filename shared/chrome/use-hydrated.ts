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
 * Whether `query` matches, for heavy markup only a live page at that width needs (the desktop
 * mega-menu's panels): false in the server render and while hydrating; afterwards it follows the
 * media query, switching in a transition, which React splits into slices between frames, instead of
 * the synchronous re-render `useSyncExternalStore` does right after hydration, one long task on a
 * slow phone (decision 81). A phone never renders the panels: every element costs each style,
 * layout and accessibility-tree walk, an Add to cart's among them (decision 90). Components mounted
 * later (after a client navigation) start with the current answer.
 */
export function useMediaQueryInTransition(query: string): boolean {
  const [matches, setMatches] = useState(
    () => hydratedOnce && window.matchMedia(query).matches,
  );
  useEffect(() => {
    hydratedOnce = true;
    const media = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(media.matches));
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return matches;
}
