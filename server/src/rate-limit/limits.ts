/**
 * The backend's rate limits, one named bucket set per abuse they stop, each placed where the real
 * service has it (docs/security.md, "Rate limits"). Defaults are production-like. Environment:
 * - `RATE_LIMIT_SCALE=<n>` multiplies every limit (npm test's e2e run uses it: its browsers all come
 *   from 127.0.0.1; the Vitest suite checks the defaults);
 * - `RATE_LIMITS="otpSendsPerIp=50/3600,newsletterPerIp=100/600"` sets single limits (count/seconds).
 */
import {
  RateLimiter,
  type Decision,
  type LimitRule,
} from '../../../shared/rate-limit/limiter.ts';
import {Backoff, type BackoffRule} from './backoff.ts';

const MINUTE = 60_000;

export const DEFAULT_LIMITS = {
  /** Storefront API: wrong passwords, Multipass tokens or activation links, per customer (email / id). */
  loginFailuresPerCustomer: {limit: 10, windowMs: 15 * MINUTE},
  /** ... and per buyer IP, across customers (credential stuffing). */
  loginFailuresPerIp: {limit: 30, windowMs: 15 * MINUTE},
  /** Storefront API: discount codes that do not exist, per buyer IP (guessing codes through cartDiscountCodesUpdate). */
  discountCodeGuessesPerIp: {limit: 30, windowMs: 10 * MINUTE},
  /** Checkout provider: coupon validations answered "not valid", per buyer IP. */
  couponGuessesPerIp: {limit: 30, windowMs: 10 * MINUTE},
  /** Checkout provider: browser events, per IP. */
  providerEventsPerIp: {limit: 120, windowMs: MINUTE},
  /** Newsletter list: subscriptions per buyer IP (refused input costs a fifth). */
  newsletterPerIp: {limit: 20, windowMs: 10 * MINUTE},
  /**
   * Marketing service: back-in-stock sign-ups per buyer IP (forwarded only by a caller with the shop's
   * private key, else the connecting address; refused input costs a fifth), checked first.
   */
  backInStockPerIp: {limit: 10, windowMs: 10 * MINUTE},
  /** ... and per public key (shop), Klaviyo's steady limit (3500 a minute), charged only for sign-ups a shopper's bucket allowed. */
  backInStockPerKey: {limit: 3500, windowMs: MINUTE},
  /**
   * Phone login: wrong codes from one IP for one number. Fewer than a code survives in all
   * (phone-login/service.ts OTP_MAX_ATTEMPTS), so one client cannot burn the owner's code.
   */
  otpWrongGuessesPerClient: {limit: 5, windowMs: 15 * MINUTE},
  /** Phone login: one-time codes sent from one IP, whatever the numbers (SMS pumping). */
  otpSendsPerIp: {limit: 20, windowMs: 60 * MINUTE},
  /** Logistics provider: serviceability checks per account token (storefronts cache per pincode). */
  logisticsPerToken: {limit: 600, windowMs: MINUTE},
  /** Checkout page: delivery notes (a pincode typed at checkout) per connecting IP (issue 35, finding 1). */
  checkoutDeliveryNotesPerIp: {limit: 30, windowMs: MINUTE},
  /** ... and per cart, whoever asks: one checkout needs a handful of pincodes, not the directory. */
  checkoutDeliveryNotesPerCart: {limit: 30, windowMs: 10 * MINUTE},
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

/** The rules in force: defaults, scaled and overridden from the environment. */
export function configuredLimits(
  env: Record<string, string | undefined> = process.env,
): Record<LimitName, LimitRule> {
  const scale = Number(env.RATE_LIMIT_SCALE ?? 1);
  const factor = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const rules = Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([name, rule]) => [
      name,
      {
        limit: Math.max(1, Math.round(rule.limit * factor)),
        windowMs: rule.windowMs,
      },
    ]),
  ) as Record<LimitName, LimitRule>;
  for (const entry of (env.RATE_LIMITS ?? '').split(',')) {
    const match = /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(entry);
    if (!match) {
      if (entry.trim())
        console.warn(
          `[rate-limit] ignoring RATE_LIMITS entry "${entry.trim()}" (want name=count/seconds)`,
        );
      continue;
    }
    const [, name, count, seconds] = match;
    if (!(name in rules)) {
      console.warn(
        `[rate-limit] unknown limit "${name}" in RATE_LIMITS; known: ${Object.keys(rules).join(', ')}`,
      );
      continue;
    }
    if (Number(count) > 0 && Number(seconds) > 0)
      rules[name as LimitName] = {
        limit: Number(count),
        windowMs: Number(seconds) * 1000,
      };
  }
  return rules;
}

/**
 * Back-offs (backoff.ts): the pace of one-time codes to one number, per requesting client and in all,
 * as phone-auth services pace resends: slowed down, never locked (issue 21, finding 7).
 */
export const BACKOFFS = {
  /** Codes from one connecting IP to one number: 30 s after the first, doubling up to 15 min; 1 h quiet resets. */
  otpSendsPerClientAndNumber: {
    firstDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    resetAfterMs: 60 * MINUTE,
  },
  /**
   * Codes to one number from anyone: 30 s, doubling up to 2 min. At most 2 min without a new code, and
   * when one is refused, a code sent less than 2 min ago (valid 5) is on the owner's phone.
   */
  otpSendsPerNumber: {
    firstDelayMs: 30_000,
    maxDelayMs: 2 * MINUTE,
    resetAfterMs: 15 * MINUTE,
  },
} satisfies Record<string, BackoffRule>;

export type BackoffName = keyof typeof BACKOFFS;

let limiters: Record<LimitName, RateLimiter> | undefined;
let backoffs: Record<BackoffName, Backoff> | undefined;

/** The process's limiter for one limit (built from the environment on first use). */
export function limiter(name: LimitName): RateLimiter {
  limiters ??= Object.fromEntries(
    Object.entries(configuredLimits()).map(([key, rule]) => [
      key,
      new RateLimiter(rule),
    ]),
  ) as Record<LimitName, RateLimiter>;
  return limiters[name];
}

/** The process's back-off for one pace. */
export function backoff(name: BackoffName): Backoff {
  backoffs ??= Object.fromEntries(
    Object.entries(BACKOFFS).map(([key, rule]) => [key, new Backoff(rule)]),
  ) as Record<BackoffName, Backoff>;
  return backoffs[name];
}

/** Forgets every bucket and back-off and re-reads the environment (tests). */
export function resetLimiters(): void {
  limiters = undefined;
  backoffs = undefined;
}

export const THROTTLED_MESSAGE = 'Too many requests. Please try again later.';

/**
 * The answer REST routes give when a limit is hit: 429, `Retry-After` in seconds and
 * `{error: {code: 'THROTTLED', message}}` (the storefronts show their own words for it).
 */
export function throttledReply(
  decision: Decision,
  message = THROTTLED_MESSAGE,
  body: Record<string, unknown> = {},
) {
  return {
    status: 429,
    headers: {'Retry-After': String(decision.retryAfterSeconds)},
    body: {
      ...body,
      error: {
        code: 'THROTTLED',
        message,
        retryAfterSeconds: decision.retryAfterSeconds,
      },
    },
  };
}
