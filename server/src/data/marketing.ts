import {randomBytes} from 'node:crypto';
import type {Db} from './db.ts';
import {nowIso, transaction} from './db.ts';
import {prepared} from './prepared.ts';

/** Back-in-stock subscriptions and the outbox of the marketing service stand-in (schema.sql). */

export type Channel = 'EMAIL' | 'SMS';

export interface OutboxRow {
  id: number;
  shop: string;
  subscriptionId: number;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  unsubscribeUrl: string;
  createdAt: string;
}

/**
 * Files a waiting subscription for a contact and variant. A second call while one waits keeps the
 * first (the partial unique index) and says so: `created: false`.
 */
export function addBackInStockSubscription(
  db: Db,
  input: {shop: string; variantId: number; channel: Channel; contact: string},
): {created: boolean} {
  const result = prepared(
    db,
    `INSERT INTO back_in_stock_subscriptions (shop, variant_id, channel, contact, unsubscribe_token, created_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (shop, variant_id, contact) WHERE status = 'waiting' DO NOTHING`,
  ).run(
    input.shop,
    input.variantId,
    input.channel,
    input.contact,
    randomBytes(24).toString('base64url'),
    nowIso(),
  );
  return {created: Number(result.changes) > 0};
}

export function countWaitingSubscriptions(
  db: Db,
  shop: string,
  variantId: number,
): number {
  const row = prepared(
    db,
    "SELECT COUNT(*) AS n FROM back_in_stock_subscriptions WHERE shop = ? AND variant_id = ? AND status = 'waiting'",
  ).get(shop, variantId) as {n: number};
  return Number(row.n);
}

/** The stock a shopper can buy: the quantity, or 0 while the variant is not for sale. */
function sellableQuantity(db: Db, variantId: number): number {
  const row = prepared(
    db,
    'SELECT available_for_sale, quantity_available FROM variants WHERE id = ?',
  ).get(variantId) as
    {available_for_sale: number; quantity_available: number} | undefined;
  return row && row.available_for_sale === 1
    ? Math.max(0, row.quantity_available)
    : 0;
}

export interface RestockMessage {
  subject: string;
  body: (unsubscribeUrl: string) => string;
  unsubscribeUrl: (token: string) => string;
}

/**
 * Sets a variant's stock and, when it goes from 0 to more than 0, queues one message per waiting
 * subscription and marks each notified, all in one BEGIN IMMEDIATE transaction: a second restock
 * (at once from another connection, or repeated) sees the new stock and the notified rows, and the
 * outbox's UNIQUE (subscription_id) refuses a second message even so (decision 67).
 */
export function setVariantStock(
  db: Db,
  input: {
    shop: string;
    variantId: number;
    quantity: number;
    message: RestockMessage;
  },
): {previous: number; quantity: number; queued: number} {
  return transaction(db, () => {
    const previous = sellableQuantity(db, input.variantId);
    prepared(
      db,
      'UPDATE variants SET quantity_available = ?, available_for_sale = ? WHERE id = ?',
    ).run(input.quantity, input.quantity > 0 ? 1 : 0, input.variantId);
    if (previous > 0 || input.quantity <= 0)
      return {previous, quantity: input.quantity, queued: 0};
    const waiting = prepared(
      db,
      "SELECT id, channel, contact, unsubscribe_token FROM back_in_stock_subscriptions WHERE shop = ? AND variant_id = ? AND status = 'waiting' ORDER BY id",
    ).all(input.shop, input.variantId) as {
      id: number;
      channel: Channel;
      contact: string;
      unsubscribe_token: string;
    }[];
    const queue = prepared(
      db,
      `INSERT INTO marketing_outbox (shop, subscription_id, channel, recipient, subject, body, unsubscribe_url, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (subscription_id) DO NOTHING`,
    );
    const done = prepared(
      db,
      "UPDATE back_in_stock_subscriptions SET status = 'notified', notified_at = ? WHERE id = ? AND status = 'waiting'",
    );
    let queued = 0;
    const now = nowIso();
    for (const row of waiting) {
      const url = input.message.unsubscribeUrl(row.unsubscribe_token);
      queued += Number(
        queue.run(
          input.shop,
          row.id,
          row.channel,
          row.contact,
          input.message.subject,
          input.message.body(url),
          url,
          now,
        ).changes,
      );
      done.run(now, row.id);
    }
    return {previous, quantity: input.quantity, queued};
  });
}

export function listOutbox(db: Db, shop: string, limit = 100): OutboxRow[] {
  const rows = prepared(
    db,
    `SELECT id, shop, subscription_id, channel, recipient, subject, body, unsubscribe_url, created_at
       FROM marketing_outbox WHERE shop = ? ORDER BY id DESC LIMIT ?`,
  ).all(shop, limit) as Record<string, unknown>[];
  return rows.map((r) => ({
    id: Number(r.id),
    shop: String(r.shop),
    subscriptionId: Number(r.subscription_id),
    channel: r.channel as Channel,
    recipient: String(r.recipient),
    subject: String(r.subject),
    body: String(r.body),
    unsubscribeUrl: String(r.unsubscribe_url),
    createdAt: String(r.created_at),
  }));
}

/** The subscription an unsubscribe link names, or null. */
export function findSubscriptionByToken(
  db: Db,
  token: string,
): {id: number; shop: string; contact: string; status: string} | null {
  const row = prepared(
    db,
    'SELECT id, shop, contact, status FROM back_in_stock_subscriptions WHERE unsubscribe_token = ?',
  ).get(token) as
    {id: number; shop: string; contact: string; status: string} | undefined;
  return row ?? null;
}

/** Ends every waiting subscription of the link's contact in its shop; returns how many. */
export function unsubscribeContact(db: Db, token: string): number {
  const found = findSubscriptionByToken(db, token);
  if (!found) return 0;
  const result = prepared(
    db,
    "UPDATE back_in_stock_subscriptions SET status = 'unsubscribed' WHERE shop = ? AND contact = ? AND status = 'waiting'",
  ).run(found.shop, found.contact);
  return Number(result.changes);
}
