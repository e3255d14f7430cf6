/**
 * Test phone numbers (docs/security.md, "One-time codes"), the convention of hosted phone-auth services:
 * fictional numbers with fixed codes, for QA and the e2e suite. No code is ever sent in an HTTP answer;
 * for any other number the code is only in the backend's log line.
 *
 * Configured with PHONE_LOGIN_TEST_NUMBERS, comma-separated entries `<number>:<6-digit code>` where the
 * number is a 10-digit Indian mobile (`9999900011:311311`) or a prefix ending in `*` for a whole
 * fictional range (`99998*:246810`: every e2e login can be a new shopper). An exact entry wins over a
 * range. `npm start` and `npm test` set LOCAL_TEST_NUMBERS; production providers never get this variable.
 *
 * A test number opens only test customers: the phone-only customer a test login creates (placeholder
 * email on `.invalid`) or a dedicated test customer seeded for it (email on the reserved `.test` domain,
 * RFC 6761). An exact entry that is a real customer's number is dropped at startup with a log line, real
 * customers inside a range are logged, and every send checks again: such a number gets a random code.
 */
import {shops} from '../../../contracts/index.ts';
import type {Db} from '../data/db.ts';
import {
  findCustomerByPhone,
  listCustomersByPhonePrefix,
} from '../data/customers.ts';
import {maskPhone, normalizeIndianMobile} from './phone.ts';

export {LOCAL_TEST_NUMBERS} from './local-test-numbers.ts';

export interface TestNumbers {
  exact: ReadonlyMap<string, string>;
  /** [E.164 prefix, code], longest prefix first. */
  ranges: ReadonlyArray<readonly [string, string]>;
}

const NONE: TestNumbers = {exact: new Map(), ranges: []};
type Log = (line: string) => void;

/** Parses the variable; malformed entries are skipped with a log line. */
export function parseTestNumbers(
  value: string | undefined,
  log: Log = console.log,
): TestNumbers {
  const exact = new Map<string, string>();
  const ranges: Array<[string, string]> = [];
  for (const entry of (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [rawPhone = '', code = ''] = entry
      .split(':')
      .map((part) => part.trim());
    const range = /^([6-9]\d{0,8})\*$/.exec(rawPhone);
    const phone = range ? null : normalizeIndianMobile(rawPhone);
    if ((!range && !phone) || !/^\d{6}$/.test(code)) {
      log(
        `[phone-login] PHONE_LOGIN_TEST_NUMBERS: ignoring "${entry.replace(/:.*/, ':…')}" (want <10-digit mobile or prefix*>:<6-digit code>)`,
      );
      continue;
    }
    if (range) ranges.push([`+91${range[1]}`, code]);
    else exact.set(phone!, code);
  }
  ranges.sort((a, b) => b[0].length - a[0].length);
  return {exact, ranges};
}

/** A test customer: email on a domain reserved for tests (`.test`) or never deliverable (`.invalid`). */
export function isTestCustomerEmail(email: string): boolean {
  return /@[^@]+\.(test|invalid)$/i.test(email.trim());
}

/** The shop whose real (non-test) customer has this phone, if any. */
function realCustomerShop(
  db: Db,
  phone: string,
  shopIds: readonly string[],
): string | null {
  for (const shop of shopIds) {
    const customer = findCustomerByPhone(db, shop, phone);
    if (customer && !isTestCustomerEmail(customer.email)) return shop;
  }
  return null;
}

function realCustomersInRange(
  db: Db,
  prefix: string,
): Array<{shop: string; phone: string; email: string}> {
  return listCustomersByPhonePrefix(db, prefix).filter(
    (row) => !isTestCustomerEmail(row.email),
  );
}

/** Startup check: drops exact entries that belong to a real customer, logs real customers inside ranges. */
export function withoutRealCustomers(
  db: Db,
  shopIds: readonly string[],
  numbers: TestNumbers,
  log: Log = console.log,
): TestNumbers {
  const exact = new Map<string, string>();
  for (const [phone, code] of numbers.exact) {
    const shop = realCustomerShop(db, phone, shopIds);
    if (shop)
      log(
        `[phone-login] PHONE_LOGIN_TEST_NUMBERS: dropping ${maskPhone(phone)}: it is a real ${shop} customer's number`,
      );
    else exact.set(phone, code);
  }
  for (const [prefix] of numbers.ranges) {
    for (const row of realCustomersInRange(db, prefix)) {
      log(
        `[phone-login] PHONE_LOGIN_TEST_NUMBERS: ${maskPhone(row.phone)} in the test range ${prefix}* is a real ${row.shop} customer's number; it gets random codes`,
      );
    }
  }
  return {exact, ranges: numbers.ranges};
}

let active: TestNumbers = NONE;

export function installTestNumbers(numbers: TestNumbers): void {
  active = numbers;
}

/** The fixed code of a configured test number that is no real customer's number, else null. */
export function testCode(db: Db, phone: string): string | null {
  const code =
    active.exact.get(phone) ??
    active.ranges.find(([prefix]) => phone.startsWith(prefix))?.[1] ??
    null;
  if (!code) return null;
  return realCustomerShop(db, phone, Object.keys(shops)) ? null : code;
}
