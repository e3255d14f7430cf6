/**
 * The merchant's moderation (decision 126), admin side like the other merchant routes
 * (`X-Shopify-Access-Token` with the shop's admin token, `npm run reviews`):
 *   GET  /admin/api/:version/reviews/pending.json          → {reviews: [{id, product, rating, title, body, name, verified, held_reason, pictures, created_at}]}
 *   POST /admin/api/:version/reviews/:id/moderate.json     {action: 'approve' | 'reject'} → {review: {id, curated}}
 * Approving publishes the review and brings the product's reviews.rating / rating_count metafields in step.
 */
import type {Handler, Reply, Route} from '../http/router.ts';
import {transaction} from '../data/db.ts';
import {
  findReview,
  findShopProduct,
  pendingReviews,
  picturesOfReviews,
  setCurated,
  syncRatingMetafields,
} from '../data/reviews.ts';
import {adminShop} from '../marketing/admin.ts';

function error(status: number, message: string): Reply {
  return {status, body: {errors: message}};
}

const listPending: Handler = (ctx) => {
  const shop = adminShop(ctx);
  if (!shop) return error(401, 'Invalid API key or access token.');
  const rows = pendingReviews(ctx.db, shop);
  const pictures = picturesOfReviews(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    body: {
      reviews: rows.map((row) => ({
        id: row.id,
        product: findShopProduct(ctx.db, shop, row.product_id)?.handle ?? null,
        rating: row.rating,
        title: row.title,
        body: row.body,
        name: row.reviewer_name,
        verified: row.verified,
        language: row.language,
        held_reason: row.held_reason,
        pictures: pictures
          .filter((p) => p.review_id === row.id)
          .map((p) => `${ctx.origin}/cdn/shop/files/${p.path}`),
        created_at: row.created_at,
      })),
    },
  };
};

const moderate: Handler = (ctx) => {
  const shop = adminShop(ctx);
  if (!shop) return error(401, 'Invalid API key or access token.');
  const id = ctx.params.id ?? '';
  const review = /^\d{1,15}$/.test(id)
    ? findReview(ctx.db, shop, Number(id))
    : null;
  if (!review) return error(404, 'No review with this id.');
  const action = (ctx.body as {action?: unknown} | undefined)?.action;
  if (action !== 'approve' && action !== 'reject')
    return error(400, "action must be 'approve' or 'reject'.");
  const curated = action === 'approve' ? 'ok' : 'spam';
  transaction(ctx.db, () => {
    setCurated(ctx.db, shop, review.id, curated);
    syncRatingMetafields(ctx.db, shop, review.product_id);
  });
  return {body: {review: {id: review.id, curated}}};
};

export const reviewModerationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/admin/api/:version/reviews/pending.json',
    handler: listPending,
    errorBody: (message) => ({errors: message}),
  },
  {
    method: 'POST',
    path: '/admin/api/:version/reviews/:id/moderate.json',
    handler: moderate,
    errorBody: (message) => ({errors: message}),
  },
];
