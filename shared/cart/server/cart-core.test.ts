import {describe, expect, it, vi} from 'vitest';
import {CartForm, type HydrogenSession} from '@shopify/hydrogen';
import {safeRedirectPath} from './redirect';
import {
  toCartLineInputs,
  toCartLineUpdateInputs,
  toDiscountCodes,
  toLineIds,
} from './line-input';
import {readCartRequest} from './command';
import {CartRequestError} from './errors';
import {isCartGone, isStaleCartCookie, recoveryFor} from './recovery';
import {
  CART_GONE_MESSAGE,
  executeCartCommand,
  type CartHandler,
} from './execute';
import {cartFormAction} from './actions.server';
import {cartCookieOptions, cartSetId, clearCartCookie} from './cookie';
import {attachCustomerToCart, detachCustomerFromCart} from './buyer';
import {dropStaleCartCookie, watchCartReads} from './stale-cookie';
import {CUSTOMER_ACCESS_TOKEN_KEY} from '../../login/session.server';

const ORIGIN = 'http://shop.test';
const GONE = {
  cart: null,
  userErrors: [
    {
      code: 'INVALID',
      field: ['cartId'],
      message: 'The specified cart does not exist.',
    },
  ],
  warnings: [],
};

function session(token?: string): HydrogenSession {
  const values = new Map<string, unknown>(
    token
      ? [
          [
            CUSTOMER_ACCESS_TOKEN_KEY,
            {accessToken: token, expiresAt: '2099-01-01T00:00:00Z'},
          ],
        ]
      : [],
  );
  return {
    get: (k: string) => values.get(k),
    set: (k: string, v: unknown) => values.set(k, v),
    unset: (k: string) => values.delete(k),
  } as unknown as HydrogenSession;
}

/** A fake Hydrogen cart handler: `existing` is the cookie's cart id; `gone` makes the backend refuse it. */
function fakeCart({
  existing,
  gone = false,
}: {existing?: string; gone?: boolean} = {}) {
  let id = existing;
  const calls: {method: string; args: unknown[]}[] = [];
  const ok = (cartId: string) => ({
    cart: {id: cartId, lines: {nodes: []}},
    userErrors: [],
    warnings: [],
  });
  const onExisting = (method: string) =>
    vi.fn(async (...args: unknown[]) => {
      calls.push({method, args});
      return gone ? GONE : ok(id!);
    });
  const cart = {
    getCartId: () => id,
    setCartId: (cartId: string) =>
      new Headers({
        'Set-Cookie': `cart=${encodeURIComponent(cartId.split('/').pop()!)}; Path=/; HttpOnly; SameSite=Lax`,
      }),
    get: vi.fn(async () => (gone || !id ? null : ok(id).cart)),
    create: vi.fn(async (input: unknown) => {
      calls.push({method: 'create', args: [input]});
      id = 'gid://shopify/Cart/new-token?key=new-key';
      return ok(id);
    }),
    addLines: onExisting('addLines'),
    updateLines: onExisting('updateLines'),
    removeLines: onExisting('removeLines'),
    updateDiscountCodes: onExisting('updateDiscountCodes'),
    updateBuyerIdentity: onExisting('updateBuyerIdentity'),
  };
  return {cart: cart as unknown as CartHandler, calls};
}

function cartRequest(
  action: string,
  inputs: unknown,
  extra: Record<string, string> = {},
  init: RequestInit = {},
) {
  const body = new URLSearchParams({
    [CartForm.INPUT_NAME]: JSON.stringify({action, inputs}),
    ...extra,
  });
  return new Request(`${ORIGIN}/cart`, {
    method: 'POST',
    body,
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    ...init,
  });
}

async function refusal(request: Request): Promise<CartRequestError> {
  try {
    await readCartRequest(request);
  } catch (error) {
    if (error instanceof CartRequestError) return error;
    throw error;
  }
  throw new Error('request was accepted');
}

describe('redirectTo: same-origin paths only', () => {
  it.each([
    '/\\evil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%2F/evil.example',
    '/%5Cevil.example',
    'evil.example',
    '/\n/evil.example',
  ])('refuses %j', (value) =>
    expect(safeRedirectPath(value, `${ORIGIN}/cart`)).toBeNull(),
  );

  it.each([
    ['/', '/'],
    ['/products/paan?variant=1', '/products/paan?variant=1'],
    ['/hi/cart#top', '/hi/cart#top'],
  ])('keeps %j', (value, expected) =>
    expect(safeRedirectPath(value, `${ORIGIN}/cart`)).toBe(expected),
  );
});

