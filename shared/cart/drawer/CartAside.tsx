/**
 * The cart drawer: the dialog shell (shared/dialog/Dialog.tsx, decision 149) from the end side, open while
 * <CartDrawerProvider> (./context) says so, kept in the DOM while closed so opening draws no new tree
 * (decision 92), with the busy spinner over the panel. Store-neutral: labels and slots as props. The body
 * is a <CartMain> (./CartMain), the same one a store's cart page uses.
 * Styles: ./cart-drawer.css (each store's one root stylesheet @imports it, decision 58).
 */
import type {ReactNode} from 'react';
import {Dialog} from '../../dialog/Dialog';
import {useCartDrawer} from './context';

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
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      placement="end"
      name="cart-drawer"
      testId="cart-drawer"
      keepMounted
      durationMs={300}
      title={labels.title}
      closeLabel={labels.close}
      busy={busy}
      onEscape={onEscape}
    >
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
    </Dialog>
  );
}
