/**
 * SQL of the messaging stand-ins (WhatsApp Cloud API and SMS, server/src/whatsapp/): what they accepted.
 * A message with an idempotency key the channel already holds is not stored again: the first is returned.
 */
import type {Db} from './db.ts';
import {json} from './db.ts';
import {prepared} from './prepared.ts';

export type MessagingChannel = 'whatsapp' | 'sms';

export interface SentMessage {
  id: string;
  channel: MessagingChannel;
  shop: string;
  recipient: string;
  template: string | null;
  language: string | null;
  body: string;
  buttons: {text: string; payload: string}[];
  idempotencyKey: string | null;
  createdAt: string;
}

function toMessage(r: Record<string, unknown>): SentMessage {
  return {
    id: String(r.id),
    channel: r.channel as MessagingChannel,
    shop: String(r.shop),
    recipient: String(r.recipient),
    template: (r.template as string | null) ?? null,
    language: (r.language as string | null) ?? null,
    body: String(r.body),
    buttons: json<SentMessage['buttons']>(r.buttons, []),
    idempotencyKey: (r.idempotency_key as string | null) ?? null,
    createdAt: String(r.created_at),
  };
}

/** Stores the message, or returns the one already stored under its idempotency key. */
export function storeSentMessage(db: Db, message: SentMessage): SentMessage {
  if (message.idempotencyKey) {
    const existing = prepared(
      db,
      'SELECT * FROM messaging_sent WHERE channel = ? AND shop = ? AND idempotency_key = ?',
    ).get(message.channel, message.shop, message.idempotencyKey) as
      Record<string, unknown> | undefined;
    if (existing) return toMessage(existing);
  }
  prepared(
    db,
    `INSERT INTO messaging_sent (id, channel, shop, recipient, template, language, body, buttons, idempotency_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    message.id,
    message.channel,
    message.shop,
    message.recipient,
    message.template,
    message.language,
    message.body,
    JSON.stringify(message.buttons),
    message.idempotencyKey,
    message.createdAt,
  );
  return message;
}

export function findSentMessage(db: Db, id: string): SentMessage | null {
  const row = prepared(db, 'SELECT * FROM messaging_sent WHERE id = ?').get(
    id,
  ) as Record<string, unknown> | undefined;
  return row ? toMessage(row) : null;
}

export function listSentMessages(
  db: Db,
  shop: string,
  recipient?: string,
): SentMessage[] {
  const rows = (
    recipient
      ? prepared(
          db,
          'SELECT * FROM messaging_sent WHERE shop = ? AND recipient = ? ORDER BY created_at, rowid',
        ).all(shop, recipient)
      : prepared(
          db,
          'SELECT * FROM messaging_sent WHERE shop = ? ORDER BY rowid DESC LIMIT 200',
        ).all(shop)
  ) as Record<string, unknown>[];
  return rows.map(toMessage);
}
