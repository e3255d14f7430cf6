/**
 * Delivers "rate your order" messages (decision 135): each pending request row is claimed (its attempt
 * counted and its next attempt moved past the send's timeout, only while still pending), then sent as
 * the WhatsApp template `order_review_request` in the order's language, or as an SMS when WhatsApp
 * cannot deliver, through the COD app's sender (cod/sender.ts) with `review-request:<order id>` as the
 * providers' idempotency key: a claim lost to a crash is resent as the same message, and two workers
 * never hold one row at once. Failures retry with backoff, then the row is marked failed.
 */
import type {Db} from '../data/db.ts';
import {
  claimReviewRequest,
  dueReviewRequests,
  finishReviewRequest,
  orderForReview,
  type ReviewRequest,
} from '../data/review-requests.ts';
import {shops, type StoreId} from '../../../contracts/index.ts';
import {Permanent, sendToShopper} from '../cod/sender.ts';
import {REVIEW_REQUEST_TEMPLATE, reviewRequestSms} from '../cod/messages.ts';
import {reviewRequestUrl} from './requests.ts';

const MAX_ATTEMPTS = 8;
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
export async function deliverReviewRequests(
  db: Db,
  origin: string,
  now: Date = new Date(),
): Promise<number> {
  let sent = 0;
  for (const row of dueReviewRequests(db, now.toISOString())) {
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    if (!claimReviewRequest(db, row.orderId, now.toISOString(), lease))
      continue;
    try {
      const result = await send(db, origin, row);
      finishReviewRequest(db, row.orderId, {
        status: 'sent',
        ...result,
        at: new Date().toISOString(),
      });
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof Permanent || row.attempts + 1 >= MAX_ATTEMPTS) {
        console.error(`[reviews] request ${row.orderId} failed: ${message}`);
        finishReviewRequest(db, row.orderId, {
          status: 'failed',
          error: message,
        });
      } else
        finishReviewRequest(db, row.orderId, {
          status: 'retry',
          error: message,
          nextAttemptAt: new Date(
            now.getTime() + Math.min(3_600_000, 2_000 * 2 ** row.attempts),
          ).toISOString(),
        });
    }
  }
  return sent;
}
