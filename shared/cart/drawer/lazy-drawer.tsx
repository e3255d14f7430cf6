import {startTransition, useEffect, useState, type ComponentType} from 'react';
import {scheduleAfterDelayOrInteraction} from '@shared/worker/schedule.client';
import {useCartDrawer} from './context';

/**
 * A store's cart drawer kept out of the first page's JavaScript (decisions 82, 92): `load` imports its
 * module once the page has settled (3 s or the first interaction; on a page with an Add to cart, as
 * soon as the browser is idle) or when the drawer is opened, whichever comes first, and the drawer stays
 * mounted from then on. It is mounted once its code is here, not behind a Suspense fallback: React
 * holds content that replaces a fallback back for up to 500 ms, and the mount itself is the costly
 * part of a first Add to cart on a slow phone, so it happens before the tap.
 */
export function lazyCartDrawer<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  return function LazyCartDrawer(props: Props) {
    const {isOpen, expected} = useCartDrawer();
    const [wanted, setWanted] = useState(false);
    const [Drawer, setDrawer] = useState<{
      component: ComponentType<Props>;
    } | null>(null);
    useEffect(() => scheduleAfterDelayOrInteraction(() => setWanted(true)), []);
    useEffect(() => {
      if (!expected || typeof requestIdleCallback !== 'function') return;
      const idle = requestIdleCallback(() => setWanted(true), {timeout: 2000});
      return () => cancelIdleCallback(idle);
    }, [expected]);
    useEffect(() => {
      if (!(wanted || isOpen) || Drawer) return;
      let live = true;
      (loading ??= load()).then(
        (component) => {
          if (!live) return;
          // Closed, in a transition: React renders it in slices between frames, not as one long task
          // (decision 81); opened, at once.
          if (isOpen) setDrawer({component});
          else startTransition(() => setDrawer({component}));
        },
        (error: unknown) => {
          // A failed chunk (deploy, network) is tried again on the next open.
          loading = null;
          console.error('[cart] loading the drawer failed', error);
        },
      );
      return () => {
        live = false;
      };
    }, [wanted, isOpen, Drawer]);
    return Drawer ? <Drawer.component {...props} /> : null;
  };
}
