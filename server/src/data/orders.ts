import type {Db} from './db.ts';
import {json, nowIso} from './db.ts';
import {prepared} from './prepared.ts';
import {markCartCompleted} from './carts.ts';
import {
  isPaymentInstrument,
  type PaymentInstrument,
  type PaymentMethod,
} from './payments.ts';

export type {PaymentMethod};

/** MailingAddress-like fields, stored as JSON. */
export interface ShippingAddress {
  firstName?: string | null;
  lastName?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
  country?: string | null;
  countryCode?: string | null;
  phone?: string | null;
  company?: string | null;
}

export interface OrderLine {
  id: number;
  orderId: number;
  variantId: number | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  pricePaise: number;
  /** This line's share of the order discount. */
  discountPaise: number;
}

export interface Order {
  id: number;
  shop: string;
  number: number;
  /** '#1001' */
  name: string;
  customerId: number | null;
  cartId: string;
  email: string | null;
  phone: string | null;
  currency: string;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  discountCode: string | null;
  paymentMethod: PaymentMethod;
  /** PREPAID: the instrument (null: not said; always null for COD). */
  paymentInstrument: PaymentInstrument | null;
  shippingAddress: ShippingAddress;
  financialStatus: string;
  fulfillmentStatus: string;
  processedAt: string;
  lines: OrderLine[];
}

interface OrderRow {
  id: number;
  shop: string;
  number: number;
  customer_id: number | null;
  cart_id: string;
  email: string | null;
  phone: string | null;
  currency: string;
  subtotal_paise: number;
  discount_paise: number;
  shipping_paise: number;
  total_paise: number;
  discount_code: string | null;
  payment_method: string;
  payment_instrument: string | null;
  shipping_address: string;
  financial_status: string;
  fulfillment_status: string;
  processed_at: string;
}

interface OrderLineRow {
  id: number;
  order_id: number;
  variant_id: number | null;
  title: string;
  variant_title: string | null;
  quantity: number;
  price_paise: number;
  discount_paise: number;
}

/** First order number of every shop (Shopify starts at #1001). */
const FIRST_ORDER_NUMBER = 1001;

function orderLines(db: Db, orderId: number): OrderLine[] {
  const rows = prepared(
    db,
    'SELECT * FROM order_lines WHERE order_id = ? ORDER BY id',
  ).all(orderId) as unknown as OrderLineRow[];
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    variantId: row.variant_id,
    title: row.title,
    variantTitle: row.variant_title,
    quantity: row.quantity,
    pricePaise: row.price_paise,
    discountPaise: row.discount_paise,
  }));
}

function toOrder(db: Db, row: OrderRow): Order {
  return {
    id: row.id,
    shop: row.shop,
    number: row.number,
    name: `#${row.number}`,
    customerId: row.customer_id,
    cartId: row.cart_id,
    email: row.email,
    phone: row.phone,
    currency: row.currency,
    subtotalPaise: row.subtotal_paise,
    discountPaise: row.discount_paise,
    shippingPaise: row.shipping_paise,
    totalPaise: row.total_paise,
    discountCode: row.discount_code,
    paymentMethod: row.payment_method === 'COD' ? 'COD' : 'PREPAID',
    paymentInstrument:
      row.payment_method !== 'COD' &&
      isPaymentInstrument(row.payment_instrument)
        ? row.payment_instrument
        : null,
    shippingAddress: json<ShippingAddress>(row.shipping_address, {}),
    financialStatus: row.financial_status,
    fulfillmentStatus: row.fulfillment_status,
    processedAt: row.processed_at,
    lines: orderLines(db, row.id),
  };
}

export function findOrder(db: Db, shop: string, id: number): Order | null {
  const row = prepared(
    db,
    'SELECT * FROM orders WHERE shop = ? AND id = ?',
  ).get(shop, id) as OrderRow | undefined;
  return row ? toOrder(db, row) : null;
}

export function findOrderByCartId(db: Db, cartId: string): Order | null {
  const row = prepared(db, 'SELECT * FROM orders WHERE cart_id = ?').get(
    cartId,
  ) as OrderRow | undefined;
  return row ? toOrder(db, row) : null;
}

