/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
/**
 * The reviews provider (Judge.me-shaped, decision 123) as a storefront's server calls it: the shop's
 * private api_token, published reviews only, filters, sort and paging, a summary that agrees with the
 * product's reviews metafields, and one helpful vote per shopper.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {reviewsRoutes} from '../../src/reviews/routes.ts';
import {imageRoutes} from '../../src/images/routes.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const SECRETS = {grooming: generateShopSecrets(), gum: generateShopSecrets()};
installSecrets(SECRETS);
const GUM = {
  shop_domain: 'quitpop.myshopify.com',
  api_token: SECRETS.gum.reviewsApiToken,
};
const GROOMING = {
  shop_domain: 'blade-and-balm.myshopify.com',
  api_token: SECRETS.grooming.reviewsApiToken,
};

let db: Db;
let app: ServedApp;
beforeAll(async () => {
  db = await seededDb();
  app = await serveBackend(db, [...reviewsRoutes, ...imageRoutes]);
});
afterAll(() => app.close());

async function get(
  path: string,
  params: Record<string, string>,
): Promise<{status: number; body: any}> {
  const response = await fetch(
    `${app.base}/judgeme/api/v1${path}?${new URLSearchParams(params)}`,
  );
  return {status: response.status, body: await response.json()};
}

async function metafields(shop: 'gum' | 'grooming', handle: string) {
  const data = await storefrontClient(shop).ok(
    db,
    `query ReviewsTestProduct($handle: String!) { product(handle: $handle) {
      id
      rating: metafield(namespace: "reviews", key: "rating") { value }
      ratingCount: metafield(namespace: "reviews", key: "rating_count") { value }
    } }`,
    {handle},
  );
  return data.product;
}

describe('reviews provider: access', () => {
  it('refuses a missing or wrong api_token and an unknown shop_domain', async () => {
    const handle = 'nicotine-gum-2mg-coffee';
    expect(
      (await get('/reviews', {shop_domain: GUM.shop_domain, handle})).status,
    ).toBe(401);
    expect(
      (await get('/reviews', {...GUM, api_token: GROOMING.api_token, handle}))
        .status,
    ).toBe(401);
    const unknown = await get('/reviews', {
      ...GUM,
      shop_domain: 'other.myshopify.com',
      handle,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toMatch(/shop_domain/);
  });

  it("never shows one shop's product to the other", async () => {
    const answer = await get('/reviews', {
      ...GROOMING,
      handle: 'nicotine-gum-2mg-coffee',
    });
    expect(answer.status).toBe(404);
  });

  it('answers bad parameters with a 400 and a readable message', async () => {
    const handle = 'nicotine-gum-2mg-coffee';
    for (const bad of [
      {per_page: '500'},
      {page: '0'},
      {rating: '6'},
      {sort_by: 'random'},
      {pictures: 'yes'},
    ] as Record<string, string>[]) {
      const answer = await get('/reviews', {...GUM, handle, ...bad});
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
  });
});

describe('reviews provider: seeded reviews agree with what the product shows', () => {
  it("gum's Coffee gum: 512 reviews averaging 4.4, as its metafields say", async () => {
    const summary = await get('/reviews/summary', {
      ...GUM,
      handle: 'nicotine-gum-2mg-coffee',
    });
    expect(summary.status).toBe(200);
    expect(summary.body.number_of_reviews).toBe(512);
    expect(Number(summary.body.average_rating).toFixed(1)).toBe('4.4');
    const perStar = Object.values(
      summary.body.rating_distribution as Record<string, number>,
    );
    expect(perStar.reduce((a, b) => a + b, 0)).toBe(512);
    const fields = await metafields('gum', 'nicotine-gum-2mg-coffee');
    expect(JSON.parse(fields.rating.value).value).toBe('4.4');
    expect(fields.ratingCount.value).toBe('512');
  });

  it('a grooming product without a review count has no reviews and no rating metafields (issue 33)', async () => {
    const summary = await get('/reviews/summary', {
      ...GROOMING,
      handle: 'travel-razor-mini',
    });
    expect(summary.body.number_of_reviews).toBe(0);
    const fields = await metafields('grooming', 'travel-razor-mini');
    expect(fields.rating).toBeNull();
    expect(fields.ratingCount).toBeNull();
  });
});

describe('reviews provider: reading reviews', () => {
  const handle = 'nicotine-gum-2mg-coffee';

  it("answers Judge.me's fields, in English and Hindi, without the reviewer's contact", async () => {
    const {status, body} = await get('/reviews', {
      ...GUM,
      handle,
      per_page: '50',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({current_page: 1, per_page: 50, total: 512});
    expect(body.reviews).toHaveLength(50);
    const review = body.reviews[0];
    expect(review).toMatchObject({
      id: expect.any(Number),
      rating: expect.any(Number),
      title: expect.any(String),
      body: expect.any(String),
      product_external_id: expect.any(Number),
      reviewer: {name: expect.any(String)},
      curated: 'ok',
      published: true,
      hidden: false,
      created_at: expect.any(String),
    });
    expect(['verified-purchase', 'unconfirmed-buyer']).toContain(
      review.verified,
    );
    expect(JSON.stringify(body)).not.toMatch(/email|phone|ip_address/);
    const languages = new Set(body.reviews.map((r: any) => r.language));
    expect(languages).toEqual(new Set(['en', 'hi']));
    const dates = body.reviews.map((r: any) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by rating and by photos, sorts and pages', async () => {
    const threes = await get('/reviews', {...GUM, handle, rating: '3'});
    expect(threes.body.reviews.every((r: any) => r.rating === 3)).toBe(true);
    const summary = await get('/reviews/summary', {...GUM, handle});
    expect(threes.body.total).toBe(summary.body.rating_distribution['3']);

    const photos = await get('/reviews', {...GUM, handle, pictures: 'true'});
    expect(photos.body.total).toBe(
      summary.body.number_of_reviews_with_pictures,
    );
    expect(photos.body.total).toBeGreaterThan(0);
    for (const review of photos.body.reviews) {
      expect(review.pictures.length).toBeGreaterThan(0);
      expect(review.pictures[0]).toMatchObject({
        width: expect.any(Number),
        height: expect.any(Number),
        urls: {
          original: expect.stringContaining('/cdn/shop/files/reviews/'),
          small: expect.stringContaining('width='),
          compact: expect.stringContaining('width='),
          huge: expect.stringContaining('width='),
        },
      });
    }
    const picture = await fetch(
      new URL(
        new URL(photos.body.reviews[0].pictures[0].urls.compact).pathname +
          '?width=480&format=jpg',
        app.base,
      ),
    );
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    const lowest = await get('/reviews', {
      ...GUM,
      handle,
      sort_by: 'rating_asc',
    });
    expect(lowest.body.reviews[0].rating).toBe(1);
    const highest = await get('/reviews', {
      ...GUM,
      handle,
      sort_by: 'rating_desc',
    });
    expect(highest.body.reviews[0].rating).toBe(5);
    const photosFirst = await get('/reviews', {
      ...GUM,
      handle,
      sort_by: 'with_pictures',
    });
    expect(photosFirst.body.reviews[0].pictures.length).toBeGreaterThan(0);

    const one = await get('/reviews', {...GUM, handle, per_page: '5'});
    const two = await get('/reviews', {
      ...GUM,
      handle,
      per_page: '5',
      page: '2',
    });
    const ids = [...one.body.reviews, ...two.body.reviews].map(
      (r: any) => r.id,
    );
    expect(new Set(ids).size).toBe(10);
  });
});

describe('reviews provider: helpful votes', () => {
  it('counts one vote per shopper', async () => {
    const {body} = await get('/reviews', {
      ...GUM,
      handle: 'nicotine-gum-2mg-coffee',
    });
    const review = body.reviews[0];
    const vote = (voter: string) =>
      fetch(
        `${app.base}/judgeme/api/v1/reviews/${review.id}/votes?${new URLSearchParams(GUM)}`,
        {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({voter, vote: 'helpful'}),
        },
      ).then(async (r) => ({status: r.status, body: await r.json()}));
    const first = await vote('shopper-aaaaaaaaaaaaaaaa');
    expect(first).toEqual({
      status: 200,
      body: {
        review_id: review.id,
        helpful_count: review.helpful_count + 1,
        counted: true,
      },
    });
    for (let i = 0; i < 3; i++) {
      const again = await vote('shopper-aaaaaaaaaaaaaaaa');
      expect(again.body).toMatchObject({
        helpful_count: review.helpful_count + 1,
        counted: false,
      });
    }
    expect((await vote('x')).status).toBe(400);
    const missing = await fetch(
      `${app.base}/judgeme/api/v1/reviews/999999999/votes?${new URLSearchParams(GUM)}`,
      {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({voter: 'shopper-aaaaaaaaaaaaaaaa'}),
      },
    );
    expect(missing.status).toBe(404);
  });
});
