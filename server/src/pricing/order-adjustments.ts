/**
 * Order adjustments (the prepaid discount, redeemed coins) taken off a placed order: each is spread
 * over the lines still paid for, in proportion, with the engine's largest-remainder allocation (the
 * same as the cart's codes), so the lines' discounts add up to the order's exactly.
 */
import type {Db} from '../data/db.ts';
import {
  findOrderAmounts,
  writeOrderAdjustments,
  type OrderDiscount,
} from '../data/order-discounts.ts';
import {allocateProportionally} from './engine.ts';

/** Each line's share of the adjustments; `lines` carry what was already taken off them. */
export function spreadAdjustments(
  lines: readonly {
    pricePaise: number;
    quantity: number;
    discountPaise: number;
  }[],
  amountsPaise: readonly number[],
): number[] {
  const paid = lines.map((l) =>
    Math.max(0, l.pricePaise * l.quantity - l.discountPaise),
  );
  const shares = lines.map(() => 0);
  for (const amount of amountsPaise) {
    const weights = paid.map((p, i) => p - shares[i]);
    allocateProportionally(amount, weights).forEach((x, i) => (shares[i] += x));
  }
  return shares;
}

/** Takes `adjustments` off a placed order. Throws if they would take its total below zero. */
export function applyOrderAdjustments(
  db: Db,
  orderId: number,
  adjustments: readonly OrderDiscount[],
): void {
  const list = adjustments.filter((a) => a.amountPaise > 0);
  if (list.length === 0) return;
  const order = findOrderAmounts(db, orderId);
  if (!order) throw new Error(`Order ${orderId} does not exist`);
  const sum = list.reduce((s, a) => s + a.amountPaise, 0);
  if (sum > order.totalPaise)
    throw new Error(
      `Adjustments of ${sum} paise exceed order ${orderId}'s total`,
    );
  const shares = spreadAdjustments(
    order.lines,
    list.map((a) => a.amountPaise),
  );
  writeOrderAdjustments(
    db,
    orderId,
    order.lines.map((l, i) => ({lineId: l.id, paise: shares[i]})),
    list,
  );
}
