/**
 * Delivers "rate your order" messages (decision 135): each pending request row is claimed (its attempt
 * counted and its next attempt moved past the send's timeout, only while still pending), then sent as
 * the WhatsApp template `order_review_request` in the order's language, or as an SMS when WhatsApp
 * cannot deliver, through the COD app's sender (cod/sender.ts) with `review-request:<order id>` as the
 * providers' idempotency key: a claim lost to a crash is resent as the same message, and two workers
 * never hold one row at once. Failures retry with backoff, then the row is marked failed
 * (outbox/drain.ts, shared with the COD outbox).
 */
import type {Db} from '../data/db.ts';
import {
  claimReviewRequest,
  dueReviewRequests,
  orderForReview,
  type ReviewRequest,
} from '../data/review-requests.ts';
import {finishOutboxRow} from '../data/outbox.ts';
import {shops, type StoreId} from '../../../contracts/index.ts';
import {sendToShopper} from '../cod/sender.ts';
import {drainOutbox, Permanent} from '../outbox/drain.ts';
import {REVIEW_REQUEST_TEMPLATE, reviewRequestSms} from '../cod/messages.ts';
import {reviewRequestUrl} from './requests.ts';

/** Longer than a send's timeouts (WhatsApp, then SMS): a claimed row is not claimed again meanwhile. */
const LEASE_MS = 30_000;

async function send(db: Db, origin: string, row: ReviewRequest) {
  const order = orderForReview(db, row.shop, row.orderId);
  if (!order) throw new Permanent('The order is gone');
  const store = shops[row.shop as StoreId]?.brand ?? row.shop;
  const link = reviewRequestUrl(row);
  return sendToShopper(
    origin,
    row,
    `review-request:${row.orderId}`,
    {
      type: 'template',
      template: {
        name: REVIEW_REQUEST_TEMPLATE,
        language: {code: row.locale},
        components: [
          {
            type: 'body',
            parameters: [order.name, store, link].map((text) => ({
              type: 'text',
              text,
            })),
          },
        ],
      },
    },
    reviewRequestSms(row.locale, {order: order.name, store, link}),
  );
}

/** Sends what is due at `now`; returns how many were sent. */
export function deliverReviewRequests(
  db: Db,
  origin: string,
  now: Date = new Date(),
): Promise<number> {
  return drainOutbox<ReviewRequest>(
    {
      name: (row) => `[reviews] request ${row.orderId}`,
      due: (at) => dueReviewRequests(db, at.toISOString()),
      claim: (row, at) =>
        claimReviewRequest(
          db,
          row.orderId,
          at.toISOString(),
          new Date(at.getTime() + LEASE_MS).toISOString(),
        ),
      send: (row) => send(db, origin, row),
      finish: (row, outcome) =>
        finishOutboxRow(db, 'review_requests', row.orderId, outcome),
    },
    now,
  );
}
