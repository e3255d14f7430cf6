/**
 * Rate limits answer with THROTTLED where the real services do (docs/security.md, "Rate limits"):
 * the Storefront API (logins, discount code guesses), the checkout provider (coupon validation,
 * events), the newsletter list and the phone-login OTP sends. Before the fix none of these was limited.
 * Default, production-like limits apply here (resetLimiters re-reads them for each test).
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {routes} from '../../src/routes.ts';
import {DEFAULT_LIMITS, resetLimiters} from '../../src/rate-limit/limits.ts';
import {expectedApiKey} from '../../src/checkout-provider/auth.ts';
import {merchantApiKey} from '../../src/phone-login/service.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {encodeMultipassToken} from '../../src/customers/multipass.ts';
import {
  installTestNumbers,
  parseTestNumbers,
} from '../../src/phone-login/test-numbers.ts';
import {GROOMING_DEMO_CUSTOMER} from '../../src/seed/grooming/index.ts';
import {shops} from '../../../contracts/index.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {freshLimitsPerTest} from '../fixtures/limits.ts';
import {SHOP_TOKENS, storefrontClient} from '../fixtures/storefront-client.ts';

const storefront = storefrontClient('grooming');

let db: Db;
let served: ServedApp;
let base = '';
let privateToken = '';

beforeAll(async () => {
  db = await seededDb();
  privateToken = (
    db
      .prepare("SELECT private_token AS t FROM shops WHERE id = 'grooming'")
      .get() as {t: string}
  ).t;
  served = await serveBackend(db, routes);
  base = served.base;
});

afterAll(async () => {
  await served.close();
  db.close();
});

freshLimitsPerTest();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function request(
  path: string,
  init: {
    body?: unknown;
    headers?: Record<string, string>;
    method?: string;
  } = {},
) {
  const res = await fetch(base + path, {
    method: init.method ?? 'POST',
    headers: {'content-type': 'application/json', ...init.headers},
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as Json,
  };
}

/** A Storefront API call with the public token, or as a storefront server (private token + buyer IP). */
async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  as: {buyerIp?: string; publicWithHeader?: string} = {},
) {
  const caller = as.buyerIp
    ? {privateToken, buyerIp: as.buyerIp}
    : {buyerIp: as.publicWithHeader};
  const reply = await storefront.post(base, query, variables, caller);
  return {
    status: reply.status,
    retryAfter: reply.headers.get('retry-after'),
    body: reply.body as Json,
  };
}

const LOGIN = `mutation($email: String!, $password: String!) {
  customerAccessTokenCreate(input: {email: $email, password: $password}) { customerAccessToken { accessToken } customerUserErrors { code message } } }`;

function expectThrottled(
  reply: {status: number; retryAfter: string | null; body: Json},
  field: string,
  message: RegExp,
) {
  expect(reply.status).toBe(200);
  expect(reply.body.data[field]).toBeNull();
  expect(reply.body.errors).toEqual([
    expect.objectContaining({
      message: expect.stringMatching(message),
      path: [field],
      extensions: expect.objectContaining({code: 'THROTTLED'}),
    }),
  ]);
  expect(Number(reply.retryAfter)).toBeGreaterThan(0);
}

