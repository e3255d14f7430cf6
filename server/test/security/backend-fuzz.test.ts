/**
 * Fuzz pass over every backend route (server/src/routes.ts) on the real process: wrong methods, body
 * shapes and types, huge lengths, broken encodings, hostile headers. Expects no 5xx, no stack trace or
 * file path in any answer, and the process still serving at the end. Bounded: a few thousand requests.
 */
import http from 'node:http';
import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {routes} from '../../src/routes.ts';
import {LEAK, startBackend, type BackendProcess} from './backend-process.ts';
import {
  GROOMING_TOKEN,
  STOREFRONT,
  createCart,
  graphql,
  secretsOf,
} from './backend-helpers.ts';

let backend: BackendProcess;
let cart: {token: string; key: string};
let auth: Record<string, string>;

beforeAll(async () => {
  backend = await startBackend();
  cart = await createCart(backend.base);
  const secrets = secretsOf(backend.dataDir).grooming!;
  auth = {
    'X-Merchant-Id': 'local-grooming-merchant',
    'X-Api-Key': secrets.checkoutProviderApiKey!,
    'X-Phone-Login-Api-Key': secrets.phoneLoginApiKey!,
    'X-Shopify-Storefront-Access-Token': GROOMING_TOKEN,
    'X-Cart-Token': cart.token,
  };
}, 60_000);
afterAll(() => backend?.stop());

const HUGE = 'x'.repeat(20_000);
const FIELDS = [
  'merchantId',
  'phone',
  'code',
  'kpToken',
  'checkoutId',
  'query',
  'variables',
  'operationName',
  'shop',
  'email',
  'scope',
  'faults',
  'key',
  'name',
  'pincode',
  'address',
  'city',
  'state',
  'paymentMethod',
  'useCoins',
  'cart',
  'requestId',
  'discountCode',
  'events',
  'event',
  'type',
  'data',
];
const VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  '',
  ' ',
  HUGE,
  '%',
  '\u0000',
  '</script><script>alert(1)</script>',
  '\ud800',
  [],
  [null],
  {},
  {$gt: ''},
  ['a', 1, {}],
];

/** Bodies: raw text with a content type. */
function bodies(): Array<{type: string; text: string}> {
  const out = [
    {type: 'application/json', text: ''},
    {type: 'application/json', text: '{'},
    {type: 'application/json', text: 'null'},
    {type: 'application/json', text: '[]'},
    {type: 'application/json', text: '"str"'},
    {type: 'application/json', text: '12'},
    {
      type: 'application/json',
      text: '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"x": 1}}}',
    },
    {type: 'application/json', text: '['.repeat(100_000) + ']'.repeat(100_000)},
    {type: 'application/json', text: JSON.stringify({a: 'x'.repeat(900_000)})},
    {type: 'application/json', text: 'x'.repeat(1_100_000)},
    {
      type: 'application/x-www-form-urlencoded',
      text: 'a=%&b=%E0%A4%A&phone=%00',
    },
    {type: 'application/graphql', text: '{'},
    {type: 'text/plain', text: '\u00ff\u00fe garbage'},
    {
      type: 'multipart/form-data; boundary=x',
      text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    },
  ];
  for (const value of VALUES)
    out.push({
      type: 'application/json',
      text: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value]))),
    });
  // GraphQL-shaped bodies with bad types.
  for (const query of [
    5,
    null,
    '{',
    '{ shop { name } }',
    'query { __typename }',
    'mutation { cartCreate { cart { id } } }',
  ]) {
    for (const variables of [undefined, null, [], 'x', {cartId: 5, id: {}}]) {
      out.push({
        type: 'application/json',
        text: JSON.stringify({query, variables, operationName: 7}),
      });
    }
  }
  return out;
}

/** Concrete paths for a route pattern: real and hostile parameter values. */
function paths(pattern: string): string[] {
  const values = [
    'x',
    '%',
    '%E0%A4%A',
    '%00',
    '%ff',
    '..%2F..%2Fetc%2Fpasswd',
    'a'.repeat(5000),
    cart.token,
    `${cart.token}?key=${cart.key}`,
    `gid%3A%2F%2Fshopify%2FCart%2F${cart.token}`,
  ];
  const queries = [
    '',
    '?key=%',
    `?key=${cart.key}&embedded=1&parentOrigin=%3C%2Fscript%3E`,
    `?key=${cart.key}&parentOrigin=${encodeURIComponent(STOREFRONT)}`,
    '?width=-1&height=1e9&format=%&crop=%',
    '?shop=%&merchantId[]=1',
  ];
  const filled = values.map((value) =>
    pattern
      .replace(/:[a-zA-Z]+/g, value)
      .replace(/\*$/, value === 'x' ? 'grooming/products/x.png' : value),
  );
  return [
    ...new Set(
      filled.map((path, i) =>
        i % 2 ? path : path + queries[(i / 2) % queries.length],
      ),
    ),
  ];
}

interface Answer {
  status: number;
  text: string;
  what: string;
}

// One connection per request: a fuzz answer must not depend on what an earlier request did to a shared
// keep-alive connection (an oversized body's 413 closes its connection on purpose).
const agent = new http.Agent({keepAlive: false});

