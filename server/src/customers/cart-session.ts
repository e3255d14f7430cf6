/**
 * Whether a cart's customer is signed in now. A cart names the customer whose access token attached
 * it (Storefront API buyer identity); it keeps that name when a logout could not reach us. What spends
 * the customer's value (coins) therefore asks for the attaching session to be live, not for the name:
 * the cart holds the token's SHA-256, and the token must still exist, unexpired (logout deletes it;
 * decision 66).
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import type {Cart} from '../data/carts.ts';
import type {Db} from '../data/db.ts';
import {liveAccessTokens} from '../data/customers.ts';

export function customerTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The cart's customer while the access token that attached them is live, else null. */
export function sessionCustomerId(
  db: Db,
  cart: Cart,
  now = new Date(),
): number | null {
  const {customerId, customerTokenHash: hash} = cart.buyerIdentity;
  if (!customerId || !hash) return null;
  const want = Buffer.from(hash, 'hex');
  const live = liveAccessTokens(db, customerId, now).some((token) => {
    const got = Buffer.from(customerTokenHash(token), 'hex');
    return got.length === want.length && timingSafeEqual(got, want);
  });
  return live ? customerId : null;
}
