/**
 * What keeps one client from spending the shop's logistics quota (issue 35, finding 1; decision 114):
 * - a pincode India Post does not list is answered "we don't deliver" from the storefront's own copy of
 *   the directory (known-pincodes.ts), without asking the provider;
 * - each shopper (the buyer IP Oxygen sets) has a budget of provider look-ups;
 * - one look-up per pincode is in flight at a time: concurrent asks for it share the answer, and a
 *   definite answer is kept an hour, so repeats (the same pincode on the product page, drawer and cart)
 *   cost nothing.
 * In memory, per worker isolate: a limit that holds across isolates is an edge rule (docs/deploy.md).
 */
import {RateLimiter, type Decision} from '../rate-limit/limiter';
import {buyerIp} from '../hydrogen/security/buyer-ip.server';
import {KNOWN_PINCODE_GAPS} from './known-pincodes';

let known: Set<number> | undefined;

/** True when India Post's directory lists `pincode` (six digits). */
export function knownPincode(pincode: string): boolean {
  if (!known) {
    known = new Set();
    let pin = 0;
    for (const gap of KNOWN_PINCODE_GAPS.split(','))
      known.add((pin += parseInt(gap, 36)));
  }
  return /^\d{6}$/.test(pincode) && known.has(Number(pincode));
}

/** Provider look-ups per shopper: a burst of 20, then one every 3 s (20 a minute). */
export const DELIVERY_LOOKUPS_PER_CLIENT = {limit: 20, windowMs: 60_000};

const perClient = new RateLimiter(DELIVERY_LOOKUPS_PER_CLIENT);

/** Takes one look-up from the shopper's budget (keyed on Oxygen's buyer IP; one key when there is none). */
export function takeLookup(request: Request): Decision {
  return perClient.consume(`delivery:${buyerIp(request) ?? 'unknown'}`);
}

/** A definite answer (served or not) is kept this long per isolate, and repeats cost nothing. */
const ANSWER_TTL_MS = 60 * 60_000;
const ANSWERS_KEPT = 5000;

interface Kept<T> {
  answer: T;
  until: number;
}

const answers = new Map<string, Kept<unknown>>();
const inFlight = new Map<string, Promise<unknown>>();

export type Guarded<T> = {answer: T} | {throttled: Decision};

/**
 * The provider's answer for `key` (a pincode) through the guard: a kept answer, else a look-up already
 * in flight for it, else a new look-up charged to the shopper's budget. `definite` says which answers
 * may be kept (not an outage).
 */
export async function guardedLookup<T>(
  request: Request,
  key: string,
  ask: () => Promise<T>,
  definite: (answer: T) => boolean,
): Promise<Guarded<T>> {
  const now = Date.now();
  const kept = answers.get(key) as Kept<T> | undefined;
  if (kept && kept.until > now) return {answer: kept.answer};
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return {answer: await running};
  const decision = takeLookup(request);
  if (!decision.allowed) return {throttled: decision};
  const started = ask()
    .then((answer) => {
      if (definite(answer)) {
        if (answers.size >= ANSWERS_KEPT) answers.clear();
        answers.set(key, {answer, until: Date.now() + ANSWER_TTL_MS});
      }
      return answer;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return {answer: await started};
}

/** Forgets every budget and kept answer (tests). */
export function resetDeliveryGuard(): void {
  perClient.clear();
  answers.clear();
  inFlight.clear();
}
