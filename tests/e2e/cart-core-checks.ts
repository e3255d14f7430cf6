import {expect, type APIRequestContext, type Page} from '@playwright/test';

/**
 * Checks of the cart core (shared/cart/server) that both stores share: cookie flags, same-origin
 * redirectTo only, and 4xx answers with a readable message (no stack) for malformed cart requests.
 */

export async function expectCartCookieFlags(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cart');
  expect(cookie, 'cart cookie').toBeTruthy();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe('Lax');
  // Served over http locally: Secure only on https (unit-tested in shared/cart/server).
  expect(cookie!.secure).toBe(false);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )cart=/);
}

const OFF_SITE = ['/\\evil.example', '/%09/evil.example', '//evil.example', 'https://evil.example/'];

function form(action: string, inputs: unknown, extra: Record<string, string> = {}) {
  return {cartFormInput: JSON.stringify({action, inputs}), ...extra};
}

/** The redirect is checked before the cart is touched: nothing is added and no Location is sent. */
export async function expectOpenRedirectsRefused(request: APIRequestContext, route: string) {
  const merchandiseId = 'gid://shopify/ProductVariant/1';
  for (const redirectTo of OFF_SITE) {
    const res = await request.post(route, {form: form('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}, {redirectTo}), maxRedirects: 0});
    expect(res.status(), redirectTo).toBe(400);
    expect(res.headers().location, redirectTo).toBeUndefined();
    expect(await res.text(), redirectTo).toContain('redirectTo must be a path on this site');
  }
}

export async function expectMalformedCartBodiesRefused(request: APIRequestContext, route: string) {
  const cases: {name: string; send: () => ReturnType<APIRequestContext['post']>; status: number; message: string}[] = [
    {name: 'JSON body', send: () => request.post(route, {data: {action: 'LinesAdd'}}), status: 400, message: 'Expected a cart form'},
    {name: 'invalid cartFormInput', send: () => request.post(route, {form: {cartFormInput: '{'}}), status: 400, message: 'cartFormInput is not valid JSON'},
    {name: 'lines not a list', send: () => request.post(route, {form: form('LinesAdd', {lines: 'x'})}), status: 400, message: 'lines must be a list'},
    {name: 'LinesUpdate without an id', send: () => request.post(route, {form: form('LinesUpdate', {lines: [{quantity: 2}]})}), status: 400, message: 'lines[0].id is required'},
    {name: 'LinesRemove with lineIds [null]', send: () => request.post(route, {form: form('LinesRemove', {lineIds: [null]})}), status: 400, message: 'lineIds[0] must be a cart line id'},
    {name: 'PUT', send: () => request.put(route, {form: form('LinesAdd', {})}), status: 405, message: 'POST'},
    {name: 'PATCH', send: () => request.patch(route, {form: form('LinesAdd', {})}), status: 405, message: 'POST'},
    {name: 'DELETE', send: () => request.delete(route), status: 405, message: 'POST'},
  ];
  for (const {name, send, status, message} of cases) {
    const res = await send();
    const text = await res.text();
    expect(res.status(), name).toBe(status);
    expect(text, name).toContain(message);
    expect(text, name).not.toMatch(/\bat \S+ \(|node_modules|\/work\/|\.tsx?:\d+/);
  }
}
