import {randomBytes} from 'node:crypto';
import type {Db} from './db.ts';
import {nowIso} from './db.ts';
import {prepared} from './prepared.ts';

export type CustomerState = 'ENABLED' | 'INVITED' | 'DISABLED';

export interface Customer {
  id: number;
  shop: string;
  email: string;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string | null;
  state: CustomerState;
  activationToken: string | null;
  activationExpiresAt: string | null;
  acceptsMarketing: boolean;
  createdAt: string;
  updatedAt: string;
}

interface CustomerRow {
  id: number;
  shop: string;
  email: string;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  state: string;
  activation_token: string | null;
  activation_expires_at: string | null;
  accepts_marketing: number;
  created_at: string;
  updated_at: string;
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    shop: row.shop,
    email: row.email,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    state:
      row.state === 'INVITED' || row.state === 'DISABLED'
        ? row.state
        : 'ENABLED',
    activationToken: row.activation_token,
    activationExpiresAt: row.activation_expires_at,
    acceptsMarketing: row.accepts_marketing === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Access tokens and activation links live 30 days. */
export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const ACTIVATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function findCustomerById(
  db: Db,
  shop: string,
  id: number,
): Customer | null {
  const row = prepared(
    db,
    'SELECT * FROM customers WHERE shop = ? AND id = ?',
  ).get(shop, id) as CustomerRow | undefined;
  return row ? toCustomer(row) : null;
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export function findCustomerByEmail(
  db: Db,
  shop: string,
  email: string,
): Customer | null {
  const row = prepared(
    db,
    'SELECT * FROM customers WHERE shop = ? AND email = ?',
  ).get(shop, email.trim()) as CustomerRow | undefined;
  return row ? toCustomer(row) : null;
}

export function findCustomerByPhone(
  db: Db,
  shop: string,
  phone: string,
): Customer | null {
  const row = prepared(
    db,
    'SELECT * FROM customers WHERE shop = ? AND phone = ? ORDER BY id LIMIT 1',
  ).get(shop, phone.trim()) as CustomerRow | undefined;
  return row ? toCustomer(row) : null;
}

/** Every shop's customers whose phone starts with `prefix` (LIKE wildcards in it match literally). */
export function listCustomersByPhonePrefix(
  db: Db,
  prefix: string,
): Array<{shop: string; phone: string; email: string}> {
  return prepared(
    db,
    "SELECT shop, phone, email FROM customers WHERE phone LIKE ? ESCAPE '\\' ORDER BY id",
  ).all(`${prefix.replace(/[\\%_]/g, '\\$&')}%`) as Array<{
    shop: string;
    phone: string;
    email: string;
  }>;
}

export interface NewCustomer {
  email: string;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  passwordHash?: string | null;
  state?: CustomerState;
  acceptsMarketing?: boolean;
}

export function createCustomer(
  db: Db,
  shop: string,
  input: NewCustomer,
): Customer {
  const now = nowIso();
  const result = prepared(
    db,
    `INSERT INTO customers (shop, email, phone, first_name, last_name, password_hash, state, accepts_marketing, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    shop,
    input.email.trim(),
    input.phone ?? null,
    input.firstName ?? null,
    input.lastName ?? null,
    input.passwordHash ?? null,
    input.state ?? (input.passwordHash ? 'ENABLED' : 'INVITED'),
    input.acceptsMarketing ? 1 : 0,
    now,
    now,
  );
  return findCustomerById(db, shop, Number(result.lastInsertRowid))!;
}

export interface CustomerPatch {
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  acceptsMarketing?: boolean;
}

export function updateCustomer(db: Db, id: number, patch: CustomerPatch): void {
  const sets = ['updated_at = :now'];
  const params: Record<string, string | number | null> = {now: nowIso(), id};
  if (patch.phone !== undefined) {
    sets.push('phone = :phone');
    params.phone = patch.phone;
  }
  if (patch.firstName !== undefined) {
    sets.push('first_name = :firstName');
    params.firstName = patch.firstName;
  }
  if (patch.lastName !== undefined) {
    sets.push('last_name = :lastName');
    params.lastName = patch.lastName;
  }
  if (patch.acceptsMarketing !== undefined) {
    sets.push('accepts_marketing = :am');
    params.am = patch.acceptsMarketing ? 1 : 0;
  }
  prepared(db, `UPDATE customers SET ${sets.join(', ')} WHERE id = :id`).run(
    params,
  );
}

/** Sets the password, enables the account and uses up any activation link. */
export function setCustomerPassword(
  db: Db,
  id: number,
  passwordHash: string,
): void {
  prepared(
    db,
    `UPDATE customers SET password_hash = ?, state = 'ENABLED', activation_token = NULL, activation_expires_at = NULL,
     updated_at = ? WHERE id = ?`,
  ).run(passwordHash, nowIso(), id);
}

/**
 * Issues an account activation link (Shopify's shape):
 * `${origin}/account/activate/<customerId>/<32 hex>-<unix seconds>`, valid 30 days.
 */
export function issueActivationUrl(
  db: Db,
  origin: string,
  customerId: number,
  now = new Date(),
): string {
  const token = randomBytes(16).toString('hex');
  const unix = Math.floor(now.getTime() / 1000);
  const expires = new Date(now.getTime() + ACTIVATION_TTL_MS).toISOString();
  prepared(
    db,
    'UPDATE customers SET activation_token = ?, activation_expires_at = ?, updated_at = ? WHERE id = ?',
  ).run(token, expires, nowIso(), customerId);
  return `${origin.replace(/\/$/, '')}/account/activate/${customerId}/${token}-${unix}`;
}

export interface AccessToken {
  accessToken: string;
  expiresAt: string;
  customerId: number;
}

export function createAccessToken(
  db: Db,
  customerId: number,
  now = new Date(),
): AccessToken {
  const accessToken = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString();
  prepared(
    db,
    'INSERT INTO customer_access_tokens (token, customer_id, expires_at) VALUES (?, ?, ?)',
  ).run(accessToken, customerId, expiresAt);
  return {accessToken, expiresAt, customerId};
}

/** A live (unexpired) token of this shop's customer, or null. */
export function findAccessToken(
  db: Db,
  shop: string,
  token: string,
  now = new Date(),
): AccessToken | null {
  const row = prepared(
    db,
    `SELECT t.token, t.customer_id, t.expires_at FROM customer_access_tokens t
       JOIN customers c ON c.id = t.customer_id
       WHERE t.token = ? AND c.shop = ? AND c.state != 'DISABLED'`,
  ).get(token, shop) as
    {token: string; customer_id: number; expires_at: string} | undefined;
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return null;
  return {
    accessToken: row.token,
    customerId: row.customer_id,
    expiresAt: row.expires_at,
  };
}

export function findCustomerByAccessToken(
  db: Db,
  shop: string,
  token: string,
  now = new Date(),
): Customer | null {
  const live = findAccessToken(db, shop, token, now);
  return live ? findCustomerById(db, shop, live.customerId) : null;
}

/** Pushes the expiry 30 days out; null if the token is not live. */
export function renewAccessToken(
  db: Db,
  shop: string,
  token: string,
  now = new Date(),
): AccessToken | null {
  const live = findAccessToken(db, shop, token, now);
  if (!live) return null;
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString();
  prepared(
    db,
    'UPDATE customer_access_tokens SET expires_at = ? WHERE token = ?',
  ).run(expiresAt, token);
  return {...live, expiresAt};
}

/** The unexpired access tokens of a customer (a handful: one per signed-in device). */
export function liveAccessTokens(
  db: Db,
  customerId: number,
  now = new Date(),
): string[] {
  const rows = prepared(
    db,
    `SELECT token, expires_at FROM customer_access_tokens t JOIN customers c ON c.id = t.customer_id
              WHERE t.customer_id = ? AND c.state != 'DISABLED'`,
  ).all(customerId) as {token: string; expires_at: string}[];
  return rows
    .filter((r) => Date.parse(r.expires_at) > now.getTime())
    .map((r) => r.token);
}

/** True if a token of this shop was deleted. */
export function deleteAccessToken(
  db: Db,
  shop: string,
  token: string,
): boolean {
  const result = prepared(
    db,
    `DELETE FROM customer_access_tokens WHERE token = ?
       AND customer_id IN (SELECT id FROM customers WHERE shop = ?)`,
  ).run(token, shop);
  return Number(result.changes) > 0;
}

/** Records a Multipass token as used; false if it had been used before. */
export function markMultipassUsed(db: Db, tokenHash: string): boolean {
  const result = prepared(
    db,
    'INSERT OR IGNORE INTO multipass_used (token_hash, used_at) VALUES (?, ?)',
  ).run(tokenHash, nowIso());
  return Number(result.changes) === 1;
}
