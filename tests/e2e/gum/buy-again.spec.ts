import {expect as baseExpect, test, type Page} from '@playwright/test';
import {COPY, gotoHydrated, useLanguage} from './helpers';
import {loginWithPhone} from '../phone-login';
import {expectCartCookieFlags, expectMalformedCartBodiesRefused, expectOpenRedirectsRefused} from '../cart-core-checks';

/**
 * The cart core on the gum store (docs/architecture.md "Cart core"): after an order the shopper can
 * buy again (the completed cart is no cart; the next add makes a new one), a signed-in shopper's order
 * reaches /account, the cart cookie is HttpOnly + SameSite=Lax, and bad cart requests get a 4xx.
 */

const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 120_000});

const copy = COPY.en;
const PRODUCT = '/products/nicotine-gum-2mg-paan';

async function addFromProductPage(page: Page) {
  await page.getByTestId('add-to-cart').click();
  const drawer = page.locator('.cart-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Ticks 18+, checks out and places a cash-on-delivery order on the checkout page; returns its name. */
async function placeOrder(page: Page): Promise<string> {
  const drawer = page.locator('.cart-drawer');
  await drawer.getByRole('checkbox', {name: copy.ageConfirm}).check();
  await drawer.getByRole('button', {name: copy.checkout}).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\/[^?]+\?key=/);
  await page.locator('#name').fill('Asha Rao');
  await page.locator('#phone').fill('9876543210');
  await page.locator('#pincode').fill('411001');
  await page.locator('#city').fill('Pune');
  await page.locator('#address').fill('12 MG Road');
  await page.locator('#state').selectOption('Maharashtra');
  await page.locator('#place-order').click();
  const success = page.getByTestId('order-success');
  await expect(success).toContainText(/Order #\d+ placed!/);
  return /#\d+/.exec(await success.innerText())![0];
}

test.beforeEach(async ({page, baseURL}) => useLanguage(page, baseURL, 'en'));

test('buy, go back, buy again: the next add makes a new cart, the drawer shows it, a reload keeps it', async ({page}) => {
  await gotoHydrated(page, PRODUCT);
  const drawer = await addFromProductPage(page);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  const firstCart = (await page.context().cookies()).find((c) => c.name === 'cart')!.value;
  await placeOrder(page);

  await page.goBack();
  await gotoHydrated(page, PRODUCT);
  // The completed cart is not shown as a cart, and its cookie is gone.
  await expect(page.getByTestId('cart-count')).toBeHidden();
  expect((await page.context().cookies()).find((c) => c.name === 'cart')).toBeUndefined();

  const again = await addFromProductPage(page);
  await expect(again.getByTestId('cart-line')).toHaveCount(1);
  await expect(again.getByTestId('line-quantity')).toHaveText('1');
  await expect(again.getByText(copy.emptyCart)).toHaveCount(0);
  const secondCart = (await page.context().cookies()).find((c) => c.name === 'cart');
  expect(secondCart?.value).toBeTruthy();
  expect(secondCart!.value).not.toBe(firstCart);
  // The cookie keeps the cart's key (reads and writes need it).
  expect(decodeURIComponent(secondCart!.value)).toMatch(/^[^?]+\?key=.+/);

  await page.reload();
  await page.locator('header.site-header[data-hydrated="true"]').waitFor();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('an add with a completed cart still in the cookie recovers (no drawer visit in between)', async ({page}) => {
  await gotoHydrated(page, PRODUCT);
  await addFromProductPage(page);
  const stale = (await page.context().cookies()).find((c) => c.name === 'cart')!;
  await placeOrder(page);
  // As if the shopper's browser kept the old cookie: put it back and add straight away.
  await page.context().addCookies([{...stale}]);
  await gotoHydrated(page, PRODUCT);
  await page.context().addCookies([{...stale}]);
  const drawer = await addFromProductPage(page);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByText(copy.emptyCart)).toHaveCount(0);
  const fresh = (await page.context().cookies()).find((c) => c.name === 'cart');
  expect(fresh?.value).toBeTruthy();
  expect(fresh!.value).not.toBe(stale.value);
});

test('a signed-in shopper’s order appears in /account', async ({page}) => {
  await gotoHydrated(page, PRODUCT);
  await loginWithPhone(page, copy.login);
  // Signed in (the session is set) before the first add, as the shopper sees it.
  await expect(page.getByRole('button', {name: copy.account, exact: true})).toBeVisible();
  await addFromProductPage(page);
  const name = await placeOrder(page);
  await gotoHydrated(page, '/account');
  await expect(page.getByRole('heading', {name: copy.orderHistory, level: 1})).toBeVisible();
  await expect(page.getByText(name, {exact: true})).toBeVisible();
});

test('the cart cookie is HttpOnly and SameSite=Lax, and scripts cannot read it', async ({page}) => {
  await gotoHydrated(page, PRODUCT);
  await addFromProductPage(page);
  await expectCartCookieFlags(page);
});

test('cart requests: open redirects and malformed bodies are refused with a 4xx and a readable message', async ({page}) => {
  await gotoHydrated(page, PRODUCT);
  await expectOpenRedirectsRefused(page.request, '/cart');
  await expectMalformedCartBodiesRefused(page.request, '/cart');
});
