/**
 * The login page's form without JavaScript (decision 137): the storefront server sends and checks the OTP
 * with the provider, completes the login into the session and redirects on this site only.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {LoginContext} from './actions.server';
import {
  phoneLoginFormAction,
  phoneLoginPageLoader,
  type OtpFormState,
} from './otp-form.server';
import {CUSTOMER_ACCESS_TOKEN_KEY} from './session.server';

const env = {
  PUBLIC_PHONE_LOGIN_URL: 'http://provider.test/phone-login',
  PHONE_LOGIN_API_KEY: 'merchant-key',
};
const TOKEN = {
  accessToken: 'cat_secret_123',
  expiresAt: '2099-01-01T00:00:00Z',
};
const MERCHANT = 'local-gum-merchant';
const CODE = '482913';
const KP_TOKEN = 'kp.signed.token';

interface ProviderCall {
  path: string;
  body: Record<string, string>;
  headers: Headers;
}

/**
 * The phone-login provider as the storefront server sees it: `9876543210` gets CODE; `9000000001` is being
 * paced; codes `111111` expired, `222222` hit the per-client wrong-code limit, anything else is wrong.
 */
function provider() {
  const calls: ProviderCall[] = [];
  const refuse = (status: number, code: string, extra = {}) =>
    Response.json(
      {success: false, error: {code, message: code, ...extra}},
      {status},
    );
  const fetch = vi.fn(
    async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url).replace('http://provider.test/phone-login', '');
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      const headers = new Headers(init?.headers);
      calls.push({path, body, headers});
      if (headers.get('X-Phone-Login-Api-Key') !== 'merchant-key')
        return refuse(403, 'BAD_API_KEY');
      if (path === '/api/otp') {
        if (body.merchantId !== MERCHANT)
          return refuse(404, 'UNKNOWN_MERCHANT');
        if (body.phone === '9000000001')
          return refuse(429, 'TOO_MANY_REQUESTS', {retryAfterSeconds: 30});
        if (!/^\d{10}$/.test(body.phone ?? ''))
          return refuse(400, 'INVALID_PHONE');
        return Response.json({
          success: true,
          data: {phone: `+91${body.phone}`, expiresAt: '2099-01-01T00:05:00Z'},
        });
      }
      if (path === '/api/verify') {
        if (body.code === '111111') return refuse(400, 'OTP_EXPIRED');
        if (body.code === '222222') return refuse(429, 'TOO_MANY_WRONG_CODES');
        if (body.code !== CODE) return refuse(400, 'WRONG_CODE');
        return Response.json({
          success: true,
          data: {
            token: KP_TOKEN,
            expiresAt: '2099-01-01T00:10:00Z',
            method: 'phone',
          },
        });
      }
      if (path === '/api/decode' && body.kpToken === KP_TOKEN)
        return Response.json({
          success: true,
          data: {customer: {email: 'ravi@example.in', password: 'hunter22'}},
        });
      return refuse(401, 'INVALID_TOKEN');
    },
  );
  return {fetch: fetch as unknown as typeof globalThis.fetch, calls};
}

function context(session: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(session));
  const mutate = vi.fn(
    async (
      doc: string,
      {variables}: {variables: {input: {email: string; password: string}}},
    ) => {
      expect(doc).toContain('SharedCustomerAccessTokenCreate');
      const ok =
        variables.input.email === 'ravi@example.in' &&
        variables.input.password === 'hunter22';
      return {
        customerAccessTokenCreate: ok
          ? {customerAccessToken: TOKEN, customerUserErrors: []}
          : {
              customerAccessToken: null,
              customerUserErrors: [
                {code: 'UNIDENTIFIED_CUSTOMER', message: 'x'},
              ],
            },
      };
    },
  );
  return {
    session: {
      get: (key: string) => values.get(key),
      set: (key: string, value: unknown) => void values.set(key, value),
      unset: (key: string) => void values.delete(key),
    } as unknown as LoginContext['session'],
    storefront: {mutate} as unknown as LoginContext['storefront'],
    env,
    values,
  };
}

