/**
 * The COD confirmation app's state changes (issue 39; decisions 128-130). Each runs in one transaction
 * and queues what must be sent (cod_outbox) in that same transaction, so a change and its messages are
 * written together or not at all; sender.ts delivers them. Every function takes `now`: the clock is the
 * caller's (the worker's real one, a test's own).
 */
import {randomBytes} from 'node:crypto';
import type {Db} from '../data/db.ts';
import {transaction} from '../data/db.ts';
import {
  codConfirmation,
  delivery,
  shops,
  type StoreId,
} from '../../../contracts/index.ts';
import {
  cancelPaymentLink,
  findPaymentLink,
  type PaymentLink,
} from '../data/payment-links.ts';
import {
  findCodConfirmation,
  insertCodConfirmation,
  listOpenConfirmations,
  markOrderPrepaid,
  markReminded,
  noteAnswerTime,
  queueCodOutbox,
  setPaymentId,
  setPaymentLink,
  updateCodState,
  useToken,
  type CodConfirmation,
  type CodLocale,
  type CodState,
} from '../data/cod.ts';
import {findOrder, type Order} from '../data/orders.ts';
import {findShopPerks} from '../data/perks.ts';
import {applyOrderAdjustments} from '../pricing/order-adjustments.ts';
import {shopSecret} from '../secrets.ts';
import {shopStorefrontOrigins} from '../http/origins.ts';
import {
  createPaymentLink,
  onPaymentLinkPaid,
} from '../checkout-provider/payment-links.ts';
import {
  answerState,
  confirmationReason,
  dueAction,
  type Answer,
} from './rules.ts';
import {signToken} from './tokens.ts';
import type {ReplyKind} from './messages.ts';
import {orderPaidHook} from './order-paid.ts';

export function isCodStore(shop: string): shop is StoreId {
  return Object.hasOwn(codConfirmation, shop);
}

/** The link's token for a confirmation (deterministic: the same link in every message). */
export function confirmationToken(row: CodConfirmation): string {
  const rules = codConfirmation[row.shop as StoreId];
  const exp =
    Math.floor(Date.parse(row.createdAt) / 1000) + rules.linkValidHours * 3600;
  return signToken(shopSecret(row.shop, 'codLinkSecret') ?? '', {
    shop: row.shop,
    orderId: row.orderId,
    nonce: row.tokenNonce,
    exp,
  });
}

/** A storefront page of `shop` in `locale` when the store has it (gum's Hindi under /hi). */
export function storefrontPageUrl(
  shop: string,
  locale: string,
  path: string,
): string {
  const origin = shopStorefrontOrigins(shop)[0] ?? '';
  const prefix =
    locale !== 'en' &&
    (shops[shop as StoreId].locales as readonly string[]).includes(locale)
      ? `/${locale}`
      : '';
  return `${origin}${prefix}${path}`;
}

/** The storefront's confirmation page for a row, in the order's language (gum's Hindi under /hi). */
export function confirmationUrl(row: CodConfirmation): string {
  return storefrontPageUrl(
    row.shop,
    row.locale,
    `/orders/confirm/${confirmationToken(row)}`,
  );
}

/** What the shopper saves by paying online: the COD fee plus the store's prepaid discount. */
export function savingPaise(row: CodConfirmation): number {
  return row.codFeePaise + row.prepaidPaise;
}

function queue(
  db: Db,
  row: {shop: string; orderId: number},
  kind: 'confirm' | 'reminder' | 'reply' | 'tags' | 'cancel',
  dedupeKey: string,
  payload: Record<string, unknown>,
  now: Date,
) {
  queueCodOutbox(db, {
    shop: row.shop,
    orderId: row.orderId,
    kind,
    dedupeKey,
    payload,
    at: now.toISOString(),
  });
}

function queueTags(db: Db, row: CodConfirmation, state: CodState, now: Date) {
  queue(db, row, 'tags', `tags:${row.orderId}:${state}`, {state}, now);
}

function queueReply(
  db: Db,
  row: CodConfirmation,
  key: string,
  kind: ReplyKind,
  now: Date,
  extra: Record<string, unknown> = {},
) {
  queue(db, row, 'reply', `reply:${key}`, {reply: kind, ...extra}, now);
}

