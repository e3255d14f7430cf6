/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
/**
 * Writing a review through the provider (decision 126): multipart with photos recognised by their
 * bytes, EXIF dropped, every refusal a 4xx with a code and nothing stored, then the merchant's
 * moderation publishes it and the product's metafields follow.
 */
import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {reviewsRoutes} from '../../src/reviews/routes.ts';
import {imageRoutes} from '../../src/images/routes.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';

const SECRETS = {grooming: generateShopSecrets(), gum: generateShopSecrets()};
installSecrets(SECRETS);
const GROOMING = new URLSearchParams({
  shop_domain: 'blade-and-balm.myshopify.com',
  api_token: SECRETS.grooming.reviewsApiToken,
});
const GUM = new URLSearchParams({
  shop_domain: 'quitpop.myshopify.com',
  api_token: SECRETS.gum.reviewsApiToken,
});
const HANDLE = 'travel-razor-mini';

let db: Db;
let app: ServedApp;
let photo: Buffer;
beforeAll(async () => {
  db = await seededDb();
  app = await serveBackend(db, [...reviewsRoutes, ...imageRoutes]);
  // A phone photo: JPEG with EXIF (a GPS position among it).
  photo = await sharp({
    create: {width: 2400, height: 1800, channels: 3, background: '#a98f74'},
  })
    .jpeg()
    .withExif({IFD0: {Make: 'PhoneMaker'}, IFD3: {GPSLatitudeRef: 'N'}})
    .toBuffer();
});
afterAll(() => app.close());

/** A file of these bytes (Buffers copied into plain Uint8Arrays, as Blob's types want). */
const blob = (...parts: Uint8Array[]) =>
  new Blob(parts.map((part) => new Uint8Array(part)));

function form(fields: Record<string, string>, files: Blob[] = []): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  files.forEach((file, i) => body.append('pictures[]', file, `p${i}.jpg`));
  return body;
}

const VALID = {
  handle: HANDLE,
  rating: '4',
  title: 'Handy in the bag',
  body: 'Small, sharp and it fits the washbag. Good for trips.',
  name: 'Rahul S.',
  reviewer_external_id: '424242',
  language: 'en',
};

async function post(body: FormData, auth = GROOMING) {
  const response = await fetch(`${app.base}/judgeme/api/v1/reviews?${auth}`, {
    method: 'POST',
    body,
  });
  return {status: response.status, body: (await response.json()) as any};
}

async function admin(path: string, init: RequestInit = {}) {
  const response = await fetch(`${app.base}/admin/api/2026-04${path}`, {
    ...init,
    headers: {
      'X-Shopify-Access-Token': SECRETS.grooming.adminApiToken,
      'Content-Type': 'application/json',
    },
  });
  return {status: response.status, body: (await response.json()) as any};
}

const count = () =>
  Number(
    (
      db
        .prepare(
          'SELECT COUNT(*) AS n FROM reviews WHERE reviewer_external_id IS NOT NULL',
        )
        .get() as {n: number}
    ).n,
  );

