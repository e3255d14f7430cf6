/**
 * SQL of the COD confirmation app (issue 39, decision 128): the per-order confirmation row, its outbox
 * and the webhook events already handled (schema.sql). The app's rules and flow are server/src/cod/.
 */
import type {Db} from './db.ts';
import {json} from './db.ts';
import {prepared} from './prepared.ts';

export type CodState =
  'awaiting' | 'confirmed' | 'cancelled' | 'converted' | 'unconfirmed';
export type CodLocale = 'en' | 'hi';
export type OutboxKind = 'confirm' | 'reminder' | 'reply' | 'tags' | 'cancel';

export interface CodConfirmation {
  orderId: number;
  shop: string;
  locale: CodLocale;
  phone: string;
  state: CodState;
  needsConfirmation: boolean;
  reason: 'value' | 'pincode' | null;
  codFeePaise: number;
  prepaidPaise: number;
  tokenNonce: string;
  tokenUsedAt: string | null;
  createdAt: string;
  remindedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  lastAnswerAt: string | null;
  paymentLinkId: string | null;
  paymentId: string | null;
}

interface Row {
  order_id: number;
  shop: string;
  locale: string;
  phone: string;
  state: string;
  needs_confirmation: number;
  reason: string | null;
  cod_fee_paise: number;
  prepaid_paise: number;
  token_nonce: string;
  token_used_at: string | null;
  created_at: string;
  reminded_at: string | null;
  decided_at: string | null;
  decided_by: string | null;
  last_answer_at: string | null;
  payment_link_id: string | null;
  payment_id: string | null;
}

function toConfirmation(row: Row): CodConfirmation {
  return {
    orderId: row.order_id,
    shop: row.shop,
    locale: row.locale === 'hi' ? 'hi' : 'en',
    phone: row.phone,
    state: row.state as CodState,
    needsConfirmation: row.needs_confirmation === 1,
    reason:
      row.reason === 'value' || row.reason === 'pincode' ? row.reason : null,
    codFeePaise: row.cod_fee_paise,
    prepaidPaise: row.prepaid_paise,
    tokenNonce: row.token_nonce,
    tokenUsedAt: row.token_used_at,
    createdAt: row.created_at,
    remindedAt: row.reminded_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    lastAnswerAt: row.last_answer_at,
    paymentLinkId: row.payment_link_id,
    paymentId: row.payment_id,
  };
}

export function insertCodConfirmation(
  db: Db,
  input: Omit<
    CodConfirmation,
    | 'state'
    | 'tokenUsedAt'
    | 'remindedAt'
    | 'decidedAt'
    | 'decidedBy'
    | 'lastAnswerAt'
    | 'paymentLinkId'
    | 'paymentId'
  >,
): boolean {
  const result = prepared(
    db,
    `INSERT INTO cod_confirmations (order_id, shop, locale, phone, needs_confirmation, reason, cod_fee_paise,
       prepaid_paise, token_nonce, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (order_id) DO NOTHING`,
  ).run(
    input.orderId,
    input.shop,
    input.locale,
    input.phone,
    input.needsConfirmation ? 1 : 0,
    input.reason,
    input.codFeePaise,
    input.prepaidPaise,
    input.tokenNonce,
    input.createdAt,
  );
  return Number(result.changes) > 0;
}

export function findCodConfirmation(
  db: Db,
  orderId: number,
): CodConfirmation | null {
  const row = prepared(
    db,
    'SELECT * FROM cod_confirmations WHERE order_id = ?',
  ).get(orderId) as Row | undefined;
  return row ? toConfirmation(row) : null;
}

/** Confirmations still waiting for an answer (or held), oldest first: what the clock looks at. */
export function listOpenConfirmations(db: Db): CodConfirmation[] {
  const rows = prepared(
    db,
    "SELECT * FROM cod_confirmations WHERE state = 'awaiting' ORDER BY order_id",
  ).all() as unknown as Row[];
  return rows.map(toConfirmation);
}

/** Moves the state; `from` guards against a change made meanwhile (false: nothing changed). */
export function updateCodState(
  db: Db,
  orderId: number,
  from: readonly CodState[],
  to: CodState,
  by: string,
  at: string,
  answerAt: string | null,
): boolean {
  const result = prepared(
    db,
    `UPDATE cod_confirmations SET state = ?, decided_by = ?, decided_at = ?,
       last_answer_at = COALESCE(?, last_answer_at)
     WHERE order_id = ? AND state IN (SELECT value FROM json_each(?))`,
  ).run(to, by, at, answerAt, orderId, JSON.stringify(from));
  return Number(result.changes) > 0;
}

export function noteAnswerTime(db: Db, orderId: number, at: string): void {
  prepared(
    db,
    `UPDATE cod_confirmations SET last_answer_at = ?
     WHERE order_id = ? AND (last_answer_at IS NULL OR last_answer_at < ?)`,
  ).run(at, orderId, at);
}

export function markReminded(db: Db, orderId: number, at: string): boolean {
  const result = prepared(
    db,
    'UPDATE cod_confirmations SET reminded_at = ? WHERE order_id = ? AND reminded_at IS NULL',
  ).run(at, orderId);
  return Number(result.changes) > 0;
}