function send(
  method: string,
  path: string,
  body?: {type: string; text: string},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const what = `${method} ${path.slice(0, 120)}${body ? ` [${body.type} ${body.text.slice(0, 60)}]` : ''}`;
  const payload =
    body && method !== 'GET' && method !== 'HEAD'
      ? Buffer.from(body.text)
      : undefined;
  return new Promise((resolve) => {
    const url = new URL(backend.base);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent,
        timeout: 15_000,
        headers: {
          ...(body ? {'Content-Type': body.type} : {}),
          ...(payload ? {'Content-Length': String(payload.length)} : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, text, what}));
        res.on('error', (error) =>
          resolve({status: 599, text: String(error), what}),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) =>
      resolve({status: 599, text: String(error), what}),
    );
    // The server may answer (413) and close before the whole body is written: that answer counts.
    req.end(payload);
  });
}

function problems(answers: Answer[]): string[] {
  return answers
    .filter((a) => a.status >= 500 || LEAK.test(a.text))
    .map((a) => `${a.status} ${a.what} → ${a.text.slice(0, 200)}`);
}

describe('fuzz every backend route', () => {
  it('bad methods and hostile paths: no 5xx, no leak', async () => {
    const answers: Answer[] = [];
    for (const route of routes) {
      for (const path of paths(route.path)) {
        for (const method of [
          'GET',
          'POST',
          'PUT',
          'PATCH',
          'DELETE',
          'HEAD',
          'OPTIONS',
        ]) {
          answers.push(
            await send(
              method,
              path,
              method === 'GET' || method === 'HEAD'
                ? undefined
                : {type: 'application/json', text: '{}'},
              {...auth, Origin: STOREFRONT},
            ),
          );
        }
      }
    }
    expect(answers.length).toBeGreaterThan(500);
    expect(problems(answers)).toEqual([]);
  }, 240_000);

  it('bad bodies, types and lengths, with and without credentials: no 5xx, no leak', async () => {
    const answers: Answer[] = [];
    const sample = bodies();
    for (const route of routes) {
      const path = route.path
        .replace(/:[a-zA-Z]+/g, cart.token)
        .replace(/\*$/, 'x.png');
      const withKey = path.includes('/provider/checkout/')
        ? `${path}?key=${cart.key}`
        : path;
      // With credentials (they reach the handlers behind the key checks); the first shapes without too.
      for (const [i, body] of sample.entries()) {
        for (const headers of i < 12 ? [auth, {}] : [auth])
          answers.push(
            await send(
              route.method === 'GET' ? 'POST' : route.method,
              withKey,
              body,
              headers,
            ),
          );
      }
      if (route.method === 'GET')
        answers.push(await send('GET', withKey, undefined, auth));
    }
    expect(problems(answers)).toEqual([]);
  }, 240_000);

  it('hostile headers: no 5xx, no leak', async () => {
    const answers: Answer[] = [];
    const hostile: Array<Record<string, string>> = [
      {'X-Api-Key': 'k'.repeat(8000), 'X-Merchant-Id': 'm'.repeat(8000)},
      {
        'X-Shopify-Storefront-Access-Token': '%',
        'Shopify-Storefront-Private-Token': 'x',
      },
      {'X-Cart-Token': '%E0%A4%A'},
      {'X-Phone-Login-Api-Key': 'é'},
      {Origin: 'null', 'Content-Type': 'application/json; charset=utf-16'},
      {Accept: 'image/avif;q=%, */*', 'If-None-Match': '"' + 'x'.repeat(5000)},
      {'Accept-Language': 'x'.repeat(4000), Cookie: 'a=%; b=%E0'},
    ];
    for (const route of routes) {
      const path = route.path
        .replace(/:[a-zA-Z]+/g, cart.token)
        .replace(/\*$/, 'grooming/products/x.png');
      for (const headers of hostile)
        answers.push(
          await send(
            route.method,
            path,
            route.method === 'GET'
              ? undefined
              : {type: 'application/json', text: '{}'},
            headers,
          ),
        );
    }
    expect(problems(answers)).toEqual([]);
  }, 120_000);

  it('unparseable HTTP gets a 400 and the process keeps serving', async () => {
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const url = new URL(backend.base);
        const socket = net.connect(Number(url.port), url.hostname, () =>
          socket.end(request),
        );
        let data = '';
        socket.on('data', (chunk) => (data += chunk));
        socket.on('close', () => resolve(data));
        socket.on('error', () => resolve(data));
        socket.setTimeout(5000, () => socket.destroy());
      });
    for (const request of [
      'GET /\u00ff\u00fe HTTP/1.1\r\nHost: x\r\n\r\n',
      'NOPE\r\n\r\n',
      `GET / HTTP/1.1\r\nX: ${'y'.repeat(20_000)}\r\n\r\n`,
      'POST /newsletter/subscribe HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ]) {
      const answer = await raw(request);
      if (answer) expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/);
    }
    expect(backend.exitCode()).toBeNull();
    expect(
      (await graphql(backend.base, '{ shop { name } }')).json.data.shop.name,
    ).toBe('Blade & Balm');
    expect(backend.log()).not.toMatch(/unhandled rejection|uncaught exception/);
  });
});