describe('Storefront API logins', () => {
  it("throttles one customer's failed logins, then refuses even the right password", async () => {
    const email = GROOMING_DEMO_CUSTOMER.email;
    for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerCustomer.limit; i++) {
      const wrong = await graphql(LOGIN, {email, password: `wrong-${i}`});
      expect(
        wrong.body.data.customerAccessTokenCreate.customerUserErrors,
      ).toEqual([
        {code: 'UNIDENTIFIED_CUSTOMER', message: 'Unidentified customer'},
      ]);
    }
    const blocked = await graphql(LOGIN, {
      email: email.toUpperCase(),
      password: GROOMING_DEMO_CUSTOMER.password,
    });
    expectThrottled(
      blocked,
      'customerAccessTokenCreate',
      /^Login attempt limit exceeded\. Please try again later\.$/,
    );
    // Another account from the same buyer is not blocked by this customer's limit.
    const other = await graphql(LOGIN, {
      email: 'someone@example.com',
      password: 'whatever',
    });
    expect(
      other.body.data.customerAccessTokenCreate.customerUserErrors[0].code,
    ).toBe('UNIDENTIFIED_CUSTOMER');
  });

  it('a successful login clears the customer count', async () => {
    const email = GROOMING_DEMO_CUSTOMER.email;
    for (let round = 0; round < 2; round++) {
      for (
        let i = 0;
        i < DEFAULT_LIMITS.loginFailuresPerCustomer.limit - 1;
        i++
      )
        await graphql(LOGIN, {email, password: 'wrong'});
      const ok = await graphql(LOGIN, {
        email,
        password: GROOMING_DEMO_CUSTOMER.password,
      });
      expect(
        ok.body.data.customerAccessTokenCreate.customerAccessToken.accessToken,
      ).toMatch(/\w+/);
    }
  });

  it('throttles failed logins per buyer IP across accounts; the buyer IP header counts only with the private token', async () => {
    const fail = (i: number, as = {}) =>
      graphql(LOGIN, {email: `stuffing-${i}@example.com`, password: 'x'}, as);
    for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerIp.limit; i++)
      expect((await fail(i)).body.errors).toBeUndefined();
    expectThrottled(
      await fail(999),
      'customerAccessTokenCreate',
      /Login attempt limit exceeded/,
    );
    // A browser cannot pick another bucket by naming an IP.
    expectThrottled(
      await fail(1000, {publicWithHeader: '203.0.113.9'}),
      'customerAccessTokenCreate',
      /Login attempt limit exceeded/,
    );
    // A storefront server (private token) speaks for its shopper: another shopper is not blocked.
    expect(
      (await fail(1001, {buyerIp: '203.0.113.9'})).body.data
        .customerAccessTokenCreate.customerUserErrors[0].code,
    ).toBe('UNIDENTIFIED_CUSTOMER');
  });

  it('throttles bad Multipass tokens per buyer IP', async () => {
    const secret = (
      db
        .prepare(
          "SELECT multipass_secret AS s FROM shops WHERE id = 'grooming'",
        )
        .get() as {s: string}
    ).s;
    const MULTIPASS = `mutation($t: String!) { customerAccessTokenCreateWithMultipass(multipassToken: $t) { customerAccessToken { accessToken } customerUserErrors { code } } }`;
    for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerIp.limit; i++) {
      expect(
        (await graphql(MULTIPASS, {t: `forged-${i}`})).body.data
          .customerAccessTokenCreateWithMultipass.customerUserErrors[0].code,
      ).toBe('INVALID_MULTIPASS_REQUEST');
    }
    const good = encodeMultipassToken(secret, {
      email: 'multipass-throttle@example.com',
    });
    expectThrottled(
      await graphql(MULTIPASS, {t: good}),
      'customerAccessTokenCreateWithMultipass',
      /Login attempt limit exceeded/,
    );
  });

  it('throttles wrong activation links per customer', async () => {
    const ACTIVATE = `mutation($url: URL!) { customerActivateByUrl(activationUrl: $url, password: "Secret123") { customer { id } customerUserErrors { code } } }`;
    const url = (hex: string) =>
      `http://127.0.0.1:3000/account/activate/1/${hex.padStart(32, '0')}-${Math.floor(Date.now() / 1000)}`;
    for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerCustomer.limit; i++) {
      expect(
        (await graphql(ACTIVATE, {url: url(i.toString(16))})).body.data
          .customerActivateByUrl.customerUserErrors,
      ).toHaveLength(1);
    }
    expectThrottled(
      await graphql(ACTIVATE, {url: url('ff')}),
      'customerActivateByUrl',
      /Login attempt limit exceeded/,
    );
  });
});

describe('Storefront API discount codes', () => {
  it('throttles guessing codes through cartDiscountCodesUpdate; real codes do not count', async () => {
    const created = await graphql(`
      mutation {
        cartCreate {
          cart {
            id
          }
        }
      }
    `);
    const cartId = created.body.data.cartCreate.cart.id;
    const UPDATE = `mutation($id: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { cart { id } userErrors { message } } }`;
    for (let i = 0; i < 5; i++)
      expect(
        (await graphql(UPDATE, {id: cartId, codes: ['WELCOME10']})).body.errors,
      ).toBeUndefined();
    for (let i = 0; i < DEFAULT_LIMITS.discountCodeGuessesPerIp.limit; i++) {
      expect(
        (await graphql(UPDATE, {id: cartId, codes: [`GUESS${i}`]})).body.errors,
      ).toBeUndefined();
    }
    const blocked = await graphql(UPDATE, {id: cartId, codes: ['GUESS-NEXT']});
    expectThrottled(
      blocked,
      'cartDiscountCodesUpdate',
      /^Too many discount code attempts/,
    );
  });
});

