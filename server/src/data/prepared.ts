import type {DatabaseSync, StatementSync} from 'node:sqlite';

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/**
 * The one way data/ prepares SQL: each statement is prepared once per database handle and reused, so a
 * request does no parsing (decision 80). Dynamic SQL (an `IN (?, ?)` list, a SET of given columns) has a
 * bounded number of shapes, each prepared once.
 */
export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}
