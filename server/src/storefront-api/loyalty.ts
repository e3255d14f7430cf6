/**
 * Checkout perks on Storefront API objects:
 * - the customer's coin balance as the metafield `loyalty.popcoins` (type number_integer), resolved
 *   from the ledger and readable with the customer access token, as a loyalty app would write it on
 *   a real shop (docs/deploy.md); the coins their unpaid (Cash on Delivery) orders will earn as
 *   `loyalty.popcoins_pending` (decision 103);
 * - an order's prepaid discount and redeemed coins as discount applications (automatic / manual).
 */
import type {Customer} from '../data/customers.ts';
import type {Order} from '../data/orders.ts';
import {coinBalance, pendingCoins} from '../data/loyalty.ts';
import {findShopPerks} from '../data/perks.ts';
import {listOrderDiscounts} from '../data/order-discounts.ts';
import type {ApiContext} from './context.ts';
import {toGid} from './ids.ts';
import {money} from './money.ts';

export const LOYALTY_NAMESPACE = 'loyalty';
/** The balance metafield's key: the coin name in lower case ('POPCoins' → 'popcoins'). */
export function loyaltyKey(coinName: string): string {
  return coinName.toLowerCase().replace(/[^a-z0-9_]/g, '');
}
/** The pending coins' metafield key ('popcoins_pending'). */
export const PENDING_SUFFIX = '_pending';

export interface Identifier {
  namespace?: string | null;
  key: string;
}

/** A Customer's `metafield(namespace, key)`: only the loyalty balance exists; `parent` is the Customer object. */
export function customerMetafield(
  ctx: ApiContext,
  customer: Customer,
  parent: unknown,
  id: Identifier,
) {
  const coins = findShopPerks(ctx.db, ctx.shop.id).coins;
  const balanceKey = coins ? loyaltyKey(coins.name) : '';
  const pending = id.key === balanceKey + PENDING_SUFFIX;
  if (
    !coins ||
    (id.namespace ?? 'custom') !== LOYALTY_NAMESPACE ||
    (id.key !== balanceKey && !pending)
  )
    return null;
  return {
    __typename: 'Metafield',
    // One metafield per customer: its id is derived from the customer's.
    id: toGid(
      'Metafield',
      `loyalty-${customer.id}${pending ? PENDING_SUFFIX : ''}`,
    ),
    namespace: LOYALTY_NAMESPACE,
    key: id.key,
    type: 'number_integer',
    value: String(
      pending
        ? pendingCoins(ctx.db, ctx.shop.id, customer.id)
        : coinBalance(ctx.db, ctx.shop.id, customer.id),
    ),
    description: pending
      ? `${coins.name} pending until the orders are paid`
      : `${coins.name} balance`,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    parentResource: parent,
    reference: null,
    references: null,
  };
}

/** The order's prepaid and coin discounts as Storefront API discount applications. */
export function orderPerkApplications(ctx: ApiContext, order: Order) {
  return listOrderDiscounts(ctx.db, order.id)
    .filter((d) => d.kind === 'prepaid' || d.kind === 'loyalty')
    .map((d) => ({
      __typename:
        d.kind === 'prepaid'
          ? 'AutomaticDiscountApplication'
          : 'ManualDiscountApplication',
      title: d.title,
      description:
        d.kind === 'loyalty' ? 'Loyalty coins redeemed at checkout' : null,
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: 'LINE_ITEM',
      value: {__typename: 'MoneyV2', ...money(d.amountPaise, order.currency)},
      // For pagination cursors.
      code: `${d.kind}:${order.id}`,
    }));
}