/** The shop's order with this number (1001 for '#1001'), or null. */
export function findOrderByNumber(
  db: Db,
  shop: string,
  number: number,
): Order | null {
  const row = prepared(
    db,
    'SELECT * FROM orders WHERE shop = ? AND number = ?',
  ).get(shop, number) as OrderRow | undefined;
  return row ? toOrder(db, row) : null;
}

/** Sets an order's financial and/or fulfillment status (orders/paid.ts says which and when). */
export function setOrderStatus(
  db: Db,
  orderId: number,
  status: {financialStatus?: 'PAID'; fulfillmentStatus?: 'FULFILLED'},
): void {
  if (status.financialStatus)
    prepared(db, 'UPDATE orders SET financial_status = ? WHERE id = ?').run(
      status.financialStatus,
      orderId,
    );
  if (status.fulfillmentStatus)
    prepared(db, 'UPDATE orders SET fulfillment_status = ? WHERE id = ?').run(
      status.fulfillmentStatus,
      orderId,
    );
}

export type OrderSortKey = 'ID' | 'PROCESSED_AT' | 'TOTAL_PRICE' | 'RELEVANCE';

/** A customer's orders, ascending by the sort key (ties by id); the API layer reverses and pages. */
export function listOrdersForCustomer(
  db: Db,
  shop: string,
  customerId: number,
  sortKey: OrderSortKey = 'ID',
): Order[] {
  const order =
    sortKey === 'PROCESSED_AT'
      ? 'processed_at, id'
      : sortKey === 'TOTAL_PRICE'
        ? 'total_paise, id'
        : 'id';
  const rows = prepared(
    db,
    `SELECT * FROM orders WHERE shop = ? AND customer_id = ? ORDER BY ${order}`,
  ).all(shop, customerId) as unknown as OrderRow[];
  return rows.map((row) => toOrder(db, row));
}

export function countOrdersForCustomer(
  db: Db,
  shop: string,
  customerId: number,
): number {
  return (
    prepared(
      db,
      'SELECT COUNT(*) AS n FROM orders WHERE shop = ? AND customer_id = ?',
    ).get(shop, customerId) as {n: number}
  ).n;
}

/**
 * What a buyer ordered before in a shop, for discount usage rules (pricing/engine.ts BuyerHistory): the
 * orders filed under the customer or placed with the phone (a shopper who checks out signed out is
 * still the same buyer). Codes are upper case.
 */
export function buyerOrderHistory(
  db: Db,
  shop: string,
  who: {customerId?: number | null; phone?: string | null},
): {orderCount: number; usedCodes: string[]} {
  const customerId = who.customerId ?? -1;
  const phone = who.phone || '\u0000';
  const rows = prepared(
    db,
    'SELECT discount_code FROM orders WHERE shop = ? AND (customer_id = ? OR phone = ?)',
  ).all(shop, customerId, phone) as {discount_code: string | null}[];
  return {
    orderCount: rows.length,
    usedCodes: [
      ...new Set(
        rows.flatMap((r) =>
          r.discount_code ? [r.discount_code.toUpperCase()] : [],
        ),
      ),
    ],
  };
}

export type OrderErrorCode =
  'CART_NOT_FOUND' | 'CART_EMPTY' | 'NOT_ENOUGH_STOCK';

export class OrderError extends Error {
  code: OrderErrorCode;
  /** NOT_ENOUGH_STOCK: which merchandise and how many are left, so a caller can word it in its language. */
  stock?: {name: string; left: number};
  constructor(
    code: OrderErrorCode,
    message: string,
    stock?: {name: string; left: number},
  ) {
    super(message);
    this.code = code;
    this.name = 'OrderError';
    this.stock = stock;
  }
}

/** "Face Wash (200 ml)": how a stock message names a line's merchandise. */
function merchandiseName(productTitle: string, variantTitle: string): string {
  return variantTitle && variantTitle !== 'Default Title'
    ? `${productTitle} (${variantTitle})`
    : productTitle;
}

/**
 * Refuses a cart that asks for more than is in stock now (OrderError NOT_ENOUGH_STOCK, a message for the
 * shopper: 'Only 3 left of Beard Oil.'). Carts are clamped to stock when lines are added, but two carts can
 * hold the same last units, so the check that counts is this one, inside the order's write transaction.
 */
