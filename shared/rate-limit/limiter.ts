/**
 * An in-memory token bucket per key (an IP, a phone number, a customer): `limit` tokens that refill
 * evenly over `windowMs`. The backend's limits (server/src/rate-limit/) and the storefronts' per-shopper
 * ones (shared/delivery) use it. A burst of `limit` passes, then one more every windowMs/limit. Buckets that
 * have refilled are dropped as the map grows, so memory stays bounded by the keys active in a window.
 * One process only: a deployment with several backends would keep buckets in a shared store instead.
 */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface Decision {
  allowed: boolean;
  /** Whole seconds until the request would be allowed (0 when allowed): the `Retry-After` value. */
  retryAfterSeconds: number;
  /** Tokens left after this request (rounded down). */
  remaining: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const SWEEP_AT = 10_000;

export class RateLimiter {
  readonly rule: LimitRule;
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;

  constructor(rule: LimitRule, now: () => number = Date.now) {
    if (!(rule.limit > 0) || !(rule.windowMs > 0))
      throw new Error('A rate limit needs a positive limit and window');
    this.rule = rule;
    this.now = now;
  }

  /** Takes `cost` tokens for `key` if it has them. */
  consume(key: string, cost = 1): Decision {
    const bucket = this.refill(key);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      this.buckets.set(key, bucket);
      this.sweep();
      return {
        allowed: true,
        retryAfterSeconds: 0,
        remaining: Math.floor(bucket.tokens),
      };
    }
    return this.refusal(bucket, cost);
  }

  /** Whether `key` has `cost` tokens, without taking any (for limits that count failures only). */
  check(key: string, cost = 1): Decision {
    const bucket = this.refill(key);
    return bucket.tokens >= cost
      ? {
          allowed: true,
          retryAfterSeconds: 0,
          remaining: Math.floor(bucket.tokens),
        }
      : this.refusal(bucket, cost);
  }

  /** Gives back tokens taken for an attempt that turned out not to count (e.g. a successful login). */
  refund(key: string, cost = 1): void {
    const bucket = this.buckets.get(key);
    if (!bucket) return;
    const refilled = this.refill(key);
    refilled.tokens = Math.min(this.rule.limit, refilled.tokens + cost);
    this.buckets.set(key, refilled);
  }

  /** Forgets `key` (e.g. a customer's failed logins after a successful one). */
  reset(key: string): void {
    this.buckets.delete(key);
  }

  clear(): void {
    this.buckets.clear();
  }

  private get perMs(): number {
    return this.rule.limit / this.rule.windowMs;
  }

  private refill(key: string): Bucket {
    const now = this.now();
    const bucket = this.buckets.get(key);
    if (!bucket) return {tokens: this.rule.limit, updatedAt: now};
    const tokens = Math.min(
      this.rule.limit,
      bucket.tokens + Math.max(0, now - bucket.updatedAt) * this.perMs,
    );
    return {tokens, updatedAt: now};
  }

  private refusal(bucket: Bucket, cost: number): Decision {
    const waitMs =
      (Math.min(cost, this.rule.limit) - bucket.tokens) / this.perMs;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      remaining: 0,
    };
  }

  private sweep(): void {
    if (this.buckets.size < SWEEP_AT) return;
    const now = this.now();
    for (const [key, bucket] of this.buckets) {
      if (
        bucket.tokens + (now - bucket.updatedAt) * this.perMs >=
        this.rule.limit
      )
        this.buckets.delete(key);
    }
  }
}
