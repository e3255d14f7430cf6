/**
 * The login token (`kpToken`) the widget hands to the storefront after a verified OTP:
 * `kp1.<base64url JSON payload>.<base64url HMAC-SHA256>`, signed with a key derived from the shop's
 * secret, valid 5 minutes, single use (the decoder records its `jti`).
 */
import {createHash, createHmac, randomUUID, timingSafeEqual} from 'node:crypto';

export const LOGIN_TOKEN_TTL_MS = 5 * 60 * 1000;

export interface LoginTokenPayload {
  /** Shop id ('grooming' | 'gum'). */
  shop: string;
  /** Verified phone, E.164. */
  phone: string;
  /** Login method the widget used. */
  method: 'phone';
  jti: string;
  /** Issued / expires, epoch milliseconds. */
  iat: number;
  exp: number;
}

function signingKey(shopSecret: string): Buffer {
  return createHash('sha256')
    .update(`phone-login-token:${shopSecret}`, 'utf8')
    .digest();
}

function sign(shopSecret: string, body: string): string {
  return createHmac('sha256', signingKey(shopSecret))
    .update(body)
    .digest('base64url');
}

export function issueLoginToken(
  shopSecret: string,
  shop: string,
  phone: string,
  now = new Date(),
): {
  token: string;
  payload: LoginTokenPayload;
} {
  const payload: LoginTokenPayload = {
    shop,
    phone,
    method: 'phone',
    jti: randomUUID(),
    iat: now.getTime(),
    exp: now.getTime() + LOGIN_TOKEN_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString(
    'base64url',
  );
  return {token: `kp1.${body}.${sign(shopSecret, body)}`, payload};
}

/** The shop a token claims, read before its signature can be checked (the key depends on the shop). */
export function peekTokenShop(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'kp1') return null;
  try {
    const payload = JSON.parse(
      Buffer.from(parts[1]!, 'base64url').toString('utf8'),
    ) as {shop?: unknown};
    return typeof payload.shop === 'string' ? payload.shop : null;
  } catch {
    return null;
  }
}

export type TokenCheck =
  | {ok: true; payload: LoginTokenPayload}
  | {ok: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' | 'EXPIRED'};

/** Checks format, signature and expiry (not single use: see markLoginTokenUsed). */
export function verifyLoginToken(
  shopSecret: string,
  token: string,
  now = new Date(),
): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'kp1')
    return {ok: false, reason: 'MALFORMED'};
  const [, body, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(shopSecret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return {ok: false, reason: 'BAD_SIGNATURE'};
  let payload: LoginTokenPayload;
  try {
    payload = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    ) as LoginTokenPayload;
  } catch {
    return {ok: false, reason: 'MALFORMED'};
  }
  if (
    typeof payload.phone !== 'string' ||
    typeof payload.jti !== 'string' ||
    typeof payload.exp !== 'number'
  ) {
    return {ok: false, reason: 'MALFORMED'};
  }
  if (now.getTime() >= payload.exp) return {ok: false, reason: 'EXPIRED'};
  return {ok: true, payload};
}