describe('CartLineInput filtering', () => {
  it('passes only merchandiseId, quantity, attributes and sellingPlanId', () => {
    const lines = toCartLineInputs([
      {
        merchandiseId: 'gid://shopify/ProductVariant/1',
        quantity: 2,
        selectedVariant: {id: 'x', price: '1'},
        attributes: [{key: 'gift', value: 'yes', extra: 1}],
        sellingPlanId: 'gid://shopify/SellingPlan/3',
        parent: {lineId: 'z'},
      },
      {merchandiseId: 'gid://shopify/ProductVariant/2'},
    ]);
    expect(lines).toEqual([
      {
        merchandiseId: 'gid://shopify/ProductVariant/1',
        quantity: 2,
        attributes: [{key: 'gift', value: 'yes'}],
        sellingPlanId: 'gid://shopify/SellingPlan/3',
      },
      {merchandiseId: 'gid://shopify/ProductVariant/2', quantity: 1},
    ]);
  });

  it('accepts form-field quantities ("3") and keeps update lines to CartLineUpdateInput', () => {
    expect(
      toCartLineUpdateInputs([
        {id: 'gid://shopify/CartLine/1', quantity: '3', selectedVariant: {}},
      ]),
    ).toEqual([{id: 'gid://shopify/CartLine/1', quantity: 3}]);
    expect(
      toCartLineUpdateInputs([{id: 'gid://shopify/CartLine/1', quantity: 0}]),
    ).toEqual([{id: 'gid://shopify/CartLine/1', quantity: 0}]);
  });

  it.each([
    [
      'lines not a list',
      () => toCartLineInputs('gid://x'),
      'lines must be a list',
    ],
    ['empty lines', () => toCartLineInputs([]), 'lines must not be empty'],
    [
      'line without merchandiseId',
      () => toCartLineInputs([{quantity: 1}]),
      'lines[0].merchandiseId is required',
    ],
    ['null line', () => toCartLineInputs([null]), 'lines[0] must be an object'],
    [
      'fractional quantity',
      () => toCartLineInputs([{merchandiseId: 'a', quantity: 1.5}]),
      'lines[0].quantity must be a whole number',
    ],
    [
      'zero quantity on add',
      () => toCartLineInputs([{merchandiseId: 'a', quantity: 0}]),
      'lines[0].quantity must be a whole number',
    ],
    [
      'LinesUpdate without an id',
      () => toCartLineUpdateInputs([{quantity: 2}]),
      'lines[0].id is required',
    ],
    [
      'LinesRemove with lineIds [null]',
      () => toLineIds([null]),
      'lineIds[0] must be a cart line id',
    ],
    [
      'lineIds not a list',
      () => toLineIds('gid://x'),
      'lineIds must be a list',
    ],
    [
      'a code that is not text',
      () => toDiscountCodes(undefined, [{}]),
      'Discount codes must be text',
    ],
  ])('%s → 400 with a message', (_name, run, message) => {
    try {
      run();
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(CartRequestError);
      expect((error as CartRequestError).status).toBe(400);
      expect((error as CartRequestError).message).toContain(message);
    }
  });

  it('discount codes: the form field and the list, trimmed, without duplicates; empty clears', () => {
    expect(toDiscountCodes(' SAVE10 ', ['save10', 'WELCOME'])).toEqual([
      'SAVE10',
      'WELCOME',
    ]);
    expect(toDiscountCodes('', undefined)).toEqual([]);
  });
});

