import {describe, expect, it, vi} from 'vitest';
import {withCacheKeepingNothing} from '../hydrogen/caching/with-cache-keeping-nothing';
import {createMcpRoute, type McpStore} from './handler.server';
import {MCP_LABELS_EN, MCP_LABELS_HI} from './labels';
import {perkOffers} from './offers';
import {MAX_BODY_BYTES, RATE_LIMIT} from './guard.server';
import {delivery} from '../../contracts/delivery';

const ORIGIN = 'http://shop.test';
const VERSION = '2025-06-18';
const CART_ID = 'gid://shopify/Cart/c1?key=secret1';

const cartNode = {
  id: CART_ID,
  checkoutUrl: 'http://backend.test/checkouts/cn/c1?key=secret1',
  totalQuantity: 1,
  lines: {
    nodes: [
      {
        id: 'gid://shopify/CartLine/1?cart=c1',
        quantity: 1,
        cost: {
          totalAmount: {amount: '129900.0', currencyCode: 'INR'},
          amountPerQuantity: {amount: '129900.0', currencyCode: 'INR'},
        },
        merchandise: {
          id: 'gid://shopify/ProductVariant/11',
          title: '30 ml',
          availableForSale: true,
          product: {title: 'Classic Beard Oil'},
        },
      },
    ],
  },
  cost: {
    subtotalAmount: {amount: '129900.0', currencyCode: 'INR'},
    totalAmount: {amount: '129900.0', currencyCode: 'INR'},
  },
  discountCodes: [],
};

/** A Storefront client answering by operation name; carts other than CART_ID do not exist. */
function fakeStorefront(overrides: Record<string, () => unknown> = {}) {
  const answer = (
    document: string,
    variables: Record<string, unknown> = {},
  ) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '';
    if (overrides[name]) return overrides[name]();
    if (name === 'SharedSearchVocabulary')
      return {
        products: {
          nodes: [
            {
              id: 'p1',
              title: 'Classic Beard Oil',
              productType: 'Beard Oil',
              tags: ['beard'],
              vendor: 'Blade & Balm',
            },
          ],
          pageInfo: {hasNextPage: false, endCursor: null},
        },
        shop: {synonyms: {value: 'dadhi => beard\ntel => oil'}},
      };
    if (name === 'McpSearchProducts')
      return {
        search: {
          totalCount: 1,
          nodes: [
            {
              id: 'p1',
              handle: 'beard-oil-classic',
              title: 'Classic Beard Oil',
              description: 'Softens the beard.',
              availableForSale: true,
              featuredImage: null,
              selectedOrFirstAvailableVariant: {
                id: 'gid://shopify/ProductVariant/11',
                availableForSale: true,
                price: {amount: '129900.0', currencyCode: 'INR'},
                compareAtPrice: {amount: '150000.0', currencyCode: 'INR'},
              },
              rating: {value: '{"value":"4.5","scale_max":"5.0"}'},
              ratingCount: {value: '120'},
            },
          ],
        },
        queried: variables.query,
      };
    if (/cart/i.test(name) && 'cartId' in variables)
      return {cart: variables.cartId === CART_ID ? cartNode : null};
    throw new Error(`unexpected ${name} at /secret/path.ts:12`);
  };
  return {
    query: vi.fn(
      async (
        document: string,
        options?: {variables?: Record<string, unknown>},
      ) => answer(document, options?.variables),
    ),
    mutate: vi.fn(async (document: string) => {
      const name = /mutation\s+(\w+)/.exec(document)?.[1] ?? '';
      if (/cartCreate/i.test(name))
        return {cartCreate: {cart: cartNode, userErrors: [], warnings: []}};
      return {cartLinesAdd: {cart: cartNode, userErrors: [], warnings: []}};
    }),
    CacheShort: () => ({}),
    CacheLong: () => ({}),
    CacheNone: () => ({}),
    getShopifyDomain: () => `test-${Math.random()}`,
    i18n: {language: 'EN', country: 'IN'},
  };
}

