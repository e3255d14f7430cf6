import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';
import {afterAll, expect, it} from 'vitest';
import {openDatabase} from '../../src/data/db.ts';
import {
  addBackInStockSubscription,
  confirmConsent,
  listConfirmations,
  listOutbox,
} from '../../src/data/marketing.ts';
import {fixtureDb, fixtureProduct} from '../fixtures/fixture-builder.ts';
import {insertProduct} from '../../src/data/seed-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'restock-race-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

it('restocks on separate connections at the same moment queue one message per subscriber in all', async () => {
  const file = join(dir, 'commerce.sqlite');
  const setup = fixtureDb({file}, (db) => {
    insertProduct(
      db,
      'gum',
      fixtureProduct({
        handle: 'sold-out',
        title: 'Sold out',
        variants: [
          {
            optionValues: [],
            pricePaise: 100,
            availableForSale: false,
            sku: 'SO-1',
          },
        ],
      }),
    );
  });
  const variantId = Number(
    (
      setup.prepare("SELECT id FROM variants WHERE sku = 'SO-1'").get() as {
        id: number;
      }
    ).id,
  );
  for (const contact of ['a@example.in', 'b@example.in', '+919812345678']) {
    addBackInStockSubscription(setup, {
      shop: 'gum',
      variantId,
      channel: contact.startsWith('+') ? 'SMS' : 'EMAIL',
      contact,
      confirmation: {
        subject: 'Confirm',
        body: (url) => url,
        confirmUrl: (token) => token,
      },
    });
  }
  // Each contact confirms from its one confirmation message (alerts go to confirmed contacts only).
  for (const confirmation of listConfirmations(setup, 'gum'))
    confirmConsent(setup, confirmation.confirmUrl);
  setup.close();

  const gate = new SharedArrayBuffer(4);
  const workers = Array.from(
    {length: 4},
    (_, i) =>
      new Worker(new URL('./restock-worker.ts', import.meta.url), {
        workerData: {file, shop: 'gum', variantId, quantity: 5 + i, gate},
      }),
  );
  const messages = (worker: Worker) => {
    const ready = new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const done = ready.then(
      () =>
        new Promise<{queued: number}>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    );
    return {ready, done};
  };
  const each = workers.map(messages);
  // Every worker has opened its connection and blocks on the gate; release them together.
  await Promise.all(each.map((w) => w.ready));
  Atomics.store(new Int32Array(gate), 0, 1);
  Atomics.notify(new Int32Array(gate), 0);
  const queued = (await Promise.all(each.map((w) => w.done))).map(
    (r) => r.queued,
  );

  expect(queued.reduce((a, b) => a + b, 0)).toBe(3);
  const db = openDatabase(file);
  expect(
    listOutbox(db, 'gum')
      .map((m) => m.recipient)
      .sort(),
  ).toEqual(['+919812345678', 'a@example.in', 'b@example.in']);
  db.close();
});
