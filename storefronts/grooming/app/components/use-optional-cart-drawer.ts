import {useCartDrawer} from '@shared/cart/drawer/context';

/**
 * The cart drawer, when a <CartDrawerProvider> is mounted (root.tsx); null otherwise, so pages keep
 * working before/without the drawer. useCartDrawer() throws without a provider; its useContext call
 * still runs on every render, so the hook order is stable.
 */
export function useOptionalCartDrawer() {
  try {
    return useCartDrawer();
  } catch {
    return null;
  }
}
