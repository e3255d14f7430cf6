/**
 * "Rate your order" in the backend process (decision 135): every few seconds the orders due their
 * message get their one request row, and the pending rows are sent. REVIEW_REQUESTS_WORKER=0 turns it
 * off; REVIEW_REQUESTS_INTERVAL_MS sets the period (a production service would tick every minute).
 */
import type {Db} from '../data/db.ts';
import {queueReviewRequests} from './requests.ts';
import {deliverReviewRequests} from './request-sender.ts';

export function startReviewRequestWorker(db: Db, origin: string): () => void {
  if (process.env.REVIEW_REQUESTS_WORKER === '0') return () => {};
  const every = Number(process.env.REVIEW_REQUESTS_INTERVAL_MS) || 2000;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void (async () => {
      try {
        const now = new Date();
        queueReviewRequests(db, now);
        await deliverReviewRequests(db, origin, now);
      } catch (error) {
        console.error('[reviews] request worker', error);
      } finally {
        busy = false;
      }
    })();
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
