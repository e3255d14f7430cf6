/**
 * The hook a COD order's conversion to prepaid calls once, in the conversion's transaction (issue 39
 * item 3). Issue 33 item 4 makes "order paid → credit its coins" one backend function; until it lands,
 * this is where it is called from (today placeOrder credits a known customer's coins at placement, so a
 * conversion has nothing more to credit).
 */
import type {Db} from '../data/db.ts';
import type {Order} from '../data/orders.ts';

export function orderPaidHook(_db: Db, _order: Order): void {
  // Issue 33 item 4: call the "order paid → credit its coins" function here once it exists.
}
