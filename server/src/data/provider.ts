/**
 * SQL of the checkout-provider stand-in: discount-API request ids and the events it receives.
 */
import {randomUUID} from 'node:crypto';
import type {Db} from './db.ts';
import {nowIso} from './db.ts';
import {prepared} from './prepared.ts';

/** Issues a request id for the discount API (GET /api/discount) and remembers it. */
export function issueProviderRequest(db: Db, shop: string): string {
  const id = randomUUID();
  prepared(
    db,
    'INSERT INTO provider_requests (id, shop, created_at) VALUES (?, ?, ?)',
  ).run(id, shop, nowIso());
  return id;
}

/** Whether `id` was issued for `shop`. */
export function providerRequestExists(
  db: Db,
  shop: string,
  id: string,
): boolean {
  return Boolean(
    prepared(
      db,
      'SELECT 1 AS ok FROM provider_requests WHERE id = ? AND shop = ?',
    ).get(id, shop),
  );
}

export interface ProviderEvent {
  id: number;
  shop: string | null;
  payload: Record<string, unknown>;
  receivedAt: string;
}

export function insertProviderEvent(
  db: Db,
  shop: string | null,
  payload: Record<string, unknown>,
): number {
  const result = prepared(
    db,
    'INSERT INTO provider_events (shop, payload, received_at) VALUES (?, ?, ?)',
  ).run(shop, JSON.stringify(payload), nowIso());
  return Number(result.lastInsertRowid);
}

/** Most recent first. */
export function listProviderEvents(
  db: Db,
  shop: string | null,
  limit = 50,
): ProviderEvent[] {
  const rows = (shop
    ? prepared(
        db,
        'SELECT * FROM provider_events WHERE shop = ? ORDER BY id DESC LIMIT ?',
      ).all(shop, limit)
    : prepared(
        db,
        'SELECT * FROM provider_events ORDER BY id DESC LIMIT ?',
      ).all(limit)) as unknown as {
    id: number;
    shop: string | null;
    payload: string;
    received_at: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    shop: row.shop,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    receivedAt: row.received_at,
  }));
}

/** Orders a shop holds (for the stand-in's test helpers). */
export function countOrdersForCart(db: Db, cartId: string): number {
  return (
    prepared(db, 'SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?').get(
      cartId,
    ) as {n: number}
  ).n;
}
