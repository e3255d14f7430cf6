/**
 * Smoke test shared by both storefronts: home, a collection and a product page render with data from
 * the catalogue, once hydrated. Handles come from the page's own links; titles are checked against the Storefront API.
 */
import {
  expect,
  STOREFRONT_API,
  STOREFRONT_TOKENS,
  test,
  type APIRequestContext,
  type Page,
} from '../fixtures';
import type {StoreId} from '../../../hydrogen.config.ts';

const PRICE = /₹\s?\d[\d,]*\.\d{2}/;

type Handle = {href: string; handle: string};

async function storefrontApi<T>(
  request: APIRequestContext,
  store: StoreId,
  query: string,
  variables: object,
): Promise<T> {
  const res = await request.post(STOREFRONT_API, {
    headers: {
      'X-Shopify-Storefront-Access-Token':
        STOREFRONT_TOKENS[store].publicStorefrontToken,
    },
    data: {query, variables},
  });
  expect(res.status(), 'Storefront API answers').toBe(200);
  const body = await res.json();
  expect(body.errors, 'Storefront API errors').toBeUndefined();
  return body.data as T;
}

/** Links on the page to `/<kind>/<handle>` (any locale prefix), unique, in page order. */
async function linksTo(
  page: Page,
  kind: 'products' | 'collections',
): Promise<Handle[]> {
  const hrefs = await page
    .locator(`a[href*="/${kind}/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const seen = new Set<string>();
  const out: Handle[] = [];
  for (const href of hrefs) {
    const match = new RegExp(`/${kind}/([^/?#]+)`).exec(href);
    if (
      !match ||
      seen.has(match[1]) ||
      (/^https?:/.test(href) && !href.includes('127.0.0.1'))
    )
      continue;
    seen.add(match[1]);
    out.push({href, handle: decodeURIComponent(match[1])});
  }
  return out;
}

/** The visible text of the page (innerText skips hidden elements and applies text-transform). */
const visibleText = (page: Page) =>
  page.evaluate(() => document.body.innerText);

async function expectVisibleText(page: Page, text: string) {
  await expect
    .poll(async () => (await visibleText(page)).toLowerCase(), {
      message: `page shows "${text}"`,
    })
    .toContain(text.toLowerCase());
}

async function expectLoadedImage(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images).some(
            (img) =>
              img.complete && img.naturalWidth > 0 && img.offsetWidth > 0,
          ),
        ),
      {message: 'at least one image rendered', timeout: 10_000},
    )
    .toBe(true);
}

const COLLECTION_QUERY = `query SmokeCollection($handle: String!) {
  collection(handle: $handle) { title products(first: 1) { nodes { handle } } }
}`;
const COLLECTIONS_QUERY = `query SmokeCollections { collections(first: 20) { nodes { handle title products(first: 1) { nodes { handle } } } } }`;
const PRODUCT_QUERY = `query SmokeProduct($handle: String!) { product(handle: $handle) { title } }`;

type CollectionData = {title: string; products: {nodes: {handle: string}[]}};

/** The smoke test of the project's store (grooming-* or gum-*): each store's spec file calls it once. */
export function smokeTest() {
  test.describe('smoke', () => {
    test('home, a collection and a product page render catalogue data', async ({
      page,
      request,
      storefront,
      store,
    }) => {
      test.setTimeout(60_000); // three full page loads plus API look-ups
      // Home
      const home = await storefront.goto('/');
      expect(home?.status(), 'home status').toBe(200);
      await expect(page).toHaveTitle(/\S/);
      const homeProducts = await linksTo(page, 'products');
      const homeCollections = await linksTo(page, 'collections');
      expect(
        homeProducts.length + homeCollections.length,
        'home links to the catalogue',
      ).toBeGreaterThan(0);

      // A collection linked from home that has products (else the first such collection in the catalogue).
      let collection: {href: string; title: string} | undefined;
      for (const link of homeCollections.slice(0, 8)) {
        const data = await storefrontApi<{collection: CollectionData | null}>(
          request,
          store,
          COLLECTION_QUERY,
          {
            handle: link.handle,
          },
        );
        if (data.collection?.products.nodes.length) {
          collection = {href: link.href, title: data.collection.title};
          break;
        }
      }
      if (!collection) {
        const data = await storefrontApi<{
          collections: {nodes: (CollectionData & {handle: string})[]};
        }>(request, store, COLLECTIONS_QUERY, {});
        const first = data.collections.nodes.find(
          (c) => c.products.nodes.length,
        );
        expect(first, 'a collection with products exists').toBeTruthy();
        collection = {
          href: `/collections/${first!.handle}`,
          title: first!.title,
        };
      }

      const collectionPage = await storefront.goto(collection.href);
      expect(
        collectionPage?.status(),
        `collection ${collection.href} status`,
      ).toBe(200);
      await expectVisibleText(page, collection.title);
      const products = await linksTo(page, 'products');
      expect(
        products.length,
        'the collection page lists products',
      ).toBeGreaterThan(0);
      await expect
        .poll(async () => PRICE.test(await visibleText(page)), {
          message: 'prices in ₹',
        })
        .toBe(true);

      // A product from that collection page
      const product = products[0];
      const {product: data} = await storefrontApi<{
        product: {title: string} | null;
      }>(request, store, PRODUCT_QUERY, {
        handle: product.handle,
      });
      expect(
        data,
        `product ${product.handle} exists in the catalogue`,
      ).toBeTruthy();
      const productPage = await storefront.goto(product.href);
      expect(productPage?.status(), `product ${product.href} status`).toBe(200);
      await expectVisibleText(page, data!.title);
      await expect
        .poll(async () => PRICE.test(await visibleText(page)), {
          message: 'a price in ₹',
        })
        .toBe(true);
      await expectLoadedImage(page);
    });
  });
}