describe('writing a review', () => {
  it('refuses bad input with a code and stores nothing', async () => {
    const png = await sharp({
      create: {width: 20, height: 20, channels: 3, background: '#fff'},
    })
      .png()
      .toBuffer();
    const cases: Array<[string, FormData, number, string]> = [
      ['no stars', form({...VALID, rating: ''}), 400, 'rating'],
      ['long title', form({...VALID, title: 'x'.repeat(101)}), 400, 'title'],
      ['short body', form({...VALID, body: 'ok'}), 400, 'body'],
      ['long body', form({...VALID, body: 'a'.repeat(1001)}), 400, 'body'],
      [
        'script in the name',
        form({...VALID, name: '<script>alert(1)</script>'}),
        400,
        'markup',
      ],
      [
        'handler in the body',
        form({...VALID, body: 'nice <img src=x onerror=alert(1)> razor'}),
        400,
        'markup',
      ],
      [
        'not an image',
        form(VALID, [blob(Buffer.from('just some text, named .jpg'))]),
        400,
        'photo-type',
      ],
      [
        'a polyglot',
        form(VALID, [blob(png, Buffer.from('<script>alert(1)</script>'))]),
        400,
        'photo-type',
      ],
      [
        'six photos',
        form(
          VALID,
          Array.from({length: 6}, () => blob(png)),
        ),
        400,
        'photo-count',
      ],
      [
        'over 8 MB',
        form(VALID, [blob(png, Buffer.alloc(8 * 1024 * 1024))]),
        400,
        'photo-size',
      ],
      [
        'not signed in',
        form({...VALID, reviewer_external_id: ''}),
        401,
        'sign-in',
      ],
      ["someone else's order", form({...VALID, order_id: '1'}), 403, 'order'],
    ];
    for (const [name, body, status, code] of cases) {
      const answer = await post(body);
      expect(answer.status, name).toBe(status);
      expect(answer.body.code, name).toBe(code);
      expect(answer.body.error, name).toEqual(expect.any(String));
    }
    const gum = await post(
      form({...VALID, handle: 'nicotine-gum-2mg-coffee'}),
      GUM,
    );
    expect(gum).toMatchObject({status: 403, body: {code: 'buyers-only'}});
    expect(count()).toBe(0);
  });

  it('stores a review with a cleaned photo for moderation; approving publishes it and moves the count', async () => {
    const created = await post(form(VALID, [blob(photo)]));
    expect(created.status).toBe(201);
    expect(created.body.review).toMatchObject({
      rating: 4,
      title: VALID.title,
      curated: 'not-yet',
      published: false,
      verified: 'unconfirmed-buyer',
    });
    const picture = created.body.review.pictures[0];
    expect(picture).toMatchObject({width: 1600, height: 1200});
    const served = await fetch(
      new URL(
        new URL(picture.urls.compact).pathname + '?width=480&format=jpg',
        app.base,
      ),
    );
    expect(served.status).toBe(200);
    const meta = await sharp(
      Buffer.from(await served.arrayBuffer()),
    ).metadata();
    expect(meta.width).toBe(480);
    expect(meta.exif).toBeUndefined();

    const again = await post(form(VALID));
    expect(again).toMatchObject({status: 409, body: {code: 'duplicate'}});

    const summary = async () =>
      (
        await (
          await fetch(
            `${app.base}/judgeme/api/v1/reviews/summary?${GROOMING}&handle=${HANDLE}`,
          )
        ).json()
      ).number_of_reviews;
    expect(await summary()).toBe(0);

    const pending = await admin('/reviews/pending.json');
    expect(pending.body.reviews).toEqual([
      expect.objectContaining({id: created.body.review.id, product: HANDLE}),
    ]);
    expect(
      (await fetch(`${app.base}/admin/api/2026-04/reviews/pending.json`))
        .status,
    ).toBe(401);
    const approved = await admin(
      `/reviews/${created.body.review.id}/moderate.json`,
      {method: 'POST', body: JSON.stringify({action: 'approve'})},
    );
    expect(approved.body.review.curated).toBe('ok');
    expect(await summary()).toBe(1);
    const metafield = db
      .prepare(
        "SELECT value FROM metafields WHERE namespace = 'reviews' AND key = 'rating_count' AND owner_id = (SELECT id FROM products WHERE handle = ?)",
      )
      .get(HANDLE) as {value: string};
    expect(metafield.value).toBe('1');
  });

  it('holds a review with a link for the merchant', async () => {
    const created = await post(
      form({
        ...VALID,
        reviewer_external_id: '515151',
        body: 'Cheaper at www.example.com, go there instead.',
      }),
    );
    expect(created).toMatchObject({status: 201, body: {held: true}});
    const pending = await admin('/reviews/pending.json');
    expect(
      pending.body.reviews.find((r: any) => r.id === created.body.review.id)
        .held_reason,
    ).toBe('link');
  });
});
