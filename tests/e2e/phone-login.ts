import {expect, type Page} from '@playwright/test';

/**
 * The phone-login widget as a shopper uses it (the embedded backend plays the provider and shows the
 * one-time code in a dev hint). `loginLabel` is the store's Login button in the shopper's language.
 */

/** A fresh valid Indian mobile number per test run, so OTP rate limits never collide. */
export function freshPhone() {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

export async function openLogin(page: Page, loginLabel = 'Login') {
  await page.getByRole('button', {name: loginLabel, exact: true}).click();
  const dialog = page.getByRole('dialog', {name: 'Login with mobile number'});
  await expect(dialog).toBeVisible({timeout: 15_000});
  return dialog;
}

export async function sendOtp(page: Page, phone: string, loginLabel = 'Login') {
  const dialog = await openLogin(page, loginLabel);
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', {name: 'Send OTP'}).click();
  await expect(dialog.getByTestId('phone-login-dev-hint')).toBeVisible({timeout: 15_000});
  const otp = (await dialog.getByTestId('phone-login-dev-hint').locator('strong').innerText()).trim();
  expect(otp).toMatch(/^\d{6}$/);
  return {dialog, otp};
}

/** Logs in with a new phone number and waits for the widget to close. */
export async function loginWithPhone(page: Page, loginLabel = 'Login') {
  const {dialog, otp} = await sendOtp(page, freshPhone(), loginLabel);
  await dialog.getByLabel('One-time password').fill(otp);
  await dialog.getByRole('button', {name: 'Verify'}).click();
  await expect(dialog).toBeHidden({timeout: 15_000});
}
