/**
 * The reviews provider, shaped like Judge.me's REST API (https://judge.me/api/v1; decision 123):
 * every call names the shop (`shop_domain`) and carries its private `api_token`, so only the
 * storefront's server can call it (the token never reaches a browser). Locally under /judgeme/api/v1.
 *
 *   GET  /reviews?product_external_id= (or handle=)&page=&per_page=&rating=&pictures=true&sort_by=
 *        → {current_page, per_page, total, reviews: [review]}  (published reviews only)
 *   GET  /reviews/summary?product_external_id= (or handle=)
 *        → {product_external_id, average_rating, number_of_reviews, rating_distribution, number_of_reviews_with_pictures}
 *   POST /reviews  (multipart/form-data, create.ts)       → 201 {review, held}: waits for moderation
 *   POST /reviews/:id/votes  {voter, vote: 'helpful'}     → {review_id, helpful_count, counted}
 *   GET  /review_requests/:token  (a "rate your order" link, decision 135)
 *        → {order: {name}, language, products: [{external_id, handle, title, reviewed}]};
 *          404 {code: 'invalid'} | 410 {code: 'expired' | 'used'}
 */
import type {Handler, RequestContext, Route} from '../http/router.ts';
import {authenticate, param, reviewsError} from './auth.ts';
import {createReview} from './create.ts';
import {
  addHelpfulVote,
  findReview,
  findShopProduct,
  findShopProductByHandle,
  listPublishedReviews,
  reviewDistribution,
  type ReviewSort,
} from '../data/reviews.ts';
import {reviewViews} from './view.ts';
import {ensureSeeded} from './seed.ts';
import {reviewModerationRoutes} from './moderation.ts';
import {checkReviewLink} from './requests.ts';
import {listTranslations} from '../data/catalog.ts';

export const MAX_PER_PAGE = 50;
const SORTS: Record<string, ReviewSort> = {
  created_at: 'recent',
  recent: 'recent',
  rating_desc: 'highest',
  highest: 'highest',
  rating_asc: 'lowest',
  lowest: 'lowest',
  with_pictures: 'pictures',
  pictures: 'pictures',
};

