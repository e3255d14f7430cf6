import {startTransition, useCallback, useEffect, useState} from 'react';
import {scheduleAfterDelayOrInteraction} from '@shared/worker/schedule.client';

const loads = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * Starts fetching `load`'s module once (later calls share the promise); a failed import is forgotten, so the
 * next call tries again.
 */
function fetchModule<T>(load: () => Promise<T>): Promise<T> {
  let loading = loads.get(load) as Promise<T> | undefined;
  if (!loading) {
    loads.set(load, (loading = load()));
    loading.catch(() => loads.delete(load));
  }
  return loading;
}

/**
 * A module kept out of the first page's JavaScript (decision 92), for what only shows after a tap (the
 * cart drawer, the mobile menu): imported once the page has settled (3 s or the first interaction, so a
 * tap's pointerdown already starts it), or at once when `now`. With `soon` (a page whose next tap likely
 * opens it) its code is fetched as soon as the page hydrates and mounted when the browser is idle: on a slow
 * network a tap right after hydration otherwise waited for the chunk's round trips (decision 169).
 * Returns the module once it is here (null before). Rendered in a transition unless `now`, so mounting
 * a closed overlay is sliced between frames (decision 81). A failed import is tried again on the next
 * `now`. `load` must be the same function on every render (a module-level constant).
 */
export function useLazyModule<T>(
  load: () => Promise<T>,
  {now, soon = false}: {now: boolean; soon?: boolean},
): T | null {
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<{module: T} | null>(null);
  // In a transition: the first interaction may be the tap on Add to cart, whose own render goes first. The
  // fetch starts in the event itself, not after that render.
  const want = useCallback(() => {
    fetchModule(load).catch(() => {});
    startTransition(() => setWanted(true));
  }, [load]);
  useEffect(() => scheduleAfterDelayOrInteraction(want), [want]);
  useEffect(() => {
    if (!soon) return;
    fetchModule(load).catch(() => {});
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(want, {timeout: 2000});
    return () => cancelIdleCallback(idle);
  }, [soon, load, want]);
  useEffect(() => {
    if (!(wanted || now) || loaded) return;
    let live = true;
    fetchModule(load).then(
      (module) => {
        if (!live) return;
        if (now) setLoaded({module});
        else startTransition(() => setLoaded({module}));
      },
      (error: unknown) => {
        // A failed chunk (deploy, network) is tried again on the next open.
        console.error('[lazy] loading a module failed', error);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, now, loaded]);
  return loaded?.module ?? null;
}