/**
 * Called inside the transaction that places a COD order: files its confirmation row, the message and
 * the COD-Awaiting tag. A store without COD rules, or a prepaid order, files nothing.
 */
export function startCodConfirmation(
  db: Db,
  input: {
    order: Order;
    locale: string;
    pincode: string | null;
    codFeePaise: number;
    prepaidPaise: number;
    now: Date;
  },
): void {
  const {order} = input;
  if (order.paymentMethod !== 'COD' || !isCodStore(order.shop) || !order.phone)
    return;
  const rules = codConfirmation[order.shop];
  const reason = confirmationReason(rules, {
    totalPaise: order.totalPaise,
    pincode: input.pincode,
  });
  const locale: CodLocale = input.locale === 'hi' ? 'hi' : 'en';
  const created = insertCodConfirmation(db, {
    orderId: order.id,
    shop: order.shop,
    locale,
    phone: order.phone,
    needsConfirmation: reason !== null,
    reason,
    codFeePaise: input.codFeePaise,
    prepaidPaise: input.prepaidPaise,
    tokenNonce: randomBytes(12).toString('base64url'),
    createdAt: input.now.toISOString(),
  });
  if (!created) return;
  const row = findCodConfirmation(db, order.id)!;
  queue(db, row, 'confirm', `confirm:${order.id}`, {}, input.now);
  queueTags(db, row, 'awaiting', input.now);
}

export type Via = 'whatsapp' | 'link';

export interface AnswerResult {
  outcome: 'changed' | 'unchanged' | 'late' | 'unknown' | 'used';
  state: CodState | null;
  paymentUrl: string | null;
}

/**
 * A shopper's answer by a button (WhatsApp, `replyKey` = the inbound message id) or on the link page.
 * Whatever order answers arrive in and however often, the order ends in one state and changes once
 * (rules.ts answerState). A link answer uses the link up (single use), except to come back to pay.
 */
export function answer(
  db: Db,
  input: {
    orderId: number;
    answer: Answer;
    via: Via;
    /** When the shopper answered (the message's timestamp; the request's time for the page). */
    at: Date;
    now: Date;
    origin: string;
    replyKey?: string;
  },
): AnswerResult {
  return transaction(db, () => {
    const row = findCodConfirmation(db, input.orderId);
    if (!row) return {outcome: 'unknown', state: null, paymentUrl: null};
    const at = input.at.toISOString();
    const reply = (kind: ReplyKind, extra: Record<string, unknown> = {}) => {
      if (input.via === 'whatsapp' && input.replyKey)
        queueReply(db, row, input.replyKey, kind, input.now, extra);
    };
    const next = answerState(row.state, input.answer);
    if (next.late) {
      if (row.state === 'converted') reply('already-paid');
      else if (row.decidedBy === 'clock') reply('late-cancelled');
      else reply('cancelled');
      return {outcome: 'late', state: row.state, paymentUrl: null};
    }
    if (input.via === 'link' && !useToken(db, row.orderId, at)) {
      // A used link may still lead back to the payment it started, nothing else.
      const link = row.paymentLinkId
        ? findPaymentLink(db, row.paymentLinkId)
        : null;
      return {
        outcome: 'used',
        state: row.state,
        paymentUrl:
          input.answer === 'pay' && link?.status === 'created'
            ? paymentPageUrl(input.origin, link)
            : null,
      };
    }
    noteAnswerTime(db, row.orderId, at);
    if (input.answer === 'pay') {
      const link = payOnline(db, row, input.origin, input.now);
      reply('pay-link', {url: paymentPageUrl(input.origin, link)});
      return {
        outcome: 'unchanged',
        state: row.state,
        paymentUrl: paymentPageUrl(input.origin, link),
      };
    }
    if (!next.changed)
      return {outcome: 'unchanged', state: row.state, paymentUrl: null};
    updateCodState(
      db,
      row.orderId,
      [row.state],
      next.state,
      input.via,
      input.now.toISOString(),
      at,
    );
    if (next.state === 'cancelled') cancelOrder(db, row, 'CUSTOMER', input.now);
    queueTags(db, row, next.state, input.now);
    reply(next.state === 'cancelled' ? 'cancelled' : 'confirmed');
    return {outcome: 'changed', state: next.state, paymentUrl: null};
  });
}