function form(fields: Record<string, string>, path = '/account/login') {
  return new Request(`http://store.test${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'oxygen-buyer-ip': '203.0.113.7',
    },
    body: new URLSearchParams(fields),
  });
}

async function submit(
  fields: Record<string, string>,
  ctx = context(),
  fake = provider(),
) {
  const answer = await phoneLoginFormAction(
    {
      request: form(fields),
      context: ctx,
      merchantId: MERCHANT,
      fallback: '/account',
    },
    {fetch: fake.fetch},
  );
  return {answer, ctx, fake};
}

/** The page's state and status, when the answer is a page (not a redirect). */
function page(answer: unknown): {
  state: OtpFormState;
  status: number;
  headers: Headers;
} {
  expect(answer).not.toBeInstanceOf(Response);
  const {data, init} = answer as {data: OtpFormState; init?: ResponseInit};
  return {
    state: data,
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('phone login form: sending the code', () => {
  it('asks the provider as the merchant, for the shopper, and answers the code step without the code', async () => {
    const {answer, fake} = await submit({
      intent: 'send',
      phone: '9876543210',
      return_to: '/products/mint?variant=2',
    });
    const {state, status, headers} = page(answer);
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(state).toEqual({
      step: 'code',
      phone: '9876543210',
      returnTo: '/products/mint?variant=2',
      error: null,
      sent: true,
    });
    const [call] = fake.calls;
    expect(call?.path).toBe('/api/otp');
    expect(call?.body).toEqual({merchantId: MERCHANT, phone: '9876543210'});
    // The provider keys its limits on the shopper's IP, trusted with the merchant's key (decision 63).
    expect(call?.headers.get('Shopify-Storefront-Buyer-IP')).toBe(
      '203.0.113.7',
    );
    expect(call?.headers.get('X-Phone-Login-Api-Key')).toBe('merchant-key');
    expect(JSON.stringify(state)).not.toContain(CODE);
  });

  it('refuses a bad number with 400 on the number step', async () => {
    for (const phone of ['12345', '']) {
      const {state, status} = page(
        (await submit({intent: 'send', phone})).answer,
      );
      expect(status).toBe(400);
      expect(state).toMatchObject({step: 'phone', error: 'invalidPhone'});
    }
  });

  it("passes on the provider's pace: 429, Retry-After and the seconds to wait", async () => {
    const {state, status, headers} = page(
      (await submit({intent: 'send', phone: '9000000001'})).answer,
    );
    expect(status).toBe(429);
    expect(headers.get('Retry-After')).toBe('30');
    expect(state).toMatchObject({
      step: 'phone',
      error: 'wait',
      retryAfterSeconds: 30,
    });
    // A resend from the code step stays there.
    const resend = page(
      (await submit({intent: 'resend', phone: '9000000001'})).answer,
    );
    expect(resend.state).toMatchObject({step: 'code', error: 'wait'});
  });

  it('answers 503 when the provider cannot be reached or does not know the merchant', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const {state, status} = page(
      await phoneLoginFormAction(
        {
          request: form({intent: 'send', phone: '9876543210'}),
          context: context(),
          merchantId: MERCHANT,
          fallback: '/account',
        },
        {fetch: down},
      ),
    );
    expect(status).toBe(503);
    expect(state.error).toBe('unavailable');
    const unknown = page(
      await phoneLoginFormAction(
        {
          request: form({intent: 'send', phone: '9876543210'}),
          context: context(),
          merchantId: 'someone-else',
          fallback: '/account',
        },
        {fetch: provider().fetch},
      ),
    );
    expect(unknown.status).toBe(503);
  });

  it('answers a body that is not a form, or no intent, with 400', async () => {
    const json = new Request('http://store.test/account/login', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({intent: 'send', phone: '9876543210'}),
    });
    const fake = provider();
    const answer = page(
      await phoneLoginFormAction(
        {
          request: json,
          context: context(),
          merchantId: MERCHANT,
          fallback: '/account',
        },
        {fetch: fake.fetch},
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.state.error).toBe('badRequest');
    expect(page((await submit({phone: '9876543210'})).answer).status).toBe(400);
    expect(fake.calls).toEqual([]);
  });
});

describe('phone login form: checking the code', () => {
  it('logs in into the session like the widget path and redirects to return_to, 303, no token shown', async () => {
    const {answer, ctx, fake} = await submit({
      intent: 'verify',
      phone: '9876543210',
      code: CODE,
      return_to: '/hi/products/mint',
    });
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/hi/products/mint');
    expect(await response.text()).toBe('');
    expect(ctx.values.get(CUSTOMER_ACCESS_TOKEN_KEY)).toEqual(TOKEN);
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/api/verify',
      '/api/decode',
    ]);
    expect(fake.calls[0]?.headers.get('Shopify-Storefront-Buyer-IP')).toBe(
      '203.0.113.7',
    );
  });

  it('goes only to a path on this site', async () => {
    for (const return_to of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/%09/evil.example',
      'javascript:alert(1)',
    ]) {
      const {answer} = await submit({
        intent: 'verify',
        phone: '9876543210',
        code: CODE,
        return_to,
      });
      expect((answer as Response).headers.get('Location'), return_to).toBe(
        '/account',
      );
    }
  });

  it('words a wrong, expired or malformed code and too many wrong codes as 4xx on the code step', async () => {
    const cases = [
      ['000000', 400, 'wrongCode'],
      ['111111', 400, 'expired'],
      ['222222', 429, 'tooManyWrongCodes'],
      ['12', 400, 'invalidCode'],
    ] as const;
    for (const [code, status, error] of cases) {
      const {answer, ctx} = await submit({
        intent: 'verify',
        phone: '9876543210',
        code,
      });
      const shown = page(answer);
      expect(shown.status, code).toBe(status);
      expect(shown.state, code).toMatchObject({
        step: 'code',
        phone: '9876543210',
        error,
      });
      expect(ctx.values.has(CUSTOMER_ACCESS_TOKEN_KEY)).toBe(false);
    }
  });

  it('answers 401 when the Storefront API refuses the verified customer', async () => {
    const ctx = context();
    const fake = provider();
    (fake.fetch as unknown as ReturnType<typeof vi.fn>).mockImplementationOnce(
      async () => Response.json({success: true, data: {token: 'kp.other'}}),
    );
    const {answer} = await submit(
      {intent: 'verify', phone: '9876543210', code: CODE},
      ctx,
      fake,
    );
    const shown = page(answer);
    expect(shown.status).toBe(401);
    expect(shown.state.error).toBe('failed');
    expect(JSON.stringify(shown.state)).not.toContain('kp.');
    expect(ctx.values.has(CUSTOMER_ACCESS_TOKEN_KEY)).toBe(false);
  });
});

describe('phone login page', () => {
  const get = (path: string) => new Request(`http://store.test${path}`);

  it('starts on the number step with a same-origin return path', () => {
    expect(
      phoneLoginPageLoader({
        request: get('/account/login?return_to=%2Fcart'),
        context: context(),
        fallback: '/account',
      }),
    ).toEqual({step: 'phone', phone: '', returnTo: '/cart', error: null});
    expect(
      phoneLoginPageLoader({
        request: get('/hi/account/login?return_to=https%3A%2F%2Fevil.example'),
        context: context(),
        fallback: '/hi/account',
      }).returnTo,
    ).toBe('/hi/account');
  });

  it('sends a signed-in shopper straight on', () => {
    let thrown: unknown;
    try {
      phoneLoginPageLoader({
        request: get('/account/login?return_to=%2Fcart'),
        context: context({[CUSTOMER_ACCESS_TOKEN_KEY]: TOKEN}),
        fallback: '/account',
      });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).headers.get('Location')).toBe('/cart');
  });
});
