import {lazy, startTransition, Suspense, useEffect, useState} from 'react';
import {rememberLandingPage} from './checkout/checkout';
import {scheduleAfterDelayOrInteraction} from '@shared/worker/schedule.client';
import {useCartDrawer} from '@shared/cart/drawer/context';
import type {CartDrawerProps} from './CartDrawer';

const CartDrawer = lazy(() =>
  import('./CartDrawer').then((module) => ({default: module.CartDrawer})),
);

/**
 * The cart drawer, kept out of the first page's JavaScript: its code (coupons, offers, upsell,
 * checkout hand-off) loads once the page has settled (3 s or the first interaction) or when the
 * drawer is opened, whichever comes first, and stays mounted from then on.
 */
export function LazyCartDrawer(props: CartDrawerProps) {
  const {isOpen} = useCartDrawer();
  const [wanted, setWanted] = useState(false);
  // The provider's events report where the visit began, before the drawer's code is there.
  useEffect(() => rememberLandingPage(), []);
  // In a transition: React renders the closed drawer in slices between frames, not as one long task.
  useEffect(
    () =>
      scheduleAfterDelayOrInteraction(() =>
        startTransition(() => setWanted(true)),
      ),
    [],
  );
  // Opened before the page settled: keep it mounted after it closes too.
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  if (!wanted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer {...props} />
    </Suspense>
  );
}
