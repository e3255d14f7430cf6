/**
 * How often one-time codes are sent (docs/security.md, "Rate limits" and "Identity and promotions"):
 * - per buyer IP, whatever the numbers (`otpSendsPerIp`, SMS pumping: one visitor texting many
 *   numbers). The widget calls the provider straight from the shopper's browser, so the IP is the socket's;
 *   a storefront server's login form (no JavaScript) names its shopper in the buyer-IP header, counted only
 *   with the merchant's API key (`clientOf`, decision 63);
 * - per IP and number, a back-off that grows with each code that client asked for that number;
 * - per number from anyone, a short back-off (at most 2 minutes) that never locks its owner out: whoever
 *   asked, the code went to the owner's phone (decision 63).
 * Bad input (an invalid number, an unknown merchant) costs nothing; configured test numbers are not
 * counted (no SMS). Throttled: 429, Retry-After, `{success: false, error: {code, message, retryAfterSeconds}}`.
 */
import type {Handler, Reply} from '../http/router.ts';
import {buyerIp} from '../rate-limit/buyer-ip.ts';
import {backoff, limiter} from '../rate-limit/limits.ts';
import type {Decision} from '../../../shared/rate-limit/limiter.ts';
import {API_KEY_HEADER, apiKeyMatches, resolveMerchant} from './service.ts';
import {normalizeIndianMobile} from './phone.ts';
import {testCode} from './test-numbers.ts';

const NETWORK_MESSAGE =
  'Too many OTP requests from your network. Please try again later.';

function refusal(code: string, decision: Decision, message: string): Reply {
  return {
    status: 429,
    headers: {'Retry-After': String(decision.retryAfterSeconds)},
    body: {
      success: false,
      error: {code, message, retryAfterSeconds: decision.retryAfterSeconds},
    },
  };
}

/** `shop:+91…` for a valid merchant and number, else null (the handler answers the 400/404). */
export function numberKey(ctx: Parameters<Handler>[0]): string | null {
  const body =
    ctx.body && typeof ctx.body === 'object'
      ? (ctx.body as Record<string, unknown>)
      : {};
  const phone = normalizeIndianMobile(body.phone);
  if (!phone) return null;
  try {
    return `${resolveMerchant(ctx.db, body.merchantId).id}:${phone}`;
  } catch {
    return null;
  }
}

/**
 * The client a send or a guess counts against: the buyer IP a storefront server forwards when it proves to
 * be the merchant's (its API key for the body's merchant), else the connecting address (decision 63).
 */
export function clientOf(ctx: Parameters<Handler>[0]): string {
  const header = ctx.req.headers[API_KEY_HEADER];
  const apiKey = Array.isArray(header) ? header[0] : header;
  let trusted = false;
  if (apiKey) {
    const body =
      ctx.body && typeof ctx.body === 'object'
        ? (ctx.body as Record<string, unknown>)
        : {};
    try {
      trusted = apiKeyMatches(resolveMerchant(ctx.db, body.merchantId), apiKey);
    } catch {
      trusted = false; // the handler answers the 400/404
    }
  }
  return buyerIp(ctx.req, trusted);
}

/** Why a send is refused: its code, the wait and the widget's message. */
export interface OtpSendRefusal {
  code: 'THROTTLED' | 'TOO_MANY_REQUESTS';
  decision: Decision;
  message: string;
}

/**
 * Paces one send of a code to `number` (`shop:+91…`) from `client`, in the same buckets whoever sends
 * it (the login widget, the storefront's login page, the checkout's COD step): a refusal, or null with
 * the send recorded; `unsent()` gives the network allowance back when no code went out after all.
 */
export function otpSendGate(
  db: Parameters<Handler>[0]['db'],
  number: string,
  client: string,
): {refusal: OtpSendRefusal | null; unsent(): void} {
  // A test number gets its fixed code and no SMS: nothing to pump or pace.
  if (testCode(db, number.slice(number.indexOf(':') + 1)))
    return {refusal: null, unsent: () => {}};
  const ipKey = `otp:${client}`;
  const network = limiter('otpSendsPerIp').consume(ipKey);
  if (!network.allowed)
    return {
      refusal: {code: 'THROTTLED', decision: network, message: NETWORK_MESSAGE},
      unsent: () => {},
    };
  const paces = [
    backoff('otpSendsPerClientAndNumber'),
    backoff('otpSendsPerNumber'),
  ] as const;
  const keys = [`${client}|${number}`, number] as const;
  const waits = paces.map((pace, i) => pace.check(keys[i]));
  const wait = waits
    .filter((d) => !d.allowed)
    .sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
  if (wait) {
    limiter('otpSendsPerIp').refund(ipKey);
    return {
      refusal: {
        code: 'TOO_MANY_REQUESTS',
        decision: wait,
        message: `Please wait ${wait.retryAfterSeconds} seconds before requesting another OTP for this number.`,
      },
      unsent: () => {},
    };
  }
  // Recorded before the send, in the same tick as the check: parallel requests cannot all pass.
  paces.forEach((pace, i) => pace.record(keys[i]));
  return {refusal: null, unsent: () => limiter('otpSendsPerIp').refund(ipKey)};
}

export function limitOtpSends(handler: Handler): Handler {
  return async (ctx): Promise<Reply> => {
    const number = numberKey(ctx);
    if (!number) return handler(ctx); // the handler answers the 400/404
    const gate = otpSendGate(ctx.db, number, clientOf(ctx));
    if (gate.refusal)
      return refusal(
        gate.refusal.code,
        gate.refusal.decision,
        gate.refusal.message,
      );
    const reply = await handler(ctx);
    if ((reply.status ?? 200) >= 400) gate.unsent(); // nothing was sent
    return reply;
  };
}
