/**
 * What happens when an order is paid (decision 103): its financial status becomes PAID and the coins it
 * earns are credited to its customer. The one place that credits an order's coins:
 * - a prepaid order is paid when placed (checkout-provider/perks.ts `placeOrder`);
 * - a Cash on Delivery order is paid when it is delivered and the cash collected (`orderDelivered`,
 *   called by the admin route orders/admin.ts, `npm run deliver`), or when it is converted to prepaid.
 * Until then its coins are pending (data/loyalty.ts `pendingCoins`) and cannot be spent.
 */
import type {Db} from '../data/db.ts';
import {transaction} from '../data/db.ts';
import {creditPendingCoins} from '../data/loyalty.ts';
import {findOrder, setOrderStatus, type Order} from '../data/orders.ts';

export interface PaidOrder {
  order: Order;
  /** Coins credited by this call (0 when none are owed or they were credited before). */
  coinsCredited: number;
}

/** Order paid → PAID, and its coins credited. Idempotent: a second call credits nothing. Null: no such order. */
export function orderPaid(
  db: Db,
  shop: string,
  orderId: number,
): PaidOrder | null {
  return transaction(db, () => {
    const order = findOrder(db, shop, orderId);
    if (!order) return null;
    if (order.financialStatus !== 'PAID')
      setOrderStatus(db, order.id, {financialStatus: 'PAID'});
    const coinsCredited = creditPendingCoins(db, shop, order.id);
    return {order: findOrder(db, shop, order.id)!, coinsCredited};
  });
}

/** Order delivered → FULFILLED; a Cash on Delivery order's cash is collected, so it is paid too. */
export function orderDelivered(
  db: Db,
  shop: string,
  orderId: number,
): PaidOrder | null {
  return transaction(db, () => {
    const order = findOrder(db, shop, orderId);
    if (!order) return null;
    if (order.fulfillmentStatus !== 'FULFILLED')
      setOrderStatus(db, order.id, {fulfillmentStatus: 'FULFILLED'});
    return orderPaid(db, shop, order.id);
  });
}
