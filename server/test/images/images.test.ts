import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {imageRoutes, outputSize, pickFormat} from '../../src/images/routes.ts';
import {LruCache} from '../../src/images/cache.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';

let db: Db;
let served: ServedApp;
let base: string;

beforeAll(async () => {
  db = await seededDb();
  served = await serveBackend(db, imageRoutes);
  base = served.base;
});

afterAll(async () => {
  await served.close();
  db.close();
});

const PRODUCT = 'grooming/products/full-body-trimmer-for-men-1.png';

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/cdn/shop/files/${path}`, {headers});
  const body = Buffer.from(await res.arrayBuffer());
  return {
    res,
    body,
    meta: res.ok && body.length ? await sharp(body).metadata() : undefined,
  };
}

describe('GET /cdn/shop/files/*', () => {
  it('renders a WebP of the requested width, with height from the stored aspect ratio', async () => {
    const {res, meta} = await get(`${PRODUCT}?width=300`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(meta).toMatchObject({format: 'webp', width: 300, height: 300});
  });

  it('accepts the parameters hydrogen-react appends (width, height, crop), last value wins', async () => {
    const {meta} = await get(
      `grooming/collections/best-seller.png?width=100&width=640&height=360&crop=center`,
    );
    expect(meta).toMatchObject({width: 640, height: 360});
    const banner = await get('grooming/collections/best-seller.png?width=800');
    expect(banner.meta).toMatchObject({width: 800, height: 450}); // stored 1600×900
    const fractional = await get(
      `${PRODUCT}?width=199.6&height=250.2&crop=top`,
    );
    expect(fractional.meta).toMatchObject({width: 200, height: 250});
  });

  it('clamps the width to 16–2048', async () => {
    expect((await get(`${PRODUCT}?width=4`)).meta?.width).toBe(16);
    expect((await get(`${PRODUCT}?width=5000&format=jpg`)).meta?.width).toBe(
      2048,
    );
  });

  it('picks AVIF, WebP, PNG or JPEG by ?format= or by the Accept header', async () => {
    const png = await get(`${PRODUCT}?width=120&format=png`);
    expect(png.res.headers.get('content-type')).toBe('image/png');
    expect(png.meta?.format).toBe('png');
    const jpeg = await get(`${PRODUCT}?width=120&format=jpg`);
    expect(jpeg.meta?.format).toBe('jpeg');
    const byAccept = await get(`${PRODUCT}?width=120`, {
      accept: 'image/png,image/*;q=0.8',
    });
    expect(byAccept.meta?.format).toBe('png');
    const browser = await get(`${PRODUCT}?width=120`, {
      accept: 'image/avif,image/webp,image/apng,*/*;q=0.8',
    });
    expect(browser.res.headers.get('content-type')).toBe('image/avif');
    expect(browser.meta).toMatchObject({format: 'heif', width: 120});
    const noAvif = await get(`${PRODUCT}?width=120`, {
      accept: 'image/webp,image/apng,*/*;q=0.8',
    });
    expect(noAvif.meta?.format).toBe('webp');
    // An asked-for format wins over the Accept header.
    const asked = await get(`${PRODUCT}?width=120&format=png`, {
      accept: 'image/avif,image/webp,*/*',
    });
    expect(asked.meta?.format).toBe('png');
  });

  it('answers a repeat with the same bytes and 304 for a matching ETag', async () => {
    const first = await get(`${PRODUCT}?width=222`);
    const second = await get(`${PRODUCT}?width=222`);
    expect(second.body.equals(first.body)).toBe(true);
    const etag = first.res.headers.get('etag')!;
    const res = await fetch(`${base}/cdn/shop/files/${PRODUCT}?width=222`, {
      headers: {'if-none-match': etag},
    });
    expect(res.status).toBe(304);
  });

  it('serves payment logos and gum images', async () => {
    expect((await get('grooming/logos/upi.png?width=120')).meta).toMatchObject({
      width: 120,
      height: 60,
    });
    expect(
      (await get('gum/products/nicotine-gum-2mg-fresh-mint-10.png?width=400'))
        .meta?.width,
    ).toBe(400);
  });

  it('answers 404 JSON for an unknown path', async () => {
    const res = await fetch(
      `${base}/cdn/shop/files/grooming/products/nope.png?width=300`,
    );
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({
      error: {message: expect.stringContaining('nope.png')},
    });
  });
});

describe('sizing and format helpers', () => {
  it('derives the missing side from the aspect ratio, capped at 2048', () => {
    expect(outputSize({width: 1600, height: 900}, undefined, 450)).toEqual({
      width: 800,
      height: 450,
    });
    expect(outputSize({width: 1000, height: 2000}, 2048, undefined)).toEqual({
      width: 1024,
      height: 2048,
    });
    expect(
      outputSize({width: 1200, height: 1200}, undefined, undefined),
    ).toEqual({width: 1200, height: 1200});
  });

  it('defaults to WebP for clients that send */* or nothing', () => {
    expect(pickFormat(new URLSearchParams(), undefined, 'a.png')).toBe('webp');
    expect(pickFormat(new URLSearchParams(), '*/*', 'a.png')).toBe('webp');
    expect(pickFormat(new URLSearchParams(), 'image/jpeg', 'a.jpg')).toBe(
      'jpeg',
    );
    expect(
      pickFormat(new URLSearchParams('format=pjpg'), 'image/webp', 'a.png'),
    ).toBe('pjpg');
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry when over its bounds', () => {
    const cache = new LruCache(2, 1000);
    cache.set('a', Buffer.alloc(10));
    cache.set('b', Buffer.alloc(10));
    cache.get('a');
    cache.set('c', Buffer.alloc(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    const bytes = new LruCache(10, 25);
    bytes.set('x', Buffer.alloc(10));
    bytes.set('y', Buffer.alloc(10));
    bytes.set('z', Buffer.alloc(10));
    expect(bytes.get('x')).toBeUndefined();
    expect(bytes.totalBytes).toBe(20);
  });
});
