import {
  test,
  type APIRequestContext,
  type APIResponse,
  type PlaywrightWorkerArgs,
} from '../fixtures';
import {expectClean, firstProductHandle, routesOf, storeOf} from './helpers.ts';

/**
 * Fuzz pass over every route of the store under test: every method, body shapes and types,
 * lengths and encodings. No answer may be a 5xx or show a stack, a file URL or a server path.
 * (A raw `%` in the URL itself: regressions.spec.ts.)
 */

type Body = {
  name: string;
  headers?: Record<string, string>;
  data?: string | Buffer;
  form?: Record<string, string>;
  multipart?: Record<string, string>;
};

const LONG = 'x'.repeat(200_000);
const BODIES: Body[] = [
  {name: 'no body'},
  {
    name: 'empty form',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    data: '',
  },
  {
    name: 'form with unknown fields',
    form: {
      a: 'b',
      cartFormInput: 'not json',
      language: '',
      email: '',
      kpToken: '',
    },
  },
  {
    name: 'form with wrong-typed fields',
    form: {
      cartFormInput: '{"action":"LinesAdd","inputs":{"lines":"x"}}',
      language: '{"hi":1}',
      email: '[]',
      redirectTo: 'https://evil.example/',
    },
  },
  {
    name: 'form with a 200 KB value',
    form: {email: LONG, kpToken: LONG, language: LONG, cartFormInput: LONG},
  },
  {
    name: 'form with invalid UTF-8',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    data: Buffer.from([
      0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe, 0xc3, 0x28,
    ]),
  },
  {
    name: 'form with bad percent-escapes',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    data: 'email=%E0%A4%A&language=%zz&kpToken=%',
  },
  {
    name: 'JSON object, wrong types',
    headers: {'Content-Type': 'application/json'},
    data: '{"email":1,"kpToken":[],"language":{},"lines":"x","cart":null}',
  },
  {
    name: 'JSON array',
    headers: {'Content-Type': 'application/json'},
    data: '[1,2,3]',
  },
  {
    name: 'JSON null',
    headers: {'Content-Type': 'application/json'},
    data: 'null',
  },
  {
    name: 'JSON string',
    headers: {'Content-Type': 'application/json'},
    data: '"hi"',
  },
  {
    name: 'invalid JSON',
    headers: {'Content-Type': 'application/json'},
    data: '{"email": ',
  },
  {
    name: 'deep JSON',
    headers: {'Content-Type': 'application/json'},
    data: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  },
  {name: 'text/plain', headers: {'Content-Type': 'text/plain'}, data: 'hello'},
  {
    name: 'broken multipart',
    headers: {'Content-Type': 'multipart/form-data; boundary=zzz'},
    data: '--zzz\r\nContent-Disposition: form-data\r\n\r\nnope',
  },
  {
    name: 'multipart fields',
    multipart: {
      email: 'a@b.in',
      language: 'hi',
      kpToken: 'x',
      cartFormInput: '{}',
    },
  },
  {
    name: 'octet-stream',
    headers: {'Content-Type': 'application/octet-stream'},
    data: Buffer.from([0, 1, 2, 255, 254, 0]),
  },
];

const QUERIES = [
  '?q=%25',
  '?q=%E0%A4',
  '?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  `?q=${'a'.repeat(4000)}`,
  '?cursor=!!!&direction=previous',
  '?cursor=%00&direction=sideways',
  '?lang=xx',
  '?lang=hi',
  '?sort=bogus&page=-1&filter.p.price.gte=abc',
  '?variant=gid%3A%2F%2Fshopify%2FProductVariant%2F999999999',
  '?_data=routes%2Froot',
  '?redirectTo=%2F%5Cevil.example',
];

const PATHS = [
  '/products/%25',
  '/products/%E0%A4%A4%E0',
  '/products/..%2F..%2Fetc%2Fpasswd',
  '/products/%3Cscript%3E',
  `/products/${'a'.repeat(3000)}`,
  '/collections/%C0%AE%C0%AE',
  '/pages/%F0%9F%92%A5',
  '/policies/%00',
  '/blogs/%25/%25',
  '/products/x.data',
  '/_root.data',
  '/nope.data',
  '/account.data',
  '/%E2%80%AE',
];

