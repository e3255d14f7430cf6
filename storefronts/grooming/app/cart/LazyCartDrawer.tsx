import {useEffect} from 'react';
import {rememberLandingPage} from './checkout/landing-page';
import {lazyCartDrawer} from '@shared/cart/drawer/lazy-drawer';
import type {CartDrawerProps} from './CartDrawer';

const Drawer = lazyCartDrawer<CartDrawerProps>(() =>
  import('./CartDrawer').then((module) => module.CartDrawer),
);

/**
 * The cart drawer, kept out of the first page's JavaScript (coupons, offers, upsell, checkout hand-off;
 * shared/cart/drawer/lazy-drawer.tsx says when it loads).
 */
export function LazyCartDrawer(props: CartDrawerProps) {
  // The provider's events report where the visit began, before the drawer's code is there.
  useEffect(() => rememberLandingPage(), []);
  return <Drawer {...props} />;
}