export function assertInStock(db: Db, lines: readonly NewOrderLine[]): void {
  const wanted = new Map<number, {quantity: number; name: string}>();
  for (const line of lines) {
    const entry = wanted.get(line.variantId) ?? {
      quantity: 0,
      name: merchandiseName(line.productTitle, line.variantTitle),
    };
    entry.quantity += line.quantity;
    wanted.set(line.variantId, entry);
  }
  const stockOf = prepared(
    db,
    'SELECT available_for_sale, quantity_available FROM variants WHERE id = ?',
  );
  for (const [variantId, {quantity, name}] of wanted) {
    const row = stockOf.get(variantId) as
      {available_for_sale: number; quantity_available: number} | undefined;
    const left =
      row && row.available_for_sale === 1
        ? Math.max(0, row.quantity_available)
        : 0;
    if (quantity <= left) continue;
    throw new OrderError(
      'NOT_ENOUGH_STOCK',
      left > 0
        ? `Only ${left} left of ${name}. Please lower the quantity in your cart.`
        : `${name} is sold out. Please remove it from your cart.`,
      {name, left},
    );
  }
}

/** A line of an order about to be written: what the priced cart says of it. */
export interface NewOrderLine {
  variantId: number;
  productTitle: string;
  variantTitle: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
}

/** An order about to be written, with the totals pricing worked out (orders/from-cart.ts). */
export type NewOrder = Omit<
  Order,
  | 'id'
  | 'number'
  | 'name'
  | 'financialStatus'
  | 'fulfillmentStatus'
  | 'processedAt'
  | 'lines'
> & {
  lines: readonly NewOrderLine[];
};

/**
 * Writes an order with the shop's next number and its lines, takes the quantities out of stock (a
 * variant that reaches 0 stops being for sale) and marks the cart completed. Run it inside the
 * transaction that ran `assertInStock`, so two completions cannot both take the last units.
 */
export function insertOrder(db: Db, order: NewOrder): number {
  const {next} = prepared(
    db,
    'SELECT COALESCE(MAX(number), ? - 1) + 1 AS next FROM orders WHERE shop = ?',
  ).get(FIRST_ORDER_NUMBER, order.shop) as {next: number};
  const result = prepared(
    db,
    `INSERT INTO orders (shop, number, customer_id, cart_id, email, phone, currency, subtotal_paise, discount_paise,
         shipping_paise, total_paise, discount_code, payment_method, payment_instrument, shipping_address, financial_status, fulfillment_status, processed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'UNFULFILLED', ?)`,
  ).run(
    order.shop,
    next,
    order.customerId,
    order.cartId,
    order.email,
    order.phone,
    order.currency,
    order.subtotalPaise,
    order.discountPaise,
    order.shippingPaise,
    order.totalPaise,
    order.discountCode,
    order.paymentMethod,
    order.paymentMethod === 'PREPAID' ? order.paymentInstrument : null,
    JSON.stringify(order.shippingAddress ?? {}),
    order.paymentMethod === 'PREPAID' ? 'PAID' : 'PENDING',
    nowIso(),
  );
  const orderId = Number(result.lastInsertRowid);
  const insertLine = prepared(
    db,
    `INSERT INTO order_lines (order_id, variant_id, title, variant_title, quantity, price_paise, discount_paise)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  // assertInStock ran in this transaction, so the result is never negative; at 0 the variant is sold out.
  const takeStock = prepared(
    db,
    `UPDATE variants SET quantity_available = quantity_available - :q,
       available_for_sale = CASE WHEN quantity_available - :q <= 0 THEN 0 ELSE available_for_sale END
     WHERE id = :id`,
  );
  for (const line of order.lines) {
    insertLine.run(
      orderId,
      line.variantId,
      line.productTitle,
      line.variantTitle === 'Default Title' ? null : line.variantTitle,
      line.quantity,
      line.unitPricePaise,
      line.discountPaise,
    );
    takeStock.run({q: line.quantity, id: line.variantId});
  }
  markCartCompleted(db, order.cartId);
  return orderId;
}
