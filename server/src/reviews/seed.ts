/**
 * Seeds the reviews provider from what each product already shows (decision 123): a product whose
 * reviews.rating_count says N gets N published reviews whose average rounds to its reviews.rating; a
 * product without a count (grooming's placeholder "(100)", issue 33) gets none, and its rating
 * metafields are removed, so no page shows a count no review backs. Some reviews carry buyer photos,
 * drawn by the image CDN from the product's own picture recipe. Planned once per database; a product's
 * rows are written on the provider's first request for it, so a new database (and every test's) stays fast.
 */
import type {Db} from '../data/db.ts';
import {transaction} from '../data/db.ts';
import {
  addReviewPicture,
  insertReview,
  markReviewSeeded,
  pendingReviewSeed,
  planReviewSeed,
  productForReviewSeed,
  productsForReviewSeed,
  reviewsPlanned,
  setRatingMetafields,
  type RatedProduct,
} from '../data/reviews.ts';
import {prng, type Language} from './seed-text.ts';

/** The seed's clock: the same fixed date as the catalogue's (seed/common.ts daysAgo). */
const SEED_NOW = Date.parse('2025-06-01T06:00:00.000Z');

/**
 * Reviews per star (index 1–5) for `count` reviews averaging `rating` (one decimal): a few low stars,
 * the rest 4s and 5s so that the star total is round(rating × count), hence the mean rounds to rating.
 */
export function starCounts(count: number, rating: number): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  if (count <= 0) return counts;
  const target = Math.round(rating * count);
  // Low stars as a share that shrinks as the rating rises; reduced until the 4s and 5s can make up the rest.
  let lowShare = Math.max(0, (5 - rating) * 0.06);
  for (;;) {
    const one = Math.floor(count * lowShare * 0.35);
    const two = Math.floor(count * lowShare * 0.25);
    const three = Math.floor(count * lowShare * 0.4);
    const high = count - one - two - three;
    const highStars = target - one - 2 * two - 3 * three;
    const fours = 5 * high - highStars; // each 4 instead of a 5 takes one star off
    if (high >= 0 && fours >= 0 && fours <= high) {
      counts[1] = one;
      counts[2] = two;
      counts[3] = three;
      counts[4] = fours;
      counts[5] = high - fours;
      return counts;
    }
    if (lowShare === 0) {
      // Below 4.0 with no low stars the 4s alone cannot get there: put the rest at 3.
      counts[3] = Math.max(0, 4 * count - target);
      counts[4] = count - counts[3];
      return counts;
    }
    lowShare = fours < 0 ? lowShare + 0.01 : Math.max(0, lowShare - 0.01);
    if (lowShare > 1) lowShare = 0;
  }
}

function parseRatingValue(value: string | null): number | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as {value?: string} | number;
    const n = typeof parsed === 'number' ? parsed : Number(parsed.value);
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

const PHOTO_BACKGROUNDS: [string, string][] = [
  ['#d9c8b4', '#a98f74'],
  ['#c9d3dc', '#8fa1b1'],
  ['#e3d9cc', '#b8a48c'],
  ['#cfd8c8', '#95a78a'],
];

/** Which language a seeded review is in: gum's shoppers write in Hindi often, grooming's rarely. */
function languageFor(shop: string, random: () => number): Language {
  return random() < (shop === 'gum' ? 0.4 : 0.08) ? 'hi' : 'en';
}

/** The plan for one product: its star counts from its metafields (none without a count). */
function planProduct(db: Db, product: RatedProduct): void {
  const rating = parseRatingValue(product.rating);
  const count = Number(product.rating_count ?? 0);
  if (!rating || !Number.isInteger(count) || count <= 0) {
    setRatingMetafields(db, product.id, {average: 0, count: 0});
    return;
  }
  const stars = starCounts(count, rating);
  planReviewSeed(db, product.id, stars);
  const total = stars.reduce((a, b) => a + b, 0);
  const average =
    stars.reduce((sum, n, star) => sum + n * star, 0) / Math.max(total, 1);
  setRatingMetafields(db, product.id, {average, count: total});
}

/** Writes out one product's planned reviews (deterministic: the same rows on every database). */
function writeProduct(db: Db, product: RatedProduct, stars: number[]): void {
  const random = prng(product.id * 7919);
  const ageDays = Math.max(
    30,
    Math.round((SEED_NOW - Date.parse(product.created_at)) / 86_400_000),
  );
  let photos = 0;
  for (let star = 5; star >= 1; star--) {
    for (let i = 0; i < stars[star]!; i++) {
      const seedKey = Math.floor(random() * 2 ** 31);
      const createdAt = new Date(
        SEED_NOW - Math.floor(random() * ageDays * 86_400_000),
      ).toISOString();
      // About one review in twelve, and at least a few per product, has the buyer's photos.
      const withPhotos = star >= 3 && (random() < 0.08 || photos < 3);
      const reviewId = insertReview(db, {
        shop: product.shop,
        productId: product.id,
        rating: star,
        language: languageFor(product.shop, random),
        verified: random() < 0.86 ? 'verified-purchase' : 'unconfirmed-buyer',
        curated: 'ok',
        source: 'web',
        seedKey,
        helpfulCount: random() < 0.3 ? Math.floor(random() * 40) : 0,
        createdAt,
      });
      if (withPhotos && product.image_recipe) {
        photos++;
        const many = random() < 0.3 ? 2 : 1;
        for (let n = 0; n < many; n++) {
          const recipe = {
            ...(JSON.parse(product.image_recipe) as Record<string, unknown>),
            layout: n === 0 ? 'lifestyle' : 'detail',
            bg: pick(random, PHOTO_BACKGROUNDS),
          };
          addReviewPicture(db, reviewId, {
            shop: product.shop,
            path: `reviews/${product.handle}-${reviewId}-${n + 1}.jpg`,
            altText: `Buyer photo of ${product.title}`,
            width: 1200,
            height: 1200,
            recipe: JSON.stringify(recipe),
          });
        }
      }
    }
  }
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/**
 * Plans every product's reviews when the provider has none yet (a new or a kept database) and sets the
 * metafields to match; the rows themselves are written on the product's first request (ensureSeeded).
 */
export function seedReviewsIfEmpty(db: Db): boolean {
  if (reviewsPlanned(db)) return false;
  transaction(db, () => {
    for (const product of productsForReviewSeed(db)) planProduct(db, product);
  });
  return true;
}

/** Writes out a product's planned reviews before the provider first reads or changes them. */
export function ensureSeeded(db: Db, productId: number): void {
  const stars = pendingReviewSeed(db, productId);
  if (!stars) return;
  transaction(db, () => {
    if (!pendingReviewSeed(db, productId)) return;
    const product = productForReviewSeed(db, productId);
    if (product) writeProduct(db, product, stars);
    markReviewSeeded(db, productId);
  });
}
