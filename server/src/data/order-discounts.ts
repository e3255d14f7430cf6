/**
 * SQL of the discounts an order received beyond its cart (table order_discounts): the prepaid
 * discount and redeemed loyalty coins, taken off after the order's lines were written, plus the
 * code and free-gift rows so the order keeps one list of what it got. Runs inside the caller's
 * transaction (the one that created the order).
 */
import type {Db} from './db.ts';
import {allocateProportionally} from '../discounts/engine.ts';

export type OrderDiscountKind = 'code' | 'gift' | 'prepaid' | 'loyalty';

export interface OrderDiscount {
  kind: OrderDiscountKind;
  title: string;
  code: string | null;
  amountPaise: number;
}

export function listOrderDiscounts(db: Db, orderId: number): OrderDiscount[] {
  const rows = db
    .prepare('SELECT kind, title, code, amount_paise FROM order_discounts WHERE order_id = ? ORDER BY id')
    .all(orderId) as unknown as {kind: OrderDiscountKind; title: string; code: string | null; amount_paise: number}[];
  return rows.map((r) => ({kind: r.kind, title: r.title, code: r.code, amountPaise: r.amount_paise}));
}

/** Records discounts the order already carries (code, gift): no change to its totals. */
export function recordOrderDiscounts(db: Db, orderId: number, discounts: readonly OrderDiscount[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO order_discounts (order_id, kind, title, code, amount_paise) VALUES (?, ?, ?, ?, ?)');
  for (const d of discounts) if (d.amountPaise > 0) insert.run(orderId, d.kind, d.title, d.code, d.amountPaise);
}

/**
 * Takes `adjustments` off a placed order: adds them to orders.discount_paise, lowers total_paise,
 * spreads each over the paid lines (largest remainder, like the cart's codes) and records them.
 * Throws if they would take the total below zero.
 */
export function applyOrderAdjustments(db: Db, orderId: number, adjustments: readonly OrderDiscount[]): void {
  const list = adjustments.filter((a) => a.amountPaise > 0);
  if (list.length === 0) return;
  const order = db.prepare('SELECT total_paise, discount_paise FROM orders WHERE id = ?').get(orderId) as
    | {total_paise: number; discount_paise: number}
    | undefined;
  if (!order) throw new Error(`Order ${orderId} does not exist`);
  const sum = list.reduce((s, a) => s + a.amountPaise, 0);
  if (sum > order.total_paise) throw new Error(`Adjustments of ${sum} paise exceed order ${orderId}'s total`);
  const lines = db
    .prepare('SELECT id, price_paise, quantity, discount_paise FROM order_lines WHERE order_id = ? ORDER BY id')
    .all(orderId) as unknown as {id: number; price_paise: number; quantity: number; discount_paise: number}[];
  const paid = lines.map((l) => Math.max(0, l.price_paise * l.quantity - l.discount_paise));
  const shares = lines.map(() => 0);
  for (const a of list) {
    const weights = paid.map((p, i) => p - shares[i]);
    allocateProportionally(a.amountPaise, weights).forEach((x, i) => (shares[i] += x));
  }
  const updateLine = db.prepare('UPDATE order_lines SET discount_paise = discount_paise + ? WHERE id = ?');
  lines.forEach((l, i) => shares[i] > 0 && updateLine.run(shares[i], l.id));
  db.prepare('UPDATE orders SET discount_paise = discount_paise + ?, total_paise = total_paise - ? WHERE id = ?').run(sum, sum, orderId);
  recordOrderDiscounts(db, orderId, list);
}
