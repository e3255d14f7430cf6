/** The reviews provider's rows (server/src/reviews/; decision 123): reviews, their pictures and votes. */
import type {Db} from './db.ts';
import {nowIso, transaction} from './db.ts';
import {prepared} from './prepared.ts';

export type ReviewSort = 'recent' | 'highest' | 'lowest' | 'pictures';
export type Curated = 'ok' | 'not-yet' | 'spam';

export interface ReviewRow {
  id: number;
  shop: string;
  product_id: number;
  rating: number;
  title: string | null;
  body: string | null;
  reviewer_name: string | null;
  reviewer_external_id: number | null;
  language: string;
  verified: string;
  curated: Curated;
  hidden: number;
  source: string;
  seed_key: number | null;
  pictures_count: number;
  helpful_count: number;
  held_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface PictureRow {
  review_id: number;
  position: number;
  path: string;
  width: number;
  height: number;
  hidden: number;
}

export interface RatedProduct {
  id: number;
  shop: string;
  handle: string;
  title: string;
  product_type: string;
  created_at: string;
  rating: string | null;
  rating_count: string | null;
  image_recipe: string | null;
}

/** True when the provider has reviews or a seed plan already (a database seeded before). */
export function reviewsPlanned(db: Db): boolean {
  return !!(
    prepared(db, 'SELECT 1 FROM reviews LIMIT 1').get() ||
    prepared(db, 'SELECT 1 FROM review_seeds LIMIT 1').get()
  );
}

export function planReviewSeed(
  db: Db,
  productId: number,
  stars: number[],
): void {
  prepared(
    db,
    'INSERT OR REPLACE INTO review_seeds (product_id, stars, seeded) VALUES (?, ?, 0)',
  ).run(productId, JSON.stringify(stars));
}

/** A product's seed plan not yet written out, or null. */
export function pendingReviewSeed(db: Db, productId: number): number[] | null {
  const row = prepared(
    db,
    'SELECT stars FROM review_seeds WHERE product_id = ? AND seeded = 0',
  ).get(productId) as {stars: string} | undefined;
  return row ? (JSON.parse(row.stars) as number[]) : null;
}

export function markReviewSeeded(db: Db, productId: number): void {
  prepared(db, 'UPDATE review_seeds SET seeded = 1 WHERE product_id = ?').run(
    productId,
  );
}

/** One product's seed input, by id. */
export function productForReviewSeed(
  db: Db,
  productId: number,
): RatedProduct | null {
  return (
    (prepared(db, `${RATED_PRODUCT_SELECT} WHERE p.id = ?`).get(productId) as
      RatedProduct | undefined) ?? null
  );
}

const RATED_PRODUCT_SELECT = `SELECT p.id, p.shop, p.handle, p.title, p.product_type, p.created_at,
   (SELECT value FROM metafields WHERE owner = 'product' AND owner_id = p.id AND namespace = 'reviews' AND key = 'rating') AS rating,
   (SELECT value FROM metafields WHERE owner = 'product' AND owner_id = p.id AND namespace = 'reviews' AND key = 'rating_count') AS rating_count,
   (SELECT i.recipe FROM product_images pi JOIN images i ON i.id = pi.image_id WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1) AS image_recipe
 FROM products p`;

/** Every product with its review metafields and first picture's recipe (the seed's input). */
export function productsForReviewSeed(db: Db): RatedProduct[] {
  return prepared(
    db,
    `${RATED_PRODUCT_SELECT} ORDER BY p.shop, p.id`,
  ).all() as unknown as RatedProduct[];
}

export interface NewReview {
  shop: string;
  productId: number;
  rating: number;
  title?: string | null;
  body?: string | null;
  reviewerName?: string | null;
  reviewerExternalId?: number | null;
  language: string;
  verified: string;
  curated: Curated;
  source: string;
  seedKey?: number | null;
  helpfulCount?: number;
  heldReason?: string | null;
  createdAt: string;
  /** The order whose review link it came from (decision 135). */
  orderId?: number | null;
}

export function insertReview(db: Db, review: NewReview): number {
  const result = prepared(
    db,
    `INSERT INTO reviews (shop, product_id, rating, title, body, reviewer_name, reviewer_external_id, language,
       verified, curated, source, seed_key, helpful_count, held_reason, created_at, updated_at, order_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    review.shop,
    review.productId,
    review.rating,
    review.title ?? null,
    review.body ?? null,
    review.reviewerName ?? null,
    review.reviewerExternalId ?? null,
    review.language,
    review.verified,
    review.curated,
    review.source,
    review.seedKey ?? null,
    review.helpfulCount ?? 0,
    review.heldReason ?? null,
    review.createdAt,
    review.createdAt,
    review.orderId ?? null,
  );
  return Number(result.lastInsertRowid);
}

/** An image row (served by the image CDN) attached to a review as its next picture. */
export function addReviewPicture(
  db: Db,
  reviewId: number,
  image: {
    shop: string;
    path: string;
    altText: string;
    width: number;
    height: number;
    recipe: string;
    upload?: {contentType: string; bytes: Uint8Array};
  },
): void {
  const imageId = Number(
    prepared(
      db,
      'INSERT INTO images (shop, path, alt_text, width, height, recipe) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      image.shop,
      image.path,
      image.altText,
      image.width,
      image.height,
      image.recipe,
    ).lastInsertRowid,
  );
  if (image.upload)
    prepared(
      db,
      'INSERT INTO uploaded_images (image_id, content_type, bytes) VALUES (?, ?, ?)',
    ).run(imageId, image.upload.contentType, image.upload.bytes);
  prepared(
    db,
    `INSERT INTO review_pictures (review_id, position, image_id)
     VALUES (?, (SELECT COUNT(*) FROM review_pictures WHERE review_id = ?), ?)`,
  ).run(reviewId, reviewId, imageId);
  prepared(
    db,
    'UPDATE reviews SET pictures_count = pictures_count + 1 WHERE id = ?',
  ).run(reviewId);
}

/**
 * Sets (or, without reviews, removes) a product's standard reviews.rating / reviews.rating_count
 * metafields, as Judge.me keeps them in step on Shopify (decision 124).
 */
export function setRatingMetafields(
  db: Db,
  productId: number,
  summary: {average: number; count: number},
): void {
  if (summary.count === 0) {
    prepared(
      db,
      `DELETE FROM metafields WHERE owner = 'product' AND owner_id = ? AND namespace = 'reviews' AND key IN ('rating', 'rating_count')`,
    ).run(productId);
    return;
  }
  const upsert = prepared(
    db,
    `INSERT INTO metafields (owner, owner_id, namespace, key, type, value) VALUES ('product', ?, 'reviews', ?, ?, ?)
     ON CONFLICT (owner, owner_id, namespace, key) DO UPDATE SET type = excluded.type, value = excluded.value`,
  );
  upsert.run(
    productId,
    'rating',
    'rating',
    JSON.stringify({
      value: summary.average.toFixed(1),
      scale_min: '1.0',
      scale_max: '5.0',
    }),
  );
  upsert.run(
    productId,
    'rating_count',
    'number_integer',
    String(summary.count),
  );
}

const PUBLISHED = `curated = 'ok' AND hidden = 0`;

export interface ReviewQuery {
  shop: string;
  productId: number;
  rating?: number;
  pictures?: boolean;
  sort: ReviewSort;
  limit: number;
  offset: number;
}

const ORDER: Record<ReviewSort, string> = {
  recent: 'created_at DESC, id DESC',
  highest: 'rating DESC, created_at DESC, id DESC',
  lowest: 'rating ASC, created_at DESC, id DESC',
  pictures: '(pictures_count > 0) DESC, created_at DESC, id DESC',
};

/** A page of a product's published reviews, and how many match. */
export function listPublishedReviews(
  db: Db,
  query: ReviewQuery,
): {rows: ReviewRow[]; total: number} {
  const where = [
    'shop = ?',
    'product_id = ?',
    PUBLISHED,
    ...(query.rating ? ['rating = ?'] : []),
    ...(query.pictures ? ['pictures_count > 0'] : []),
  ].join(' AND ');
  const args = [
    query.shop,
    query.productId,
    ...(query.rating ? [query.rating] : []),
  ];
  const total = Number(
    (
      prepared(db, `SELECT COUNT(*) AS n FROM reviews WHERE ${where}`).get(
        ...args,
      ) as {n: number}
    ).n,
  );
  const rows = prepared(
    db,
    `SELECT * FROM reviews WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`,
  ).all(...args, query.limit, query.offset) as unknown as ReviewRow[];
  return {rows, total};
}

/** Published reviews per star (1–5) and how many carry pictures. */
export function reviewDistribution(
  db: Db,
  shop: string,
  productId: number,
): {counts: Record<number, number>; withPictures: number} {
  const rows = prepared(
    db,
    `SELECT rating, COUNT(*) AS n, SUM(pictures_count > 0) AS p FROM reviews
     WHERE shop = ? AND product_id = ? AND ${PUBLISHED} GROUP BY rating`,
  ).all(shop, productId) as {rating: number; n: number; p: number}[];
  const counts: Record<number, number> = {1: 0, 2: 0, 3: 0, 4: 0, 5: 0};
  let withPictures = 0;
  for (const row of rows) {
    counts[row.rating] = Number(row.n);
    withPictures += Number(row.p);
  }
  return {counts, withPictures};
}

export function picturesOfReviews(db: Db, reviewIds: number[]): PictureRow[] {
  if (reviewIds.length === 0) return [];
  return prepared(
    db,
    `SELECT rp.review_id, rp.position, i.path, i.width, i.height, rp.hidden FROM review_pictures rp
     JOIN images i ON i.id = rp.image_id
     WHERE rp.review_id IN (${reviewIds.map(() => '?').join(', ')}) ORDER BY rp.review_id, rp.position`,
  ).all(...reviewIds) as unknown as PictureRow[];
}

export function findReview(db: Db, shop: string, id: number): ReviewRow | null {
  return (
    (prepared(db, 'SELECT * FROM reviews WHERE shop = ? AND id = ?').get(
      shop,
      id,
    ) as ReviewRow | undefined) ?? null
  );
}

/** One helpful vote per voter: false when this voter already voted for this review. */
export function addHelpfulVote(
  db: Db,
  reviewId: number,
  voter: string,
): boolean {
  return transaction(db, () => {
    const added = prepared(
      db,
      'INSERT OR IGNORE INTO review_votes (review_id, voter, created_at) VALUES (?, ?, ?)',
    ).run(reviewId, voter, nowIso()).changes;
    if (Number(added) === 0) return false;
    prepared(
      db,
      'UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = ?',
    ).run(reviewId);
    return true;
  });
}

export function pendingReviews(db: Db, shop?: string): ReviewRow[] {
  return prepared(
    db,
    `SELECT * FROM reviews WHERE curated = 'not-yet' AND (? IS NULL OR shop = ?) ORDER BY created_at, id`,
  ).all(shop ?? null, shop ?? null) as unknown as ReviewRow[];
}

export function setCurated(
  db: Db,
  shop: string,
  id: number,
  curated: Curated,
): boolean {
  return (
    Number(
      prepared(
        db,
        'UPDATE reviews SET curated = ?, updated_at = ? WHERE shop = ? AND id = ?',
      ).run(curated, nowIso(), shop, id).changes,
    ) > 0
  );
}

/** True when the customer has an order in this shop with a line of this product. */
export function customerOrderedProduct(
  db: Db,
  shop: string,
  customerId: number,
  productId: number,
): boolean {
  return !!prepared(
    db,
    `SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN variants v ON v.id = l.variant_id
     WHERE o.shop = ? AND o.customer_id = ? AND v.product_id = ? LIMIT 1`,
  ).get(shop, customerId, productId);
}

/** A product of the shop by its numeric id (the provider's product_external_id). */
export function findShopProduct(
  db: Db,
  shop: string,
  productId: number,
): {id: number; handle: string; title: string} | null {
  return (
    (prepared(
      db,
      'SELECT id, handle, title FROM products WHERE shop = ? AND id = ?',
    ).get(shop, productId) as
      {id: number; handle: string; title: string} | undefined) ?? null
  );
}

export function findShopProductByHandle(
  db: Db,
  shop: string,
  handle: string,
): {id: number; handle: string; title: string} | null {
  return (
    (prepared(
      db,
      'SELECT id, handle, title FROM products WHERE shop = ? AND handle = ?',
    ).get(shop, handle) as
      {id: number; handle: string; title: string} | undefined) ?? null
  );
}

/** The shopper's review of this product (any state but rejected), or null. */
export function reviewOfCustomer(
  db: Db,
  shop: string,
  productId: number,
  customerId: number,
): ReviewRow | null {
  return (
    (prepared(
      db,
      `SELECT * FROM reviews WHERE shop = ? AND product_id = ? AND reviewer_external_id = ? AND curated != 'spam'`,
    ).get(shop, productId, customerId) as ReviewRow | undefined) ?? null
  );
}

/** True when the order is this customer's, in this shop, and holds a line of this product. */
export function orderOfCustomer(
  db: Db,
  shop: string,
  orderId: number,
  customerId: number,
  productId: number,
): boolean {
  return !!prepared(
    db,
    `SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN variants v ON v.id = l.variant_id
     WHERE o.id = ? AND o.shop = ? AND o.customer_id = ? AND v.product_id = ? LIMIT 1`,
  ).get(orderId, shop, customerId, productId);
}

/** Recomputes a product's published summary into its reviews metafields (after moderation). */
export function syncRatingMetafields(
  db: Db,
  shop: string,
  productId: number,
): void {
  const {counts} = reviewDistribution(db, shop, productId);
  const count = Object.values(counts).reduce((a, b) => a + b, 0);
  const stars = Object.entries(counts).reduce(
    (sum, [star, n]) => sum + Number(star) * n,
    0,
  );
  setRatingMetafields(db, productId, {
    average: count ? stars / count : 0,
    count,
  });
}
