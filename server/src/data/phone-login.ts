/**
 * SQL for the phone-login provider stand-in (server/src/phone-login): one-time codes by phone
 * (table `phone_otps` in schema.sql) and the ids of login tokens already decoded (single use).
 */
import type {Db} from './db.ts';
import {prepared} from './prepared.ts';

export interface PhoneOtp {
  id: number;
  shop: string;
  phone: string;
  codeHash: string;
  expiresAt: string;
  attempts: number;
  consumedAt: string | null;
}

interface PhoneOtpRow {
  id: number;
  shop: string;
  phone: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
}

function toOtp(row: PhoneOtpRow): PhoneOtp {
  return {
    id: row.id,
    shop: row.shop,
    phone: row.phone,
    codeHash: row.code_hash,
    expiresAt: row.expires_at,
    attempts: row.attempts,
    consumedAt: row.consumed_at,
  };
}

export function insertOtp(
  db: Db,
  shop: string,
  phone: string,
  codeHash: string,
  expiresAt: Date,
): PhoneOtp {
  const result = prepared(
    db,
    'INSERT INTO phone_otps (shop, phone, code_hash, expires_at) VALUES (?, ?, ?, ?)',
  ).run(shop, phone, codeHash, expiresAt.toISOString());
  return findOtp(db, Number(result.lastInsertRowid))!;
}

export function findOtp(db: Db, id: number): PhoneOtp | null {
  const row = prepared(db, 'SELECT * FROM phone_otps WHERE id = ?').get(id) as
    PhoneOtpRow | undefined;
  return row ? toOtp(row) : null;
}

/** The newest code sent to this phone that is neither used nor expired. */
export function findLiveOtp(
  db: Db,
  shop: string,
  phone: string,
  now: Date,
): PhoneOtp | null {
  const row = prepared(
    db,
    `SELECT * FROM phone_otps WHERE shop = ? AND phone = ? AND consumed_at IS NULL AND expires_at > ?
       ORDER BY id DESC LIMIT 1`,
  ).get(shop, phone, now.toISOString()) as PhoneOtpRow | undefined;
  return row ? toOtp(row) : null;
}

export function recordOtpAttempt(db: Db, id: number): number {
  prepared(
    db,
    'UPDATE phone_otps SET attempts = attempts + 1 WHERE id = ?',
  ).run(id);
  return findOtp(db, id)?.attempts ?? 0;
}

/**
 * Marks a code used; false when it already was (concurrent verify). `verified`: the right code used it
 * (not burnt by wrong guesses), which makes the phone OTP-verified at this shop (phoneVerifiedByOtp).
 */
export function consumeOtp(
  db: Db,
  id: number,
  now: Date,
  verified = false,
): boolean {
  const at = now.toISOString();
  const result = prepared(
    db,
    'UPDATE phone_otps SET consumed_at = ?, verified_at = ? WHERE id = ? AND consumed_at IS NULL',
  ).run(at, verified ? at : null, id);
  return Number(result.changes) === 1;
}

/** True when this phone ever entered a right code at this shop (a phone login or a checkout's OTP step). */
export function phoneVerifiedByOtp(
  db: Db,
  shop: string,
  phone: string,
): boolean {
  return !!prepared(
    db,
    'SELECT 1 FROM phone_otps WHERE shop = ? AND phone = ? AND verified_at IS NOT NULL LIMIT 1',
  ).get(shop, phone);
}

/** Records a login token as decoded; false when it had been decoded before. */
export function markLoginTokenUsed(
  db: Db,
  shop: string,
  jti: string,
  now: Date,
): boolean {
  const result = prepared(
    db,
    'INSERT OR IGNORE INTO phone_login_tokens_used (jti, shop, used_at) VALUES (?, ?, ?)',
  ).run(jti, shop, now.toISOString());
  return Number(result.changes) === 1;
}