function cancelOrder(
  db: Db,
  row: CodConfirmation,
  reason: 'CUSTOMER' | 'DECLINED',
  now: Date,
) {
  queue(db, row, 'cancel', `cancel:${row.orderId}`, {reason}, now);
  if (row.paymentLinkId) cancelPaymentLink(db, row.paymentLinkId);
}

export function paymentPageUrl(origin: string, link: PaymentLink): string {
  return `${origin}/provider/pay/${link.id}`;
}

/** The order's payment link at the checkout provider, created once (its reference is the order). */
function payOnline(
  db: Db,
  row: CodConfirmation,
  origin: string,
  now: Date,
): PaymentLink {
  const order = findOrder(db, row.shop, row.orderId)!;
  const link = createPaymentLink(db, {
    shop: row.shop,
    referenceId: `order-${row.orderId}`,
    amountPaise: order.totalPaise - savingPaise(row),
    description: `${shops[row.shop as StoreId].brand} order ${order.name}`,
    callbackUrl: confirmationUrl(row),
    now,
  });
  if (row.paymentLinkId !== link.id) setPaymentLink(db, row.orderId, link.id);
  void origin;
  return link;
}

/**
 * The payment link was paid (the provider's capture, in its transaction): the order becomes prepaid
 * once. The COD fee comes off, the prepaid discount is applied (order_discounts 'prepaid'), the
 * payment is recorded and COD-Converted tagged; a second capture for the order changes nothing.
 */
export function convertToPrepaid(
  db: Db,
  link: PaymentLink,
  now: Date = new Date(),
): void {
  const match = /^order-(\d+)$/.exec(link.referenceId);
  if (!match) return;
  const row = findCodConfirmation(db, Number(match[1]));
  if (!row || row.shop !== link.shop || row.state === 'converted') return;
  if (row.state === 'cancelled')
    throw new Error(
      `Order ${row.orderId} is cancelled: its link cannot be paid`,
    );
  const perks = findShopPerks(db, row.shop);
  applyOrderAdjustments(db, row.orderId, [
    {
      kind: 'prepaid',
      title: `Prepaid discount (${perks.prepaidDiscountPercent}%)`,
      code: null,
      amountPaise: row.prepaidPaise,
    },
  ]);
  markOrderPrepaid(db, row.orderId, {
    instrument: link.method,
    codFeePaise: row.codFeePaise,
  });
  updateCodState(
    db,
    row.orderId,
    ['awaiting', 'confirmed', 'unconfirmed'],
    'converted',
    'payment',
    now.toISOString(),
    null,
  );
  setPaymentId(db, row.orderId, link.paymentId ?? link.id);
  queueTags(db, row, 'converted', now);
  orderPaidHook(db, findOrder(db, row.shop, row.orderId)!);
}

onPaymentLinkPaid((db, link) => convertToPrepaid(db, link));

/** What the clock does at `now`: reminders, then cancel or hold what went unanswered too long. */
export function tick(
  db: Db,
  now: Date,
  /** Only this shopper's orders (the test hook: one test's clock must not decide another test's orders). */
  onlyPhone?: string,
): {reminded: number; cancelled: number; held: number} {
  const done = {reminded: 0, cancelled: 0, held: 0};
  const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
  for (const row of listOpenConfirmations(db)) {
    if (!isCodStore(row.shop)) continue;
    if (onlyPhone && digits(row.phone) !== digits(onlyPhone)) continue;
    const action = dueAction(codConfirmation[row.shop], row, now);
    if (!action) continue;
    transaction(db, () => {
      if (action === 'remind') {
        if (markReminded(db, row.orderId, now.toISOString())) {
          queue(db, row, 'reminder', `reminder:${row.orderId}`, {}, now);
          done.reminded++;
        }
        return;
      }
      const to = action === 'cancel' ? 'cancelled' : 'unconfirmed';
      if (
        !updateCodState(
          db,
          row.orderId,
          ['awaiting'],
          to,
          'clock',
          now.toISOString(),
          null,
        )
      )
        return;
      if (to === 'cancelled') {
        cancelOrder(db, row, 'DECLINED', now);
        done.cancelled++;
      } else done.held++;
      queueTags(db, row, to, now);
    });
  }
  return done;
}

/** The COD fee a store charges (the delivery rules' one figure). */
export function codFeeOfStore(shop: string): number {
  return isCodStore(shop) ? delivery[shop].cod.feePaise : 0;
}
