/**
 * Backend outages as a gum shopper sees them (docs/runbook.md "What the shopper sees"): the backend of
 * a private stack (tests/e2e/fixtures/outage-stack.ts) is stopped, frozen and killed; the shared stack of the
 * other specs is never touched. Pages the Storefront API cannot serve answer 503 with Retry-After
 * inside the store's own header and footer, in the shopper's language; a page whose data is cached
 * still renders without the cart; a cart action toasts and leaves the page as it was; nothing waits
 * longer than the Storefront API timeout (5 s) plus a margin.
 */
import {
  ANSWER_WITHIN_MS,
  STOREFRONT_TOKENS,
  expect,
  privateOutageStack,
  test,
  type CartUtil,
  type Page,
  type Response,
  type StorefrontPage,
} from '../fixtures';

import {backend} from '../../../hydrogen.config.ts';

const outage = privateOutageStack('gum');

async function expectOutagePage(
  page: Page,
  response: Response,
  copy: {title: string; message: string},
) {
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('30');
  const outage = page.getByTestId('service-unavailable');
  await expect(outage.getByRole('heading', {level: 1})).toHaveText(copy.title);
  await expect(outage).toContainText(copy.message);
  // The store's own chrome: header with the cart button, footer.
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByTestId('cart-button')).toBeVisible();
  await expect(page.getByRole('contentinfo').first()).toBeAttached();
}

const EN = {
  title: 'We can’t reach the store right now',
  message: 'Please try again in a minute.',
};
const HI = {
  title: 'अभी स्टोर से संपर्क नहीं हो पा रहा है',
  message: 'कृपया एक मिनट बाद फिर से कोशिश करें।',
};

async function addToCartWhileHealthy(
  storefront: StorefrontPage,
  cart: CartUtil,
  handle: string,
) {
  await storefront.goto(`${outage.stack.url}/products/${handle}`);
  await cart.addFromProductPage();
  await expect(cart.lines).toHaveCount(1);
  expect(await cart.cookie()).toBeTruthy();
}

test('backend stopped: cached pages render without the cart; others answer 503 in the store chrome, in Hindi too', async ({
  page,
  storefront,
  cart,
}) => {
  await addToCartWhileHealthy(storefront, cart, 'nicotine-gum-2mg-fresh-mint');
  await storefront.goto(`${outage.stack.url}/faq`); // cached while healthy
  await outage.stack.stopBackend();

  // With a cart cookie and no backend, a page whose own data is cached still renders (no 500).
  const faq = await outage.gotoTimed(page, '/faq');
  expect(faq.response.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Frequently asked questions',
  );
  await storefront.hydrated();
  await cart.open();
  await expect(cart.drawer.getByTestId('cart-unavailable')).toHaveText(
    'Your cart could not be loaded right now. Please try again in a minute.',
  );

  // A page that needs the Storefront API: 503 in the store's header and footer.
  const product = await outage.gotoTimed(
    page,
    '/products/nicotine-gum-2mg-paan',
  );
  await expectOutagePage(page, product.response, EN);
  expect(product.ms).toBeLessThan(ANSWER_WITHIN_MS);

  // Search says it is unavailable, not 'No products found'.
  const search = await outage.gotoTimed(page, outage.freshSearch('mint'));
  await expectOutagePage(page, search.response, {
    title: EN.title,
    message: 'Search is unavailable right now. Please try again in a minute.',
  });
  await expect(page.getByTestId('no-products')).toHaveCount(0);
  await expect(page).toHaveTitle('Search | QuitPop');

  // A Hindi shopper (preferred-language cookie) gets the same page in Hindi.
  await page
    .context()
    .addCookies([
      {name: 'preferred-language', value: 'hi', url: outage.stack.url},
    ]);
  const hindi = await outage.gotoTimed(
    page,
    '/products/nicotine-gum-2mg-cinnamon',
  );
  await expectOutagePage(page, hindi.response, HI);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const hindiSearch = await outage.gotoTimed(page, outage.freshSearch('paan'));
  await expectOutagePage(page, hindiSearch.response, {
    title: HI.title,
    message: 'खोज अभी उपलब्ध नहीं है।',
  });
  // The title bar is in the page's language too (no loader data to take it from).
  await expect(page).toHaveTitle('खोजें | क्विटपॉप');

  // The operator starts the backend again: the same pages work, the cart is still there.
  await outage.stack.startBackend();
  const back = await outage.gotoTimed(
    page,
    '/products/nicotine-gum-2mg-cinnamon',
  );
  expect(back.response.status()).toBe(200);
  await expect(cart.button).toHaveAccessibleName(/1/);
});

