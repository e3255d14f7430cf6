import type {ReactNode} from 'react';

export interface CartTotalRow {
  key: string;
  label: ReactNode;
  /** The amount, usually a <Money as="span"> (with the store's test id). */
  value: ReactNode;
  /** 'discount' rows are drawn as savings, 'total' emphasised. */
  tone?: 'discount' | 'total';
}

/** The drawer's totals as a definition list (Subtotal, Discount, Total…); the store picks the rows. */
export function CartTotals({rows}: {rows: CartTotalRow[]}) {
  return (
    <dl className="cart-drawer__totals">
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.tone ? `cart-drawer__${row.tone}` : undefined}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
