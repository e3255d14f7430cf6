import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface CartDrawerState {
  isOpen: boolean;
  open(): void;
  close(): void;
  /** A page expects the drawer soon (it has an Add to cart): a lazily loaded drawer gets ready when idle. */
  expected: boolean;
  expect(): void;
}

/** A variant an Add to cart has just asked for, shown in the drawer before the router knows of the add. */
export interface AddingLine {
  key: number;
  /** The variant as the product page has it (Hydrogen's `selectedVariant` shape). */
  variant: {id: string};
  quantity: number;
}

interface AddingLinesState {
  adding: AddingLine[];
  /** Shows `variant` as being added; returns the function that stops showing it. */
  startAdding(variant: {id: string}, quantity: number): () => void;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);
const AddingLinesContext = createContext<AddingLinesState | null>(null);

/**
 * Whether the cart drawer is open (any component — header, product form, upsell — can open it), and the
 * lines Add to cart has just asked for. Those are urgent state, drawn in the click's own render: the
 * router's fetcher state reaches React in a transition that re-renders the whole page, which on a slow
 * phone lands only with the server's answer (decision 82).
 */
export function CartDrawerProvider({children}: {children: ReactNode}) {
  const [isOpen, setOpen] = useState(false);
  const [expected, setExpected] = useState(false);
  const value = useMemo(
    () => ({
      isOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
      expected,
      // A transition: Add to cart asks on mount, often while the header's cart count is still hydrating,
      // and an urgent context change there made React drop that server HTML (error #421, issue 35).
      expect: () => startTransition(() => setExpected(true)),
    }),
    [isOpen, expected],
  );
  const [adding, setAdding] = useState<AddingLine[]>([]);
  const nextKey = useRef(1);
  const startAdding = useCallback((variant: {id: string}, quantity: number) => {
    const key = nextKey.current++;
    setAdding((current) => [...current, {key, variant, quantity}]);
    return () =>
      setAdding((current) => current.filter((line) => line.key !== key));
  }, []);
  const addingValue = useMemo(
    () => ({adding, startAdding}),
    [adding, startAdding],
  );
  return (
    <CartDrawerContext.Provider value={value}>
      <AddingLinesContext.Provider value={addingValue}>
        {children}
      </AddingLinesContext.Provider>
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

/** Lines being added right now (none without a provider). */
export function useAddingLines(): AddingLinesState | null {
  return useContext(AddingLinesContext);
}
