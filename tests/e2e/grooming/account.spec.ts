import {
  dataLayer,
  expect as baseExpect,
  freshTestNumber,
  test,
  withAnalyticsConsent,
} from '../fixtures';

// Login is a chain of round trips (widget script, OTP, token, session, root reload): give a loaded
// machine room.
const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 90_000});

test('signed out, /account sends you home with a login prompt', async ({
  page,
  storefront,
}) => {
  await storefront.goto('/account');
  await expect(page).toHaveURL(/\/\?login=1$/);
  await expect(
    page.getByRole('dialog', {name: 'Login with mobile number'}),
  ).toBeVisible();
});

test('a bad phone number and a wrong OTP show readable errors', async ({
  page,
  storefront,
  login,
}) => {
  await storefront.goto('/');
  const dialog = await login.open();
  await dialog.getByLabel('Mobile number').fill('12345');
  await dialog.getByRole('button', {name: 'Send OTP'}).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please enter a valid 10-digit Indian mobile number',
  );
  await dialog.getByRole('button', {name: 'Close login'}).click();

  const number = freshTestNumber();
  const codeDialog = await login.sendOtp(number.phone);
  const wrong = number.code === '000000' ? '111111' : '000000';
  await codeDialog.getByLabel('One-time password').fill(wrong);
  await codeDialog.getByRole('button', {name: 'Verify'}).click();
  await expect(codeDialog.getByRole('alert')).toHaveText(
    'Incorrect OTP. Please check the code and try again.',
  );
  await expect(
    page.getByRole('button', {name: 'Login', exact: true}),
  ).toBeVisible();
});

test('the login widget is only loaded when Login is pressed', async ({
  page,
  storefront,
  login,
}) => {
  const widget: string[] = [];
  page.on(
    'request',
    (request) =>
      /\/phone-login\/widget\.js/.test(request.url()) &&
      widget.push(request.url()),
  );
  await storefront.goto('/');
  await page.waitForTimeout(500);
  expect(widget).toEqual([]);
  expect(await page.evaluate(() => 'PhoneLogin' in window)).toBe(false);
  await login.open();
  expect(widget).toHaveLength(1);
});

// The customer-logged-in event is checked with analytics consent given (see withAnalyticsConsent).

test('phone login → account menu → order history → logout', async ({
  page,
  storefront,
  login,
}) => {
  await withAnalyticsConsent(page);
  await storefront.goto('/');

  const number = freshTestNumber();
  const dialog = await login.sendOtp(number.phone);
  await dialog.getByLabel('One-time password').fill(number.code);
  await dialog.getByRole('button', {name: 'Verify'}).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => dataLayer(page))
    .toEqual([{event: 'customer_logged_in', method: 'phone'}]);

  // Signed in: the account menu offers Order History and Logout.
  const toggle = page.getByRole('button', {name: 'Account'});
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('link', {name: 'Order History'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Logout'})).toBeVisible();

  // The token stays in the httpOnly cookie: nothing in browser storage.
  const stored = await page.evaluate(
    () =>
      JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}),
  );
  expect(stored).not.toMatch(/customerAccessToken/);
  const session = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'session',
  );
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('session=');

  await page.getByRole('link', {name: 'Order History'}).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole('heading', {name: 'Order History', level: 1}),
  ).toBeVisible();
  await expect(
    page.getByText('No orders yet').or(page.locator('table.orders')),
  ).toBeVisible();

  await page.getByRole('button', {name: 'Account'}).click();
  await page.getByRole('list').getByRole('button', {name: 'Logout'}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('button', {name: 'Login', exact: true}),
  ).toBeVisible();
  const again = await page.goto('/account');
  expect(again?.url()).toMatch(/\/\?login=1$/);
});
