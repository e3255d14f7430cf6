/**
 * SQL of the discounts an order received beyond its cart (table order_discounts): the prepaid
 * discount and redeemed loyalty coins, taken off after the order's lines were written, plus the
 * code and free-gift rows so the order keeps one list of what it got. How an adjustment is spread
 * over the lines is pricing's (pricing/order-adjustments.ts). Runs inside the caller's transaction
 * (the one that created the order).
 */
import type {Db} from './db.ts';
import {prepared} from './prepared.ts';

export type OrderDiscountKind = 'code' | 'gift' | 'prepaid' | 'loyalty';

export interface OrderDiscount {
  kind: OrderDiscountKind;
  title: string;
  code: string | null;
  amountPaise: number;
}

export function listOrderDiscounts(db: Db, orderId: number): OrderDiscount[] {
  const rows = prepared(
    db,
    'SELECT kind, title, code, amount_paise FROM order_discounts WHERE order_id = ? ORDER BY id',
  ).all(orderId) as unknown as {
    kind: OrderDiscountKind;
    title: string;
    code: string | null;
    amount_paise: number;
  }[];
  return rows.map((r) => ({
    kind: r.kind,
    title: r.title,
    code: r.code,
    amountPaise: r.amount_paise,
  }));
}

/** Records discounts the order already carries (code, gift): no change to its totals. */
export function recordOrderDiscounts(
  db: Db,
  orderId: number,
  discounts: readonly OrderDiscount[],
): void {
  const insert = prepared(
    db,
    'INSERT OR IGNORE INTO order_discounts (order_id, kind, title, code, amount_paise) VALUES (?, ?, ?, ?, ?)',
  );
  for (const d of discounts)
    if (d.amountPaise > 0)
      insert.run(orderId, d.kind, d.title, d.code, d.amountPaise);
}

/** A placed order's total and its lines' amounts, for spreading adjustments over them (pricing/). */
export function findOrderAmounts(
  db: Db,
  orderId: number,
): {
  totalPaise: number;
  lines: {
    id: number;
    pricePaise: number;
    quantity: number;
    discountPaise: number;
  }[];
} | null {
  const order = prepared(db, 'SELECT total_paise FROM orders WHERE id = ?').get(
    orderId,
  ) as {total_paise: number} | undefined;
  if (!order) return null;
  const lines = prepared(
    db,
    'SELECT id, price_paise, quantity, discount_paise FROM order_lines WHERE order_id = ? ORDER BY id',
  ).all(orderId) as unknown as {
    id: number;
    price_paise: number;
    quantity: number;
    discount_paise: number;
  }[];
  return {
    totalPaise: order.total_paise,
    lines: lines.map((l) => ({
      id: l.id,
      pricePaise: l.price_paise,
      quantity: l.quantity,
      discountPaise: l.discount_paise,
    })),
  };
}

/**
 * Writes adjustments already worked out: each line's share onto order_lines.discount_paise, their sum
 * onto orders.discount_paise (and off total_paise), and the adjustments themselves.
 */
export function writeOrderAdjustments(
  db: Db,
  orderId: number,
  lineShares: readonly {lineId: number; paise: number}[],
  adjustments: readonly OrderDiscount[],
): void {
  const sum = adjustments.reduce((s, a) => s + a.amountPaise, 0);
  const updateLine = prepared(
    db,
    'UPDATE order_lines SET discount_paise = discount_paise + ? WHERE id = ?',
  );
  for (const share of lineShares)
    if (share.paise > 0) updateLine.run(share.paise, share.lineId);
  prepared(
    db,
    'UPDATE orders SET discount_paise = discount_paise + ?, total_paise = total_paise - ? WHERE id = ?',
  ).run(sum, sum, orderId);
  recordOrderDiscounts(db, orderId, adjustments);
}
