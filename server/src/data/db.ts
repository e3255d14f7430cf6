import {DatabaseSync} from 'node:sqlite';
import {readFileSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {upgradeSchema} from './schema-upgrade.ts';

const here = dirname(fileURLToPath(import.meta.url));

export type Db = DatabaseSync;

/** Opens (and creates) the SQLite file, upgrades a kept one, and applies the schema. `:memory:` for tests. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), {recursive: true});
  const db = new DatabaseSync(file);
  // synchronous = NORMAL with WAL: a commit does not wait for fsync (it blocked the event loop on every
  // cart write); a committed transaction still survives the process being killed (kill -9), only an OS
  // crash or power cut can lose the last ones. busy_timeout covers a second process on the same file; it
  // comes first, so the journal-mode switch also waits for that process instead of failing "locked".
  db.exec(
    'PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;',
  );
  const schema = readFileSync(join(here, 'schema.sql'), 'utf8');
  const added = upgradeSchema(db, schema);
  if (added.length)
    console.log(`[db] added columns to the kept database: ${added.join(', ')}`);
  db.exec(schema);
  return db;
}

/**
 * Runs `work` in one transaction; rolls back if it throws. Inside an open transaction it simply runs
 * `work`, so a step (e.g. createOrderFromCart) can join a larger one (placing an order with its perks).
 */
export function transaction<T>(db: Db, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Parses a JSON column, with a typed fallback for NULL. */
export function json<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string' || value === '') return fallback;
  return JSON.parse(value) as T;
}
