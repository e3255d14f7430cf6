/**
 * Shopify Multipass, both ends.
 *
 * Keys: SHA-256(secret) → bytes 0..15 are the AES-128-CBC key, bytes 16..31 the HMAC-SHA256 key.
 * Token: URL-safe base64 of IV(16) ‖ ciphertext ‖ HMAC-SHA256(IV ‖ ciphertext); reference
 * implementations keep `=` padding, others strip it: both are accepted.
 * Payload: JSON with at least `email` and an ISO 8601 `created_at`; valid 15 minutes; single use.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type {Db} from '../data/db.ts';
import {
  createAccessToken,
  createCustomer,
  findCustomerByEmail,
  markMultipassUsed,
  updateCustomer,
  type AccessToken,
  type Customer,
} from '../data/customers.ts';
import {e164Phone, phoneHolder} from './identity.ts';

export const MULTIPASS_TTL_MS = 15 * 60 * 1000;
/** Tolerated clock skew for a `created_at` slightly in the future. */
const CLOCK_SKEW_MS = 60 * 1000;

export interface MultipassPayload {
  email: string;
  created_at: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  return_to?: string;
  [key: string]: unknown;
}

function keys(secret: string): {encryptionKey: Buffer; signingKey: Buffer} {
  const digest = createHash('sha256').update(secret, 'utf8').digest();
  return {
    encryptionKey: digest.subarray(0, 16),
    signingKey: digest.subarray(16, 32),
  };
}

export interface EncodeOptions {
  /** Keep `=` padding (default true, like Shopify's reference implementations). */
  padding?: boolean;
  /** Fixed IV, for tests only. */
  iv?: Buffer;
}

/** Builds a Multipass token; `created_at` defaults to now. */
export function encodeMultipassToken(
  secret: string,
  payload: Partial<MultipassPayload> & {email: string},
  options: EncodeOptions = {},
): string {
  const {encryptionKey, signingKey} = keys(secret);
  const body = {
    ...payload,
    created_at: payload.created_at ?? new Date().toISOString(),
  };
  const iv = options.iv ?? randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', encryptionKey, iv);
  const ciphertext = Buffer.concat([
    cipher.update(JSON.stringify(body), 'utf8'),
    cipher.final(),
  ]);
  const signed = Buffer.concat([iv, ciphertext]);
  const signature = createHmac('sha256', signingKey).update(signed).digest();
  const token = Buffer.concat([signed, signature])
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return options.padding === false ? token.replace(/=+$/, '') : token;
}

export type MultipassFailure =
  | 'MALFORMED'
  | 'BAD_SIGNATURE'
  | 'BAD_PAYLOAD'
  | 'EXPIRED'
  | 'REPLAYED'
  | 'DISABLED';

export type DecodeResult =
  | {
      ok: true;
      payload: MultipassPayload;
      /** sha256 of the token bytes, padding-independent */ digest: string;
    }
  | {ok: false; reason: MultipassFailure};

/** Verifies and decrypts a token (signature, payload, 15-minute window). Does not record use. */
export function decodeMultipassToken(
  secret: string,
  token: string,
  now = new Date(),
): DecodeResult {
  const text = token.trim();
  if (!/^[A-Za-z0-9_\-+/]+={0,2}$/.test(text))
    return {ok: false, reason: 'MALFORMED'};
  const raw = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  // IV (16) + at least one AES block (16) + HMAC (32); the ciphertext is whole blocks.
  if (raw.length < 64 || (raw.length - 48) % 16 !== 0)
    return {ok: false, reason: 'MALFORMED'};
  const signed = raw.subarray(0, raw.length - 32);
  const signature = raw.subarray(raw.length - 32);
  const {encryptionKey, signingKey} = keys(secret);
  const expected = createHmac('sha256', signingKey).update(signed).digest();
  if (!timingSafeEqual(expected, signature))
    return {ok: false, reason: 'BAD_SIGNATURE'};

  let payload: unknown;
  try {
    const decipher = createDecipheriv(
      'aes-128-cbc',
      encryptionKey,
      signed.subarray(0, 16),
    );
    const plain = Buffer.concat([
      decipher.update(signed.subarray(16)),
      decipher.final(),
    ]).toString('utf8');
    payload = JSON.parse(plain);
  } catch {
    return {ok: false, reason: 'BAD_PAYLOAD'};
  }
  if (!payload || typeof payload !== 'object')
    return {ok: false, reason: 'BAD_PAYLOAD'};
  const {email, created_at: createdAt} = payload as Record<string, unknown>;
  if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email.trim()))
    return {ok: false, reason: 'BAD_PAYLOAD'};
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  if (Number.isNaN(created)) return {ok: false, reason: 'BAD_PAYLOAD'};
  if (created > now.getTime() + CLOCK_SKEW_MS)
    return {ok: false, reason: 'BAD_PAYLOAD'};
  if (now.getTime() - created > MULTIPASS_TTL_MS)
    return {ok: false, reason: 'EXPIRED'};
  return {
    ok: true,
    payload: payload as MultipassPayload,
    digest: createHash('sha256').update(raw).digest('hex'),
  };
}

export type MultipassLogin =
  | {
      ok: true;
      customer: Customer;
      accessToken: AccessToken;
      created: boolean;
      returnTo: string | null;
    }
  | {ok: false; reason: MultipassFailure};

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : undefined;
}

/**
 * The Storefront API's customerAccessTokenCreateWithMultipass: verifies the token, refuses a replay,
 * creates the customer if missing (fields from the payload), and issues an access token.
 */
export function loginWithMultipass(
  db: Db,
  shop: {id: string; multipassSecret: string},
  token: string,
  now = new Date(),
): MultipassLogin {
  const decoded = decodeMultipassToken(shop.multipassSecret, token, now);
  if (!decoded.ok) return decoded;
  const {payload} = decoded;
  const existing = findCustomerByEmail(db, shop.id, payload.email);
  if (existing?.state === 'DISABLED') return {ok: false, reason: 'DISABLED'};
  if (!markMultipassUsed(db, decoded.digest))
    return {ok: false, reason: 'REPLAYED'};

  // A phone is one customer's per shop: one another customer holds stays theirs (identity.ts).
  const phone = e164Phone(optionalString(payload.phone) ?? '') ?? undefined;
  const details = {
    firstName: optionalString(payload.first_name),
    lastName: optionalString(payload.last_name),
    phone:
      phone && !phoneHolder(db, shop.id, phone, existing?.id)
        ? phone
        : undefined,
  };
  let customer: Customer;
  let created = false;
  if (existing) {
    const patch = Object.fromEntries(
      Object.entries(details).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(patch).length) updateCustomer(db, existing.id, patch);
    customer = {...existing, ...patch};
  } else {
    customer = createCustomer(db, shop.id, {
      email: payload.email.trim(),
      ...details,
      state: 'ENABLED',
    });
    created = true;
  }
  const accessToken = createAccessToken(db, customer.id, now);
  return {
    ok: true,
    customer,
    accessToken,
    created,
    returnTo: optionalString(payload.return_to) ?? null,
  };
}
