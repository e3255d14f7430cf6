/**
 * Test phone numbers (docs/security.md, "One-time codes"), the convention of hosted phone-auth services:
 * fictional numbers with fixed codes, for QA and the e2e suite. No code is ever sent in an HTTP answer;
 * for any other number the code is only in the backend's log line.
 *
 * Configured with PHONE_LOGIN_TEST_NUMBERS="9999900001:123456,9999900002:234567" (10-digit Indian
 * mobile : 6-digit code). `npm start` and `npm test` set LOCAL_TEST_NUMBERS; production providers never
 * get this variable. A test number may open only test customers: the phone-only customer a test login
 * creates (placeholder email on `.invalid`) or a dedicated test customer seeded for it (email on the
 * reserved `.test` domain, RFC 6761). A configured number that belongs to any other (real) customer is
 * dropped at startup with a log line.
 */
import type {Db} from '../data/db.ts';
import {findCustomerByPhone} from '../data/customers.ts';
import {maskPhone, normalizeIndianMobile} from './phone.ts';

export {LOCAL_TEST_NUMBERS} from './local-test-numbers.ts';

export type TestNumbers = ReadonlyMap<string, string>;

/** Parses the variable into E.164 phone → code; malformed entries are skipped with a log line. */
export function parseTestNumbers(value: string | undefined, log: (line: string) => void = console.log): Map<string, string> {
  const numbers = new Map<string, string>();
  for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [rawPhone = '', code = ''] = entry.split(':').map((part) => part.trim());
    const phone = normalizeIndianMobile(rawPhone);
    if (!phone || !/^\d{6}$/.test(code)) {
      log(`[phone-login] PHONE_LOGIN_TEST_NUMBERS: ignoring "${entry.replace(/:.*/, ':…')}" (want <10-digit mobile>:<6-digit code>)`);
      continue;
    }
    numbers.set(phone, code);
  }
  return numbers;
}

/** A test customer: email on a domain reserved for tests (`.test`) or never deliverable (`.invalid`). */
export function isTestCustomerEmail(email: string): boolean {
  return /@[^@]+\.(test|invalid)$/i.test(email.trim());
}

/** Drops test numbers that belong to a real customer of any shop: a test number must never open a real account. */
export function withoutRealCustomers(db: Db, shopIds: readonly string[], numbers: Map<string, string>, log: (line: string) => void = console.log): Map<string, string> {
  const kept = new Map<string, string>();
  for (const [phone, code] of numbers) {
    const owner = shopIds
      .map((shop) => ({shop, customer: findCustomerByPhone(db, shop, phone)}))
      .find(({customer}) => customer && !isTestCustomerEmail(customer.email));
    if (owner) {
      log(`[phone-login] PHONE_LOGIN_TEST_NUMBERS: dropping ${maskPhone(phone)}: it is a real ${owner.shop} customer's number`);
      continue;
    }
    kept.set(phone, code);
  }
  return kept;
}

let active: TestNumbers = new Map();

export function installTestNumbers(numbers: TestNumbers): void {
  active = numbers;
}

/** The fixed code of a configured test number, else null. */
export function testCode(phone: string): string | null {
  return active.get(phone) ?? null;
}
