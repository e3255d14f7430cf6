import type {Db} from '../data/db.ts';
import {hasShops, insertShop, writeSeed} from '../data/seed-writer.ts';
import {seedGrooming} from './grooming/index.ts';
import {seedGum} from './gum/index.ts';
import {shopSeeds} from './shops.ts';

/** Seeds both shops when the database is new. Returns true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (hasShops(db)) return false;
  const hashPassword = await loadPasswordHasher();
  writeSeed(db, () => {
    for (const shop of shopSeeds()) insertShop(db, shop);
    seedGrooming(db, hashPassword);
    seedGum(db, hashPassword);
  });
  return true;
}

/**
 * The customers module's hashPassword when it exists (so seeded passwords verify with the same code
 * that checks logins); otherwise seed-writer's scrypt helper (same scrypt$salt$hash format).
 */
async function loadPasswordHasher(): Promise<((password: string) => string) | undefined> {
  try {
    const specifier = '../customers/passwords.ts';
    const mod = (await import(/* @vite-ignore */ specifier)) as {hashPassword?: (password: string) => unknown};
    const hash = mod.hashPassword;
    // Only a synchronous hasher fits inside the seed transaction.
    if (typeof hash !== 'function' || typeof hash('probe') !== 'string') return undefined;
    return (password) => hash(password) as string;
  } catch {
    return undefined;
  }
}
