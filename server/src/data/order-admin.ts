/** SQL of the Admin API stand-in's order fields the Storefront API rows do not hold: tags and cancellation. */
import type {Db} from './db.ts';
import {json} from './db.ts';
import {prepared} from './prepared.ts';

export interface OrderAdmin {
  tags: string[];
  cancelledAt: string | null;
  cancelReason: string | null;
}

export function findOrderAdmin(db: Db, orderId: number): OrderAdmin {
  const row = prepared(
    db,
    'SELECT tags, cancelled_at, cancel_reason FROM order_admin WHERE order_id = ?',
  ).get(orderId) as
    | {tags: string; cancelled_at: string | null; cancel_reason: string | null}
    | undefined;
  return {
    tags: json<string[]>(row?.tags, []),
    cancelledAt: row?.cancelled_at ?? null,
    cancelReason: row?.cancel_reason ?? null,
  };
}

/** orderUpdate(input: {tags}): the order's tags become exactly these. */
export function setOrderTags(db: Db, orderId: number, tags: string[]): void {
  prepared(
    db,
    `INSERT INTO order_admin (order_id, tags) VALUES (?, ?)
     ON CONFLICT (order_id) DO UPDATE SET tags = excluded.tags`,
  ).run(orderId, JSON.stringify(tags));
}

/** orderCancel: the first cancellation is kept (a second changes nothing); false when already cancelled. */
export function cancelOrderAdmin(
  db: Db,
  orderId: number,
  reason: string,
  at: string,
): boolean {
  prepared(
    db,
    'INSERT INTO order_admin (order_id) VALUES (?) ON CONFLICT (order_id) DO NOTHING',
  ).run(orderId);
  const result = prepared(
    db,
    'UPDATE order_admin SET cancelled_at = ?, cancel_reason = ? WHERE order_id = ? AND cancelled_at IS NULL',
  ).run(at, reason, orderId);
  if (Number(result.changes) > 0)
    prepared(
      db,
      "UPDATE orders SET financial_status = CASE WHEN financial_status = 'PAID' THEN 'REFUNDED' ELSE 'VOIDED' END WHERE id = ?",
    ).run(orderId);
  return Number(result.changes) > 0;
}
