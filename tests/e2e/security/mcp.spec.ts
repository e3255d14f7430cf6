import {execFile} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {expect, STOREFRONT_API, STOREFRONT_TOKENS, test} from '../fixtures';
import {storeOf} from './helpers.ts';

/**
 * The stores' Storefront MCP endpoint as an AI agent uses it: the official SDK's Client over its
 * Streamable HTTP transport against the running stack (decision 118). Once per store (the
 * `<store>-security` project): an agent sees no viewport. The SDK client also checks every
 * structuredContent against the tool's outputSchema.
 */

type Structured = Record<string, any>;

async function connect(baseURL: string | undefined) {
  const client = new Client({name: 'e2e-agent', version: '1.0.0'});
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/api/mcp', baseURL)),
  );
  return client;
}

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
) {
  const result = await client.callTool({name, arguments: args});
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as Structured;
}

const JOURNEY = {
  grooming: {
    query: 'beard oil',
    hinglish: 'dadhi ka tel',
    handle: 'beard-oil-classic',
    language: 'en',
    path: '/products/beard-oil-classic',
    adultsOnly: false,
  },
  gum: {
    query: 'इलायची',
    hinglish: 'elaichi wali gum',
    handle: 'nicotine-gum-2mg-elaichi',
    language: 'hi',
    path: '/hi/products/nicotine-gum-2mg-elaichi',
    adultsOnly: true,
  },
} as const;

test('an agent finds, checks delivery, fills its own cart and gets a checkout URL', async ({
  baseURL,
  request,
}, info) => {
  const store = storeOf(info);
  const journey = JOURNEY[store];
  const client = await connect(baseURL);
  expect(client.getServerVersion()?.name).toBe('storefront-mcp');
  const {tools} = await client.listTools();
  expect(tools.map((t) => t.name)).toContain('search_shop_catalog');

  const found = await call(client, 'search_shop_catalog', {
    query: journey.query,
    language: journey.language,
  });
  const product = found.products.find(
    (p: Structured) => p.handle === journey.handle,
  );
  expect(
    product,
    JSON.stringify(found.products.map((p: Structured) => p.handle)),
  ).toBeTruthy();
  expect(product.url).toBe(new URL(journey.path, baseURL).href);
  expect(product.price.formatted).toMatch(
    /^₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$/,
  );
  if (journey.language === 'hi') {
    const text = (await client.callTool({
      name: 'search_shop_catalog',
      arguments: {query: journey.query, language: 'hi'},
    })) as {content: Array<{text: string}>};
    expect(text.content[0].text).toContain('प्रोडक्ट मिले');
  }

  const hinglish = await call(client, 'search_shop_catalog', {
    query: journey.hinglish,
  });
  expect(hinglish.products.map((p: Structured) => p.handle)).toContain(
    journey.handle,
  );

  const detail = await call(client, 'get_product', {
    handle: journey.handle,
    language: journey.language,
  });
  const variant = detail.product.variants.find((v: Structured) => v.available);
  expect(variant.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);

  const delivery = await call(client, 'check_delivery', {
    pincode: '560001',
    variant_ids: [variant.id],
    language: journey.language,
  });
  expect(delivery).toMatchObject({status: 'ok', pincode: '560001'});
  expect(delivery.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(delivery.cod.fee.formatted).toMatch(/^₹/);

  const created = await call(client, 'update_cart', {
    lines: [{merchandise_id: variant.id, quantity: 2}],
    language: journey.language,
  });
  const cart = created.cart;
  expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[\w-]+\?key=[\w-]+$/);
  expect(cart.lines).toMatchObject([{variant_id: variant.id, quantity: 2}]);

  let checkoutUrl: string = cart.checkout_url;
  if (journey.adultsOnly) {
    expect(checkoutUrl).toBeNull();
    expect(cart.checkout_note).toContain('18');
    const confirmed = await call(client, 'get_cart', {
      cart_id: cart.id,
      confirm_over_18: true,
    });
    checkoutUrl = confirmed.cart.checkout_url;
  }
  expect(checkoutUrl).toMatch(/^https?:\/\/.+\/checkouts\//);
  expect((await request.get(checkoutUrl)).status()).toBe(200);
  await client.close();
});

test('an agent cannot read or change a cart that is not its own', async ({
  baseURL,
}, info) => {
  const store = storeOf(info);
  const client = await connect(baseURL);
  const {products} = await call(client, 'search_shop_catalog', {
    query: JOURNEY[store].query,
    language: JOURNEY[store].language,
  });
  const lines = [{merchandise_id: products[0].variant_id, quantity: 1}];
  const own = (await call(client, 'update_cart', {lines})).cart.id as string;

  // The id without its key: refused as invalid params, before any cart is read.
  await expect(
    client.callTool({
      name: 'get_cart',
      arguments: {cart_id: own.split('?')[0]},
    }),
  ).rejects.toThrow(/-32602|key/);

  // The right id with a guessed key, and the other shop's own cart: no such cart, nothing changed.
  const other = store === 'gum' ? 'grooming' : 'gum';
  const created = await fetch(STOREFRONT_API, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token':
        STOREFRONT_TOKENS[other].publicStorefrontToken,
    },
    body: JSON.stringify({query: 'mutation { cartCreate { cart { id } } }'}),
  }).then((r) => r.json());
  const othersCart = created.data.cartCreate.cart.id as string;
  for (const cartId of [`${own.split('?')[0]}?key=guessed-key`, othersCart]) {
    expect(await call(client, 'get_cart', {cart_id: cartId})).toEqual({
      found: false,
      cart: null,
    });
    const write = await client.callTool({
      name: 'update_cart',
      arguments: {cart_id: cartId, lines},
    });
    expect(write.isError).toBe(true);
  }
  const mine = await call(client, 'get_cart', {cart_id: own});
  expect(mine.cart.total_quantity).toBe(1);
  await client.close();
});

// The official conformance suite's server scenarios that a tools-only, stateless server answers. The
// others need its test server's own tools, resources and prompts; dns-rebinding-protection assumes a
// localhost-only server (a store's Host is its public domain: Origin is checked instead, decision 118).
const CONFORMANCE = ['server-initialize', 'ping', 'tools-list'];

test('the official MCP conformance scenarios that apply pass', async ({
  baseURL,
}, info) => {
  test.skip(
    storeOf(info) !== 'gum',
    'one store: both answer with the same shared endpoint',
  );
  // Three runs of the suite's CLI (each a Node process that starts a client).
  test.setTimeout(90_000);
  const cli = createRequire(import.meta.url).resolve(
    '@modelcontextprotocol/conformance/dist/index.js',
  );
  const cwd = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
  for (const scenario of CONFORMANCE) {
    const outcome = await new Promise<{code: number; output: string}>(
      (resolve) =>
        execFile(
          process.execPath,
          [
            cli,
            'server',
            '--url',
            new URL('/api/mcp', baseURL).href,
            '--scenario',
            scenario,
          ],
          {cwd, timeout: 60_000},
          (error, stdout, stderr) =>
            resolve({
              code: error ? Number(error.code ?? 1) : 0,
              output: stdout + stderr,
            }),
        ),
    );
    expect(outcome.code, outcome.output).toBe(0);
  }
});