test('backend frozen: a cart action toasts and the page stays; pages answer 503 within the timeout', async ({
  page,
  storefront,
  cart,
}) => {
  await storefront.goto(`${outage.stack.url}/products/nicotine-gum-2mg-orange`);
  const title = await page.getByRole('heading', {level: 1}).textContent();
  outage.stack.freezeBackend();
  try {
    const started = Date.now();
    await cart.addButton.click();
    await expect(page.locator('.toasts')).toContainText(
      'Could not update your cart. Please try again.',
      {timeout: ANSWER_WITHIN_MS},
    );
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    // The page is as it was: same product, no error page.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title!);
    await expect(page.getByTestId('service-unavailable')).toHaveCount(0);
    await expect(cart.addButton).toBeEnabled();

    const frozen = await outage.gotoTimed(
      page,
      '/products/nicotine-gum-2mg-elaichi',
    );
    await expectOutagePage(page, frozen.response, EN);
    expect(frozen.ms).toBeLessThan(ANSWER_WITHIN_MS);
  } finally {
    outage.stack.thawBackend();
  }
  const thawed = await outage.gotoTimed(
    page,
    '/products/nicotine-gum-2mg-elaichi',
  );
  expect(thawed.response.status()).toBe(200);
});

test('backend frozen: an add reported as failed is not applied when the backend thaws; the retry and a new press each add one (issue 35 finding 8)', async ({
  page,
  storefront,
  cart,
}) => {
  await addToCartWhileHealthy(storefront, cart, 'nicotine-gum-2mg-elaichi');
  await cart.close();
  const cartId = `gid://shopify/Cart/${decodeURIComponent((await cart.cookie())!.value)}`;
  const serverQuantity = async () => {
    const res = await page.request.post(
      `${outage.stack.backendOrigin}/api/${backend.apiVersion}/graphql.json`,
      {
        headers: {
          'X-Shopify-Storefront-Access-Token':
            STOREFRONT_TOKENS.gum.publicStorefrontToken,
        },
        data: {
          query: 'query ($id: ID!) { cart(id: $id) { totalQuantity } }',
          variables: {id: cartId},
        },
      },
    );
    return (await res.json()).data.cart.totalQuantity as number;
  };
  outage.stack.freezeBackend();
  try {
    await cart.addButton.click();
    await expect(page.locator('.toasts')).toContainText(
      'Could not update your cart. Please try again.',
      {timeout: ANSWER_WITHIN_MS},
    );
  } finally {
    outage.stack.thawBackend();
  }
  // The add the storefront gave up on reaches the backend past its deadline (Request-Deadline) and is
  // dropped: what the shopper was told stays true.
  expect(await serverQuantity()).toBe(1);
  // The shopper's retry (the same attempt) adds one.
  await cart.addFromProductPage();
  await expect(cart.lines.getByTestId('line-quantity')).toHaveText('2');
  expect(await serverQuantity()).toBe(2);
  // A press on a freshly loaded page (a new attempt) adds one more, never two.
  await storefront.reload();
  await cart.addFromProductPage();
  await expect(cart.lines.getByTestId('line-quantity')).toHaveText('3');
  expect(await serverQuantity()).toBe(3);
});

test('backend killed: 503 at once, and pages come back when it is restarted', async ({
  page,
}) => {
  await outage.stack.killBackend();
  const killed = await outage.gotoTimed(
    page,
    '/products/nicotine-gum-2mg-mixed-fruit',
  );
  await expectOutagePage(page, killed.response, EN);
  expect(killed.ms).toBeLessThan(ANSWER_WITHIN_MS);
  await outage.stack.startBackend();
  const restarted = await outage.gotoTimed(
    page,
    '/products/nicotine-gum-2mg-mixed-fruit',
  );
  expect(restarted.response.status()).toBe(200);
  await expect(page.getByTestId('service-unavailable')).toHaveCount(0);
});
