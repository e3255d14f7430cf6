/**
 * The one outbox drain (decisions 131 and 135), shared by the COD app's outbox (cod/sender.ts) and the
 * "rate your order" requests (reviews/request-sender.ts). Each due row is claimed before its call goes
 * out: the attempt is counted and committed first, so a kill -9 mid-send leaves the row pending with
 * the attempt counted, and the resend carries the same idempotency key (the provider answers with the
 * first message). A claim another worker won is skipped. The outcome marks the row sent, retries it with
 * backoff, or marks it failed after MAX_ATTEMPTS or a refusal a retry would not change (`Permanent`).
 */
import type {OutboxOutcome} from '../data/outbox.ts';

/** A refusal a retry would not change (a 4xx other than 429, a row with nothing left to send). */
export class Permanent extends Error {}

export const MAX_ATTEMPTS = 8;

/** The wait before the next attempt after `attempts` failed ones: 2 s doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 2_000 * 2 ** attempts);
}

export interface Outbox<Row extends {attempts: number}> {
  /** The log line's name of a row, e.g. `[cod] outbox 12`. */
  name(row: Row): string;
  /** The pending rows due at `now`, in sending order. */
  due(now: Date): Row[];
  /** Counts the attempt (committed before the send); false when another worker holds the row. */
  claim(row: Row, now: Date): boolean;
  send(row: Row): Promise<{channel: string; providerId: string | null}>;
  finish(row: Row, outcome: OutboxOutcome): void;
}

/** Sends what is due at `now`; returns how many were sent. */
export async function drainOutbox<Row extends {attempts: number}>(
  outbox: Outbox<Row>,
  now: Date,
): Promise<number> {
  let sent = 0;
  for (const row of outbox.due(now)) {
    if (!outbox.claim(row, now)) continue;
    try {
      const result = await outbox.send(row);
      outbox.finish(row, {
        status: 'sent',
        ...result,
        at: new Date().toISOString(),
      });
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof Permanent || row.attempts + 1 >= MAX_ATTEMPTS) {
        console.error(`${outbox.name(row)} failed: ${message}`);
        outbox.finish(row, {status: 'failed', error: message});
      } else
        outbox.finish(row, {
          status: 'retry',
          error: message,
          nextAttemptAt: new Date(
            now.getTime() + retryDelayMs(row.attempts),
          ).toISOString(),
        });
    }
  }
  return sent;
}

/**
 * Runs `job` every `periodMs` in the backend process, never two at once (a slow run skips ticks);
 * an error is logged under `name` and the next tick runs as usual.
 */
export function every(
  name: string,
  periodMs: number,
  job: () => Promise<unknown>,
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    job()
      .catch((error: unknown) => console.error(name, error))
      .finally(() => (busy = false));
  }, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
