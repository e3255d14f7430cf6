import {expect, test as base, type APIRequestContext, type Page} from '@playwright/test';

/**
 * Helpers for the cart drawer, coupon and checkout specs. The backend's checkout-provider stand-in
 * honours fault injection when started with PROVIDER_TEST_FAULTS=1 (scripts/test.mjs does):
 *   POST {BACKEND}/provider/__test/faults {scope: <cart token>, faults: {<point>: <mode>}}
 * (see server/src/checkout-provider/faults.ts). Specs that need it skip when it is off.
 */
export const BACKEND = process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? 4000}`;

/** Seeded grooming products (first variant): handle, price. */
export const PRODUCTS = {
  razor: {handle: 'precision-5-blade-razor', title: 'Precision 5 Blade Razor', price: 54900},
  cream: {handle: 'coffee-shaving-cream', title: 'Coffee Shaving Cream', price: 19900},
  trimmer: {handle: 'beard-trimmer-t1', title: 'Beard Trimmer T1', price: 99900},
} as const;

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => Boolean((window as unknown as {__reactRouterRouteModules?: unknown}).__reactRouterRouteModules));
  await page.waitForLoadState('networkidle');
}

/** The first variant gid of a product, from the Storefront API the backend serves. */
export async function variantId(request: APIRequestContext, handle: string): Promise<string> {
  const res = await request.post(`${BACKEND}/api/2026-04/graphql.json`, {
    headers: {'X-Shopify-Storefront-Access-Token': 'localgroomingpublictoken00000001'},
    data: {query: `{product(handle: ${JSON.stringify(handle)}) {variants(first: 1) {nodes {id}}}}`},
  });
  const body = await res.json();
  return body.data.product.variants.nodes[0].id as string;
}

/** Adds lines through the drawer's own cart API (same cookies as the page), then reloads. */
export async function addToCart(page: Page, items: {handle: string; quantity?: number}[]) {
  for (const item of items) {
    const merchandiseId = await variantId(page.request, item.handle);
    const res = await page.request.post('/api/cart', {
      multipart: {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId, quantity: item.quantity ?? 1}]}})},
    });
    expect(res.ok()).toBeTruthy();
    expect((await res.json()).warnings).toEqual([]);
  }
}

/** Opens the drawer from the header's cart button and waits for the cart title. */
export async function openDrawer(page: Page) {
  // A click racing hydration can be lost: retry until the drawer shows.
  await expect(async () => {
    if (!(await page.getByRole('dialog', {name: /Your Cart/}).isVisible())) await page.getByTestId('cart-button').click();
    await expect(page.getByRole('dialog', {name: /Your Cart/})).toBeVisible({timeout: 2000});
  }).toPass({timeout: 15_000});
}

export function drawer(page: Page) {
  return page.getByRole('dialog', {name: /Your Cart/});
}

/** Bare cart token from Hydrogen's `cart` cookie. */
export async function cartToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cart');
  if (!cookie) throw new Error('no cart cookie');
  return decodeURIComponent(cookie.value).replace(/\?.*$/, '');
}

export async function faultsAvailable(request: APIRequestContext): Promise<boolean> {
  const res = await request.get(`${BACKEND}/provider/__test/faults`).catch(() => null);
  return Boolean(res?.ok());
}

/** Faults for the page's cart (or the cart token given, once the page has let go of that cart). */
export async function setFaults(page: Page, faults: Record<string, string>, scope?: string) {
  const res = await page.request.post(`${BACKEND}/provider/__test/faults`, {data: {scope: scope ?? (await cartToken(page)), faults}});
  expect(res.ok()).toBeTruthy();
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('.toasts').getByText(text);
}

declare global {
  interface Window {
    __toastLog?: {text: string; checked: boolean}[];
  }
}

/** Runs in the page before its scripts: records every toast that appears in the `.toasts` live region. */
function recordToasts() {
  if (window.__toastLog) return;
  const log: {text: string; checked: boolean}[] = (window.__toastLog = []);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement && node.parentElement?.classList.contains('toasts')) {
          log.push({text: (node.textContent ?? '').trim(), checked: false});
        }
      }
    }
  }).observe(document as unknown as Node, {childList: true, subtree: true});
}

/**
 * The drawer specs' `test`: every page records the toasts it shows, so a 3 s toast is not missed on a
 * loaded machine (see expectToast).
 */
export const test = base.extend<{toastRecorder: void}>({
  toastRecorder: [
    async ({page}, use) => {
      await page.addInitScript(recordToasts);
      await use();
    },
    {auto: true},
  ],
});

/**
 * Waits until the page has shown a toast with this text (exact string or pattern) that no earlier
 * expectToast call has claimed, and claims it. Toasts live 3 s; the recorder keeps them for the check.
 */
export async function expectToast(page: Page, text: string | RegExp, timeout = 15_000) {
  const pattern = typeof text === 'string' ? null : {source: text.source, flags: text.flags};
  const literal = typeof text === 'string' ? text : null;
  await expect
    .poll(
      () =>
        page.evaluate(
          ({literal, pattern}) => {
            const matches = (t: string) => (literal !== null ? t === literal : new RegExp(pattern!.source, pattern!.flags).test(t));
            const entry = (window.__toastLog ?? []).find((e) => !e.checked && matches(e.text));
            if (!entry) return (window.__toastLog ?? []).map((e) => e.text);
            entry.checked = true;
            return true;
          },
          {literal, pattern},
        ),
      {timeout, message: `toast ${String(text)}`},
    )
    .toBe(true);
}

export async function applyCoupon(page: Page, code: string) {
  const input = drawer(page).getByPlaceholder('Enter coupon code');
  await input.fill(code);
  await drawer(page).getByRole('button', {name: 'Apply', exact: true}).first().click();
}

/** Toasts shown that no expectToast call has claimed yet. */
export async function unclaimedToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__toastLog ?? []).filter((e) => !e.checked).map((e) => e.text));
}
