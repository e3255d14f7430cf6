import {startTransition, useEffect, useState} from 'react';
import {scheduleAfterDelayOrInteraction} from '@shared/worker/schedule.client';

const loads = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * A module kept out of the first page's JavaScript (decision 92), for what only shows after a tap (the
 * cart drawer, the mobile menu): imported once the page has settled (3 s or the first interaction, so a
 * tap's pointerdown already starts it), when the browser is idle if `soon`, or at once when `now`.
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
  // In a transition: the first interaction may be the tap on Add to cart, whose own render goes first.
  const want = () => startTransition(() => setWanted(true));
  useEffect(() => scheduleAfterDelayOrInteraction(want), []);
  useEffect(() => {
    if (!soon || typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(want, {timeout: 2000});
    return () => cancelIdleCallback(idle);
  }, [soon]);
  useEffect(() => {
    if (!(wanted || now) || loaded) return;
    let live = true;
    let loading = loads.get(load) as Promise<T> | undefined;
    if (!loading) loads.set(load, (loading = load()));
    loading.then(
      (module) => {
        if (!live) return;
        if (now) setLoaded({module});
        else startTransition(() => setLoaded({module}));
      },
      (error: unknown) => {
        // A failed chunk (deploy, network) is tried again on the next open.
        loads.delete(load);
        console.error('[lazy] loading a module failed', error);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, now, loaded]);
  return loaded?.module ?? null;
}