// Hundreds of requests per test on a shared 2-core machine: give each test room.
test.describe.configure({mode: 'parallel', timeout: 120_000});

/**
 * One request on its own connection. MiniOxygen answers a refused body (405, 403) without reading
 * it and then drops the kept-alive connection, which a shared client would see as ECONNRESET on
 * its next request; that is the local runtime's connection handling, not an answer of the store.
 */
async function once(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  path: string,
  options: Parameters<APIRequestContext['fetch']>[1],
): Promise<[APIResponse, () => Promise<void>]> {
  const context = await playwright.request.newContext({baseURL});
  const response = await context.fetch(path, {maxRedirects: 0, ...options});
  await response.body().catch(() => undefined);
  return [response, () => context.dispose()];
}

test.describe('storefront fuzz: zero 5xx, no stack traces or server paths', () => {
  // Route list per store (at most 40; more would go untested); generated at collection time from the project name below.
  for (const index of Array.from({length: 40}, (_, i) => i)) {
    test(`route #${index}: every method and body shape`, async ({
      request,
      playwright,
      baseURL,
    }, info) => {
      test.skip(
        index >= routesOf(storeOf(info), '').length,
        'no such route for this store',
      );
      const routes = routesOf(storeOf(info), await firstProductHandle(request));
      const route = routes[index]!;
      for (const method of ['GET', 'HEAD', 'OPTIONS']) {
        await expectClean(
          await request.fetch(route, {method, maxRedirects: 0}),
          `${method} ${route}`,
        );
      }
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const bodies =
          method === 'POST'
            ? BODIES
            : BODIES.slice(0, 4).concat(BODIES[7]!, BODIES[11]!);
        for (const body of bodies) {
          const [response, done] = await once(playwright, baseURL, route, {
            method,
            headers: body.headers,
            data: body.data,
            form: body.form,
            multipart: body.multipart,
          });
          await expectClean(response, `${method} ${route} (${body.name})`);
          await done();
        }
      }
    });
  }

  for (const index of Array.from({length: 40}, (_, i) => i)) {
    test(`route #${index}: query strings (encodings, lengths, types)`, async ({
      request,
    }, info) => {
      test.skip(
        index >= routesOf(storeOf(info), '').length,
        'no such route for this store',
      );
      const routes = routesOf(storeOf(info), await firstProductHandle(request));
      const path = routes[index]!.split('?')[0]!;
      for (const query of QUERIES) {
        await expectClean(
          await request.get(`${path}${query}`, {maxRedirects: 0}),
          `GET ${path}${query}`,
        );
      }
    });
  }

  test('paths: encodings, traversal, lengths, data requests', async ({
    playwright,
    baseURL,
  }) => {
    for (const path of PATHS) {
      for (const method of ['GET', 'POST']) {
        const [response, done] = await once(playwright, baseURL, path, {
          method,
        });
        await expectClean(response, `${method} ${path}`);
        await done();
      }
    }
  });

  test('headers: odd cookies, content types and accept values', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const cases: Record<string, string>[] = [
      {Cookie: 'session=garbage; cart=gid%3A%2F%2Fshopify%2FCart%2Fnope'},
      {Cookie: `session=${'A'.repeat(8000)}`},
      {Cookie: 'cart=%; preferred-language=%E0'},
      {Accept: 'application/json'},
      {Accept: '*/*;q=abc', 'Accept-Language': 'xx-YY;q=2, hi'},
    ];
    for (const headers of cases) {
      for (const path of ['/', '/cart', '/account', '/collections/all']) {
        await expectClean(
          await request.get(path, {headers, maxRedirects: 0}),
          `GET ${path} ${JSON.stringify(headers).slice(0, 80)}`,
        );
      }
      const [response, done] = await once(playwright, baseURL, '/cart', {
        method: 'POST',
        headers,
      });
      await expectClean(
        response,
        `POST /cart ${JSON.stringify(headers).slice(0, 80)}`,
      );
      await done();
    }
  });
});
