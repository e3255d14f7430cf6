/**
 * The COD app's clock and sender in the backend process: every second the rules look at the open
 * confirmations (reminders, cancel or hold) and the outbox is delivered. COD_WORKER=0 turns it off.
 */
import type {Db} from '../data/db.ts';
import {every} from '../outbox/drain.ts';
import {tick} from './flow.ts';
import {deliverOutbox} from './sender.ts';

export function startCodWorker(db: Db, origin: string): () => void {
  if (process.env.COD_WORKER === '0') return () => {};
  return every('[cod] worker', 1000, async () => {
    tick(db, new Date());
    await deliverOutbox(db, origin);
  });
}
