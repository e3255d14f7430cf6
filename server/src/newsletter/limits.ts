/**
 * Newsletter sign-up limits (docs/security.md, "Identity and promotions"): one bucket per buyer IP and
 * nothing shared, so no client can use up anyone else's sign-ups. The buyer IP is the forwarded
 * Shopify-Storefront-Buyer-IP only when the caller proves to be the shop's storefront server with the
 * shop's private Storefront API token, as the Storefront API decides it; anyone else is the address
 * it connects from. The bucket is checked before anything else is read; a valid sign-up costs a token,
 * refused input a fifth of one (enough to stop a flood of junk, too little to matter to a typo).
 */
import type {IncomingMessage} from 'node:http';
import type {Db} from '../data/db.ts';
import {findShopByToken, isPrivateToken} from '../data/shops.ts';
import {buyerIp} from '../rate-limit/buyer-ip.ts';
import {limiter, throttledReply} from '../rate-limit/limits.ts';

const MESSAGE = 'Too many sign-ups from your network. Please try again later.';
const REFUSED_INPUT_COST = 0.2;
/** The header Hydrogen's server authenticates with on the Storefront API. */
export const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';

function isShopsStorefront(
  db: Db,
  req: IncomingMessage,
  shopId: string,
): boolean {
  const raw = req.headers[PRIVATE_TOKEN_HEADER];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return Boolean(
    token &&
    isPrivateToken(db, token) &&
    findShopByToken(db, token)?.id === shopId,
  );
}

export interface SignUpLimit {
  /** A 429 reply when this buyer has no sign-up left, else null (nothing is taken yet). */
  throttled(): ReturnType<typeof throttledReply> | null;
  /** Takes a valid sign-up's token. */
  chargeSignUp(): void;
  /** Takes the small cost of refused input. */
  chargeRefusal(): void;
}

export function signUpLimit(
  db: Db,
  req: IncomingMessage,
  shopId: string,
): SignUpLimit {
  const key = `newsletter:${buyerIp(req, isShopsStorefront(db, req, shopId))}`;
  const bucket = limiter('newsletterPerIp');
  return {
    throttled() {
      const room = bucket.check(key);
      return room.allowed ? null : throttledReply(room, MESSAGE);
    },
    chargeSignUp: () => void bucket.consume(key),
    chargeRefusal: () => void bucket.consume(key, REFUSED_INPUT_COST),
  };
}
