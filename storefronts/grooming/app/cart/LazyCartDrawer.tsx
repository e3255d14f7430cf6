import {startTransition, useEffect, useState} from 'react';
import {rememberLandingPage} from './checkout/checkout';
import {scheduleAfterDelayOrInteraction} from '@shared/worker/schedule.client';
import {useCartDrawer} from '@shared/cart/drawer/context';
import type {CartDrawerProps} from './CartDrawer';

type DrawerModule = typeof import('./CartDrawer');
let loading: Promise<DrawerModule> | null = null;
const loadDrawer = () => (loading ??= import('./CartDrawer'));

/**
 * The cart drawer, kept out of the first page's JavaScript: its code (coupons, offers, upsell,
 * checkout hand-off) loads once the page has settled (3 s or the first interaction; on a page with an
 * Add to cart, as soon as the browser is idle) or when the drawer is opened, whichever comes first, and
 * stays mounted from then on. It is mounted once its code is here, not behind a Suspense fallback:
 * React holds content that replaces a fallback back for up to 500 ms, and the mount itself is the
 * costly part of a first Add to cart on a slow phone (decision 82).
 */
export function LazyCartDrawer(props: CartDrawerProps) {
  const {isOpen, expected} = useCartDrawer();
  const [wanted, setWanted] = useState(false);
  const [drawer, setDrawer] = useState<DrawerModule | null>(null);
  // The provider's events report where the visit began, before the drawer's code is there.
  useEffect(() => rememberLandingPage(), []);
  useEffect(() => scheduleAfterDelayOrInteraction(() => setWanted(true)), []);
  useEffect(() => {
    if (!expected || typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => setWanted(true), {timeout: 2000});
    return () => cancelIdleCallback(idle);
  }, [expected]);
  useEffect(() => {
    if (!(wanted || isOpen) || drawer) return;
    let live = true;
    loadDrawer().then(
      (module) => {
        if (!live) return;
        // Closed, in a transition: React renders it in slices between frames, not as one long task
        // (decision 81); opened, at once.
        if (isOpen) setDrawer(module);
        else startTransition(() => setDrawer(module));
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
  }, [wanted, isOpen, drawer]);
  return drawer ? <drawer.CartDrawer {...props} /> : null;
}