function store(overrides: Partial<McpStore> = {}): McpStore {
  return {
    brand: 'Test Store',
    locales: ['en', 'hi'],
    labels: (language) => (language === 'hi' ? MCP_LABELS_HI : MCP_LABELS_EN),
    dateLocale: () => 'en-IN',
    delivery: {
      rules: delivery.gum,
      messages: () => ({
        invalid: 'Enter a 6-digit pincode',
        firstDigitZero: 'No pincode starts with 0',
        unserviceable: (p) => `We do not deliver to ${p} yet`,
        unavailable: 'Delivery check unavailable',
      }),
    },
    offers: ({language, cart}) =>
      perkOffers(
        {
          shipping: {feePaise: 4900, freeFromPaise: 99900},
          cartPerks: {
            prepaidDiscountPercent: 5,
            freeGift: {code: 'FREEPERFUME', minSubtotalPaise: 99900},
          },
        },
        language,
        cart,
      ),
    adultsOnly: true,
    ...overrides,
  };
}

function rpc(
  body: unknown,
  {headers = {}, raw}: {headers?: Record<string, string>; raw?: string} = {},
) {
  return new Request(`${ORIGIN}/api/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': VERSION,
      ...headers,
    },
    body: raw ?? JSON.stringify(body),
  });
}

function setUp(
  storeOverrides: Partial<McpStore> = {},
  storefront = fakeStorefront(),
  now?: () => number,
) {
  const route = createMcpRoute(store(storeOverrides), {now});
  const context = {
    storefront,
    env: {},
    withCache: withCacheKeepingNothing(),
  };
  return {
    storefront,
    send: async (request: Request) => {
      const response = await route.action({request, context});
      const text = await response.text();
      return {
        status: response.status,
        text,
        body: text ? JSON.parse(text) : null,
        headers: response.headers,
      };
    },
    call: async (name: string, args: unknown, id = 1) => {
      const response = await route.action({
        request: rpc({
          jsonrpc: '2.0',
          id,
          method: 'tools/call',
          params: {name, arguments: args},
        }),
        context,
      });
      return {status: response.status, body: await response.json()};
    },
  };
}

describe('/api/mcp protocol', () => {
  it('initializes with tools capability and the asked 2025-06-18 revision; an older one is offered the newest', async () => {
    const {send} = setUp();
    const init = (protocolVersion: string) =>
      send(
        rpc(
          {
            jsonrpc: '2.0',
            id: 1,
            method: 'initialize',
            params: {
              protocolVersion,
              capabilities: {},
              clientInfo: {name: 'test', version: '1'},
            },
          },
          {headers: {'MCP-Protocol-Version': VERSION}},
        ),
      );
    const current = await init(VERSION);
    expect(current.status).toBe(200);
    expect(current.body.result.protocolVersion).toBe(VERSION);
    expect(current.body.result.capabilities.tools).toBeDefined();
    expect(current.body.result.serverInfo.title).toContain('Test Store');
    expect(current.headers.get('mcp-session-id')).toBeNull();
    const old = await init('2024-11-05');
    expect(old.body.result.protocolVersion).toBe('2025-11-25');
  });

  it('lists the seven tools with JSON Schema inputs and output schemas; the adult rule is in the cart tools', async () => {
    const {send} = setUp();
    const {body} = await send(
      rpc({jsonrpc: '2.0', id: 2, method: 'tools/list'}),
    );
    const tools = body.result.tools as Array<Record<string, any>>;
    expect(tools.map((t) => t.name).sort()).toEqual([
      'check_delivery',
      'get_cart',
      'get_product',
      'list_offers',
      'search_policies_and_faqs',
      'search_shop_catalog',
      'update_cart',
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema.type).toBe('object');
    }
    const update = tools.find((t) => t.name === 'update_cart')!;
    expect(update.description).toMatch(/18 or older/);
    expect(update.inputSchema.properties.confirm_over_18.type).toBe('boolean');
    expect(update.inputSchema.properties.lines.maxItems).toBe(50);
  });

  it('answers ping and a notification (202)', async () => {
    const {send} = setUp();
    const ping = await send(rpc({jsonrpc: '2.0', id: 3, method: 'ping'}));
    expect(ping.body.result).toEqual({});
    const note = await send(
      rpc({jsonrpc: '2.0', method: 'notifications/initialized'}),
    );
    expect(note.status).toBe(202);
  });
});

describe('/api/mcp bad input: JSON-RPC errors, never a 5xx or a stack', () => {
  const cases: Array<[string, () => Request, number, number]> = [
    [
      'unknown method',
      () => rpc({jsonrpc: '2.0', id: 1, method: 'shop/steal'}),
      200,
      -32601,
    ],
    ['invalid JSON', () => rpc(null, {raw: '{"jsonrpc":'}), 400, -32700],
    [
      'a batch',
      () =>
        rpc(
          Array.from({length: 500}, (_, i) => ({
            jsonrpc: '2.0',
            id: i,
            method: 'ping',
          })),
        ),
      400,
      -32600,
    ],
    [
      'deep JSON',
      () =>
        rpc(null, {
          raw: `{"jsonrpc":"2.0","id":1,"method":"ping","params":${'['.repeat(5000)}${']'.repeat(5000)}}`,
        }),
      400,
      -32600,
    ],
    [
      'a huge body',
      () =>
        rpc({
          jsonrpc: '2.0',
          id: 1,
          method: 'ping',
          params: {pad: 'x'.repeat(MAX_BODY_BYTES)},
        }),
      413,
      -32600,
    ],
    [
      'an unknown protocol version',
      () =>
        rpc(
          {jsonrpc: '2.0', id: 1, method: 'ping'},
          {headers: {'MCP-Protocol-Version': '1999-01-01'}},
        ),
      400,
      -32000,
    ],
    [
      'another site’s Origin',
      () =>
        rpc(
          {jsonrpc: '2.0', id: 1, method: 'ping'},
          {headers: {Origin: 'https://evil.example'}},
        ),
      403,
      -32000,
    ],
  ];
  for (const [what, request, status, code] of cases)
    it(`${what} → ${status} ${code}`, async () => {
      const {send} = setUp();
      const answer = await send(request());
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(code);
      expect(answer.text).not.toMatch(/\bat\s.+:\d+|node_modules|secret/);
    });

  it('GET is 405 with a JSON-RPC error (no server-to-client stream)', async () => {
    const {send} = setUp();
    const answer = await send(
      new Request(`${ORIGIN}/api/mcp`, {method: 'GET'}),
    );
    expect(answer.status).toBe(405);
    expect(answer.body.error.code).toBe(-32000);
  });

  const toolCases: Array<[string, string, unknown]> = [
    ['an unknown tool', 'drop_tables', {}],
    ['a wrong type', 'search_shop_catalog', {query: 42}],
    [
      'a query over 200 characters',
      'search_shop_catalog',
      {query: 'a'.repeat(201)},
    ],
    ['an unknown argument', 'get_product', {handle: 'x', admin: true}],
    [
      'a language the store lacks',
      'search_shop_catalog',
      {query: 'oil', language: 'fr'},
    ],
    [
      'more than 50 lines',
      'update_cart',
      {
        lines: Array.from({length: 51}, () => ({
          merchandise_id: 'gid://shopify/ProductVariant/1',
          quantity: 1,
        })),
      },
    ],
    [
      'a cart id without its key',
      'get_cart',
      {cart_id: 'gid://shopify/Cart/c1'},
    ],
    [
      'a negative quantity',
      'update_cart',
      {
        lines: [
          {merchandise_id: 'gid://shopify/ProductVariant/1', quantity: -1},
        ],
      },
    ],
  ];
  for (const [what, name, args] of toolCases)
    it(`${what} → -32602`, async () => {
      const {call, storefront} = setUp();
      const {status, body} = await call(name, args);
      expect(status).toBe(200);
      expect(body.error.code).toBe(-32602);
      expect(body.error.message).toBeTruthy();
      expect(storefront.mutate).not.toHaveBeenCalled();
    });

  it('a failing dependency is an isError result in the asked language, naming nothing inside', async () => {
    const {call} = setUp(
      {},
      fakeStorefront({
        McpPolicies: () => {
          throw new Error('connect ECONNREFUSED 10.0.0.1 token=shpat_123');
        },
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const {body} = await call('search_policies_and_faqs', {
      query: 'refund',
      language: 'hi',
    });
    error.mockRestore();
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0].text).toBe(MCP_LABELS_HI.failed);
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|shpat|10\.0\.0\.1/);
  });

  it(`limits each IP to a burst of ${RATE_LIMIT.requests} requests (429 with Retry-After)`, async () => {
    const {send} = setUp({}, fakeStorefront(), () => 1_000_000);
    const ping = (ip: string) =>
      send(
        rpc(
          {jsonrpc: '2.0', id: 1, method: 'ping'},
          {headers: {'oxygen-buyer-ip': ip}},
        ),
      );
    for (let i = 0; i < RATE_LIMIT.requests; i++)
      expect((await ping('203.0.113.7')).status).toBe(200);
    const refused = await ping('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(-32000);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await ping('203.0.113.8')).status).toBe(200);
  });
});

describe('/api/mcp tools', () => {
  it('search_shop_catalog understands Hinglish and answers ₹ with Indian grouping, MRP, rating and the URL', async () => {
    const {call, storefront} = setUp();
    const {body} = await call('search_shop_catalog', {query: 'dadhi ka tel'});
    const result = body.result;
    expect(result.isError).toBeUndefined();
    const [product] = result.structuredContent.products;
    expect(product).toMatchObject({
      handle: 'beard-oil-classic',
      url: `${ORIGIN}/products/beard-oil-classic`,
      price: {amount: '129900.00', formatted: '₹1,29,900.00'},
      compare_at_price: {formatted: '₹1,50,000.00'},
      available: true,
      rating: {value: 4.5, count: 120},
    });
    expect(result.content[0].text).toContain('₹1,29,900.00');
    const searched = storefront.query.mock.calls
      .map(([, options]) => options?.variables?.query)
      .filter(Boolean);
    expect(searched[0]).toMatch(/beard/);
    expect(searched[0]).toMatch(/oil/);
  });

  it('search in Hindi links the Hindi page', async () => {
    const {call} = setUp();
    const {body} = await call('search_shop_catalog', {
      query: 'oil',
      language: 'hi',
    });
    expect(body.result.structuredContent.products[0].url).toBe(
      `${ORIGIN}/hi/products/beard-oil-classic`,
    );
    expect(body.result.content[0].text).toContain('प्रोडक्ट मिले');
  });

  it('check_delivery answers an invalid pincode with the store’s message, not an error', async () => {
    const {call} = setUp();
    const {body} = await call('check_delivery', {pincode: '012345'});
    expect(body.result.structuredContent).toMatchObject({
      status: 'invalid',
      message: 'No pincode starts with 0',
    });
  });

  it('update_cart creates a cart and returns its id with its key; gum withholds checkout without the 18+ confirmation', async () => {
    const {call} = setUp();
    const lines = [
      {merchandise_id: 'gid://shopify/ProductVariant/11', quantity: 1},
    ];
    const withheld = (await call('update_cart', {lines})).body.result
      .structuredContent;
    expect(withheld.cart.id).toBe(CART_ID);
    expect(withheld.cart.checkout_url).toBeNull();
    expect(withheld.cart.checkout_note).toBe(MCP_LABELS_EN.confirmAge);
    const confirmed = (
      await call('update_cart', {
        cart_id: CART_ID,
        lines,
        confirm_over_18: true,
      })
    ).body.result.structuredContent;
    expect(confirmed.cart.checkout_url).toBe(cartNode.checkoutUrl);
  });

  it('a store without the age rule gives the checkout URL and has no confirm argument', async () => {
    const {call} = setUp({adultsOnly: false});
    const {body} = await call('get_cart', {cart_id: CART_ID});
    expect(body.result.structuredContent.cart.checkout_url).toBe(
      cartNode.checkoutUrl,
    );
    const refused = await call('get_cart', {
      cart_id: CART_ID,
      confirm_over_18: true,
    });
    expect(refused.body.error.code).toBe(-32602);
  });

  it('another cart (wrong key, another shop) is refused and never replaced by a new cart', async () => {
    const {call, storefront} = setUp();
    const other = 'gid://shopify/Cart/c1?key=guessed';
    const read = await call('get_cart', {cart_id: other});
    expect(read.body.result.structuredContent).toEqual({
      found: false,
      cart: null,
    });
    const write = await call('update_cart', {
      cart_id: other,
      lines: [{merchandise_id: 'gid://shopify/ProductVariant/11', quantity: 1}],
    });
    expect(write.body.result.isError).toBe(true);
    expect(write.body.result.content[0].text).toBe(MCP_LABELS_EN.cartNotFound);
    expect(storefront.mutate).not.toHaveBeenCalled();
  });

  it('list_offers tells what a cart still needs for the free gift, in Hindi', async () => {
    const {call} = setUp();
    const {body} = await call('list_offers', {
      cart_id: CART_ID,
      language: 'hi',
    });
    const offers = body.result.structuredContent.offers;
    expect(
      offers.find((o: {code: string}) => o.code === 'FREEPERFUME'),
    ).toMatchObject({
      applies: true,
    });
    expect(offers.find((o: {kind: string}) => o.kind === 'payment').title).toBe(
      'ऑनलाइन भुगतान पर 5% की छूट',
    );
  });
});
