import {describe, expect, it} from 'vitest';
import {RateLimiter} from '../../../shared/rate-limit/limiter.ts';
import {configuredLimits, DEFAULT_LIMITS} from '../../src/rate-limit/limits.ts';

function clock(start = 1_000_000) {
  let now = start;
  return {now: () => now, advance: (ms: number) => (now += ms)};
}

describe('RateLimiter (token bucket)', () => {
  it('lets a burst of `limit` through, then refuses with the seconds until the next token', () => {
    const time = clock();
    const limiter = new RateLimiter({limit: 3, windowMs: 60_000}, time.now);
    expect([1, 2, 3].map(() => limiter.consume('a').allowed)).toEqual([
      true,
      true,
      true,
    ]);
    const refused = limiter.consume('a');
    expect(refused).toEqual({
      allowed: false,
      retryAfterSeconds: 20,
      remaining: 0,
    });
    // Other keys have their own bucket.
    expect(limiter.consume('b').allowed).toBe(true);
  });

  it('refills evenly over the window', () => {
    const time = clock();
    const limiter = new RateLimiter({limit: 2, windowMs: 10_000}, time.now);
    limiter.consume('a');
    limiter.consume('a');
    time.advance(4_999);
    expect(limiter.consume('a').allowed).toBe(false);
    time.advance(1);
    expect(limiter.consume('a').allowed).toBe(true);
    time.advance(60_000);
    expect(limiter.check('a').remaining).toBe(2); // never more than the limit
  });

  it('check does not take tokens; refund gives one back; reset forgets the key', () => {
    const time = clock();
    const limiter = new RateLimiter({limit: 1, windowMs: 60_000}, time.now);
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.consume('a').allowed).toBe(true);
    expect(limiter.check('a').allowed).toBe(false);
    limiter.refund('a');
    expect(limiter.consume('a').allowed).toBe(true);
    limiter.reset('a');
    expect(limiter.consume('a').allowed).toBe(true);
  });

  it('refuses a cost above what is left without taking anything', () => {
    const limiter = new RateLimiter({limit: 5, windowMs: 50_000}, clock().now);
    expect(limiter.consume('a', 3).allowed).toBe(true);
    expect(limiter.consume('a', 3)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 10,
    });
    expect(limiter.consume('a', 2).allowed).toBe(true);
  });

  it('drops refilled buckets as keys pile up, so memory stays bounded', () => {
    const time = clock();
    const limiter = new RateLimiter({limit: 1, windowMs: 1000}, time.now);
    for (let i = 0; i < 10_000; i++) limiter.consume(`ip-${i}`);
    time.advance(1000);
    limiter.consume('late');
    const size = (limiter as unknown as {buckets: Map<string, unknown>}).buckets
      .size;
    expect(size).toBe(1);
  });
});

describe('configured limits', () => {
  it('uses production-like defaults, scaled by RATE_LIMIT_SCALE and overridden by RATE_LIMITS', () => {
    expect(configuredLimits({}).otpSendsPerIp).toEqual(
      DEFAULT_LIMITS.otpSendsPerIp,
    );
    expect(
      configuredLimits({RATE_LIMIT_SCALE: '10'}).loginFailuresPerCustomer.limit,
    ).toBe(DEFAULT_LIMITS.loginFailuresPerCustomer.limit * 10);
    const custom = configuredLimits({
      RATE_LIMITS: 'newsletterPerIp=3/60, bogus=1/1, nonsense',
    });
    expect(custom.newsletterPerIp).toEqual({limit: 3, windowMs: 60_000});
    expect(configuredLimits({RATE_LIMIT_SCALE: '-4'}).newsletterPerIp).toEqual(
      DEFAULT_LIMITS.newsletterPerIp,
    );
  });
});
