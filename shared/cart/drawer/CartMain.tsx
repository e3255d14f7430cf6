/**
 * One cart body for the drawer and a cart page (the way Hydrogen's skeleton shares CartMain between
 * its Aside and /cart), store-neutral: a store passes its copy and fills the slots.
 *
 * What it shows, in this order: the lines (optimistic ones too, as soon as they exist); else "the cart
 * could not load" (the root loader's cart rejected: the Storefront API did not answer); else a quiet
 * loading state; else the empty state. `before`/`after` go above/below the lines inside the scrolling
 * part, `footer` (totals, checkout button) stays pinned under it in the drawer.
 */
import {useDeferredValue, type ReactNode} from 'react';
import type {DrawerLine} from './use-drawer-cart';

export interface CartMainLabels {
  empty: string;
  unavailable: string;
  /** Accessible name of the loading state (the cart is still on its way). */
  loading: string;
}

export function CartMain({
  lines,
  loading,
  unavailable,
  labels,
  emptyAction,
  renderLine,
  before,
  after,
  footer,
  layout = 'aside',
}: {
  lines: DrawerLine[];
  /** The server cart is not known yet. */
  loading: boolean;
  /** The server cart could not be loaded. */
  unavailable: boolean;
  labels: CartMainLabels;
  /** Under the empty message, e.g. a 'Continue Shopping' button. */
  emptyAction?: ReactNode;
  renderLine(line: DrawerLine): ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  footer?: ReactNode;
  layout?: 'aside' | 'page';
}) {
  // The first line shows in the render that opens the drawer (the Add to cart tap's own task); what goes
  // under it (coupon, delivery, upsell, totals) joins in a transition right after (decision 95).
  const full = useDeferredValue(lines.length > 0);
  let body: ReactNode;
  if (lines.length) {
    body = (
      <>
        <div className="cart-drawer__scroll">
          {before}
          <ul className="cart-drawer__lines">{lines.map(renderLine)}</ul>
          {full ? after : null}
        </div>
        {footer && full ? (
          <footer className="cart-drawer__footer">{footer}</footer>
        ) : null}
      </>
    );
  } else if (unavailable) {
    body = (
      <div
        className="cart-drawer__empty"
        role="status"
        data-testid="cart-unavailable"
      >
        <p>{labels.unavailable}</p>
      </div>
    );
  } else if (loading) {
    body = (
      <div
        className="cart-drawer__empty"
        role="progressbar"
        aria-label={labels.loading}
        aria-busy="true"
      />
    );
  } else {
    body = (
      <div className="cart-drawer__empty">
        <p>{labels.empty}</p>
        {emptyAction}
      </div>
    );
  }
  return <div className={`cart-main cart-main--${layout}`}>{body}</div>;
}