describe('checkout provider', () => {
  const merchant = shops.grooming.checkoutProvider.merchantId;
  // API keys are generated per data directory (server/src/secrets.ts): give this test its own.
  installSecrets({grooming: generateShopSecrets(), gum: generateShopSecrets()});
  const auth = () => ({
    'x-merchant-id': merchant,
    'x-api-key': expectedApiKey('grooming')!,
  });

  it('throttles coupon validations refused as not valid, per shopper; valid ones do not count', async () => {
    const requestId = (
      await request('/provider/api/discount/request', {
        method: 'GET',
        headers: auth(),
      })
    ).body.data.requestId;
    const variant = (
      db
        .prepare(
          "SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = 'grooming' LIMIT 1",
        )
        .get() as {id: number}
    ).id;
    const cart = {
      lines: [
        {
          quantity: 1,
          merchandise: {id: `gid://shopify/ProductVariant/${variant}`},
        },
      ],
    };
    const validate = (couponCode: string, buyerIp = '198.51.100.7') =>
      request('/provider/api/discount/validate', {
        body: {cart, couponCode, requestId},
        headers: {...auth(), 'shopify-storefront-buyer-ip': buyerIp},
      });
    for (let i = 0; i < 5; i++)
      expect((await validate('WELCOME10')).body.data.isValid).toBe(true);
    for (let i = 0; i < DEFAULT_LIMITS.couponGuessesPerIp.limit; i++)
      expect((await validate(`NOPE${i}`)).body.data.isValid).toBe(false);
    const blocked = await validate('NOPE-NEXT');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(blocked.body.error).toMatchObject({
      code: 'THROTTLED',
      message: expect.stringMatching(/coupon/i),
    });
    // Another shopper of the same merchant is not blocked.
    expect((await validate('NOPE-OTHER', '198.51.100.8')).status).toBe(200);
  });

  it('throttles browser events per IP', async () => {
    const event = {
      merchantId: merchant,
      name: 'checkout-open',
      eventType: 'test',
    };
    for (let i = 0; i < DEFAULT_LIMITS.providerEventsPerIp.limit; i++)
      expect(
        (await request('/provider/api/events', {body: event})).status,
      ).toBe(200);
    const blocked = await request('/provider/api/events', {body: event});
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBe('1'); // 120 a minute: the next token in half a second
    vi.advanceTimersByTime(1000);
    expect((await request('/provider/api/events', {body: event})).status).toBe(
      200,
    );
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(blocked.body.error.code).toBe('THROTTLED');
  });
});

describe('newsletter', () => {
  const email = (tag: string | number) =>
    `n${tag}-${Math.random().toString(36).slice(2)}@example.in`;
  /** A storefront server's call for the shopper at `ip` (private token), or anyone else's (`token`). */
  const subscribe = (
    ip: string,
    body: Record<string, unknown> = {shop: 'grooming', email: email(ip)},
    token: string | null = privateToken,
  ) =>
    request('/newsletter/subscribe', {
      body,
      headers: {
        'shopify-storefront-buyer-ip': ip,
        ...(token ? {'shopify-storefront-private-token': token} : {}),
      },
    });

  it('throttles sign-ups per shopper IP (forwarded by the storefront with its private token)', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.newsletterPerIp.limit; i++)
      expect((await subscribe('192.0.2.10')).status).toBe(200);
    const blocked = await subscribe('192.0.2.10');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(blocked.body).toEqual({
      error: {
        code: 'THROTTLED',
        message: expect.any(String),
        retryAfterSeconds: expect.any(Number),
      },
    });
    expect((await subscribe('192.0.2.11')).status).toBe(200);
  });

  // Issue 21, finding 11.
  it("counts a buyer-IP header only with the shop's own private token: a bogus, public or other shop's token is the caller's address", async () => {
    const gumPrivate = (
      db
        .prepare("SELECT private_token AS t FROM shops WHERE id = 'gum'")
        .get() as {t: string}
    ).t;
    for (const token of [
      'bogus-private-token',
      SHOP_TOKENS.grooming,
      gumPrivate,
      null,
    ]) {
      resetLimiters();
      const statuses: number[] = [];
      for (let i = 0; i <= DEFAULT_LIMITS.newsletterPerIp.limit; i++)
        statuses.push(
          (await subscribe(`198.51.100.${i}`, undefined, token)).status,
        );
      expect(
        statuses.slice(0, -1).every((s) => s === 200),
        String(token),
      ).toBe(true);
      expect(statuses.at(-1), String(token)).toBe(429);
    }
  });

  // Issue 21, finding 5.
  it('one buyer flooding sign-ups, valid or not, blocks nobody else', async () => {
    for (let i = 0; i < 300; i++)
      await subscribe(
        '203.0.113.66',
        i % 2
          ? {shop: 'grooming', email: email(i)}
          : {shop: 'grooming', email: 'not-an-email'},
      );
    expect((await subscribe('203.0.113.66')).status).toBe(429);
    expect((await subscribe('203.0.113.67')).status).toBe(200);
  });

  it('refused input costs little: a shopper who mistyped many times still signs up', async () => {
    for (let i = 0; i < 2 * DEFAULT_LIMITS.newsletterPerIp.limit; i++) {
      expect(
        (
          await subscribe('203.0.113.70', {
            shop: 'grooming',
            email: `typo${i}@example`,
          })
        ).status,
      ).toBe(400);
    }
    expect((await subscribe('203.0.113.70')).status).toBe(200);
  });
});

