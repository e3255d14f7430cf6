import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {decodeLoginToken} from './decode.server';
import {obtainCustomerAccessToken} from './access-token.server';
import {
  decodeTokenAction,
  loginAction,
  logoutAction,
  type LoginContext,
} from './actions.server';
import {
  CUSTOMER_ACCESS_TOKEN_KEY,
  getCustomerAccessToken,
  isLoggedIn,
} from './session.server';

const env = {
  PUBLIC_PHONE_LOGIN_URL: 'http://provider.test/phone-login',
  PHONE_LOGIN_API_KEY: 'merchant-key',
};
const TOKEN = {accessToken: 'cat_123', expiresAt: '2099-01-01T00:00:00Z'};

/** A fake Storefront API: a few accounts, activation links and multipass tokens; records every call. */
function fakeStorefront() {
  const calls: {op: string; variables: any}[] = [];
  const accounts = new Map([['ravi@example.in', 'hunter22']]);
  const activations = new Map([
    ['https://shop.test/account/activate/7/abc-1', 'asha@example.in'],
  ]);
  const multipass = new Set(['mp-good']);
  const noErrors: never[] = [];
  const storefront = {
    mutate: vi.fn(async (doc: string, {variables}: {variables: any}) => {
      const op = /mutation (\w+)/.exec(doc)![1]!;
      calls.push({op, variables});
      switch (op) {
        case 'SharedCustomerAccessTokenCreate': {
          const ok =
            accounts.get(variables.input.email) === variables.input.password;
          return {
            customerAccessTokenCreate: ok
              ? {customerAccessToken: TOKEN, customerUserErrors: noErrors}
              : {
                  customerAccessToken: null,
                  customerUserErrors: [
                    {
                      code: 'UNIDENTIFIED_CUSTOMER',
                      message: 'Unidentified customer',
                    },
                  ],
                },
          };
        }
        case 'SharedCustomerAccessTokenCreateWithMultipass':
          return {
            customerAccessTokenCreateWithMultipass: multipass.has(
              variables.multipassToken,
            )
              ? {customerAccessToken: TOKEN, customerUserErrors: noErrors}
              : {
                  customerAccessToken: null,
                  customerUserErrors: [
                    {
                      code: 'INVALID_MULTIPASS_REQUEST',
                      message: 'Invalid multipass request',
                    },
                  ],
                },
          };
        case 'SharedCustomerActivateByUrl': {
          const email = activations.get(variables.activationUrl);
          if (!email) {
            return {
              customerActivateByUrl: {
                customer: null,
                customerAccessToken: null,
                customerUserErrors: [
                  {
                    code: 'INVALID',
                    field: ['activationUrl'],
                    message: 'Invalid activation url',
                  },
                ],
              },
            };
          }
          accounts.set(email, variables.password);
          return {
            customerActivateByUrl: {
              customer: {id: 'gid://shopify/Customer/7'},
              customerAccessToken: {
                accessToken: 'cat_from_activation',
                expiresAt: TOKEN.expiresAt,
              },
              customerUserErrors: noErrors,
            },
          };
        }
        case 'SharedCustomerAccessTokenDelete':
          return {
            customerAccessTokenDelete: {
              deletedAccessToken: variables.customerAccessToken,
              userErrors: [],
            },
          };
        default:
          throw new Error(`unexpected ${op}`);
      }
    }),
  };
  return {
    storefront: storefront as unknown as LoginContext['storefront'],
    calls,
  };
}

function fakeSession(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
    has: (key: string) => values.has(key),
    values,
  } as unknown as LoginContext['session'] & {values: Map<string, unknown>};
}

/** The provider's decode endpoint: answers `customer` for kpToken 'good', refuses anything else. */
function providerFetch(customer: unknown) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    const headers = new Headers(init?.headers);
    if (
      String(url) !== 'http://provider.test/phone-login/api/decode' ||
      headers.get('X-Phone-Login-Api-Key') !== 'merchant-key'
    ) {
      return Response.json(
        {
          success: false,
          error: {message: 'API key does not match this merchant'},
        },
        {status: 403},
      );
    }
    if (body.kpToken !== 'good') {
      return Response.json(
        {success: false, error: {message: 'Login token has already been used'}},
        {status: 401},
      );
    }
    return Response.json({success: true, data: {customer}});
  }) as unknown as typeof fetch;
}

