/**
 * SQL of "rate your order" (issue 38, decision 135): the orders that may be due a review request, the
 * one request per order (its primary key is the exactly-once key) and its delivery as an outbox row.
 * The rules are server/src/reviews/requests.ts.
 */
import type {Db} from './db.ts';
import {prepared} from './prepared.ts';

export type ReviewRequestLocale = 'en' | 'hi';

/** What the due rule looks at for one order. */
export interface ReviewRequestCandidate {
  orderId: number;
  shop: string;
  phone: string;
  fulfillmentStatus: string;
  processedAt: string;
  /** IST date promised at checkout (order_delivery), or null. */
  promisedDate: string | null;
  locale: ReviewRequestLocale;
  cancelled: boolean;
  /** COD state (cod_confirmations), or null for a prepaid order. */
  codState: string | null;
  codNeedsConfirmation: boolean;
}

export interface ReviewRequest {
  orderId: number;
  shop: string;
  locale: ReviewRequestLocale;
  phone: string;
  tokenNonce: string;
  dueReason: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  channel: string | null;
  providerId: string | null;
  createdAt: string;
  sentAt: string | null;
}

interface Row {
  order_id: number;
  shop: string;
  locale: string;
  phone: string;
  token_nonce: string;
  due_reason: string;
  status: ReviewRequest['status'];
  attempts: number;
  channel: string | null;
  provider_id: string | null;
  created_at: string;
  sent_at: string | null;
}

function toRequest(row: Row): ReviewRequest {
  return {
    orderId: row.order_id,
    shop: row.shop,
    locale: row.locale === 'hi' ? 'hi' : 'en',
    phone: row.phone,
    tokenNonce: row.token_nonce,
    dueReason: row.due_reason,
    status: row.status,
    attempts: row.attempts,
    channel: row.channel,
    providerId: row.provider_id,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/**
 * Orders placed since `since` without a request yet that were delivered or promised before `today`
 * (IST date): a narrowing for the due rule, which decides (reviews/requests.ts).
 */
export function reviewRequestCandidates(
  db: Db,
  input: {since: string; today: string},
): ReviewRequestCandidate[] {
  const rows = prepared(
    db,
    `SELECT o.id, o.shop, o.phone, o.fulfillment_status, o.processed_at, d.promised_date,
        COALESCE(c.locale, d.locale, 'en') AS locale, a.cancelled_at, c.state AS cod_state,
        c.needs_confirmation
     FROM orders o
       LEFT JOIN order_delivery d ON d.order_id = o.id
       LEFT JOIN cod_confirmations c ON c.order_id = o.id
       LEFT JOIN order_admin a ON a.order_id = o.id
     WHERE o.phone IS NOT NULL AND o.processed_at >= ?
       AND (o.fulfillment_status = 'FULFILLED' OR d.promised_date < ?)
       AND NOT EXISTS (SELECT 1 FROM review_requests r WHERE r.order_id = o.id)
     ORDER BY o.id`,
  ).all(input.since, input.today) as {
    id: number;
    shop: string;
    phone: string;
    fulfillment_status: string;
    processed_at: string;
    promised_date: string | null;
    locale: string;
    cancelled_at: string | null;
    cod_state: string | null;
    needs_confirmation: number | null;
  }[];
  return rows.map((r) => ({
    orderId: r.id,
    shop: r.shop,
    phone: r.phone,
    fulfillmentStatus: r.fulfillment_status,
    processedAt: r.processed_at,
    promisedDate: r.promised_date,
    locale: r.locale === 'hi' ? 'hi' : 'en',
    cancelled: r.cancelled_at !== null,
    codState: r.cod_state,
    codNeedsConfirmation: r.needs_confirmation === 1,
  }));
}

/** Files the order's one request; false when it already has one (nothing changes then). */
export function insertReviewRequest(
  db: Db,
  input: {
    orderId: number;
    shop: string;
    locale: ReviewRequestLocale;
    phone: string;
    tokenNonce: string;
    dueReason: string;
    at: string;
  },
): boolean {
  const result = prepared(
    db,
    `INSERT INTO review_requests (order_id, shop, locale, phone, token_nonce, due_reason, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
  ).run(
    input.orderId,
    input.shop,
    input.locale,
    input.phone,
    input.tokenNonce,
    input.dueReason,
    input.at,
    input.at,
  );
  return Number(result.changes) > 0;
}

export function findReviewRequest(
  db: Db,
  orderId: number,
): ReviewRequest | null {
  const row = prepared(
    db,
    'SELECT * FROM review_requests WHERE order_id = ?',
  ).get(orderId) as Row | undefined;
  return row ? toRequest(row) : null;
}

export function listReviewRequests(db: Db, shop: string): ReviewRequest[] {
  return (
    prepared(
      db,
      'SELECT * FROM review_requests WHERE shop = ? ORDER BY order_id',
    ).all(shop) as unknown as Row[]
  ).map(toRequest);
}

/** Pending requests whose next attempt is due at `now`, oldest first. */
export function dueReviewRequests(db: Db, now: string): ReviewRequest[] {
  return (
    prepared(
      db,
      `SELECT * FROM review_requests WHERE status = 'pending' AND next_attempt_at <= ?
       ORDER BY next_attempt_at, order_id LIMIT 50`,
    ).all(now) as unknown as Row[]
  ).map(toRequest);
}

/**
 * Claims a pending request for one send: counts the attempt and moves its next attempt to `leaseUntil`,
 * only if it is still pending and due. False: another worker claimed it first.
 */
export function claimReviewRequest(
  db: Db,
  orderId: number,
  now: string,
  leaseUntil: string,
): boolean {
  const result = prepared(
    db,
    `UPDATE review_requests SET attempts = attempts + 1, next_attempt_at = ?
     WHERE order_id = ? AND status = 'pending' AND next_attempt_at <= ?`,
  ).run(leaseUntil, orderId, now);
  return Number(result.changes) > 0;
}

/** The products of an order (one entry per product, in line order) with the order's name and customer. */
export function orderForReview(
  db: Db,
  shop: string,
  orderId: number,
): {
  name: string;
  customerId: number | null;
  products: {id: number; handle: string; title: string}[];
} | null {
  const order = prepared(
    db,
    'SELECT number, customer_id FROM orders WHERE id = ? AND shop = ?',
  ).get(orderId, shop) as
    {number: number; customer_id: number | null} | undefined;
  if (!order) return null;
  const products = prepared(
    db,
    `SELECT p.id, p.handle, p.title, MIN(l.id) AS first FROM order_lines l
       JOIN variants v ON v.id = l.variant_id JOIN products p ON p.id = v.product_id
     WHERE l.order_id = ? GROUP BY p.id ORDER BY first`,
  ).all(orderId) as {id: number; handle: string; title: string}[];
  return {
    name: `#${order.number}`,
    customerId: order.customer_id,
    products: products.map(({id, handle, title}) => ({id, handle, title})),
  };
}

/** The products of the order already reviewed through its link or by its customer (any state but rejected). */
export function reviewedProductsOfOrder(
  db: Db,
  shop: string,
  orderId: number,
  customerId: number | null,
): Set<number> {
  const rows = prepared(
    db,
    `SELECT product_id FROM reviews WHERE shop = ? AND curated != 'spam'
       AND (order_id = ? OR (? IS NOT NULL AND reviewer_external_id = ?))`,
  ).all(shop, orderId, customerId, customerId) as {product_id: number}[];
  return new Set(rows.map((r) => r.product_id));
}
