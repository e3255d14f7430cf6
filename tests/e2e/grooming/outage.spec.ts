/**
 * Backend outages as a grooming shopper sees them (docs/runbook.md "What the shopper sees"): the
 * backend of a private stack (tests/e2e/fixtures/outage-stack.ts) is stopped, frozen and killed; the shared
 * stack of the other specs is never touched. Pages the Storefront API cannot serve answer 503 with
 * Retry-After inside the store's header and footer; a cached page renders without the cart; cart
 * actions (product page, drawer) toast and leave the page as it was; nothing waits longer than the
 * Storefront API timeout (5 s) plus a margin.
 */
import {
  ANSWER_WITHIN_MS,
  expect,
  privateOutageStack,
  test,
  type Page,
  type Response,
} from '../fixtures';

const CART_TOAST = 'Could not update your cart. Please try again.';
const outage = privateOutageStack('grooming');

async function expectOutagePage(page: Page, response: Response) {
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('30');
  const outage = page.getByTestId('service-unavailable');
  await expect(outage.getByRole('heading', {level: 1})).toHaveText(
    'We can’t reach the store right now',
  );
  await expect(outage).toContainText('Please try again in a minute.');
  await expect(outage.getByRole('link', {name: 'Try again'})).toBeVisible();
  // The store's own chrome around it.
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByTestId('cart-button')).toBeVisible();
  await expect(page.getByRole('contentinfo').first()).toBeAttached();
}

test('backend stopped: a cached page renders and its drawer says the cart is unavailable; others answer 503 in the store chrome', async ({
  page,
  storefront,
  cart,
}) => {
  await storefront.goto(`${outage.stack.url}/products/coffee-shaving-cream`);
  const drawer = await cart.addFromProductPage();
  await expect(cart.lines).toHaveCount(1);
  await storefront.goto(`${outage.stack.url}/`); // the home page's data is now cached
  await outage.stack.stopBackend();

  // With a cart cookie and no backend, a page whose own data is cached still renders.
  const home = await outage.gotoTimed(page, '/');
  expect(home.response.status()).toBe(200);
  await expect(page.getByTestId('cart-button')).toBeVisible();
  await expect(page.getByTestId('service-unavailable')).toHaveCount(0);
  // The drawer says the cart could not load; it does not call it empty.
  await storefront.hydrated();
  await cart.open();
  await expect(drawer.getByTestId('cart-unavailable')).toHaveText(
    'Your cart could not be loaded right now. Please try again in a minute.',
  );
  await expect(drawer.getByText('Your Cart is Empty!')).toHaveCount(0);
  await page.keyboard.press('Escape');

  const product = await outage.gotoTimed(page, '/products/after-shave-balm');
  await expectOutagePage(page, product.response);
  expect(product.ms).toBeLessThan(ANSWER_WITHIN_MS);

  const search = await outage.gotoTimed(page, outage.freshSearch('razor'));
  await expectOutagePage(page, search.response);

  await outage.stack.startBackend();
  const back = await outage.gotoTimed(page, '/products/after-shave-balm');
  expect(back.response.status()).toBe(200);
});

test('backend frozen: Add to cart and the drawer toast within the timeout and the page stays; neither change is applied when it thaws (issue 35 finding 8)', async ({
  page,
  storefront,
  cart,
}) => {
  await storefront.goto(`${outage.stack.url}/products/pre-shave-oil`);
  const title = await page.getByRole('heading', {level: 1}).textContent();
  await cart.addFromProductPage();
  await expect(cart.lines).toHaveCount(1);
  await cart.close();
  outage.stack.freezeBackend();
  try {
    const started = Date.now();
    await cart.addButton.click();
    await expect(page.locator('.toasts')).toContainText(CART_TOAST, {
      timeout: ANSWER_WITHIN_MS,
    });
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title!);
    await expect(page.getByTestId('service-unavailable')).toHaveCount(0);
    await expect(cart.addButton).toBeEnabled();

    // The drawer's own cart API: the line it shows cannot change, and it says so.
    await cart.open();
    const line = cart.lines.first();
    await expect(line).toBeVisible();
    const quantity = await line.getByRole('group').textContent();
    await line.getByRole('button', {name: /Increase quantity/}).click();
    await expect(page.locator('.toasts')).toContainText(CART_TOAST, {
      timeout: ANSWER_WITHIN_MS,
    });
    await expect(line.getByRole('group')).toHaveText(quantity!);

    const frozen = await outage.gotoTimed(
      page,
      '/products/charcoal-shaving-foam',
    );
    await expectOutagePage(page, frozen.response);
    expect(frozen.ms).toBeLessThan(ANSWER_WITHIN_MS);
  } finally {
    outage.stack.thawBackend();
  }
  // Both changes reached the backend past their deadline (Request-Deadline) and were dropped, so a
  // new press on a freshly loaded page makes 2, not 4.
  await storefront.goto(`${outage.stack.url}/products/pre-shave-oil`);
  await cart.addFromProductPage();
  await expect(cart.lines.getByTestId('line-quantity')).toHaveText('2');
});

test('backend killed: 503 at once, and pages come back when it is restarted', async ({
  page,
}) => {
  await outage.stack.killBackend();
  const killed = await outage.gotoTimed(page, '/products/travel-shaving-foam');
  await expectOutagePage(page, killed.response);
  expect(killed.ms).toBeLessThan(ANSWER_WITHIN_MS);
  await outage.stack.startBackend();
  const restarted = await outage.gotoTimed(
    page,
    '/products/travel-shaving-foam',
  );
  expect(restarted.response.status()).toBe(200);
});