describe('phone login', () => {
  const merchantId = shops.gum.checkoutProvider.merchantId;
  const send = (phone: string) =>
    request('/phone-login/api/otp', {body: {merchantId, phone}});

  it('throttles OTP sends from one IP across many numbers', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.otpSendsPerIp.limit; i++)
      expect((await send(`98100${String(i).padStart(5, '0')}`)).status).toBe(
        200,
      );
    const blocked = await send('9810099999');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(blocked.body).toMatchObject({
      success: false,
      error: {code: 'THROTTLED'},
    });
  });

  it('does not count configured test numbers (no SMS is sent for them)', async () => {
    installTestNumbers(parseTestNumbers('99998*:246810'));
    try {
      for (let i = 0; i < DEFAULT_LIMITS.otpSendsPerIp.limit + 5; i++)
        expect((await send(`99998${String(i).padStart(5, '0')}`)).status).toBe(
          200,
        );
      expect((await send('9830012345')).status).toBe(200);
    } finally {
      installTestNumbers(parseTestNumbers(''));
    }
  });

  // A storefront server's login form without JavaScript (decision 137): it names its shopper in the buyer-IP
  // header, which counts only with the merchant's API key; a bogus key leaves it one client, as before.
  it("keys sends by the buyer IP a merchant's server names, only with its API key", async () => {
    installSecrets({
      grooming: generateShopSecrets(),
      gum: generateShopSecrets(),
    });
    const asServer = (phone: string, ip: string, apiKey: string) =>
      request('/phone-login/api/otp', {
        body: {merchantId, phone},
        headers: {
          'x-phone-login-api-key': apiKey,
          'shopify-storefront-buyer-ip': ip,
        },
      });
    const key = merchantApiKey({id: 'gum'})!;
    const limit = DEFAULT_LIMITS.otpSendsPerIp.limit;
    for (let i = 0; i < limit; i++)
      expect(
        (
          await asServer(
            `98400${String(i).padStart(5, '0')}`,
            '203.0.113.7',
            key,
          )
        ).status,
      ).toBe(200);
    const pumped = await asServer('9840099999', '203.0.113.7', key);
    expect(pumped.status).toBe(429);
    expect(pumped.body).toMatchObject({error: {code: 'THROTTLED'}});
    // Another shopper behind the same storefront server has their own budget.
    expect((await asServer('9840099998', '203.0.113.8', key)).status).toBe(200);
    // Without the key the header names no one: every request is the connecting address's.
    for (let i = 0; i < limit; i++)
      expect(
        (
          await asServer(
            `98500${String(i).padStart(5, '0')}`,
            `198.51.100.${i}`,
            'bogus',
          )
        ).status,
      ).toBe(200);
    expect(
      (await asServer('9850099999', '198.51.100.250', 'bogus')).status,
    ).toBe(429);
  });

  it("keys wrong codes by the buyer IP a merchant's server names", async () => {
    installSecrets({
      grooming: generateShopSecrets(),
      gum: generateShopSecrets(),
    });
    const key = merchantApiKey({id: 'gum'})!;
    const asServer = (path: string, body: object, ip: string) =>
      request(`/phone-login/api/${path}`, {
        body: {merchantId, ...body},
        headers: {
          'x-phone-login-api-key': key,
          'shopify-storefront-buyer-ip': ip,
        },
      });
    const phone = '9860012345';
    expect((await asServer('otp', {phone}, '203.0.113.9')).status).toBe(200);
    const limit = DEFAULT_LIMITS.otpWrongGuessesPerClient.limit;
    for (let i = 0; i < limit; i++)
      expect(
        (await asServer('verify', {phone, code: '000000'}, '203.0.113.9')).body
          .error.code,
      ).toBe('WRONG_CODE');
    const stopped = await asServer(
      'verify',
      {phone, code: '000000'},
      '203.0.113.9',
    );
    expect(stopped.status).toBe(429);
    expect(stopped.body.error.code).toBe('TOO_MANY_WRONG_CODES');
    // The owner, behind the same storefront server, still gets to try.
    const owner = await asServer(
      'verify',
      {phone, code: '000000'},
      '203.0.113.10',
    );
    expect(owner.body.error.code).toBe('WRONG_CODE');
  });

  it('answers the per-number pace with Retry-After too, and bad numbers do not count', async () => {
    for (let i = 0; i < 30; i++) expect((await send('12345')).status).toBe(400);
    expect((await send('9820012345')).status).toBe(200);
    const again = await send('9820012345');
    expect(again.status).toBe(429);
    expect(Number(again.retryAfter)).toBe(30);
  });
});
