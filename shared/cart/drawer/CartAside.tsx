/**
 * The cart drawer's dialog, store-neutral (labels and slots as props, like shared/login): it slides in
 * from the right over a backdrop, locks page scroll, traps focus, and closes on Esc, the backdrop or
 * the close button — none of them while `busy`. Open state comes from <CartDrawerProvider>
 * (./context). The body is a <CartMain> (./CartMain), the same one a store's cart page uses.
 * Styles: ./cart-drawer.css (each store's one root stylesheet @imports it, decision 58).
 */
import {useCallback, useId, useRef, type ReactNode} from 'react';
import {useFocusTrap, useScrollLock} from '../../chrome/use-focus-trap';
import {useCartDrawer} from './context';
import {Icon} from '../../chrome/icons';

export interface CartAsideLabels {
  /** The dialog's heading, e.g. 'Your Cart (2 items)'. */
  title: string;
  /** The close button's accessible name. */
  close: string;
  /** The progress overlay's accessible name while `busy`. */
  busy?: string;
}

export function CartAside({
  labels,
  busy = false,
  onEscape,
  overlay,
  children,
}: {
  labels: CartAsideLabels;
  /** A cart change is running: closing is refused and a spinner covers the panel. */
  busy?: boolean;
  /** Esc when something inside (a panel over the cart) should close first; returns true if it did. */
  onEscape?: () => boolean;
  /** Drawn over the body inside the dialog (e.g. a store's offers panel). */
  overlay?: ReactNode;
  children: ReactNode;
}) {
  const {isOpen, close} = useCartDrawer();
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Read at key/click time: the focus trap keeps the callback of the moment the drawer opened.
  const state = useRef({busy, onEscape});
  state.current = {busy, onEscape};
  const requestClose = useCallback(() => {
    if (state.current.busy) return;
    if (state.current.onEscape?.()) return;
    close();
  }, [close]);
  const closeNow = useCallback(() => {
    if (!state.current.busy) close();
  }, [close]);
  useFocusTrap(panelRef, isOpen, requestClose, closeRef);
  useScrollLock(isOpen);

  return (
    <div
      className={`cart-drawer${isOpen ? ' is-open' : ''}`}
      style={{visibility: isOpen ? 'visible' : 'hidden'}}
      aria-hidden={!isOpen}
      data-testid="cart-drawer"
    >
      <div
        className="cart-drawer__backdrop"
        data-testid="cart-backdrop"
        aria-hidden="true"
        onClick={closeNow}
      />
      <aside
        ref={panelRef}
        className="cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-busy={busy}
      >
        <header className="cart-drawer__header">
          <h2 id={headingId}>{labels.title}</h2>
          <button
            ref={closeRef}
            type="button"
            className="cart-drawer__close"
            aria-label={labels.close}
            onClick={closeNow}
            disabled={busy}
          >
            <Icon name="close" size={22} />
          </button>
        </header>
        {children}
        {overlay}
        {busy ? (
          <div
            className="cart-drawer__spinner"
            data-testid="cart-spinner"
            role="progressbar"
            aria-label={labels.busy ?? labels.title}
          >
            <span />
          </div>
        ) : null}
      </aside>
    </div>
  );
}