function post(path: string, body: unknown) {
  return new Request(`http://store.test${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('decodeLoginToken', () => {
  it('sends the token with the merchant key and returns the customer record', async () => {
    const fetch = providerFetch({
      email: 'x@y.in',
      multipassToken: 'mp-good',
      phone: '+919876543210',
    });
    const result = await decodeLoginToken('good', {env, fetch});
    expect(result).toEqual({
      success: true,
      data: {
        customer: expect.objectContaining({
          email: 'x@y.in',
          multipassToken: 'mp-good',
          phone: '+919876543210',
        }),
      },
      error: null,
    });
  });

  it('fails without a token, without a key, on a refusal, or on a record it cannot use', async () => {
    expect(
      (await decodeLoginToken('', {env, fetch: providerFetch({})})).error
        ?.message,
    ).toBe('kpToken is required');
    expect(
      (
        await decodeLoginToken('good', {
          env: {...env, PHONE_LOGIN_API_KEY: undefined},
          fetch: providerFetch({}),
        })
      ).success,
    ).toBe(false);
    expect(
      (
        await decodeLoginToken('used', {
          env,
          fetch: providerFetch({multipassToken: 'x'}),
        })
      ).error?.message,
    ).toBe('Login token has already been used');
    expect(
      (
        await decodeLoginToken('good', {
          env,
          fetch: providerFetch({email: 'only@email.in'}),
        })
      ).success,
    ).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(
      (await decodeLoginToken('good', {env, fetch: offline})).error?.message,
    ).toBe('Could not reach the login provider');
  });
});

describe('obtainCustomerAccessToken: the three ways', () => {
  it('1. email + password → customerAccessTokenCreate', async () => {
    const {storefront, calls} = fakeStorefront();
    const result = await obtainCustomerAccessToken(storefront, {
      email: 'ravi@example.in',
      password: 'hunter22',
    });
    expect(result).toEqual({ok: true, method: 'password', token: TOKEN});
    expect(calls.map((c) => c.op)).toEqual(['SharedCustomerAccessTokenCreate']);
  });

  it('2. multipass token → customerAccessTokenCreateWithMultipass', async () => {
    const {storefront, calls} = fakeStorefront();
    const result = await obtainCustomerAccessToken(storefront, {
      email: 'ravi@example.in',
      multipassToken: 'mp-good',
    });
    expect(result).toEqual({ok: true, method: 'multipass', token: TOKEN});
    expect(calls).toEqual([
      {
        op: 'SharedCustomerAccessTokenCreateWithMultipass',
        variables: {multipassToken: 'mp-good'},
      },
    ]);
  });

  it('3. activation URL + password → customerActivateByUrl, then log in', async () => {
    const {storefront, calls} = fakeStorefront();
    const result = await obtainCustomerAccessToken(storefront, {
      email: 'asha@example.in',
      password: 'new-pass-1',
      accountActivationUrl: 'https://shop.test/account/activate/7/abc-1',
    });
    expect(result).toEqual({ok: true, method: 'activation', token: TOKEN});
    expect(calls.map((c) => c.op)).toEqual([
      'SharedCustomerActivateByUrl',
      'SharedCustomerAccessTokenCreate',
    ]);
  });

  it('fails (no token, logged) on wrong credentials, a bad multipass token, or activation errors', async () => {
    const {storefront, calls} = fakeStorefront();
    expect(
      await obtainCustomerAccessToken(storefront, {
        email: 'ravi@example.in',
        password: 'nope',
      }),
    ).toMatchObject({ok: false});
    expect(
      await obtainCustomerAccessToken(storefront, {
        multipassToken: 'mp-forged',
      }),
    ).toMatchObject({ok: false});
    const activation = await obtainCustomerAccessToken(storefront, {
      email: 'asha@example.in',
      password: 'x',
      accountActivationUrl: 'https://shop.test/account/activate/7/expired-1',
    });
    expect(activation).toMatchObject({
      ok: false,
      reason: 'INVALID: Invalid activation url',
    });
    // Activation errors abort: no login attempted afterwards.
    expect(calls.at(-1)!.op).toBe('SharedCustomerActivateByUrl');
    expect(console.error).toHaveBeenCalled();
  });

  it("follows the spec's order when a record carries more than one way: email + password, then Multipass", async () => {
    const {storefront, calls} = fakeStorefront();
    const result = await obtainCustomerAccessToken(storefront, {
      email: 'ravi@example.in',
      password: 'hunter22',
      multipassToken: 'mp-good',
    });
    expect(result).toMatchObject({ok: true, method: 'password'});
    expect(calls.map((c) => c.op)).toEqual(['SharedCustomerAccessTokenCreate']);
  });

  it('needs both email and password (no call otherwise)', async () => {
    const {storefront, calls} = fakeStorefront();
    expect(
      await obtainCustomerAccessToken(storefront, {email: 'ravi@example.in'}),
    ).toMatchObject({ok: false});
    expect(calls).toHaveLength(0);
  });

  it('a throwing client is a failure, not a crash', async () => {
    const storefront = {
      mutate: vi.fn(async () => Promise.reject(new Error('503'))),
    } as unknown as LoginContext['storefront'];
    expect(
      await obtainCustomerAccessToken(storefront, {multipassToken: 'mp-good'}),
    ).toEqual({ok: false, reason: '503'});
  });
});

describe('login, decode-token and logout routes', () => {
  it('login: stores the token only in the session and reports method phone', async () => {
    const {storefront} = fakeStorefront();
    const session = fakeSession();
    const context = {session, storefront, env};
    const response = await loginAction(
      {request: post('/api/login', {kpToken: 'good'}), context},
      {
        fetch: providerFetch({
          email: 'n@phone.invalid',
          multipassToken: 'mp-good',
        }),
      },
    );
    expect(response.data).toEqual({ok: true, method: 'phone'});
    expect(session.values.get(CUSTOMER_ACCESS_TOKEN_KEY)).toEqual(TOKEN);
    expect(isLoggedIn(context)).toBe(true);
    expect(getCustomerAccessToken(context)).toBe('cat_123');
  });

  it('login: a token the provider refuses, or a failed Storefront login, leaves the shopper signed out', async () => {
    const {storefront} = fakeStorefront();
    const session = fakeSession();
    const refused = await loginAction(
      {
        request: post('/api/login', {kpToken: 'used'}),
        context: {session, storefront, env},
      },
      {fetch: providerFetch({multipassToken: 'mp-good'})},
    );
    expect(refused.init?.status).toBe(401);
    expect(refused.data).toEqual({
      ok: false,
      error: 'Login failed. Please try again.',
    });
    const badMultipass = await loginAction(
      {
        request: post('/api/login', {kpToken: 'good'}),
        context: {session, storefront, env},
      },
      {fetch: providerFetch({multipassToken: 'mp-forged'})},
    );
    expect(badMultipass.data.ok).toBe(false);
    expect(session.values.has(CUSTOMER_ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('login refuses a cross-site form post (login CSRF)', async () => {
    const {storefront} = fakeStorefront();
    const session = fakeSession();
    const form = new Request('http://store.test/api/login', {
      method: 'POST',
      body: new URLSearchParams({kpToken: 'good'}),
    });
    const crossSite = new Request('http://store.test/api/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://evil.test',
      },
      body: JSON.stringify({kpToken: 'good'}),
    });
    for (const request of [form, crossSite]) {
      const response = await loginAction(
        {request, context: {session, storefront, env}},
        {fetch: providerFetch({multipassToken: 'mp-good'})},
      );
      expect(response.init?.status).toBe(403);
    }
    expect(session.values.has(CUSTOMER_ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('decode-token completes the login on the server and answers only the name, never a credential', async () => {
    for (const record of [
      {
        email: 'ravi@example.in',
        password: 'hunter22',
        firstName: 'Ravi',
        lastName: 'K',
      },
      {
        email: 'n@phone.invalid',
        multipassToken: 'mp-good',
        firstName: 'Ravi',
        lastName: null,
        isNewCustomer: false,
      },
    ]) {
      const {storefront} = fakeStorefront();
      const session = fakeSession();
      const ok = await decodeTokenAction(
        {
          request: post('/api/kwikpass/decode-token', {kpToken: 'good'}),
          context: {session, storefront, env},
        },
        {fetch: providerFetch(record)},
      );
      expect(ok.init?.status ?? 200).toBe(200);
      expect(ok.data).toEqual({
        success: true,
        data: {
          customer: {
            firstName: 'Ravi',
            lastName: record.lastName,
            ...('isNewCustomer' in record ? {isNewCustomer: false} : {}),
          },
        },
        error: null,
      });
      const text = JSON.stringify(ok.data);
      for (const secret of [
        'hunter22',
        'mp-good',
        'password',
        'multipassToken',
        'email',
        'cat_123',
      ])
        expect(text).not.toContain(secret);
      expect(getCustomerAccessToken({session})).toBe('cat_123');
    }
  });

  it('decode-token: bad input is a 4xx with a message, and nobody is signed in', async () => {
    const {storefront} = fakeStorefront();
    const session = fakeSession();
    const context = {session, storefront, env};
    const missing = await decodeTokenAction(
      {request: post('/api/kwikpass/decode-token', {}), context},
      {fetch: providerFetch({})},
    );
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toEqual({
      success: false,
      data: {customer: null},
      error: {message: 'kpToken is required'},
    });
    const used = await decodeTokenAction(
      {request: post('/api/kwikpass/decode-token', {kpToken: 'used'}), context},
      {fetch: providerFetch({})},
    );
    expect(used.init?.status).toBe(400);
    expect(used.data.error?.message).toBe('Login token has already been used');
    const forged = await decodeTokenAction(
      {request: post('/api/kwikpass/decode-token', {kpToken: 'good'}), context},
      {fetch: providerFetch({multipassToken: 'mp-forged'})},
    );
    expect(forged.init?.status).toBe(401);
    expect(forged.data).toEqual({
      success: false,
      data: {customer: null},
      error: {message: 'Login failed. Please try again.'},
    });
    const form = new Request('http://store.test/api/kwikpass/decode-token', {
      method: 'POST',
      body: new URLSearchParams({kpToken: 'good'}),
    });
    expect(
      (
        await decodeTokenAction(
          {request: form, context},
          {fetch: providerFetch({multipassToken: 'mp-good'})},
        )
      ).init?.status,
    ).toBe(403);
    expect(session.values.has(CUSTOMER_ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('a THROTTLED Storefront API or a 429 from the token service is a 429 the page shows as "too many attempts"', async () => {
    const throttledStorefront = {
      mutate: vi.fn(async () => ({
        customerAccessTokenCreateWithMultipass: null,
        errors: [
          {
            message: 'Login attempt limit exceeded. Please try again later.',
            extensions: {code: 'THROTTLED'},
          },
        ],
      })),
    } as unknown as LoginContext['storefront'];
    const session = fakeSession();
    const login = await loginAction(
      {
        request: post('/api/login', {kpToken: 'good'}),
        context: {session, storefront: throttledStorefront, env},
      },
      {fetch: providerFetch({multipassToken: 'mp-good'})},
    );
    expect(login.init?.status).toBe(429);
    expect(login.data).toEqual({
      ok: false,
      code: 'THROTTLED',
      error:
        'Too many login attempts. Please wait a few minutes and try again.',
    });

    const {storefront} = fakeStorefront();
    const providerThrottled = vi.fn(async () =>
      Response.json(
        {
          success: false,
          error: {
            code: 'THROTTLED',
            message: 'Too many requests. Please try again later.',
          },
        },
        {status: 429},
      ),
    ) as unknown as typeof fetch;
    const decode = await decodeTokenAction(
      {
        request: post('/api/kwikpass/decode-token', {kpToken: 'good'}),
        context: {session, storefront, env},
      },
      {fetch: providerThrottled},
    );
    expect(decode.init?.status).toBe(429);
    expect(decode.data.error?.message).toBe(
      'Too many login attempts. Please wait a few minutes and try again.',
    );
    expect(session.values.has(CUSTOMER_ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('an expired stored token counts as signed out', () => {
    const session = fakeSession({
      [CUSTOMER_ACCESS_TOKEN_KEY]: {
        accessToken: 'old',
        expiresAt: '2020-01-01T00:00:00Z',
      },
    });
    expect(isLoggedIn({session})).toBe(false);
  });

  it('logout deletes the token, clears the session and redirects to /', async () => {
    const {storefront, calls} = fakeStorefront();
    const session = fakeSession({[CUSTOMER_ACCESS_TOKEN_KEY]: TOKEN});
    const response = await logoutAction({
      request: new Request('http://127.0.0.1:3000/account/logout', {
        method: 'POST',
      }),
      context: {session, storefront, env},
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(session.values.has(CUSTOMER_ACCESS_TOKEN_KEY)).toBe(false);
    expect(calls).toEqual([
      {
        op: 'SharedCustomerAccessTokenDelete',
        variables: {customerAccessToken: 'cat_123'},
      },
    ]);
  });

  // Issue 21 item 4: a cart that still names the customer must not stay with the next person on the device.
  describe('the cart on logout', () => {
    const request = () =>
      new Request('https://shop.example/account/logout', {method: 'POST'});
    function cartThat(answers: Array<() => Promise<unknown>>) {
      const updateBuyerIdentity = vi.fn();
      for (const answer of answers)
        updateBuyerIdentity.mockImplementationOnce(answer);
      return {
        getCartId: () => 'gid://shopify/Cart/c?key=k',
        updateBuyerIdentity,
      };
    }
    const detached = () =>
      Promise.resolve({
        cart: {id: 'gid://shopify/Cart/c?key=k'},
        userErrors: [],
        warnings: [],
      });

    it('keeps the cart cookie once the backend detached the customer', async () => {
      const cart = cartThat([detached]);
      const response = await logoutAction({
        request: request(),
        context: {
          session: fakeSession({[CUSTOMER_ACCESS_TOKEN_KEY]: TOKEN}),
          storefront: fakeStorefront().storefront,
          env,
          cart,
        },
      });
      expect(cart.updateBuyerIdentity).toHaveBeenCalledWith({
        customerAccessToken: null,
      });
      expect(response.headers.get('Set-Cookie')).toBeNull();
    });

    it('retries a failed detach once', async () => {
      const cart = cartThat([
        () => Promise.reject(new Error('timed out')),
        detached,
      ]);
      const response = await logoutAction({
        request: request(),
        context: {
          session: fakeSession({[CUSTOMER_ACCESS_TOKEN_KEY]: TOKEN}),
          storefront: fakeStorefront().storefront,
          env,
          cart,
        },
      });
      expect(cart.updateBuyerIdentity).toHaveBeenCalledTimes(2);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    });

    it('drops the cart cookie when the backend is down or answers with errors', async () => {
      for (const failure of [
        () => Promise.reject(new Error('ECONNREFUSED')),
        () => Promise.resolve({errors: [{message: 'Service unavailable'}]}),
      ]) {
        const cart = cartThat([failure, failure]);
        const session = fakeSession({[CUSTOMER_ACCESS_TOKEN_KEY]: TOKEN});
        const response = await logoutAction({
          request: request(),
          context: {
            session,
            storefront: fakeStorefront().storefront,
            env,
            cart,
          },
        });
        expect(response.status).toBe(302);
        expect(response.headers.get('Set-Cookie')).toBe(
          'cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
        );
        expect(session.values.has(CUSTOMER_ACCESS_TOKEN_KEY)).toBe(false);
      }
    });
  });
});
