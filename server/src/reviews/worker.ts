/**
 * "Rate your order" in the backend process (decision 135): every few seconds the orders due their
 * message get their one request row, and the pending rows are sent. REVIEW_REQUESTS_WORKER=0 turns it
 * off; REVIEW_REQUESTS_INTERVAL_MS sets the period (a production service would tick every minute).
 */
import type {Db} from '../data/db.ts';
import {every} from '../outbox/drain.ts';
import {queueReviewRequests} from './requests.ts';
import {deliverReviewRequests} from './request-sender.ts';

export function startReviewRequestWorker(db: Db, origin: string): () => void {
  if (process.env.REVIEW_REQUESTS_WORKER === '0') return () => {};
  const period = Number(process.env.REVIEW_REQUESTS_INTERVAL_MS) || 2000;
  return every('[reviews] request worker', period, async () => {
    const now = new Date();
    queueReviewRequests(db, now);
    await deliverReviewRequests(db, origin, now);
  });
}
