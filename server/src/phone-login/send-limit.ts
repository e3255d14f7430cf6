/**
 * One-time-code sends per connecting IP, whatever the numbers (SMS pumping: one visitor texting many
 * numbers). The widget calls the provider straight from the shopper's browser, so the IP is the
 * socket's. A send refused for bad input gives its token back; configured test numbers are not counted. Throttled: 429, Retry-After,
 * `{success: false, error: {code: 'THROTTLED', message}}`. The per-number limit lives in service.ts;
 * its 429s get a Retry-After of the whole window (an upper bound).
 */
import type {Handler, Reply} from '../http/router.ts';
import {socketAddress} from '../rate-limit/buyer-ip.ts';
import {limiter} from '../rate-limit/limits.ts';
import {OTP_SEND_WINDOW_MS} from './service.ts';
import {normalizeIndianMobile} from './phone.ts';
import {testCode} from './test-numbers.ts';

const MESSAGE = 'Too many OTP requests from your network. Please try again later.';

/** A configured test number gets its fixed code and no SMS: nothing to pump, so it is not counted. */
function isTestNumber(ctx: Parameters<Handler>[0]): boolean {
  const body = ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {};
  const phone = normalizeIndianMobile(body.phone);
  return Boolean(phone && testCode(ctx.db, phone));
}

export function limitOtpSends(handler: Handler): Handler {
  return async (ctx): Promise<Reply> => {
    if (isTestNumber(ctx)) return handler(ctx);
    const key = `otp:${socketAddress(ctx.req)}`;
    const bucket = limiter('otpSendsPerIp');
    const decision = bucket.consume(key);
    if (!decision.allowed) {
      return {
        status: 429,
        headers: {'Retry-After': String(decision.retryAfterSeconds)},
        body: {success: false, error: {code: 'THROTTLED', message: MESSAGE, retryAfterSeconds: decision.retryAfterSeconds}},
      };
    }
    let reply: Reply;
    try {
      reply = await handler(ctx);
    } catch (error) {
      bucket.refund(key);
      throw error;
    }
    const status = reply.status ?? 200;
    if (status >= 400) bucket.refund(key); // nothing was sent
    if (status === 429 && !reply.headers?.['Retry-After']) {
      reply = {...reply, headers: {...reply.headers, 'Retry-After': String(Math.ceil(OTP_SEND_WINDOW_MS / 1000))}};
    }
    return reply;
  };
}
