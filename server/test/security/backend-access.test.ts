/**
 * Issue 9 items 1, 4, 11 and the test-only routes, tried against the running backend as an attacker
 * on another origin would: no one-time code in any answer, CORS only for the shop's storefronts, the
 * checkout page refuses a foreign parentOrigin and cannot be framed by other sites, /provider/__test/*
 * does not exist unless the test switch is on.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startBackend, type BackendProcess} from './backend-process.ts';
import {
  ATTACKER,
  GRAPHQL,
  ORIGINS,
  STOREFRONT,
  createCart,
  secretsOf,
} from './backend-helpers.ts';
import {LOCAL_TEST_NUMBERS} from '../../src/phone-login/local-test-numbers.ts';

// What npm start / npm test configure, plus a seeded (real) customer's number that must be refused.
const TEST_NUMBERS = `${LOCAL_TEST_NUMBERS},9876543210:111111`;
let backend: BackendProcess;
beforeAll(async () => {
  backend = await startBackend({env: {PHONE_LOGIN_TEST_NUMBERS: TEST_NUMBERS}});
}, 60_000);
afterAll(() => backend?.stop());

const postJson = (
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(backend.base + path, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });

describe('one-time codes (item 1)', () => {
  it('POST /phone-login/api/otp never answers the code; only the backend log has it', async () => {
    const res = await postJson(
      '/phone-login/api/otp',
      {merchantId: 'local-grooming-merchant', phone: '9123456780'},
      {Origin: STOREFRONT},
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    await new Promise((r) => setTimeout(r, 100));
    const code = /OTP for \+91 ••••• •6780 \(grooming\): (\d{6})/.exec(
      backend.log(),
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(text).not.toContain(code);
    expect(Object.keys(JSON.parse(text).data).sort()).toEqual([
      'expiresAt',
      'phone',
    ]);
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
  });

  it('the widget script has no dev hint', async () => {
    const script = await (
      await fetch(`${backend.base}/phone-login/widget.js`)
    ).text();
    expect(script).not.toMatch(/devCode|dev hint|DEV_HINT/i);
  });

  it('a number in the test range logs in with its fixed code', async () => {
    expect(
      (
        await postJson('/phone-login/api/otp', {
          merchantId: 'grooming',
          phone: '9980000001',
        })
      ).status,
    ).toBe(200);
    const verify = await postJson('/phone-login/api/verify', {
      merchantId: 'grooming',
      phone: '9980000001',
      code: '246810',
    });
    expect(verify.status).toBe(200);
    expect((await verify.json()).data.token).toMatch(/^kp1\./);
  });

  it("a seeded customer's number configured as a test number is dropped at startup; dedicated test customers are kept", async () => {
    expect(backend.log()).toContain(
      "dropping +91 ••••• •3210: it is a real grooming customer's number",
    );
    expect(backend.log().match(/dropping/g)).toHaveLength(1);
    expect(
      (
        await postJson('/phone-login/api/otp', {
          merchantId: 'local-gum-merchant',
          phone: '9999900012',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await postJson('/phone-login/api/verify', {
          merchantId: 'local-gum-merchant',
          phone: '9999900012',
          code: '312312',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await postJson('/phone-login/api/otp', {
          merchantId: 'grooming',
          phone: '9876543210',
        })
      ).status,
    ).toBe(200);
    const verify = await postJson('/phone-login/api/verify', {
      merchantId: 'grooming',
      phone: '9876543210',
      code: '111111',
    });
    expect(verify.status).toBe(400);
  });
});

describe('CORS (item 11)', () => {
  const browserRoutes: Array<[string, string]> = [
    ['POST', '/phone-login/api/otp'],
    ['POST', '/phone-login/api/verify'],
    ['GET', '/phone-login/widget.js'],
    ['POST', '/provider/api/events'],
    ['POST', '/provider/api/checkout-sessions'],
    ['GET', '/provider/checkout.js'],
    ['POST', GRAPHQL],
  ];
  for (const [method, path] of browserRoutes) {
    it(`${method} ${path}: preflight and answer allow the storefront origin only`, async () => {
      for (const [origin, allowed] of [
        [STOREFRONT, true],
        [ORIGINS.gum.at(-1)!, true],
        [ATTACKER, false],
        ['null', false],
      ] as const) {
        const preflight = await fetch(backend.base + path, {
          method: 'OPTIONS',
          headers: {Origin: origin, 'Access-Control-Request-Method': method},
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBe(
          allowed ? origin : null,
        );
        const res = await fetch(backend.base + path, {
          method,
          headers: {Origin: origin, 'Content-Type': 'application/json'},
          body: method === 'POST' ? '{}' : undefined,
        });
        expect(res.headers.get('access-control-allow-origin')).toBe(
          allowed ? origin : null,
        );
        if (allowed) expect(res.headers.get('vary')).toMatch(/Origin/);
      }
    });
  }

  it('server-to-server routes never answer CORS, even to a storefront origin', async () => {
    for (const [method, path] of [
      ['POST', '/phone-login/api/decode'],
      ['GET', '/provider/api/discount/request'],
      ['POST', '/provider/api/discount/validate'],
      ['POST', '/newsletter/subscribe'],
      ['GET', '/provider/api/carts/x'],
    ]) {
      const res = await fetch(backend.base + path!, {
        method,
        headers: {Origin: STOREFRONT},
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});

describe('cross-site simple requests (issue 21, finding 6)', () => {
  // What a page on another site can send without a CORS preflight: text/plain or a form, its own Origin.
  const routes: Array<[string, (n: number) => unknown]> = [
    [
      '/phone-login/api/otp',
      (n) => ({
        merchantId: 'local-grooming-merchant',
        phone: `91234${String(56000 + n)}`,
      }),
    ],
    [
      '/phone-login/api/verify',
      (n) => ({
        merchantId: 'local-grooming-merchant',
        phone: `91234${String(56000 + n)}`,
        code: '123456',
      }),
    ],
    [
      '/newsletter/subscribe',
      (n) => ({shop: 'grooming', email: `cross-site-${n}@example.in`}),
    ],
    [
      '/provider/api/events',
      () => ({
        merchantId: 'local-grooming-merchant',
        eventType: 'page_view',
        name: 'page_view',
      }),
    ],
    [
      '/provider/api/checkout-sessions',
      () => ({merchantId: 'local-grooming-merchant', checkoutId: 'x'}),
    ],
  ];
  let n = 0;
  const refused: string[] = [];
  for (const [path, body] of routes) {
    it(`${path}: refuses another origin and every body type but application/json`, async () => {
      for (const [origin, type, status] of [
        [ATTACKER, 'text/plain', 403],
        [ATTACKER, 'application/x-www-form-urlencoded', 403],
        ['null', 'text/plain', 403],
        [ATTACKER, 'application/json', 403],
        [STOREFRONT, 'text/plain', 415],
        [undefined, 'text/plain;charset=UTF-8', 415],
        [undefined, 'multipart/form-data; boundary=x', 415],
      ] as const) {
        n += 1;
        const res = await fetch(backend.base + path, {
          method: 'POST',
          headers: {'Content-Type': type, ...(origin ? {Origin: origin} : {})},
          body: JSON.stringify(body(n)),
        });
        expect(res.status, `${origin} ${type}`).toBe(status);
        expect((await res.json()).error.message).toMatch(
          status === 403 ? /Cross-site request refused/ : /application\/json/,
        );
        refused.push(`•${String(56000 + n).slice(-4)} `);
      }
      // No code was sent to the numbers named above.
      await new Promise((r) => setTimeout(r, 100));
      for (const masked of refused) expect(backend.log()).not.toContain(masked);
      // The storefront's own pages (the widgets) and its server (no Origin) still get through with JSON.
      for (const origin of [STOREFRONT, undefined]) {
        n += 1;
        const res = await postJson(
          path,
          body(n),
          origin ? {Origin: origin} : {},
        );
        expect(res.status, `${origin ?? 'server'} JSON`).not.toBe(403);
        expect(res.status).not.toBe(415);
      }
    });
  }
});

describe('checkout pages (item 4)', () => {
  it('refuses a parentOrigin that is markup or another site, and never echoes it', async () => {
    const {token, key} = await createCart(backend.base);
    for (const parentOrigin of [
      '</script><script>alert(1)</script>',
      ATTACKER,
      'javascript:alert(1)',
      `${STOREFRONT}/</script>`,
    ]) {
      for (const path of [
        `/provider/checkout/${token}`,
        `/checkouts/cn/${token}`,
      ]) {
        const res = await fetch(
          `${backend.base}${path}?key=${key}&embedded=1&parentOrigin=${encodeURIComponent(parentOrigin)}`,
        );
        expect(res.status).toBe(400);
        const html = await res.text();
        expect(html).toContain('This checkout cannot be opened here');
        expect(html).not.toContain(parentOrigin);
        expect(html).not.toContain('alert(1)');
      }
    }
  });

  it('posts messages only to the storefront that framed it, with every script value escaped', async () => {
    const {token, key} = await createCart(backend.base);
    const res = await fetch(
      `${backend.base}/provider/checkout/${token}?key=${key}&embedded=1&parentOrigin=${encodeURIComponent(STOREFRONT)}`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`const parentOrigin="${STOREFRONT}";`);
    expect(html).not.toMatch(/postMessage\(msg, ?'\*'\)|parentOrigin="\*"/);
    // Every inline script carries the page's nonce; the CSP allows no other script.
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const scripts = html.match(/<script[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toBe(`<script nonce="${nonce}">`);
  });

  it("every HTML page the backend serves lets only the shop's storefronts frame it", async () => {
    const {token, key} = await createCart(backend.base);
    const pages = [
      `/provider/checkout/${token}?key=${key}&embedded=1&parentOrigin=${encodeURIComponent(STOREFRONT)}`,
      `/checkouts/cn/${token}?key=${key}`,
      `/checkouts/cn/${token}?key=wrong`,
      `/checkouts/cn/nope?parentOrigin=${encodeURIComponent(ATTACKER)}`,
    ];
    for (const path of pages) {
      const res = await fetch(backend.base + path);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      const ancestors =
        /frame-ancestors ([^;]+)/.exec(csp)?.[1].split(' ') ?? [];
      expect(ancestors, path).toContain(STOREFRONT);
      expect(
        ancestors.every((origin) => ORIGINS.all.includes(origin)),
        path,
      ).toBe(true);
      expect(csp).toMatch(/script-src 'nonce-/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('test-only routes', () => {
  it('/provider/__test/* does not exist without PROVIDER_TEST_FAULTS=1', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT']) {
      for (const path of [
        '/provider/__test/faults',
        '/provider/__test/events?shop=grooming',
      ]) {
        const res = await fetch(backend.base + path, {
          method,
          headers: {'Content-Type': 'application/json'},
          body:
            method === 'GET'
              ? undefined
              : '{"scope":"*","faults":{"cart":"error"}}',
        });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
  });

  it('the provider API refuses a key of another data directory', async () => {
    const secrets = secretsOf(backend.dataDir);
    const good = await fetch(`${backend.base}/provider/api/discount/request`, {
      headers: {
        'X-Merchant-Id': 'local-grooming-merchant',
        'X-Api-Key': secrets.grooming!.checkoutProviderApiKey!,
      },
    });
    expect(good.status).toBe(200);
    const old = await fetch(`${backend.base}/provider/api/discount/request`, {
      headers: {
        'X-Merchant-Id': 'local-grooming-merchant',
        'X-Api-Key': 'local-grooming-provider-key',
      },
    });
    expect(old.status).toBe(403);
  });
});
