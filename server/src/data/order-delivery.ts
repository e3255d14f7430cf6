/** SQL of what an order was promised at checkout (table order_delivery; checkout-provider/delivery.ts). */
import type {Db} from './db.ts';
import {prepared} from './prepared.ts';

export interface OrderDelivery {
  pincode: string;
  /** IST date, YYYY-MM-DD. */
  promisedDate: string;
  codFeePaise: number;
  /** The checkout's language ('en', 'hi'): the order's later messages speak it (decision 135). */
  locale?: string;
}

export function recordOrderDelivery(
  db: Db,
  orderId: number,
  delivery: OrderDelivery,
): void {
  prepared(
    db,
    'INSERT OR IGNORE INTO order_delivery (order_id, pincode, promised_date, cod_fee_paise, locale) VALUES (?, ?, ?, ?, ?)',
  ).run(
    orderId,
    delivery.pincode,
    delivery.promisedDate,
    delivery.codFeePaise,
    delivery.locale === 'hi' ? 'hi' : 'en',
  );
}

export function findOrderDelivery(
  db: Db,
  orderId: number,
): OrderDelivery | null {
  const row = prepared(
    db,
    'SELECT pincode, promised_date, cod_fee_paise, locale FROM order_delivery WHERE order_id = ?',
  ).get(orderId) as
    | {
        pincode: string;
        promised_date: string;
        cod_fee_paise: number;
        locale: string;
      }
    | undefined;
  return row
    ? {
        pincode: row.pincode,
        promisedDate: row.promised_date,
        codFeePaise: row.cod_fee_paise,
        locale: row.locale,
      }
    : null;
}
