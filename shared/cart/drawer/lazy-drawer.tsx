import type {ComponentType} from 'react';
import {useLazyModule} from '@shared/chrome/use-lazy-module';
import {useCartDrawer} from './context';

/**
 * A store's cart drawer kept out of the first page's JavaScript (decisions 82, 92): `load` imports it
 * after the first paint (shared/chrome/use-lazy-module.ts; as soon as the browser is idle on a page with
 * an Add to cart) or when the drawer opens, and it stays mounted from then on. It is mounted once its
 * code is here, not behind a Suspense fallback: React holds content that replaces a fallback back for
 * up to 500 ms, and the mount itself is the costly part of a first Add to cart on a slow phone, so it
 * happens before the tap.
 */
export function lazyCartDrawer<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return function LazyCartDrawer(props: Props) {
    const {isOpen, expected} = useCartDrawer();
    const Drawer = useLazyModule(load, {now: isOpen, soon: expected});
    return Drawer ? <Drawer {...props} /> : null;
  };
}
