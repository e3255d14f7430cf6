/** One restock on its own SQLite connection, in its own thread (restock-race.test.ts). */
import {parentPort, workerData} from 'node:worker_threads';
import {openDatabase} from '../../src/data/db.ts';
import {setVariantStock} from '../../src/data/marketing.ts';

const {file, shop, variantId, quantity, gate} = workerData as {
  file: string;
  shop: string;
  variantId: number;
  quantity: number;
  gate: SharedArrayBuffer;
};
const db = openDatabase(file);
// Every worker waits here until the test opens the gate, so the transactions start together.
const flag = new Int32Array(gate);
parentPort!.postMessage('ready');
Atomics.wait(flag, 0, 0);
const result = setVariantStock(db, {
  shop,
  variantId,
  quantity,
  message: {
    compose: ({unsubscribeUrl}) => ({
      subject: 'Back',
      body: `Back: ${unsubscribeUrl}`,
    }),
    unsubscribeUrl: (token) =>
      `http://backend.test/marketing/unsubscribe?token=${token}`,
    shortLinkUrl: (code) => `http://backend.test/m/${code}`,
  },
});
db.close();
parentPort!.postMessage(result);
