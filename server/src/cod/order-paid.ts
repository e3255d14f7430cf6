/**
 * A COD order converted to prepaid is paid: issue 33 item 4's one function (orders/paid.ts `orderPaid`)
 * sets it PAID and credits its pending coins, once, in the conversion's transaction (issue 39 item 3).
 */
import type {Db} from '../data/db.ts';
import type {Order} from '../data/orders.ts';
import {orderPaid} from '../orders/paid.ts';

export function orderPaidHook(db: Db, order: Order): void {
  orderPaid(db, order.shop, order.id);
}
