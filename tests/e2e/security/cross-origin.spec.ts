import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, freshTestNumber, test, type Page} from '../fixtures';
import {firstProductHandle, storeOf} from './helpers.ts';

/**
 * Cross-site request forgery, tried as an attacker would: a page on another site (a server on
 * `localhost`, while the store is on 127.0.0.1: another site to the browser) auto-submits forms to
 * the store in the shopper's browser. Every state change answers 403 and leaves the shopper's
 * cookies, cart, session and language as they were.
 */

const LOGIN_TIMEOUT = 90_000;
let attacker: Server;
let attackerOrigin: string;

test.beforeAll(async () => {
  // /form?target=<url>&fields=<json>: an HTML form the page submits itself, as a forged link would.
  attacker = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const target = url.searchParams.get('target') ?? '';
    const fields = JSON.parse(url.searchParams.get('fields') ?? '{}') as Record<
      string,
      string
    >;
    const escape = (text: string) =>
      text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const inputs = Object.entries(fields)
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`,
      )
      .join('');
    res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(
      `<!doctype html><title>Win a prize</title><form method="post" action="${escape(target)}">${inputs}</form><script>document.forms[0].submit()</script>`,
    );
  });
  await new Promise<void>((resolve) =>
    attacker.listen(0, 'localhost', resolve),
  );
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

/** Opens the attacker's page, which posts `fields` to the store's `path`; returns the store's answer. */
async function forge(
  page: Page,
  storeOrigin: string,
  path: string,
  fields: Record<string, string>,
) {
  const target = `${storeOrigin}${path}`;
  const answer = page.waitForResponse(
    (response) =>
      response.url() === target && response.request().method() === 'POST',
  );
  await page.goto(
    `${attackerOrigin}/form?${new URLSearchParams({target, fields: JSON.stringify(fields)})}`,
  );
  const response = await answer;
  const headers = await response.request().allHeaders();
  expect(headers.origin, 'the browser names the attacker as the origin').toBe(
    attackerOrigin,
  );
  return response;
}

async function storeCookies(page: Page, storeOrigin: string) {
  return (await page.context().cookies(storeOrigin))
    .map(({name, value}) => `${name}=${value}`)
    .sort();
}

async function variantOf(page: Page, handle: string): Promise<string> {
  const html = await (await page.request.get(`/products/${handle}`)).text();
  const id = /gid:\/\/shopify\/ProductVariant\/\d+/.exec(html)?.[0];
  expect(id, `a variant id on /products/${handle}`).toBeTruthy();
  return id!;
}

test("a cross-site form cannot change the shopper's cart (/cart)", async ({
  page,
  baseURL,
}) => {
  const store = new URL(baseURL!).origin;
  const handle = await firstProductHandle(page.request);
  const merchandiseId = await variantOf(page, handle);
  const add = (quantity: number) =>
    JSON.stringify({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId, quantity}]},
    });
  // The shopper's own cart (same-origin request, like the store's add-to-cart button).
  const own = await page.request.post('/cart', {
    form: {cartFormInput: add(1)},
    maxRedirects: 0,
  });
  expect(own.status()).toBeLessThan(400);
  const before = await storeCookies(page, store);
  expect(before.some((cookie) => cookie.startsWith('cart='))).toBe(true);
  const cartBefore = await (await page.request.get('/cart')).text();

  const path = '/cart';
  const response = await forge(page, store, path, {cartFormInput: add(7)});
  expect(response.status(), path).toBe(403);
  expect(await response.text()).toContain('Cross-site request refused');
  expect(
    response.headers()['set-cookie'],
    `${path} sets no cookie`,
  ).toBeUndefined();
  expect(await storeCookies(page, store)).toEqual(before);
  const cartAfter = await (await page.request.get('/cart')).text();
  // The cart page's loader data (React Router's turbo-stream in the HTML) carries the cart's total.
  const quantity = (html: string) =>
    /totalQuantity\\?"\s*[,:]\s*(\d+)/.exec(html)?.[1];
  expect(quantity(cartBefore)).toBe('1');
  expect(quantity(cartAfter)).toBe('1');
});

test('a cross-site form cannot sign the shopper up for the newsletter', async ({
  page,
  baseURL,
}) => {
  const store = new URL(baseURL!).origin;
  const response = await forge(page, store, '/api/newsletter/subscribe', {
    email: `victim-${Date.now()}@example.in`,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test("a cross-site form cannot ask for a back-in-stock alert in the shopper's name", async ({
  page,
  baseURL,
}) => {
  const store = new URL(baseURL!).origin;
  const response = await forge(page, store, '/api/notify-me', {
    variantId: 'gid://shopify/ProductVariant/1',
    contact: `victim-${Date.now()}@example.in`,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test("a cross-site form cannot switch the gum shopper's language", async ({
  page,
  baseURL,
}, info) => {
  test.skip(storeOf(info) !== 'gum', 'only gum has /language');
  const store = new URL(baseURL!).origin;
  await page.goto('/');
  const before = await storeCookies(page, store);
  const response = await forge(page, store, '/language', {
    language: 'hi',
    redirectTo: '/',
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie']).toBeUndefined();
  expect(await storeCookies(page, store)).toEqual(before);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a cross-site form to a Hindi page is refused in Hindi', async ({
  page,
  baseURL,
}, info) => {
  test.skip(storeOf(info) !== 'gum', 'only gum has a second language');
  const store = new URL(baseURL!).origin;
  const response = await forge(page, store, '/hi/cart', {
    cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: []}}),
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['content-language']).toBe('hi');
  // What the shopper reads on the refused page: Hindi, not the English default.
  await expect(page.locator('body')).toContainText('अनुरोध अस्वीकार');
  await expect(page.locator('body')).not.toContainText('refused');
  // …and a way back into the store, in the same language.
  await page.getByRole('link', {name: 'होम पर वापस जाएँ'}).click();
  await expect(page).toHaveURL(`${store}/hi`);
});

test('a cross-site form cannot log the shopper out, nor log anyone in', async ({
  page,
  baseURL,
  storefront,
  login,
}) => {
  test.setTimeout(LOGIN_TIMEOUT);
  const store = new URL(baseURL!).origin;
  await storefront.goto('/');
  await login.withPhone();
  await expect
    .poll(
      async () =>
        (await page.request.get('/account', {maxRedirects: 0})).status(),
      {timeout: 15_000},
    )
    .toBe(200);
  const before = await storeCookies(page, store);

  const logout = await forge(page, store, '/account/logout', {});
  expect(logout.status()).toBe(403);
  expect(logout.headers()['set-cookie']).toBeUndefined();
  expect(await storeCookies(page, store)).toEqual(before);
  expect(
    (await page.request.get('/account', {maxRedirects: 0})).status(),
    'still signed in',
  ).toBe(200);

  for (const path of ['/api/login', '/api/kwikpass/decode-token']) {
    const response = await forge(page, store, path, {
      kpToken: 'attacker-token',
    });
    expect(response.status(), path).toBe(403);
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
  // The login page's form (decision 137): another site cannot make the shopper's browser ask for codes.
  const otp = await forge(page, store, '/account/login', {
    intent: 'send',
    phone: freshTestNumber().phone,
  });
  expect(otp.status()).toBe(403);
  expect(otp.headers()['set-cookie']).toBeUndefined();
  expect(await storeCookies(page, store)).toEqual(before);
});

test("the store's own forms still work from its own pages (same-origin POST passes the guard)", async ({
  page,
  baseURL,
}) => {
  const store = new URL(baseURL!).origin;
  await page.goto('/');
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/newsletter/subscribe', {
      method: 'POST',
      body: new URLSearchParams({email: ''}),
    });
    return {status: response.status, body: await response.text()};
  });
  // Refused for the empty address (400), not by the cross-site guard (403).
  expect(answer.status).toBe(400);
  expect(answer.body).not.toContain('Cross-site');
  expect(store).toBe(new URL(page.url()).origin);
});
