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

export type Consent = 'pending' | 'confirmed' | 'suppressed';

/** The one message asking a contact to confirm its alerts (the marketing service's double opt-in). */
export interface ConfirmationMessage {
  subject: string;
  body: (confirmUrl: string) => string;
  confirmUrl: (token: string) => string;
}

export interface ConfirmationRow {
  id: number;
  shop: string;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  confirmUrl: string;
  createdAt: string;
}

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Files a waiting subscription for a contact and variant (a second call while one waits keeps the
 * first: `created: false`), and asks for consent (decision 115): a contact the shop has never seen gets
 * one confirmation message and turns 'pending'; a suppressed one (unsubscribed) gets one confirmation,
 * its only way back; a pending or confirmed one gets nothing more. The caller answers the same in
 * every case.
 */
export function addBackInStockSubscription(
  db: Db,
  input: {
    shop: string;
    variantId: number;
    channel: Channel;
    contact: string;
    confirmation: ConfirmationMessage;
    /** The sign-up page's language ('en', 'hi'): the alert's (decision 107). */
    locale?: string;
  },
): {created: boolean; confirmationQueued: boolean} {
  return transaction(db, () => {
    const now = nowIso();
    const result = prepared(
      db,
      `INSERT INTO back_in_stock_subscriptions (shop, variant_id, channel, contact, unsubscribe_token, created_at, locale)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (shop, variant_id, contact) WHERE status = 'waiting' DO NOTHING`,
    ).run(
      input.shop,
      input.variantId,
      input.channel,
      input.contact,
      newToken(),
      now,
      input.locale ?? 'en',
    );
    const consent = prepared(
      db,
      'SELECT status, confirm_token, confirmation_sent FROM marketing_consents WHERE shop = ? AND contact = ?',
    ).get(input.shop, input.contact) as
      | {status: Consent; confirm_token: string; confirmation_sent: number}
      | undefined;
    let token: string | null = null;
    if (!consent) {
      token = newToken();
      prepared(
        db,
        `INSERT INTO marketing_consents (shop, contact, channel, status, confirm_token, confirmation_sent, updated_at)
           VALUES (?, ?, ?, 'pending', ?, 1, ?)`,
      ).run(input.shop, input.contact, input.channel, token, now);
    } else if (
      consent.status === 'suppressed' &&
      consent.confirmation_sent === 0
    ) {
      token = consent.confirm_token;
      prepared(
        db,
        'UPDATE marketing_consents SET confirmation_sent = 1, updated_at = ? WHERE shop = ? AND contact = ?',
      ).run(now, input.shop, input.contact);
    }
    if (token) {
      const url = input.confirmation.confirmUrl(token);
      prepared(
        db,
        `INSERT INTO marketing_confirmations (shop, channel, recipient, subject, body, confirm_url, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        input.shop,
        input.channel,
        input.contact,
        input.confirmation.subject,
        input.confirmation.body(url),
        url,
        now,
      );
    }
    return {
      created: Number(result.changes) > 0,
      confirmationQueued: token !== null,
    };
  });
}

/** The contact's consent in a shop, or null when the shop has never seen it. */
export function consentOf(
  db: Db,
  shop: string,
  contact: string,
): Consent | null {
  const row = prepared(
    db,
    'SELECT status FROM marketing_consents WHERE shop = ? AND contact = ?',
  ).get(shop, contact) as {status: Consent} | undefined;
  return row?.status ?? null;
}

/** The consent a confirmation link names, or null. */
export function findConsentByToken(
  db: Db,
  token: string,
): {shop: string; contact: string; status: Consent} | null {
  const row = prepared(
    db,
    'SELECT shop, contact, status FROM marketing_consents WHERE confirm_token = ?',
  ).get(token) as {shop: string; contact: string; status: Consent} | undefined;
  return row ?? null;
}

/** The contact confirms from its confirmation message: alerts may go to it from now on. */
export function confirmConsent(db: Db, token: string): boolean {
  const result = prepared(
    db,
    "UPDATE marketing_consents SET status = 'confirmed', confirmation_sent = 0, updated_at = ? WHERE confirm_token = ? AND status IN ('pending', 'suppressed')",
  ).run(nowIso(), token);
  return Number(result.changes) > 0 || findConsentByToken(db, token) !== null;
}

export function listConfirmations(
  db: Db,
  shop: string,
  limit = 100,
): ConfirmationRow[] {
  const rows = prepared(
    db,
    `SELECT id, shop, channel, recipient, subject, body, confirm_url, created_at
       FROM marketing_confirmations WHERE shop = ? ORDER BY id DESC LIMIT ?`,
  ).all(shop, limit) as Record<string, unknown>[];
  return rows.map((r) => ({
    id: Number(r.id),
    shop: String(r.shop),
    channel: r.channel as Channel,
    recipient: String(r.recipient),
    subject: String(r.subject),
    body: String(r.body),
    confirmUrl: String(r.confirm_url),
    createdAt: String(r.created_at),
  }));
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
  /** The message for one subscriber: in their sign-up's language and fit for their channel (decision 107). */
  compose: (to: {
    channel: Channel;
    locale: string;
    unsubscribeUrl: string;
    /** A short link to `url` (the service's link shortener, for SMS). */
    shortLink: (url: string) => string;
  }) => {subject: string; body: string};
  unsubscribeUrl: (token: string) => string;
  shortLinkUrl: (code: string) => string;
}

/** Files a short link for `url` and answers its code (random, 8 characters of base64url). */
export function addShortLink(db: Db, shop: string, url: string): string {
  const code = randomBytes(6).toString('base64url');
  prepared(
    db,
    'INSERT INTO marketing_short_links (code, shop, url, created_at) VALUES (?, ?, ?, ?)',
  ).run(code, shop, url, nowIso());
  return code;
}

/** Where a short link leads, or null. */
export function findShortLink(db: Db, code: string): string | null {
  const row = prepared(
    db,
    'SELECT url FROM marketing_short_links WHERE code = ?',
  ).get(code) as {url: string} | undefined;
  return row?.url ?? null;
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
      // Confirmed contacts only: a pending or suppressed one keeps waiting, unsent (decision 115).
      `SELECT s.id, s.channel, s.contact, s.unsubscribe_token, s.locale FROM back_in_stock_subscriptions s
         JOIN marketing_consents c ON c.shop = s.shop AND c.contact = s.contact AND c.status = 'confirmed'
         WHERE s.shop = ? AND s.variant_id = ? AND s.status = 'waiting' ORDER BY s.id`,
    ).all(input.shop, input.variantId) as {
      id: number;
      channel: Channel;
      contact: string;
      unsubscribe_token: string;
      locale: string;
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
      const message = input.message.compose({
        channel: row.channel,
        locale: row.locale,
        unsubscribeUrl: url,
        shortLink: (target) =>
          input.message.shortLinkUrl(addShortLink(db, input.shop, target)),
      });
      queued += Number(
        queue.run(
          input.shop,
          row.id,
          row.channel,
          row.contact,
          message.subject,
          message.body,
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

/**
 * Ends every waiting subscription of the link's contact in its shop and puts the contact on the shop's
 * suppression list (a new confirmation token: only a confirmation sent after this undoes it); returns
 * how many subscriptions ended.
 */
export function unsubscribeContact(db: Db, token: string): number {
  const found = findSubscriptionByToken(db, token);
  if (!found) return 0;
  return transaction(db, () => {
    const result = prepared(
      db,
      "UPDATE back_in_stock_subscriptions SET status = 'unsubscribed' WHERE shop = ? AND contact = ? AND status = 'waiting'",
    ).run(found.shop, found.contact);
    prepared(
      db,
      `INSERT INTO marketing_consents (shop, contact, channel, status, confirm_token, confirmation_sent, updated_at)
         SELECT shop, contact, channel, 'suppressed', ?, 0, ? FROM back_in_stock_subscriptions WHERE id = ?
         ON CONFLICT (shop, contact) DO UPDATE SET status = 'suppressed', confirm_token = excluded.confirm_token,
           confirmation_sent = 0, updated_at = excluded.updated_at`,
    ).run(newToken(), nowIso(), found.id);
    return Number(result.changes);
  });
}
