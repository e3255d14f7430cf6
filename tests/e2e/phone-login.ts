import {expect, test, type Page} from '@playwright/test';
import {LOCAL_TEST_NUMBERS} from '../../server/src/phone-login/local-test-numbers.ts';

/**
 * The phone-login widget as a shopper uses it. The one-time code never reaches the browser (the backend
 * only logs it), so e2e logs in with the fictional test numbers `npm test` / `npm start` configure
 * (PHONE_LOGIN_TEST_NUMBERS, docs/runbook.md): fixed codes, no per-number send limit. `loginLabel` is
 * the store's Login button in the shopper's language.
 */

export interface TestNumber {
  /** 10 digits, as a shopper types it. */
  phone: string;
  code: string;
}

const entries = (process.env.PHONE_LOGIN_TEST_NUMBERS ?? LOCAL_TEST_NUMBERS).split(',').map((entry) => entry.trim().split(':') as [string, string]);
const configured = new Map(entries);

function testNumber(phone: string): TestNumber {
  const code = configured.get(phone);
  if (!code) throw new Error(`${phone} is not a configured test number (PHONE_LOGIN_TEST_NUMBERS)`);
  return {phone, code};
}

/**
 * A new number from the configured fictional range (`998*`): each login is a new shopper, created by
 * that login, so specs never share a customer's orders or coins. Unique within a run: a 10 ms clock
 * interleaved across parallel workers (wraps after about 3 hours).
 */
export function freshTestNumber(): TestNumber {
  const range = entries.find(([phone]) => phone.endsWith('*'));
  if (!range) throw new Error('PHONE_LOGIN_TEST_NUMBERS has no range (prefix*) for new shoppers');
  const prefix = range[0].slice(0, -1);
  const free = 10 - prefix.length;
  const tick = Math.floor(Date.now() / 10) * 8 + (test.info().parallelIndex % 8);
  return {phone: prefix + String(tick % 10 ** free).padStart(free, '0'), code: range[1]};
}

/**
 * The gum shop's dedicated test customers, one per login shape the provider returns (their phones are
 * in server/src/seed/gum/index.ts GUM_LOGIN_CUSTOMERS): Rahul (email + password), Priya (Multipass),
 * Imran (invited: activation URL + password, then email + password).
 */
export const LOGIN_KINDS = {
  password: {...testNumber('9999900011'), firstName: 'Rahul'},
  multipass: {...testNumber('9999900012'), firstName: 'Priya'},
  activation: {...testNumber('9999900013'), firstName: 'Imran'},
  /** A second invited account (Sana): an activation link works once, and the two viewports run at once. */
  activation2: {...testNumber('9999900014'), firstName: 'Sana'},
} satisfies Record<string, TestNumber & {firstName: string}>;

export async function openLogin(page: Page, loginLabel = 'Login') {
  await page.getByRole('button', {name: loginLabel, exact: true}).click();
  // The widget speaks the page's language (English 'Login with mobile number', Hindi on /hi pages).
  const dialog = page.getByTestId('phone-login-dialog');
  await expect(dialog).toBeVisible({timeout: 15_000});
  const lang = await dialog.getAttribute('lang');
  await expect(dialog).toHaveAccessibleName(lang === 'hi' ? 'मोबाइल नंबर से लॉग इन करें' : 'Login with mobile number');
  return dialog;
}

/** Opens the widget and asks for a code; the widget moves on to the code step (the code is not shown). */
export async function sendOtp(page: Page, phone: string, loginLabel = 'Login') {
  const dialog = await openLogin(page, loginLabel);
  await dialog.locator('#pl-phone').fill(phone);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.locator('#pl-code')).toBeVisible({timeout: 15_000});
  // The code travels only through the backend's log, never to the page.
  await expect(dialog).not.toContainText(/\b\d{6}\b/);
  return {dialog};
}

/** Logs in with a test number (by default a new shopper) and waits for the widget to close. */
export async function loginWithPhone(page: Page, loginLabel = 'Login', number: TestNumber = freshTestNumber()) {
  const {dialog} = await sendOtp(page, number.phone, loginLabel);
  await dialog.locator('#pl-code').fill(number.code);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden({timeout: 15_000});
}
