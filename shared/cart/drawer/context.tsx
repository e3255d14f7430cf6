import {
  createContext,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

interface CartDrawerState {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);

/** Whether the cart drawer is open; any component (header, product form, upsell) can open it. */
export function CartDrawerProvider({children}: {children: ReactNode}) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(
    () => ({isOpen, open: () => setOpen(true), close: () => setOpen(false)}),
    [isOpen],
  );
  return (
    <CartDrawerContext.Provider value={value}>
      {children}
    </CartDrawerContext.Provider>
  );
}

export function useCartDrawer(): CartDrawerState {
  const state = useContext(CartDrawerContext);
  if (!state)
    throw new Error('useCartDrawer() needs a <CartDrawerProvider> above it');
  return state;
}

/** The drawer when a <CartDrawerProvider> is mounted, else null (a page that works without one). */
export function useOptionalCartDrawer(): CartDrawerState | null {
  return useContext(CartDrawerContext);
}
