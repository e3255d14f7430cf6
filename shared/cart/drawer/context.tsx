import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {pendingAddsReducer, type PendingAdd} from '../pending';

interface CartDrawerState {
  isOpen: boolean;
  open(): void;
  close(): void;
  /** A page expects the drawer soon (it has an Add to cart): a lazily loaded drawer gets ready when idle. */
  expected: boolean;
  expect(): void;
}

interface AddingLinesState {
  /** The pending layer's adds (../pending.ts). */
  adding: PendingAdd[];
  /**
   * Shows `variant` as being added; returns the function to call with the answer: kept (shown until the
   * server cart after it is on screen) or not (gone now).
   */
  startAdding(variant: {id: string}, quantity: number): (kept: boolean) => void;
  /** The server cart after every answer is on screen: answered adds go. */
  settle(): void;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);
const AddingLinesContext = createContext<AddingLinesState | null>(null);

/**
 * Whether the cart drawer is open (any component — header, product form, upsell — can open it), and the
 * adds of the cart's pending layer (decision 148): urgent state, drawn in the click's own render, as the
 * router's fetcher state reaches React in a transition that re-renders the whole page, which on a slow
 * phone lands only with the server's answer. They live here, above the lazily loaded drawer.
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
  const [adding, dispatch] = useReducer(pendingAddsReducer, []);
  const nextKey = useRef(1);
  const startAdding = useCallback((variant: {id: string}, quantity: number) => {
    const key = nextKey.current++;
    dispatch({type: 'start', add: {key, variant, quantity}});
    return (kept: boolean) => dispatch({type: 'answered', key, kept});
  }, []);
  const settle = useCallback(() => dispatch({type: 'settled'}), []);
  const addingValue = useMemo(
    () => ({adding, startAdding, settle}),
    [adding, startAdding, settle],
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

/** The pending adds (none without a provider). */
export function useAddingLines(): AddingLinesState | null {
  return useContext(AddingLinesContext);
}
