import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  storeOfProject,
  type TestInfo,
} from '../fixtures';
import type {StoreId} from '../../../hydrogen.config.ts';

/**
 * Shared by tests/e2e/security/*.spec.ts (projects `<store>-security` in
 * tests/playwright.config.ts): which store a project targets, its routes, and what an answer must
 * never contain.
 */

export type Store = StoreId;

/** The store the test's project targets (the fixtures' one lookup of `<store>-security`). */
export function storeOf(info: TestInfo): Store {
  return storeOfProject(info.project.name);
}

/** Every route file of the store (storefronts/<store>/app/routes), with a real handle where one is needed. */
export function routesOf(store: Store, product: string): string[] {
  const common = [
    '/',
    `/products/${product}`,
    '/products/no-such-product',
    '/collections',
    '/collections/all',
    '/collections/no-such-collection',
    '/pages/about',
    '/policies/privacy-policy',
    '/search?q=gum',
    '/cart',
    '/account',
    '/account/logout',
    '/account/login',
    '/api/login',
    '/api/kwikpass/decode-token',
    '/api/newsletter/subscribe',
    '/api/notify-me',
    '/api/recently-viewed?handles=a,b',
    '/api/delivery?pincode=110001',
    '/api/mcp',
    '/cache-manifest.json',
    '/no/such/page',
  ];
  const own: Record<Store, string[]> = {
    grooming: [
      '/api/cart',
      '/api/discount',
      '/api/predictive-search?q=razor',
      '/api/upsell',
      '/blogs',
      '/blogs/news',
      '/blogs/news/no-such-article',
      '/sitemap.xml',
      '/sitemap/products/1.xml',
      '/robots.txt',
      '/service-worker.js',
    ],
    gum: [
      '/faq',
      '/language',
      '/sw.js',
      '/hi',
      `/hi/products/${product}`,
      '/hi/cart',
      '/hi/account/logout',
      '/hi/account/login',
      '/hi/search?q=gum',
    ],
  };
  return [...common, ...own[store]];
}

/** A stack frame, a file URL or a path on the server: none may reach a browser. */
export const LEAKS: RegExp[] = [
  /^\s*at\s+\S.*:\d+:\d+\)?\s*$/m,
  /\bat async\b/,
  /file:\/\//,
  /\/work\/|\/home\/|\/usr\/|\/tmp\//,
  /node_modules/,
  /\b[\w-]+\.(?:tsx?|mjs|jsx?):\d+:\d+/,
];

export function leaksIn(text: string): string[] {
  return LEAKS.filter((pattern) => pattern.test(text)).map(
    (pattern) => `${pattern} → ${pattern.exec(text)?.[0]}`,
  );
}

/** Fails unless the answer is below 500, shows nothing of the server and is not a wordless error. */
export async function expectClean(
  response: APIResponse,
  label: string,
): Promise<void> {
  const body = await response.text().catch(() => '');
  expect
    .soft(
      response.status(),
      `${label} → ${response.status()} ${body.slice(0, 300)}`,
    )
    .toBeLessThan(500);
  expect.soft(leaksIn(body), `${label} leaks`).toEqual([]);
  // React Router's own answer for a method a resource route lacks tells the caller nothing.
  expect
    .soft(body, `${label} says what went wrong`)
    .not.toContain('{"message":"Unexpected Server Error"}');
}

const handles = new Map<string, Promise<string | undefined>>();

/**
 * A product handle from the store's own collection page, looked up once per worker and store: the fuzz
 * spec's ~80 tests per store each need it, and the page is the same for all of them.
 */
export async function firstProductHandle(
  request: APIRequestContext,
  info: TestInfo = test.info(),
): Promise<string> {
  const key = info.project.use.baseURL ?? info.project.name;
  let lookup = handles.get(key);
  if (!lookup) {
    lookup = request
      .get('/collections/all')
      .then((response) => response.text())
      .then((html) => /href="\/products\/([a-z0-9-]+)/.exec(html)?.[1]);
    handles.set(key, lookup);
    lookup.then(
      (handle) => handle || handles.delete(key),
      () => handles.delete(key),
    );
  }
  const handle = await lookup;
  expect(handle, 'a product link on /collections/all').toBeTruthy();
  return handle!;
}
