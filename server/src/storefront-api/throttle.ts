/**
 * Throttles on the Storefront API (docs/security.md, "Rate limits"): failed logins per customer and
 * per buyer IP, and discount codes that do not exist per buyer IP. A throttled field answers a
 * top-level `THROTTLED` error, as Shopify's GraphQL APIs do (the official CustomerErrorCode has no
 * such value, so it cannot be a customerUserError); the field itself is null.
 */
import {GraphQLError} from 'graphql';
import {limiter} from '../rate-limit/limits.ts';
import type {Decision} from '../../../shared/rate-limit/limiter.ts';
import type {ApiContext} from './context.ts';

export const LOGIN_THROTTLED_MESSAGE =
  'Login attempt limit exceeded. Please try again later.';
export const DISCOUNT_THROTTLED_MESSAGE =
  'Too many discount code attempts. Please try again later.';

export function throttledError(
  message: string,
  decisions: Decision[],
): GraphQLError {
  const retryAfterSeconds = Math.max(
    1,
    ...decisions.map((d) => d.retryAfterSeconds),
  );
  return new GraphQLError(message, {
    extensions: {code: 'THROTTLED', retryAfterSeconds},
  });
}

function ipKey(ctx: ApiContext): string {
  return `${ctx.shop.id}:${ctx.buyerIp ?? 'unknown'}`;
}

export interface LoginAttempt {
  /** The attempt succeeded: it does not count against the customer or the IP. */
  succeeded(): void;
}

/**
 * Starts a login attempt (password, Multipass or activation). The attempt is counted up front, so
 * parallel guesses cannot slip past the limit while passwords are being checked; a success gives it
 * back and clears the customer's count. Throws THROTTLED when either limit is used up.
 * `customerKey` names the account tried (an email or customer id), when there is one.
 */
export function beginLoginAttempt(
  ctx: ApiContext,
  customerKey: string | null,
): LoginAttempt {
  const byIp = limiter('loginFailuresPerIp');
  const byCustomer = limiter('loginFailuresPerCustomer');
  const ip = ipKey(ctx);
  const customer = customerKey
    ? `${ctx.shop.id}:${customerKey.trim().toLowerCase()}`
    : null;
  const ipCheck = byIp.check(ip);
  const customerCheck = customer ? byCustomer.check(customer) : ipCheck;
  if (!ipCheck.allowed || !customerCheck.allowed)
    throw throttledError(LOGIN_THROTTLED_MESSAGE, [ipCheck, customerCheck]);
  byIp.consume(ip);
  if (customer) byCustomer.consume(customer);
  return {
    succeeded() {
      byIp.refund(ip);
      if (customer) byCustomer.reset(customer);
    },
  };
}

/** Counts `unknownCodes` discount codes that do not exist against the buyer IP; throws THROTTLED when used up. */
export function countDiscountGuesses(
  ctx: ApiContext,
  unknownCodes: number,
): void {
  if (unknownCodes <= 0) return;
  const decision = limiter('discountCodeGuessesPerIp').consume(
    ipKey(ctx),
    unknownCodes,
  );
  if (!decision.allowed)
    throw throttledError(DISCOUNT_THROTTLED_MESSAGE, [decision]);
}
