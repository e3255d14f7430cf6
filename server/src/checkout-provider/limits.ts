/**
 * The provider's rate limits (docs/security.md, "Rate limits"): coupon validations that come back
 * "not valid", per shopper (the merchant's server names the shopper in Shopify-Storefront-Buyer-IP,
 * trusted because it authenticates with the API key), and browser events per connecting address.
 * Throttled answers: 429, Retry-After, `{statusCode: 429, message, error: {code: 'THROTTLED', message}}`.
 */
import type {Handler, Reply} from '../http/router.ts';
import {buyerIp, socketAddress} from '../rate-limit/buyer-ip.ts';
import {limiter, throttledReply} from '../rate-limit/limits.ts';
import {authenticate} from './auth.ts';

const COUPON_MESSAGE = 'Too many coupon attempts. Please try again later.';
const EVENTS_MESSAGE = 'Too many events. Please slow down.';
const DELIVERY_MESSAGE =
  'Too many pincode checks. Please try again in a minute.';

function provesMerchant(ctx: Parameters<Handler>[0]): boolean {
  try {
    authenticate(ctx);
    return true;
  } catch {
    return false; // the handler itself answers 401/403
  }
}

function isRefusedCoupon(reply: Reply): boolean {
  const body = reply.body as {data?: {isValid?: unknown}} | undefined;
  return (reply.status ?? 200) < 300 && body?.data?.isValid === false;
}

/** Counts each validation up front and gives it back when the coupon turns out valid (race-free). */
export function limitCouponGuesses(handler: Handler): Handler {
  return async (ctx) => {
    const key = `coupon:${buyerIp(ctx.req, provesMerchant(ctx))}`;
    const bucket = limiter('couponGuessesPerIp');
    const decision = bucket.consume(key);
    if (!decision.allowed)
      return throttledReply(decision, COUPON_MESSAGE, {
        statusCode: 429,
        message: COUPON_MESSAGE,
      });
    let reply: Reply;
    try {
      reply = await handler(ctx);
    } catch (error) {
      bucket.refund(key); // a bad request is not a guess
      throw error;
    }
    if (!isRefusedCoupon(reply)) bucket.refund(key);
    return reply;
  };
}

/** Browser events: per connecting address (a browser cannot name another one). */
export function limitEvents(handler: Handler): Handler {
  return (ctx) => {
    const decision = limiter('providerEventsPerIp').consume(
      `events:${socketAddress(ctx.req)}`,
    );
    if (!decision.allowed)
      return throttledReply(decision, EVENTS_MESSAGE, {
        statusCode: 429,
        message: EVENTS_MESSAGE,
      });
    return handler(ctx);
  };
}

/**
 * The checkout's delivery note (GET /provider/checkout/:token/delivery, the browser): per connecting
 * address and per cart, so one cart cannot walk the pincode directory (issue 35, finding 1).
 */
export function limitDeliveryNotes(handler: Handler): Handler {
  return (ctx) => {
    const cart = (ctx.params.token ?? '').split('?')[0]!.slice(0, 64);
    for (const [name, key] of [
      ['checkoutDeliveryNotesPerIp', `note-ip:${socketAddress(ctx.req)}`],
      ['checkoutDeliveryNotesPerCart', `note-cart:${cart}`],
    ] as const) {
      const decision = limiter(name).consume(key);
      if (!decision.allowed)
        return throttledReply(decision, DELIVERY_MESSAGE, {
          statusCode: 429,
          message: DELIVERY_MESSAGE,
        });
    }
    return handler(ctx);
  };
}
