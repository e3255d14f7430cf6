/**
 * Opening a data directory for serving: the database (seeded when new), the directory's secrets applied
 * (secrets.ts) and the phone-login test numbers checked against real customers. Used by main.ts and by
 * tests that run the whole backend in-process.
 */
import {join} from 'node:path';
import {rmSync} from 'node:fs';
import {
  delivery,
  shops,
  holidayCalendarWarning,
} from '../../contracts/index.ts';
import {openDatabase, type Db} from './data/db.ts';
import {updateShopSecrets} from './data/shops.ts';
import {seedIfEmpty} from './seed/index.ts';
import {seedReviewsIfEmpty} from './reviews/seed.ts';
import {loadSecrets, installSecrets, type SecretsByShop} from './secrets.ts';
import {
  parseTestNumbers,
  installTestNumbers,
  withoutRealCustomers,
} from './phone-login/test-numbers.ts';

type Env = Record<string, string | undefined>;

export interface Booted {
  db: Db;
  dbFile: string;
  seeded: boolean;
  secrets: SecretsByShop;
}

export async function bootBackend({
  dataDir,
  env = process.env,
  reset = false,
  log = console.log,
  now = new Date(),
}: {
  dataDir: string;
  env?: Env;
  reset?: boolean;
  log?: (line: string) => void;
  now?: Date;
}): Promise<Booted> {
  warnOfHolidayCalendar(now, log);
  const dbFile = join(dataDir, 'commerce.sqlite');
  const shopIds = Object.keys(shops);
  // First: creates the data directory and its secrets file when new.
  const secrets = loadSecrets(dataDir, shopIds, env);
  if (reset)
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(dbFile + suffix, {force: true});
  const db = openDatabase(dbFile);
  const seeded = await seedIfEmpty(db);
  // A database kept from before the reviews provider gets its reviews (and in-step metafields) now.
  if (seedReviewsIfEmpty(db)) log('[reviews] seeded the reviews provider');
  for (const id of shopIds) {
    updateShopSecrets(db, id, {
      multipassSecret: secrets[id]!.multipassSecret,
      privateToken: secrets[id]!.privateStorefrontToken,
    });
  }
  installSecrets(secrets);
  installTestNumbers(
    withoutRealCustomers(
      db,
      shopIds,
      parseTestNumbers(env.PHONE_LOGIN_TEST_NUMBERS, log),
      log,
    ),
  );
  return {db, dbFile, seeded, secrets};
}

/** The start-up check of each store's dated holidays (decision 116): a warning from 60 days before they end. */
export function warnOfHolidayCalendar(
  now: Date,
  log: (line: string) => void,
): void {
  for (const [shop, rules] of Object.entries(delivery)) {
    const warning = holidayCalendarWarning(rules.holidays, now);
    if (warning) log(`[delivery] ${shop}: ${warning}`);
  }
}

/**
 * The process-level safety net: a stray rejection or exception is logged and the backend keeps serving
 * (every request's own errors are answered in http/app.ts; this catches what escapes, e.g. a timer).
 */
export function installSafetyNet(
  log: (...args: unknown[]) => void = console.error,
): void {
  process.on('unhandledRejection', (reason) =>
    log('[backend] unhandled rejection (kept running):', reason),
  );
  process.on('uncaughtException', (error) =>
    log('[backend] uncaught exception (kept running):', error),
  );
}
