/**
 * The confirmation link's token (issue 39, decision 130): `<payload>.<signature>`, base64url. The payload
 * names the shop, the order and the confirmation's nonce and when it expires; the signature is
 * HMAC-SHA256 with the shop's `codLinkSecret`. Signed (nobody can make one), expiring, bound to one
 * order (its nonce is that order's row); single use is the row's `token_used_at` (data/cod.ts).
 */
import {createHmac, timingSafeEqual} from 'node:crypto';

export interface TokenClaims {
  shop: string;
  orderId: number;
  nonce: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export type TokenCheck =
  | {ok: true; claims: TokenClaims}
  | {ok: false; error: 'malformed' | 'signature' | 'expired'};

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify([claims.shop, claims.orderId, claims.nonce, claims.exp]),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims without checking anything: only to find which shop's secret checks the signature. */
export function peekToken(token: string): TokenClaims | null {
  if (token.length > 400 || !/^[\w-]+\.[\w-]+$/.test(token)) return null;
  try {
    const [shop, orderId, nonce, exp] = JSON.parse(
      Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof shop !== 'string' ||
      !Number.isSafeInteger(orderId) ||
      typeof nonce !== 'string' ||
      !Number.isSafeInteger(exp)
    )
      return null;
    return {shop, orderId: orderId as number, nonce, exp: exp as number};
  } catch {
    return null;
  }
}

export function verifyToken(
  secret: string | null,
  token: string,
  now: Date,
): TokenCheck {
  const claims = peekToken(token);
  if (!claims) return {ok: false, error: 'malformed'};
  if (!secret) return {ok: false, error: 'signature'};
  const [payload, signature] = token.split('.') as [string, string];
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return {ok: false, error: 'signature'};
  if (now.getTime() / 1000 >= claims.exp) return {ok: false, error: 'expired'};
  return {ok: true, claims};
}
