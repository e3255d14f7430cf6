import type {Db} from '../data/db.ts';
import {
  hasShops,
  insertMetafield,
  insertShop,
  insertShopPerks,
  writeSeed,
} from '../data/seed-writer.ts';
import {hashPasswordSync} from '../customers/passwords.ts';
import {seedGrooming} from './grooming/index.ts';
import {seedGum} from './gum/index.ts';
import {SEARCH_NEEDS, SEARCH_SYNONYMS} from './search-synonyms.ts';
import {shopPerkSeeds, shopSeeds} from './shops.ts';
import {seedReviewsIfEmpty} from '../reviews/seed.ts';

/** Seeds both shops when the database is new. Returns true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (hasShops(db)) return false;
  writeSeed(db, () => {
    for (const shop of shopSeeds()) insertShop(db, shop);
    for (const [shop, perks] of shopPerkSeeds())
      insertShopPerks(db, shop, perks);
    for (const [shop, synonyms] of Object.entries(SEARCH_SYNONYMS))
      insertMetafield(db, 'shop', shop, synonyms);
    for (const [shop, needs] of Object.entries(SEARCH_NEEDS))
      insertMetafield(db, 'shop', shop, needs);
    // Seeded passwords are hashed by the same module that verifies logins.
    seedGrooming(db, hashPasswordSync);
    seedGum(db, hashPasswordSync);
  });
  seedReviewsIfEmpty(db);
  return true;
}
