/**
 * The checkout's delivery record as order metafields in namespace `delivery` (issue 23): what a
 * checkout app writes on a real Shopify order for the storefront's order history to read.
 *   delivery.promised_date  date (YYYY-MM-DD, IST)
 *   delivery.payment_method single_line_text_field ('COD' | 'PREPAID')
 *   delivery.cod_fee        money ({"amount","currency_code"})
 *   delivery.pincode        single_line_text_field
 */
import type {ApiContext} from './context.ts';
import type {Order} from '../data/orders.ts';
import {findOrderDelivery} from '../data/order-delivery.ts';
import {findCodConfirmation} from '../data/cod.ts';
import {toGid} from './ids.ts';
import type {Identifier} from './loyalty.ts';

export const DELIVERY_NAMESPACE = 'delivery';

export function orderMetafield(
  ctx: ApiContext,
  order: Order,
  parent: unknown,
  id: Identifier,
) {
  const namespace = id.namespace ?? 'custom';
  if (namespace === COD_NAMESPACE) return codMetafield(ctx, order, parent, id);
  if (namespace !== DELIVERY_NAMESPACE) return null;
  const record = findOrderDelivery(ctx.db, order.id);
  const fields: Record<string, {type: string; value: string} | null> = {
    payment_method: {
      type: 'single_line_text_field',
      value: order.paymentMethod,
    },
    promised_date: record ? {type: 'date', value: record.promisedDate} : null,
    pincode: record
      ? {type: 'single_line_text_field', value: record.pincode}
      : null,
    cod_fee: record
      ? {
          type: 'money',
          value: JSON.stringify({
            amount: (record.codFeePaise / 100).toFixed(2),
            currency_code: order.currency,
          }),
        }
      : null,
  };
  const field = Object.hasOwn(fields, id.key) ? fields[id.key] : null;
  if (!field) return null;
  return metafieldOf(order, parent, DELIVERY_NAMESPACE, id.key, field);
}

/**
 * cod.confirmation (single_line_text_field): the COD confirmation's state, 'awaiting' | 'confirmed' |
 * 'cancelled' | 'converted' | 'unconfirmed', as the COD app writes it on the order (issue 39).
 */
export const COD_NAMESPACE = 'cod';

function codMetafield(
  ctx: ApiContext,
  order: Order,
  parent: unknown,
  id: Identifier,
) {
  if (id.key !== 'confirmation') return null;
  const row = findCodConfirmation(ctx.db, order.id);
  if (!row || row.shop !== order.shop) return null;
  return metafieldOf(order, parent, COD_NAMESPACE, id.key, {
    type: 'single_line_text_field',
    value: row.state,
  });
}

function metafieldOf(
  order: Order,
  parent: unknown,
  namespace: string,
  key: string,
  field: {type: string; value: string},
) {
  const id = {key};
  return {
    __typename: 'Metafield',
    id: toGid(
      'Metafield',
      namespace === DELIVERY_NAMESPACE
        ? `order-${order.id}-${id.key}`
        : `order-${order.id}-${namespace}-${id.key}`,
    ),
    namespace,
    key: id.key,
    type: field.type,
    value: field.value,
    description: null,
    createdAt: order.processedAt,
    updatedAt: order.processedAt,
    parentResource: parent,
    reference: null,
    references: null,
  };
}
