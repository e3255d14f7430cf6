/**
 * The merchant's admin call that records a delivery (decision 103; docs/runbook.md, "Orders: delivery and
 * coins"): POST /admin/api/2026-04/orders/deliver.json {order: '#1001'} with the shop's admin token
 * (X-Shopify-Access-Token). The order becomes FULFILLED; a Cash on Delivery order is paid then, so the
 * coins it earns are credited (orders/paid.ts). `npm run deliver -- '#1001' --shop gum` calls it.
 */
import type {Handler, Reply} from '../http/router.ts';
import {adminShop} from '../marketing/admin.ts';
import {findOrderByNumber} from '../data/orders.ts';
import {orderDelivered} from './paid.ts';

function error(status: number, message: string): Reply {
  return {status, body: {errors: message}};
}

export const deliverOrder: Handler = (ctx) => {
  const shop = adminShop(ctx);
  if (!shop)
    return error(
      401,
      '[API] Invalid API key or access token (unrecognized login or wrong password)',
    );
  const input = (
    ctx.body && typeof ctx.body === 'object' ? ctx.body : {}
  ) as Record<string, unknown>;
  const raw =
    typeof input.order === 'string' || typeof input.order === 'number'
      ? String(input.order).trim()
      : '';
  const match = /^#?(\d{1,9})$/.exec(raw);
  if (!match)
    return error(400, 'Give the order by its number, e.g. {"order": "#1001"}.');
  const found = findOrderByNumber(ctx.db, shop, Number(match[1]));
  if (!found) return error(404, `No order #${match[1]} in this shop.`);
  const {order, coinsCredited} = orderDelivered(ctx.db, shop, found.id)!;
  return {
    body: {
      shop,
      order: {
        id: `gid://shopify/Order/${order.id}`,
        name: order.name,
        paymentMethod: order.paymentMethod,
        financialStatus: order.financialStatus,
        fulfillmentStatus: order.fulfillmentStatus,
        coinsCredited,
      },
    },
  };
};
