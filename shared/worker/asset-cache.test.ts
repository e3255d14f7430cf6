import {describe, expect, it} from 'vitest';
import {
  ASSET_CACHE_MAX_AGE_SECONDS,
  ASSET_CACHE_NAME,
  ASSET_MANIFEST_VERSION,
  ASSET_MAX_BYTES,
  ASSET_VERSION_HEADER,
  AssetCacheManager,
  CACHED_AT_HEADER,
  assetType,
  buildAssetManifest,
  formatBytes,
  isFresh,
  loadAssetManifest,
  parseAssetManifest,
  type AssetCacheManifest,
  type AssetEntry,
  type CacheLike,
  type CacheStorageLike,
} from './asset-cache';

const ORIGIN = 'https://shop.test';

/** A Map-backed stand-in for the browser Cache API, keyed by absolute URL like the real one. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: Request | string) =>
    typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
  const caches: CacheStorageLike = {
    async open(name) {
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      const cache: CacheLike = {
        async match(request) {
          return entries.get(key(request))?.clone();
        },
        async put(request, response) {
          entries.set(key(request), response);
        },
        async delete(request) {
          return entries.delete(key(request));
        },
        async keys() {
          return [...entries.keys()].map((url) => new Request(url));
        },
      };
      return cache;
    },
  };
  return {caches, stores};
}

function asset(url: string, overrides: Partial<AssetEntry> = {}): AssetEntry {
  return {
    url,
    type: assetType(url),
    version: 'v1',
    lastModified: '2026-01-01T00:00:00.000Z',
    size: 3,
    tags: [],
    ...overrides,
  };
}

function manifestOf(...assets: AssetEntry[]): AssetCacheManifest {
  return {
    version: '1',
    generatedAt: '2026-01-01T00:00:00.000Z',
    assets: Object.fromEntries(assets.map((a, i) => [`h${i}`, a])),
  };
}

describe('constants', () => {
  it('match the specs', () => {
    expect(ASSET_MANIFEST_VERSION).toBe('1');
    expect(ASSET_CACHE_NAME).toBe('storefront-assets-v1');
    expect(ASSET_CACHE_MAX_AGE_SECONDS).toBe(604800);
    expect(ASSET_CACHE_MAX_AGE_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(ASSET_MAX_BYTES).toBe(52_428_800);
  });
});

describe('assetType', () => {
  it('classifies by extension, ignoring case, query and fragment', () => {
    expect(assetType('/favicon.svg')).toBe('image');
    expect(assetType('https://cdn.test/files/Hero.JPG?v=3')).toBe('image');
    expect(assetType('/assets/intro.webm#t=5')).toBe('video');
    expect(assetType('/assets/inter-latin-400.woff2')).toBe('font');
    expect(assetType('/jingle.mp3')).toBe('audio');
  });

  it('is other for scripts, styles, pages, dotfiles and no extension', () => {
    expect(assetType('/assets/root-abc123.js')).toBe('other');
    expect(assetType('/assets/app.css')).toBe('other');
    expect(assetType('/products/mint-gum')).toBe('other');
    expect(assetType('/.svg')).toBe('other');
    expect(assetType('/images.png/')).toBe('other');
  });
});

describe('formatBytes', () => {
  it('shows whole bytes below 1 KB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('uses 1024-based units with one decimal, dropping .0', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(208)).toBe('208 B');
    expect(formatBytes(1024 * 1024 * 2.25)).toBe('2.3 MB'); // half up
    expect(formatBytes(ASSET_MAX_BYTES)).toBe('50 MB');
    expect(formatBytes(1024 ** 3 * 1.04)).toBe('1 GB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatBytes(1023.6)).toBe('1 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatBytes(1024 ** 3 - 1)).toBe('1 GB');
  });

  it('stops at GB', () => {
    expect(formatBytes(1024 ** 4 * 2)).toBe('2048 GB');
  });

  it('rejects impossible sizes', () => {
    expect(() => formatBytes(-1)).toThrow(RangeError);
    expect(() => formatBytes(Number.NaN)).toThrow(RangeError);
    expect(() => formatBytes(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('isFresh', () => {
  const day = 24 * 60 * 60 * 1000;

  it('is fresh until the max age, stale from it', () => {
    expect(isFresh(0, 0)).toBe(true);
    expect(isFresh(0, 7 * day - 1)).toBe(true);
    expect(isFresh(0, 7 * day)).toBe(false);
    expect(isFresh(1000, 1000 + 60_000, 60)).toBe(false);
    expect(isFresh(1000, 1000 + 59_999, 60)).toBe(true);
  });

  it('distrusts stamps from the future and unreadable ones', () => {
    expect(isFresh(5000, 4999)).toBe(false);
    expect(isFresh(Number.NaN, 0)).toBe(false);
  });
});

describe('parseAssetManifest', () => {
  it('accepts a valid manifest', () => {
    const manifest = manifestOf(asset('/favicon.svg', {tags: ['favicon']}));
    expect(parseAssetManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(
      manifest,
    );
  });

  it('rejects other versions and malformed assets', () => {
    expect(() =>
      parseAssetManifest({version: '2', generatedAt: '', assets: {}}),
    ).toThrow(/version/);
    expect(() => parseAssetManifest(null)).toThrow(TypeError);
    expect(() =>
      parseAssetManifest({
        version: '1',
        generatedAt: 'x',
        assets: {a: {...asset('/a.png'), type: 'pdf'}},
      }),
    ).toThrow(/asset a/);
    expect(() =>
      parseAssetManifest({
        version: '1',
        generatedAt: 'x',
        assets: {a: {...asset('/a.png'), size: -1}},
      }),
    ).toThrow(/asset a/);
  });
});

describe('buildAssetManifest', () => {
  it('takes size and hash from the bytes, counting UTF-8 bytes not characters', async () => {
    const manifest = await buildAssetManifest(
      [
        {
          url: '/favicon.svg',
          content: '<svg>₹</svg>',
          lastModified: '2026-01-02T00:00:00.000Z',
          tags: ['favicon'],
        },
      ],
      '2026-01-03T00:00:00.000Z',
    );
    const [[hash, entry]] = Object.entries(manifest.assets);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(entry).toEqual({
      url: '/favicon.svg',
      type: 'image',
      version: hash,
      lastModified: '2026-01-02T00:00:00.000Z',
      size: 14, // '₹' is 3 bytes
      tags: ['favicon'],
    });
    expect(manifest.version).toBe('1');
    expect(manifest.generatedAt).toBe('2026-01-03T00:00:00.000Z');
    expect(parseAssetManifest(manifest)).toEqual(manifest);
  });

  it('gives different content different keys', async () => {
    const a = await buildAssetManifest(
      [{url: '/a.svg', content: 'a', lastModified: ''}],
      '',
    );
    const b = await buildAssetManifest(
      [{url: '/a.svg', content: 'b', lastModified: ''}],
      '',
    );
    expect(Object.keys(a.assets)).not.toEqual(Object.keys(b.assets));
  });
});

describe('loadAssetManifest', () => {
  it('fetches /cache-manifest.json by default and validates it', async () => {
    const requested: string[] = [];
    const manifest = manifestOf(asset('/favicon.svg'));
    const loaded = await loadAssetManifest(async (url) => {
      requested.push(url);
      return Response.json(manifest);
    });
    expect(requested).toEqual(['/cache-manifest.json']);
    expect(loaded).toEqual(manifest);
  });

  it('fails on an HTTP error', async () => {
    await expect(
      loadAssetManifest(async () => new Response('nope', {status: 404})),
    ).rejects.toThrow(/404/);
  });
});

describe('AssetCacheManager', () => {
  const body = (bytes: number) => new Uint8Array(bytes);

  function setUp(
    files: Record<string, () => Response | Promise<Response>>,
    start = 1_000_000,
  ) {
    const {caches, stores} = fakeCaches();
    let now = start;
    const fetched: string[] = [];
    const manager = new AssetCacheManager({
      caches,
      now: () => now,
      maxBytes: 10,
      fetch: async function (this: unknown, url) {
        expect(this).toBeUndefined(); // window.fetch must not be called as a method of the manager
        fetched.push(url);
        const file = files[url];
        if (!file) throw new TypeError('Failed to fetch');
        return file();
      },
    });
    return {
      manager,
      fetched,
      stores,
      advance: (ms: number) => (now += ms),
      entry: () => stores.get(ASSET_CACHE_NAME)!,
    };
  }

  it('stores manifest assets in storefront-assets-v1 with its stamps', async () => {
    const t = setUp({
      '/favicon.svg': () =>
        new Response(body(3), {headers: {'Content-Type': 'image/svg+xml'}}),
    });
    const report = await t.manager.cacheManifest(
      manifestOf(asset('/favicon.svg')),
    );
    expect(report).toEqual({
      cached: ['/favicon.svg'],
      kept: [],
      oversize: [],
      failed: [],
    });
    const stored = t.entry().get(`${ORIGIN}/favicon.svg`)!;
    expect(stored.headers.get(CACHED_AT_HEADER)).toBe('1000000');
    expect(stored.headers.get(ASSET_VERSION_HEADER)).toBe('v1');
    expect(stored.headers.get('Content-Type')).toBe('image/svg+xml');
    expect((await stored.arrayBuffer()).byteLength).toBe(3);
  });

  it('skips assets over the cap: declared in the manifest, by Content-Length, or by actual bytes', async () => {
    const t = setUp({
      '/declared.mp4': () => new Response(body(3)),
      '/header.mp4': () =>
        new Response(body(3), {headers: {'Content-Length': '11'}}),
      '/actual.mp4': () => new Response(body(11)),
      '/exact.mp4': () => new Response(body(10)),
    });
    const report = await t.manager.cacheManifest(
      manifestOf(
        asset('/declared.mp4', {size: 11}),
        asset('/header.mp4'),
        asset('/actual.mp4'),
        asset('/exact.mp4', {size: 10}),
      ),
    );
    expect(report.oversize).toEqual([
      '/declared.mp4',
      '/header.mp4',
      '/actual.mp4',
    ]);
    expect(report.cached).toEqual(['/exact.mp4']);
    expect(t.fetched).not.toContain('/declared.mp4');
    expect([...t.entry().keys()]).toEqual([`${ORIGIN}/exact.mp4`]);
  });

  it('reports failures without storing them', async () => {
    const t = setUp({
      '/missing.png': () => new Response('Not found', {status: 404}),
    });
    const report = await t.manager.cacheManifest(
      manifestOf(asset('/missing.png'), asset('/offline.png')),
    );
    expect(report.failed).toEqual(['/missing.png', '/offline.png']);
    expect(t.entry().size).toBe(0);
  });

  it('keeps fresh entries of the same version and refetches expired or changed ones', async () => {
    const t = setUp({
      '/a.png': () => new Response(body(1)),
      '/b.png': () => new Response(body(1)),
    });
    await t.manager.cacheManifest(manifestOf(asset('/a.png'), asset('/b.png')));
    t.fetched.length = 0;

    t.advance(1000);
    let report = await t.manager.cacheManifest(
      manifestOf(asset('/a.png'), asset('/b.png', {version: 'v2'})),
    );
    expect(report.kept).toEqual(['/a.png']);
    expect(report.cached).toEqual(['/b.png']);

    t.advance(ASSET_CACHE_MAX_AGE_SECONDS * 1000);
    report = await t.manager.cacheManifest(manifestOf(asset('/a.png')));
    expect(report.cached).toEqual(['/a.png']);
    expect(t.fetched).toEqual(['/b.png', '/a.png']);
  });

  it('evicts expired and unstamped entries only', async () => {
    const t = setUp({
      '/old.png': () => new Response(body(1)),
      '/new.png': () => new Response(body(1)),
    });
    await t.manager.cacheManifest(manifestOf(asset('/old.png')));
    t.advance(ASSET_CACHE_MAX_AGE_SECONDS * 1000 - 10);
    await t.manager.cacheManifest(manifestOf(asset('/new.png')));
    t.entry().set(`${ORIGIN}/unstamped.png`, new Response(body(1)));

    expect(await t.manager.evictExpired()).toEqual([`${ORIGIN}/unstamped.png`]);
    t.advance(10);
    expect(await t.manager.evictExpired()).toEqual([`${ORIGIN}/old.png`]);
    expect([...t.entry().keys()]).toEqual([`${ORIGIN}/new.png`]);
  });
});
