/**
 * Exponential back-off per key, as phone-auth services pace code sends: the first request passes, each
 * next one waits twice as long after the one before (`firstDelayMs`, doubling, at most `maxDelayMs`);
 * a key quiet for `resetAfterMs` starts over. Unlike a token bucket it never refuses for longer than
 * `maxDelayMs`, so a key someone else can drive (a victim's phone number) is slowed, never locked.
 * In memory, one process (like limiter.ts); entries that have reset are swept as the map grows.
 */
import type {Decision} from '../../../shared/rate-limit/limiter.ts';

export interface BackoffRule {
  firstDelayMs: number;
  maxDelayMs: number;
  resetAfterMs: number;
}

interface Entry {
  count: number;
  lastAt: number;
}

const SWEEP_AT = 10_000;

export class Backoff {
  readonly rule: BackoffRule;
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(rule: BackoffRule, now: () => number = () => Date.now()) {
    this.rule = rule;
    this.now = now;
  }

  /** Whether `key` may go now (nothing is recorded). */
  check(key: string): Decision {
    const entry = this.live(key);
    if (!entry) return {allowed: true, retryAfterSeconds: 0, remaining: 1};
    const waitMs = entry.lastAt + this.delayAfter(entry.count) - this.now();
    if (waitMs <= 0) return {allowed: true, retryAfterSeconds: 0, remaining: 1};
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      remaining: 0,
    };
  }

  /** Records one request for `key` (the next one waits longer). */
  record(key: string): void {
    const entry = this.live(key);
    this.entries.set(key, {count: (entry?.count ?? 0) + 1, lastAt: this.now()});
    this.sweep();
  }

  clear(): void {
    this.entries.clear();
  }

  private delayAfter(count: number): number {
    return Math.min(
      this.rule.maxDelayMs,
      this.rule.firstDelayMs * 2 ** (count - 1),
    );
  }

  private live(key: string): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.lastAt >= this.rule.resetAfterMs) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  private sweep(): void {
    if (this.entries.size < SWEEP_AT) return;
    const now = this.now();
    for (const [key, entry] of this.entries)
      if (now - entry.lastAt >= this.rule.resetAfterMs)
        this.entries.delete(key);
  }
}
