/**
 * A kept DATA_DIR from an older checkout: opening it adds the columns the code gained (rows kept), and
 * a column that cannot be added stops the start with what to do (decision 83).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {openDatabase} from '../../src/data/db.ts';

const dirs: string[] = [];
function databaseFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-upgrade-'));
  dirs.push(dir);
  return join(dir, 'store.db');
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

describe('opening a database made by an older schema', () => {
  it('adds the missing columns (with their defaults) and keeps the rows', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const file = databaseFile();
    const old = openDatabase(file);
    old.exec('PRAGMA foreign_keys = OFF');
    old.exec('ALTER TABLE orders DROP COLUMN payment_instrument');
    old.exec('ALTER TABLE orders DROP COLUMN fulfillment_status');
    old.exec(
      `INSERT INTO orders (shop, number, cart_id, currency, subtotal_paise, total_paise, payment_method,
         shipping_address, financial_status, processed_at)
       VALUES ('grooming', 1001, 'cart-1', 'INR', 49900, 49900, 'COD', '{}', 'PENDING', '2026-11-27T00:00:00Z')`,
    );
    old.close();

    const db = openDatabase(file);
    const row = db
      .prepare(
        'SELECT number, payment_instrument, fulfillment_status FROM orders',
      )
      .get();
    expect(row).toEqual({
      number: 1001,
      payment_instrument: null,
      fulfillment_status: 'UNFULFILLED',
    });
    db.close();
  });

  it('refuses to start on a column it cannot add, and says how to get going', () => {
    const file = databaseFile();
    const old = openDatabase(file);
    old.exec('ALTER TABLE newsletter_subscribers DROP COLUMN created_at');
    old.close();

    expect(() => openDatabase(file)).toThrow(
      /newsletter_subscribers\.created_at.*npm run db:reset/s,
    );
  });

  it('leaves an up-to-date database as it is', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const file = databaseFile();
    openDatabase(file).close();
    openDatabase(file).close();
    expect(log).not.toHaveBeenCalled();
  });
});
