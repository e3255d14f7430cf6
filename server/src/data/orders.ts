import type {Db} from './db.ts';
import {json, nowIso, transaction} from './db.ts';
import {findCart, markCartCompleted, priceCart} from './carts.ts';
import {findCustomerByEmail} from './customers.ts';

export type PaymentMethod = 'COD' | 'PREPAID';

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
  const rows = db.prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id').all(orderId) as unknown as OrderLineRow[];
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
    shippingAddress: json<ShippingAddress>(row.shipping_address, {}),
    financialStatus: row.financial_status,
    fulfillmentStatus: row.fulfillment_status,
    processedAt: row.processed_at,
    lines: orderLines(db, row.id),
  };
}

export function findOrder(db: Db, shop: string, id: number): Order | null {
  const row = db.prepare('SELECT * FROM orders WHERE shop = ? AND id = ?').get(shop, id) as OrderRow | undefined;
  return row ? toOrder(db, row) : null;
}

export function findOrderByCartId(db: Db, cartId: string): Order | null {
  const row = db.prepare('SELECT * FROM orders WHERE cart_id = ?').get(cartId) as OrderRow | undefined;
  return row ? toOrder(db, row) : null;
}

export type OrderSortKey = 'ID' | 'PROCESSED_AT' | 'TOTAL_PRICE' | 'RELEVANCE';

/** A customer's orders, ascending by the sort key (ties by id); the API layer reverses and pages. */
export function listOrdersForCustomer(db: Db, shop: string, customerId: number, sortKey: OrderSortKey = 'ID'): Order[] {
  const order =
    sortKey === 'PROCESSED_AT' ? 'processed_at, id' : sortKey === 'TOTAL_PRICE' ? 'total_paise, id' : 'id';
  const rows = db
    .prepare(`SELECT * FROM orders WHERE shop = ? AND customer_id = ? ORDER BY ${order}`)
    .all(shop, customerId) as unknown as OrderRow[];
  return rows.map((row) => toOrder(db, row));
}

export function countOrdersForCustomer(db: Db, shop: string, customerId: number): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM orders WHERE shop = ? AND customer_id = ?').get(shop, customerId) as {n: number}
  ).n;
}

export interface CreateOrderInput {
  cartId: string;
  paymentMethod: PaymentMethod;
  shippingAddress: ShippingAddress;
  email?: string | null;
  phone?: string | null;
  customerId?: number | null;
  /** Shipping charged on top of the cart total (default 0). */
  shippingPaise?: number;
}

export type OrderErrorCode = 'CART_NOT_FOUND' | 'CART_EMPTY';

export class OrderError extends Error {
  code: OrderErrorCode;
  constructor(code: OrderErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'OrderError';
  }
}

/**
 * Places the order for a cart, with totals from `priceCart` (the discount engine). Idempotent per cart:
 * a replay returns the existing order (`created: false`) and writes nothing. Marks the cart completed
 * and takes the quantities out of stock. Throws OrderError for an unknown or empty cart.
 */
export function createOrderFromCart(db: Db, input: CreateOrderInput): {order: Order; created: boolean} {
  const cartId = input.cartId.replace(/^gid:\/\/shopify\/Cart\//, '').replace(/\?.*$/, '');
  return transaction(db, () => {
    const existing = findOrderByCartId(db, cartId);
    if (existing) return {order: existing, created: false};
    const cart = findCart(db, cartId);
    if (!cart) throw new OrderError('CART_NOT_FOUND', `Cart ${cartId} does not exist`);
    const priced = priceCart(db, cartId)!;
    if (priced.lines.length === 0) throw new OrderError('CART_EMPTY', `Cart ${cartId} has no lines`);

    const email = input.email ?? cart.buyerIdentity.email ?? null;
    const phone = input.phone ?? cart.buyerIdentity.phone ?? null;
    const customerId =
      input.customerId ?? cart.buyerIdentity.customerId ?? (email ? findCustomerByEmail(db, cart.shop, email)?.id : null) ?? null;
    const shippingPaise = Math.max(0, Math.trunc(input.shippingPaise ?? 0));
    const {next} = db
      .prepare('SELECT COALESCE(MAX(number), ? - 1) + 1 AS next FROM orders WHERE shop = ?')
      .get(FIRST_ORDER_NUMBER, cart.shop) as {next: number};
    const result = db
      .prepare(
        `INSERT INTO orders (shop, number, customer_id, cart_id, email, phone, currency, subtotal_paise, discount_paise,
           shipping_paise, total_paise, discount_code, payment_method, shipping_address, financial_status, fulfillment_status, processed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'UNFULFILLED', ?)`,
      )
      .run(
        cart.shop,
        next,
        customerId,
        cartId,
        email,
        phone,
        priced.currency,
        priced.subtotalPaise,
        priced.discountPaise,
        shippingPaise,
        priced.totalPaise + shippingPaise,
        priced.applied?.discount?.code ?? null,
        input.paymentMethod,
        JSON.stringify(input.shippingAddress ?? {}),
        input.paymentMethod === 'PREPAID' ? 'PAID' : 'PENDING',
        nowIso(),
      );
    const orderId = Number(result.lastInsertRowid);
    const insertLine = db.prepare(
      `INSERT INTO order_lines (order_id, variant_id, title, variant_title, quantity, price_paise, discount_paise)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const takeStock = db.prepare('UPDATE variants SET quantity_available = MAX(0, quantity_available - ?) WHERE id = ?');
    for (const line of priced.lines) {
      const m = line.line.merchandise;
      insertLine.run(
        orderId,
        m.variantId,
        m.productTitle,
        m.variantTitle === 'Default Title' ? null : m.variantTitle,
        line.line.quantity,
        line.unitPricePaise,
        line.discountPaise,
      );
      takeStock.run(line.line.quantity, m.variantId);
    }
    markCartCompleted(db, cartId);
    return {order: findOrder(db, cart.shop, orderId)!, created: true};
  });
}
