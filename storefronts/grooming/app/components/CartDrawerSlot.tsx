import type {ComponentType} from 'react';

/**
 * The cart drawer is another feature's component (shared/cart/CartDrawer.tsx). Until it exists the
 * slot renders nothing; the glob resolves at build time, so the import appears once the file does.
 */
const modules = import.meta.glob<{CartDrawer?: ComponentType<Record<string, unknown>>}>('../../../../shared/cart/CartDrawer.tsx', {
  eager: true,
});
const CartDrawer = Object.values(modules)[0]?.CartDrawer;

export const hasCartDrawer = Boolean(CartDrawer);

export function CartDrawerSlot(props: Record<string, unknown>) {
  return CartDrawer ? <CartDrawer {...props} /> : null;
}
