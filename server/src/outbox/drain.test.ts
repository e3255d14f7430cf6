import {describe, expect, it, vi} from 'vitest';
import type {OutboxOutcome} from '../data/outbox.ts';
import {drainOutbox, MAX_ATTEMPTS, Permanent, type Outbox} from './drain.ts';

interface Row {
  id: number;
  attempts: number;
}
const NOW = new Date('2026-12-01T10:00:00.000Z');

/** An in-memory outbox whose sends answer as `answer` says; it records what the drain did. */
function outbox(
  rows: Row[],
  answer: (row: Row) => Promise<{channel: string; providerId: string}>,
  claimable: (row: Row) => boolean = () => true,
) {
  const finished: Array<[number, OutboxOutcome]> = [];
  const sent: number[] = [];
  const box: Outbox<Row> = {
    name: (row) => `[test] row ${row.id}`,
    due: () => rows,
    claim: claimable,
    send: (row) => {
      sent.push(row.id);
      return answer(row);
    },
    finish: (row, outcome) => finished.push([row.id, outcome]),
  };
  return {box, finished, sent};
}

describe('the outbox drain', () => {
  it('sends each claimed row once and skips a row another worker claimed', async () => {
    const {box, finished, sent} = outbox(
      [
        {id: 1, attempts: 0},
        {id: 2, attempts: 0},
      ],
      async () => ({channel: 'whatsapp', providerId: 'wamid.1'}),
      (row) => row.id === 1,
    );
    expect(await drainOutbox(box, NOW)).toBe(1);
    expect(sent).toEqual([1]);
    expect(finished).toEqual([
      [
        1,
        expect.objectContaining({
          status: 'sent',
          channel: 'whatsapp',
          providerId: 'wamid.1',
        }),
      ],
    ]);
  });

  it('retries a failure with a doubling wait, and fails a refusal or the last attempt at once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const {box, finished} = outbox(
      [
        {id: 1, attempts: 0},
        {id: 2, attempts: 3},
        {id: 3, attempts: 0},
        {id: 4, attempts: MAX_ATTEMPTS - 1},
      ],
      async (row) => {
        throw row.id === 3
          ? new Permanent('WhatsApp 400: refused')
          : new Error('WhatsApp 503: failed');
      },
    );
    expect(await drainOutbox(box, NOW)).toBe(0);
    const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    expect(finished).toEqual([
      [
        1,
        {
          status: 'retry',
          error: 'WhatsApp 503: failed',
          nextAttemptAt: later(2_000),
        },
      ],
      [
        2,
        {
          status: 'retry',
          error: 'WhatsApp 503: failed',
          nextAttemptAt: later(16_000),
        },
      ],
      [3, {status: 'failed', error: 'WhatsApp 400: refused'}],
      [4, {status: 'failed', error: 'WhatsApp 503: failed'}],
    ]);
    expect(log).toHaveBeenCalledWith(
      '[test] row 3 failed: WhatsApp 400: refused',
    );
    log.mockRestore();
  });
});
