import {describe, expect, it, vi} from 'vitest';
import {
  ASSET_CACHE_MAX_AGE_SECONDS,
  ASSET_CACHE_NAME,
  ASSET_MAX_BYTES,
  CACHED_AT_HEADER,
} from './asset-cache';
import {serviceWorkerSource} from './worker-source';

const ORIGIN = 'https://shop.test';
const GUM_OPTIONS = {
  cacheName: 'storefront-assets-v1',
  maxAgeSeconds: 604800,
  maxBytes: 52_428_800,
  manifestUrl: '/cache-manifest.json',
};

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  destination: string;
  headers: Headers;
}

function request(
  path: string,
  init: Partial<Omit<FakeRequest, 'url' | 'headers'>> & {
    headers?: HeadersInit;
  } = {},
): FakeRequest {
  return {
    url: new URL(path, ORIGIN).href,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'no-cors',
    destination: init.destination ?? 'image',
    headers: new Headers(init.headers),
  };
}

/** Runs the generated script against fake worker globals and lets tests dispatch events to it. */
function bootWorker(
  source: string,
  network: Record<string, () => Response>,
  cacheNames: string[] = [],
) {
  const stores = new Map<string, Map<string, Response>>(
    cacheNames.map((name) => [name, new Map()]),
  );
  const urlOf = (r: string | {url: string}) =>
    typeof r === 'string' ? new URL(r, ORIGIN).href : r.url;
  const caches = {
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
    async open(name: string) {
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return {
        match: async (r: {url: string}) => entries.get(urlOf(r))?.clone(),
        put: async (r: {url: string}, response: Response) =>
          void entries.set(urlOf(r), response),
        delete: async (r: {url: string}) => entries.delete(urlOf(r)),
      };
    },
  };
  const fetched: string[] = [];
  const fetch = vi.fn(async (r: string | {url: string}) => {
    const url = urlOf(r);
    fetched.push(url);
    const answer = network[url];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL('/sw.js', ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: {claim: vi.fn(async () => {})},
  };
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch);

  /** Dispatches an event; resolves with what it responded (undefined: left to the network) once settled. */
  async function dispatch(type: string, fields: object = {}) {
    const waits: Promise<unknown>[] = [];
    let responded: Promise<Response> | undefined;
    listeners.get(type)!({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => (responded = promise),
    });
    const response = await responded;
    // Waits registered while responding count too.
    for (let i = 0; i < waits.length; i++) await waits[i];
    return response;
  }
  const cache = () =>
    stores.get(ASSET_CACHE_NAME) ?? new Map<string, Response>();
  return {
    self,
    stores,
    fetched,
    listeners,
    dispatch,
    cache,
    fetchRequest: (r: FakeRequest) => dispatch('fetch', {request: r}),
  };
}

const png =
  (bytes = 4, headers: HeadersInit = {}) =>
  () =>
    new Response(new Uint8Array(bytes), {
      headers: {'Content-Type': 'image/png', ...headers},
    });
const manifestWith =
  (...urls: Array<string | {url: string; size: number}>) =>
  () =>
    Response.json({
      version: '1',
      generatedAt: '2026-01-01T00:00:00.000Z',
      assets: Object.fromEntries(
        urls.map((u, i) => [
          `h${i}`,
          {
            type: 'image',
            version: 'v',
            lastModified: '',
            tags: [],
            ...(typeof u === 'string' ? {url: u, size: 4} : u),
          },
        ]),
      ),
    });

describe('serviceWorkerSource', () => {
  it('is valid JavaScript carrying the spec constants', () => {
    const source = serviceWorkerSource(GUM_OPTIONS);
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('"storefront-assets-v1"');
    expect(source).toContain('604800');
    expect(source).toContain('52428800');
    expect(source).toContain('"/cache-manifest.json"');
    expect(source).toContain("'SKIP_WAITING'");
    expect(source).toContain(JSON.stringify(CACHED_AT_HEADER));
  });

  it('defaults to the shared asset-cache constants', () => {
    expect(serviceWorkerSource()).toBe(serviceWorkerSource(GUM_OPTIONS));
    expect([
      ASSET_CACHE_NAME,
      ASSET_CACHE_MAX_AGE_SECONDS,
      ASSET_MAX_BYTES,
    ]).toEqual([
      GUM_OPTIONS.cacheName,
      GUM_OPTIONS.maxAgeSeconds,
      GUM_OPTIONS.maxBytes,
    ]);
  });

  it('embeds options as literals, never as code', () => {
    const source = serviceWorkerSource({
      cacheName: `x"; throw new Error('injected'); "`,
    });
    expect(() => bootWorker(source, {})).not.toThrow();
  });

  it('rejects impossible limits', () => {
    expect(() => serviceWorkerSource({maxAgeSeconds: 0})).toThrow(RangeError);
    expect(() => serviceWorkerSource({maxBytes: Number.NaN})).toThrow(
      RangeError,
    );
    expect(() => serviceWorkerSource({cacheName: ''})).toThrow(RangeError);
  });
});

describe('the generated worker', () => {
  const source = serviceWorkerSource(GUM_OPTIONS);

  it('has no install step: activation waits for SKIP_WAITING', () => {
    const worker = bootWorker(source, {});
    expect([...worker.listeners.keys()].sort()).toEqual([
      'activate',
      'fetch',
      'message',
    ]);
  });

  it('skips waiting on SKIP_WAITING and replies on the port afterwards', async () => {
    const worker = bootWorker(source, {});
    const port = {postMessage: vi.fn()};
    await worker.dispatch('message', {
      data: {type: 'SKIP_WAITING'},
      ports: [port],
    });
    expect(worker.self.skipWaiting).toHaveBeenCalledTimes(1);
    expect(port.postMessage).toHaveBeenCalledWith({
      type: 'SKIP_WAITING',
      ok: true,
    });
  });

  it('answers other messages so callers do not wait for the timeout', async () => {
    const worker = bootWorker(source, {});
    const port = {postMessage: vi.fn()};
    await worker.dispatch('message', {data: {type: 'PING'}, ports: [port]});
    await worker.dispatch('message', {data: 'nonsense', ports: [port]});
    await worker.dispatch('message', {data: {type: 'PING'}, ports: []}); // no port: nothing to answer
    expect(port.postMessage.mock.calls).toEqual([
      [
        {
          type: 'PONG',
          cacheName: 'storefront-assets-v1',
          maxAgeSeconds: 604800,
          maxBytes: 52428800,
        },
      ],
      [{type: 'ERROR', error: 'Unknown message type'}],
    ]);
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
  });

  it('on activate, claims clients and deletes only other storefront-assets caches', async () => {
    const worker = bootWorker(source, {}, [
      'storefront-assets-v0',
      'storefront-assets-v1',
      'hydrogen',
      'other-v1',
    ]);
    await worker.dispatch('activate');
    expect([...worker.stores.keys()].sort()).toEqual([
      'hydrogen',
      'other-v1',
      'storefront-assets-v1',
    ]);
    expect(worker.self.clients.claim).toHaveBeenCalledTimes(1);
  });

  it('serves /assets/ cache-first, stamping what it stores', async () => {
    const worker = bootWorker(source, {
      [`${ORIGIN}/assets/logo-abc.png`]: png(),
    });
    const first = await worker.fetchRequest(request('/assets/logo-abc.png'));
    expect(first?.status).toBe(200);
    const stored = worker.cache().get(`${ORIGIN}/assets/logo-abc.png`)!;
    expect(Number(stored.headers.get(CACHED_AT_HEADER))).toBeGreaterThan(
      Date.now() - 5000,
    );

    worker.fetched.length = 0;
    const second = await worker.fetchRequest(request('/assets/logo-abc.png'));
    expect(second?.headers.get(CACHED_AT_HEADER)).toBe(
      stored.headers.get(CACHED_AT_HEADER),
    );
    expect(worker.fetched.filter((url) => url.includes('/assets/'))).toEqual(
      [],
    );
  });

  it('refetches an entry once it is 7 days old', async () => {
    const worker = bootWorker(source, {[`${ORIGIN}/assets/a.png`]: png()});
    const old = Date.now() - 604800 * 1000;
    worker.stores.set(
      ASSET_CACHE_NAME,
      new Map([
        [
          `${ORIGIN}/assets/a.png`,
          new Response('old', {headers: {[CACHED_AT_HEADER]: String(old)}}),
        ],
      ]),
    );
    const response = await worker.fetchRequest(request('/assets/a.png'));
    expect(response?.headers.get('Content-Type')).toBe('image/png');
    expect(worker.fetched).toContain(`${ORIGIN}/assets/a.png`);
    expect(
      Number(
        worker
          .cache()
          .get(`${ORIGIN}/assets/a.png`)!
          .headers.get(CACHED_AT_HEADER),
      ),
    ).toBeGreaterThan(old);
  });

  it('serves manifest URLs cache-first once the manifest is known', async () => {
    const worker = bootWorker(source, {
      [`${ORIGIN}/cache-manifest.json`]: manifestWith('/favicon.svg'),
      [`${ORIGIN}/favicon.svg`]: () =>
        new Response('<svg/>', {headers: {'Content-Type': 'image/svg+xml'}}),
    });
    await worker.dispatch('activate');
    await worker.fetchRequest(request('/favicon.svg'));
    expect(worker.cache().has(`${ORIGIN}/favicon.svg`)).toBe(true);
    expect(
      await worker.fetchRequest(
        request('/cache-manifest.json', {destination: ''}),
      ),
    ).toBeUndefined();
  });

  it('leaves everything else to the network', async () => {
    const worker = bootWorker(source, {
      [`${ORIGIN}/cache-manifest.json`]: manifestWith(
        '/favicon.svg',
        '/api/x.png',
      ),
    });
    await worker.dispatch('activate');
    const untouched = [
      request('/', {mode: 'navigate', destination: 'document'}),
      request('/products/mint.data', {destination: ''}),
      request('/assets/mint.data', {destination: ''}),
      request('/api/cart', {destination: ''}),
      request('/api/x.png'),
      request('/assets/a.png', {method: 'POST'}),
      request('/assets/a.png', {method: 'HEAD'}),
      request('/assets/clip.mp4', {
        headers: {Range: 'bytes=0-'},
        destination: 'video',
      }),
      request('/images/hero.png'),
      request('https://cdn.test/assets/a.png'),
    ];
    for (const r of untouched)
      expect(await worker.fetchRequest(r), r.url).toBeUndefined();
  });

  it('never stores HTML, errors, no-store or oversize responses', async () => {
    const worker = bootWorker(
      serviceWorkerSource({...GUM_OPTIONS, maxBytes: 10}),
      {
        [`${ORIGIN}/assets/page.png`]: () =>
          new Response('<!doctype html>', {
            headers: {'Content-Type': 'text/html; charset=utf-8'},
          }),
        [`${ORIGIN}/assets/missing.png`]: () =>
          new Response('nope', {status: 404}),
        [`${ORIGIN}/assets/private.png`]: png(4, {
          'Cache-Control': 'private, no-store',
        }),
        [`${ORIGIN}/assets/declared.png`]: png(4, {'Content-Length': '11'}),
        [`${ORIGIN}/assets/big.png`]: png(11),
        [`${ORIGIN}/assets/fits.png`]: png(10),
      },
    );
    for (const name of [
      'page',
      'missing',
      'private',
      'declared',
      'big',
      'fits',
    ]) {
      expect(
        (await worker.fetchRequest(request(`/assets/${name}.png`)))?.status,
      ).toBe(name === 'missing' ? 404 : 200);
    }
    expect([...worker.cache().keys()]).toEqual([`${ORIGIN}/assets/fits.png`]);
  });

  it('skips manifest assets declared over the cap', async () => {
    const worker = bootWorker(
      serviceWorkerSource({...GUM_OPTIONS, maxBytes: 10}),
      {
        [`${ORIGIN}/cache-manifest.json`]: manifestWith({
          url: '/big.mp4',
          size: 11,
        }),
        [`${ORIGIN}/big.mp4`]: png(4),
      },
    );
    await worker.dispatch('activate');
    expect(
      await worker.fetchRequest(request('/big.mp4', {destination: 'video'})),
    ).toBeUndefined();
  });
});