/** Marks the link used; false when it already was (single use). */
export function useToken(db: Db, orderId: number, at: string): boolean {
  const result = prepared(
    db,
    'UPDATE cod_confirmations SET token_used_at = ? WHERE order_id = ? AND token_used_at IS NULL',
  ).run(at, orderId);
  return Number(result.changes) > 0;
}

export function setPaymentLink(db: Db, orderId: number, linkId: string): void {
  prepared(
    db,
    'UPDATE cod_confirmations SET payment_link_id = ? WHERE order_id = ?',
  ).run(linkId, orderId);
}

export function setPaymentId(db: Db, orderId: number, paymentId: string): void {
  prepared(
    db,
    'UPDATE cod_confirmations SET payment_id = ? WHERE order_id = ?',
  ).run(paymentId, orderId);
}

/** The order turned prepaid: payment method, instrument and status, and its COD fee off the total. */
export function markOrderPrepaid(
  db: Db,
  orderId: number,
  input: {instrument: string | null; codFeePaise: number},
): void {
  prepared(
    db,
    `UPDATE orders SET payment_method = 'PREPAID', payment_instrument = ?, financial_status = 'PAID',
       total_paise = total_paise - ? WHERE id = ? AND payment_method = 'COD'`,
  ).run(input.instrument, input.codFeePaise, orderId);
  prepared(
    db,
    'UPDATE order_delivery SET cod_fee_paise = 0 WHERE order_id = ?',
  ).run(orderId);
}

// ---- outbox ----

export interface CodOutboxRow {
  id: number;
  shop: string;
  orderId: number;
  kind: OutboxKind;
  dedupeKey: string;
  payload: Record<string, unknown>;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  channel: string | null;
  providerId: string | null;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

function toOutbox(r: Record<string, unknown>): CodOutboxRow {
  return {
    id: Number(r.id),
    shop: String(r.shop),
    orderId: Number(r.order_id),
    kind: r.kind as OutboxKind,
    dedupeKey: String(r.dedupe_key),
    payload: json<Record<string, unknown>>(r.payload, {}),
    status: r.status as CodOutboxRow['status'],
    attempts: Number(r.attempts),
    channel: (r.channel as string | null) ?? null,
    providerId: (r.provider_id as string | null) ?? null,
    lastError: (r.last_error as string | null) ?? null,
    nextAttemptAt: String(r.next_attempt_at),
    createdAt: String(r.created_at),
    sentAt: (r.sent_at as string | null) ?? null,
  };
}

/** Queues one item; a second with the same dedupe key is ignored (false). */
export function queueCodOutbox(
  db: Db,
  input: {
    shop: string;
    orderId: number;
    kind: OutboxKind;
    dedupeKey: string;
    payload: Record<string, unknown>;
    at: string;
  },
): boolean {
  const result = prepared(
    db,
    `INSERT INTO cod_outbox (shop, order_id, kind, dedupe_key, payload, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING`,
  ).run(
    input.shop,
    input.orderId,
    input.kind,
    input.dedupeKey,
    JSON.stringify(input.payload),
    input.at,
    input.at,
  );
  return Number(result.changes) > 0;
}

export function duePendingOutbox(
  db: Db,
  now: string,
  limit = 20,
): CodOutboxRow[] {
  const rows = prepared(
    db,
    "SELECT * FROM cod_outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?",
  ).all(now, limit) as Record<string, unknown>[];
  return rows.map(toOutbox);
}

/** Counts an attempt before the call goes out (committed first: a crash mid-call still counts it). */
export function startOutboxAttempt(db: Db, id: number): void {
  prepared(
    db,
    'UPDATE cod_outbox SET attempts = attempts + 1 WHERE id = ?',
  ).run(id);
}

export function listCodOutbox(
  db: Db,
  shop: string,
  orderId?: number,
): CodOutboxRow[] {
  const rows = (
    orderId === undefined
      ? prepared(
          db,
          'SELECT * FROM cod_outbox WHERE shop = ? ORDER BY id DESC LIMIT 200',
        ).all(shop)
      : prepared(
          db,
          'SELECT * FROM cod_outbox WHERE shop = ? AND order_id = ? ORDER BY id',
        ).all(shop, orderId)
  ) as Record<string, unknown>[];
  return rows.map(toOutbox);
}

/** Records an inbound message once; false when it was already handled (a replay). */
export function recordWebhookEvent(
  db: Db,
  input: {
    messageId: string;
    orderId: number | null;
    outcome: string;
    at: string;
  },
): boolean {
  const result = prepared(
    db,
    `INSERT INTO cod_webhook_events (message_id, order_id, outcome, received_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (message_id) DO NOTHING`,
  ).run(input.messageId, input.orderId, input.outcome, input.at);
  return Number(result.changes) > 0;
}

/**
 * How many COD orders a phone (E.164) placed in this shop before (the first-COD OTP rule), leaving out
 * `exceptOrderId` (the order being placed, asked about inside its own transaction).
 */
export function countCodOrdersOfPhone(
  db: Db,
  shop: string,
  phone: string,
  exceptOrderId = 0,
): number {
  const row = prepared(
    db,
    "SELECT COUNT(*) AS n FROM orders WHERE shop = ? AND phone = ? AND payment_method = 'COD' AND id != ?",
  ).get(shop, phone, exceptOrderId) as {n: number};
  return Number(row.n);
}
