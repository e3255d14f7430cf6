import type {Db} from './db.ts';
import {nowIso} from './db.ts';
import {prepared} from './prepared.ts';

export interface NewsletterSubscriberRow {
  shop: string;
  email: string;
  created_at: string;
}

/**
 * Adds an address to a shop's list. Idempotent: the address is unique per shop (case-insensitive),
 * a second call keeps the first row. Returns whether this call created the subscription.
 */
export function addNewsletterSubscriber(
  db: Db,
  shop: string,
  email: string,
): {created: boolean} {
  const result = prepared(
    db,
    'INSERT INTO newsletter_subscribers (shop, email, created_at) VALUES (?, ?, ?) ON CONFLICT (shop, email) DO NOTHING',
  ).run(shop, email, nowIso());
  return {created: Number(result.changes) > 0};
}

export function findNewsletterSubscriber(
  db: Db,
  shop: string,
  email: string,
): NewsletterSubscriberRow | null {
  const row = prepared(
    db,
    'SELECT shop, email, created_at FROM newsletter_subscribers WHERE shop = ? AND email = ?',
  ).get(shop, email) as NewsletterSubscriberRow | undefined;
  return row ?? null;
}

export function countNewsletterSubscribers(db: Db, shop: string): number {
  const row = prepared(
    db,
    'SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE shop = ?',
  ).get(shop) as {n: number};
  return Number(row.n);
}