function wholeNumber(
  value: string | null,
  {min, max, fallback}: {min: number; max: number; fallback: number},
): number | null {
  if (value === null || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n < min || n > max ? null : n;
}

/** The product by `product_external_id`, or by `handle` (as Judge.me's /products/-1?handle= finds one). */
function productOf(ctx: RequestContext, shop: string) {
  const product = findProduct(ctx, shop);
  if (product) ensureSeeded(ctx.db, product.id);
  return product;
}

function findProduct(ctx: RequestContext, shop: string) {
  const handle = ctx.url.searchParams.get('handle');
  if (
    handle !== null &&
    ctx.url.searchParams.get('product_external_id') === null
  )
    return /^[a-z0-9-]{1,255}$/.test(handle)
      ? findShopProductByHandle(ctx.db, shop, handle)
      : null;
  const raw = ctx.url.searchParams.get('product_external_id') ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  return findShopProduct(ctx.db, shop, Number(raw));
}

const listReviews: Handler = (ctx) => {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const product = productOf(ctx, auth.shop);
  if (!product)
    return reviewsError(
      404,
      'No product with this product_external_id or handle in this shop.',
    );
  const page = wholeNumber(ctx.url.searchParams.get('page'), {
    min: 1,
    max: 100000,
    fallback: 1,
  });
  const perPage = wholeNumber(ctx.url.searchParams.get('per_page'), {
    min: 1,
    max: MAX_PER_PAGE,
    fallback: 10,
  });
  const rating = wholeNumber(ctx.url.searchParams.get('rating'), {
    min: 1,
    max: 5,
    fallback: 0,
  });
  const sortParam = ctx.url.searchParams.get('sort_by') ?? 'created_at';
  const sort = SORTS[sortParam];
  const pictures = ctx.url.searchParams.get('pictures');
  if (page === null) return reviewsError(400, 'page must be 1 or more.');
  if (perPage === null)
    return reviewsError(400, `per_page must be 1 to ${MAX_PER_PAGE}.`);
  if (rating === null) return reviewsError(400, 'rating must be 1 to 5.');
  if (!sort)
    return reviewsError(
      400,
      'sort_by must be created_at, rating_desc, rating_asc or with_pictures.',
    );
  if (pictures !== null && pictures !== 'true' && pictures !== 'false')
    return reviewsError(400, 'pictures must be true or false.');
  const {rows, total} = listPublishedReviews(ctx.db, {
    shop: auth.shop,
    productId: product.id,
    rating: rating || undefined,
    pictures: pictures === 'true',
    sort,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    body: {
      current_page: page,
      per_page: perPage,
      total,
      reviews: reviewViews(ctx.db, ctx.origin, rows).map((review) => ({
        ...review,
        product_handle: product.handle,
        product_title: product.title,
      })),
    },
  };
};

const summary: Handler = (ctx) => {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const product = productOf(ctx, auth.shop);
  if (!product)
    return reviewsError(
      404,
      'No product with this product_external_id or handle in this shop.',
    );
  const {counts, withPictures} = reviewDistribution(
    ctx.db,
    auth.shop,
    product.id,
  );
  const count = Object.values(counts).reduce((a, b) => a + b, 0);
  const stars = Object.entries(counts).reduce(
    (sum, [star, n]) => sum + Number(star) * n,
    0,
  );
  return {
    body: {
      product_external_id: product.id,
      average_rating: count ? (stars / count).toFixed(2) : '0.00',
      number_of_reviews: count,
      rating_distribution: Object.fromEntries(
        [5, 4, 3, 2, 1].map((star) => [String(star), counts[star] ?? 0]),
      ),
      number_of_reviews_with_pictures: withPictures,
    },
  };
};

const VOTER = /^[A-Za-z0-9_-]{16,128}$/;

const vote: Handler = (ctx) => {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const id = ctx.params.id ?? '';
  // The review ids of a product not yet written out do not exist yet: nothing to vote for.
  const review = /^\d{1,15}$/.test(id)
    ? findReview(ctx.db, auth.shop, Number(id))
    : null;
  if (!review || review.curated !== 'ok' || review.hidden)
    return reviewsError(404, 'No published review with this id.');
  const voter = param(ctx, 'voter') ?? '';
  if (!VOTER.test(voter))
    return reviewsError(
      400,
      'voter must be the shopper’s opaque id (16–128 letters, digits, - or _).',
    );
  if ((param(ctx, 'vote') ?? 'helpful') !== 'helpful')
    return reviewsError(400, "vote must be 'helpful'.");
  const counted = addHelpfulVote(ctx.db, review.id, voter);
  const after = findReview(ctx.db, auth.shop, review.id)!;
  return {
    body: {
      review_id: review.id,
      helpful_count: after.helpful_count,
      counted,
    },
  };
};

/** What a "rate your order" link opens: the order's name and language and its products (no contact). */
const reviewRequest: Handler = (ctx) => {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const check = checkReviewLink(
    ctx.db,
    auth.shop,
    ctx.params.token ?? '',
    new Date(),
  );
  if (!check.ok)
    return {
      status: check.error === 'invalid' ? 404 : 410,
      body: {error: `This review link is ${check.error}.`, code: check.error},
    };
  const {request, order, products} = check.value;
  // Product names in the order's language (decision 105's rule: the translation, else the stored title).
  const names =
    request.locale === 'en'
      ? null
      : listTranslations(ctx.db, 'product', request.locale);
  return {
    body: {
      order: {name: order.name},
      language: request.locale,
      products: products.map((p) => ({
        external_id: p.id,
        handle: p.handle,
        title: names?.get(`${p.id}:title`) || p.title,
        reviewed: p.reviewed,
      })),
    },
  };
};

const errorBody = (message: string) => ({error: message});

export const reviewsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/judgeme/api/v1/reviews',
    handler: listReviews,
    errorBody,
  },
  {
    method: 'POST',
    path: '/judgeme/api/v1/reviews',
    handler: createReview,
    errorBody,
    // Five photos of up to 8 MB each and the fields.
    rawBody: {maxBytes: 5 * 8 * 1024 * 1024 + 256 * 1024},
  },
  {
    method: 'GET',
    path: '/judgeme/api/v1/reviews/summary',
    handler: summary,
    errorBody,
  },
  {
    method: 'POST',
    path: '/judgeme/api/v1/reviews/:id/votes',
    handler: vote,
    errorBody,
  },
  {
    method: 'GET',
    path: '/judgeme/api/v1/review_requests/:token',
    handler: reviewRequest,
    errorBody,
  },
  ...reviewModerationRoutes,
];
