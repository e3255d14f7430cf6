/**
 * The delivery columns both outboxes share (schema.sql: cod_outbox, review_requests): a row is pending
 * until a send's outcome marks it sent, moves its next attempt, or marks it failed (server/src/outbox/).
 */
import type {Db} from './db.ts';
import {prepared} from './prepared.ts';

export type OutboxOutcome =
  | {status: 'sent'; channel: string; providerId: string | null; at: string}
  | {status: 'retry'; error: string; nextAttemptAt: string}
  | {status: 'failed'; error: string};

/** The outbox tables and the column that keys a row in each. */
const KEYS = {cod_outbox: 'id', review_requests: 'order_id'} as const;

/** Records a send's outcome on the row of `table` keyed `id`. */
export function finishOutboxRow(
  db: Db,
  table: keyof typeof KEYS,
  id: number,
  outcome: OutboxOutcome,
): void {
  const where = `WHERE ${KEYS[table]} = ?`;
  if (outcome.status === 'sent')
    prepared(
      db,
      `UPDATE ${table} SET status = 'sent', channel = ?, provider_id = ?, sent_at = ?, last_error = NULL ${where}`,
    ).run(outcome.channel, outcome.providerId, outcome.at, id);
  else if (outcome.status === 'retry')
    prepared(
      db,
      `UPDATE ${table} SET last_error = ?, next_attempt_at = ? ${where}`,
    ).run(outcome.error, outcome.nextAttemptAt, id);
  else
    prepared(
      db,
      `UPDATE ${table} SET status = 'failed', last_error = ? ${where}`,
    ).run(outcome.error, id);
}