describe('reading a cart request', () => {
  it.each(['PUT', 'PATCH', 'DELETE'])(
    '%s → 405 with Allow: POST',
    async (method) => {
      const error = await refusal(
        new Request(`${ORIGIN}/cart`, {method, body: 'x'}),
      );
      expect(error.status).toBe(405);
      expect(error.headers.Allow).toBe('POST');
    },
  );

  it('a JSON body → 400', async () => {
    const error = await refusal(
      new Request(`${ORIGIN}/cart`, {
        method: 'POST',
        body: '{"action":"LinesAdd"}',
        headers: {'Content-Type': 'application/json'},
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Expected a cart form (CartForm form data)');
  });

  it.each([
    [
      'cartFormInput is not JSON',
      'not json',
      'cartFormInput is not valid JSON',
    ],
    [
      'cartFormInput is null',
      'null',
      'cartFormInput must be an object with action and inputs',
    ],
    [
      'inputs is a string',
      '{"action":"LinesAdd","inputs":"abc"}',
      'inputs must be an object',
    ],
    [
      'unknown action',
      '{"action":"Nope","inputs":{}}',
      'Unsupported cart action Nope',
    ],
    ['no action', '{"inputs":{}}', 'No cart action given'],
  ])('%s → 400', async (_name, raw, message) => {
    const body = new URLSearchParams({[CartForm.INPUT_NAME]: raw});
    const error = await refusal(
      new Request(`${ORIGIN}/cart`, {method: 'POST', body}),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
  });

  it('a browser cannot hand the cart a customer token', async () => {
    const {command} = await readCartRequest(
      cartRequest(CartForm.ACTIONS.BuyerIdentityUpdate, {
        buyerIdentity: {countryCode: 'IN', customerAccessToken: 'stolen'},
      }),
    );
    expect(command).toEqual({
      type: 'BuyerIdentityUpdate',
      buyerIdentity: {countryCode: 'IN'},
    });
  });

  it('an off-site redirectTo → 400; a path is kept', async () => {
    const add = {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1'}]};
    expect(
      (
        await refusal(
          cartRequest(CartForm.ACTIONS.LinesAdd, add, {
            redirectTo: '/\\evil.example',
          }),
        )
      ).message,
    ).toBe('redirectTo must be a path on this site');
    expect(
      (
        await readCartRequest(
          cartRequest(CartForm.ACTIONS.LinesAdd, add, {
            redirectTo: '/products/x',
          }),
        )
      ).redirectTo,
    ).toBe('/products/x');
  });
});

describe('recovery decisions', () => {
  it('a cart is gone when the mutation names the cart id, not for other user errors', () => {
    expect(isCartGone(GONE)).toBe(true);
    expect(
      isCartGone({
        cart: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['lines', '0', 'merchandiseId'],
            message: 'The merchandise with id x does not exist.',
          },
        ],
      }),
    ).toBe(false);
    expect(isCartGone({cart: {id: 'x'}, userErrors: []})).toBe(false);
  });

  it('adds, codes and identity make a new cart; line changes forget the old one', () => {
    expect(recoveryFor({type: 'LinesAdd'})).toBe('create');
    expect(recoveryFor({type: 'DiscountCodesUpdate'})).toBe('create');
    expect(recoveryFor({type: 'LinesUpdate'})).toBe('forget');
    expect(recoveryFor({type: 'LinesRemove'})).toBe('forget');
    expect(isStaleCartCookie('gid://shopify/Cart/t?key=k', null)).toBe(true);
    expect(isStaleCartCookie(undefined, null)).toBe(false);
  });

  const line = [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}];
  const request = new Request(`${ORIGIN}/cart`, {method: 'POST'});

  it('an add to a completed cart creates a new cart (with the customer) and sets its cookie with the key', async () => {
    const {cart, calls} = fakeCart({
      existing: 'gid://shopify/Cart/old?key=k',
      gone: true,
    });
    const outcome = await executeCartCommand(
      request,
      {cart, session: session('cat_1')},
      {type: 'LinesAdd', lines: line},
    );
    expect(outcome.status).toBe(200);
    expect(outcome.recovered).toBe(true);
    expect((outcome.cart as {id: string}).id).toBe(
      'gid://shopify/Cart/new-token?key=new-key',
    );
    expect(calls.map((c) => c.method)).toEqual(['addLines', 'create']);
    expect(calls[1]!.args[0]).toEqual({
      lines: line,
      buyerIdentity: {customerAccessToken: 'cat_1'},
    });
    expect(outcome.headers.get('Set-Cookie')).toContain(
      'cart=new-token%3Fkey%3Dnew-key',
    );
  });

  it('a first add by a signed-out shopper creates a cart without a customer', async () => {
    const {cart, calls} = fakeCart();
    await executeCartCommand(
      request,
      {cart, session: session()},
      {type: 'LinesAdd', lines: line},
    );
    expect(calls).toEqual([
      {method: 'create', args: [{lines: line, buyerIdentity: {}}]},
    ]);
  });

  it('updating a line of a gone cart clears the cookie and answers no cart', async () => {
    const {cart} = fakeCart({
      existing: 'gid://shopify/Cart/old?key=k',
      gone: true,
    });
    const outcome = await executeCartCommand(
      request,
      {cart, session: session()},
      {type: 'LinesUpdate', lines: [{id: 'l', quantity: 2}]},
    );
    expect(outcome).toMatchObject({
      status: 200,
      cart: null,
      errors: [{message: CART_GONE_MESSAGE}],
      recovered: true,
    });
    expect(outcome.headers.get('Set-Cookie')).toMatch(
      /^cart=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/,
    );
  });

  it('an identity update states the session token (an update without one would detach the customer)', async () => {
    const {cart, calls} = fakeCart({existing: 'gid://shopify/Cart/c?key=k'});
    await executeCartCommand(
      request,
      {cart, session: session('cat_9')},
      {type: 'BuyerIdentityUpdate', buyerIdentity: {countryCode: 'IN'}},
    );
    expect(calls[0]!.args[0]).toEqual({
      countryCode: 'IN',
      customerAccessToken: 'cat_9',
    });
  });
});

describe('routes', () => {
  /** What /cart's action answers a fetcher: React Router's `data(body, init)`. */
  const answered = (result: unknown) => {
    const {data: body, init} = result as {data: unknown; init: ResponseInit};
    return {status: init.status, body, text: JSON.stringify(body)};
  };

  it('/cart answers a malformed body with 400 and no stack', async () => {
    const {cart} = fakeCart();
    const response = answered(
      await cartFormAction({
        request: new Request(`${ORIGIN}/cart`, {
          method: 'POST',
          body: '{',
          headers: {'Content-Type': 'application/json'},
        }),
        context: {cart, session: session()},
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      cart: null,
      errors: [{message: 'Expected a cart form (CartForm form data)'}],
      warnings: [],
    });
  });

  it('/cart answers a backend failure with 503 and the shopper message', async () => {
    const {cart} = fakeCart({existing: 'gid://shopify/Cart/c?key=k'});
    (cart.addLines as ReturnType<typeof vi.fn>).mockRejectedValueOnce(
      new Error('connect ECONNREFUSED /srv/app.js:1'),
    );
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = answered(
      await cartFormAction({
        request: cartRequest(CartForm.ACTIONS.LinesAdd, {
          lines: [{merchandiseId: 'v'}],
        }),
        context: {cart, session: session()},
      }),
    );
    spy.mockRestore();
    expect(response.status).toBe(503);
    const text = response.text;
    expect(text).toContain('Could not update your cart. Please try again.');
    expect(text).not.toContain('ECONNREFUSED');
  });

  it('a THROTTLED discount-code update answers 429 with the code kept, so the page can say "try later"', async () => {
    const {cart} = fakeCart({existing: 'gid://shopify/Cart/c?key=k'});
    (
      cart.updateDiscountCodes as ReturnType<typeof vi.fn>
    ).mockResolvedValueOnce({
      cart: null,
      userErrors: [],
      warnings: [],
      errors: [
        {
          message: 'Too many discount code attempts. Please try again later.',
          extensions: {code: 'THROTTLED'},
        },
      ],
    });
    const response = answered(
      await cartFormAction({
        request: cartRequest(CartForm.ACTIONS.DiscountCodesUpdate, {
          discountCode: 'GUESS1',
        }),
        context: {cart, session: session()},
      }),
    );
    expect(response.status).toBe(429);
    expect((response.body as {errors: unknown}).errors).toEqual([
      {
        code: 'THROTTLED',
        message: 'Too many discount code attempts. Please try again later.',
      },
    ]);
  });

  it('a form posted as a document gets the cart page (no redirect), the line added', async () => {
    const {cart} = fakeCart();
    const result = (await cartFormAction({
      request: cartRequest(
        CartForm.ACTIONS.LinesAdd,
        {lines: [{merchandiseId: 'v'}]},
        {},
        {
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Sec-Fetch-Mode': 'navigate',
            Accept: 'text/html',
          },
        },
      ),
      context: {cart, session: session()},
    })) as unknown as {init: ResponseInit; data: {cart: unknown}};
    expect(result.init.status ?? 200).toBe(200);
    expect(new Headers(result.init.headers).get('Location')).toBeNull();
    expect(result.data.cart).not.toBeNull();
  });

  it('/cart redirects to a same-origin redirectTo with 303', async () => {
    const {cart} = fakeCart();
    const result = (await cartFormAction({
      request: cartRequest(
        CartForm.ACTIONS.LinesAdd,
        {lines: [{merchandiseId: 'v'}]},
        {redirectTo: '/products/x'},
      ),
      context: {cart, session: session()},
    })) as unknown as {init: ResponseInit};
    expect(result.init.status).toBe(303);
    expect(new Headers(result.init.headers).get('Location')).toBe(
      '/products/x',
    );
  });
});

describe('cookie and customer', () => {
  it('cookie flags follow the request scheme', () => {
    // Through Hydrogen's own cookie writer, as the cart handler uses it.
    const https = cartSetId(new Request('https://shop.example/cart'))(
      'gid://shopify/Cart/t?key=k',
    ).get('Set-Cookie');
    expect(https).toBe(
      'cart=t%3Fkey%3Dk; Path=/; SameSite=Lax; Secure; HttpOnly',
    );
    const http = cartSetId(new Request('http://127.0.0.1:3000/cart'))(
      'gid://shopify/Cart/t?key=k',
    ).get('Set-Cookie');
    expect(http).toBe('cart=t%3Fkey%3Dk; Path=/; SameSite=Lax; HttpOnly');
    expect(
      cartCookieOptions(new Request('http://127.0.0.1:3000/cart')),
    ).toEqual({httponly: true, samesite: 'Lax', secure: false});
    expect(clearCartCookie(new Request('https://shop.example/cart'))).toBe(
      'cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('login attaches an existing cart; logout detaches it; no cart, no call', async () => {
    const {cart, calls} = fakeCart({existing: 'gid://shopify/Cart/c?key=k'});
    await attachCustomerToCart(cart, 'cat_5');
    await detachCustomerFromCart(cart);
    expect(calls.map((c) => c.args[0])).toEqual([
      {customerAccessToken: 'cat_5'},
      {customerAccessToken: null},
    ]);
    const empty = fakeCart();
    await attachCustomerToCart(empty.cart, 'cat_5');
    expect(empty.calls).toEqual([]);
  });
});

describe('stale cart cookie on page reads', () => {
  const request = new Request(`${ORIGIN}/`);
  it("drops the cookie when the cookie's cart reads as null, keeps it on a failed read or a live cart", async () => {
    const gone = watchCartReads(
      fakeCart({existing: 'gid://shopify/Cart/old?key=k', gone: true}).cart,
    );
    await gone.get();
    const headers = new Headers();
    dropStaleCartCookie(request, gone, headers);
    expect(headers.get('Set-Cookie')).toBe(
      'cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );

    const failing = fakeCart({existing: 'gid://shopify/Cart/c?key=k'}).cart;
    (failing.get as ReturnType<typeof vi.fn>).mockResolvedValueOnce({
      errors: [{message: 'backend down'}],
    });
    watchCartReads(failing);
    await failing.get();
    const live = watchCartReads(
      fakeCart({existing: 'gid://shopify/Cart/c?key=k'}).cart,
    );
    await live.get();
    for (const cart of [failing, live]) {
      const kept = new Headers();
      dropStaleCartCookie(request, cart, kept);
      expect(kept.get('Set-Cookie')).toBeNull();
    }
  });

  it('does not clear a cookie the same response sets for a new cart', async () => {
    const gone = watchCartReads(
      fakeCart({existing: 'gid://shopify/Cart/old?key=k', gone: true}).cart,
    );
    await gone.get();
    const headers = new Headers({
      'Set-Cookie': 'cart=new%3Fkey%3Dk; Path=/; HttpOnly; SameSite=Lax',
    });
    dropStaleCartCookie(request, gone, headers);
    expect(headers.getSetCookie()).toEqual([
      'cart=new%3Fkey%3Dk; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });
});
