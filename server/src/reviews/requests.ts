/**
 * "Rate your order" (issue 38 item 4, decision 135). After delivery (`npm run deliver`: FULFILLED), or
 * once the IST date promised at checkout (order_delivery, issue 23) has passed, an order gets one
 * message with a link to write reviews of its products. Exactly once: the request row's primary key is
 * the order (a tick run twice, two workers or a restart insert nothing more); the row is the outbox the
 * sender delivers (request-sender.ts). The link's token is the COD link's (cod/tokens.ts: HMAC-signed,
 * expiring, bound to the row's nonce) with the shop's own `reviewLinkSecret`. Every function takes
 * `now`: the worker's clock or a test's.
 */
import {randomBytes} from 'node:crypto';
import type {Db} from '../data/db.ts';
import {transaction} from '../data/db.ts';
import {
  findReviewRequest,
  insertReviewRequest,
  orderForReview,
  reviewRequestCandidates,
  reviewedProductsOfOrder,
  type ReviewRequest,
  type ReviewRequestCandidate,
} from '../data/review-requests.ts';
import {istDate} from '../../../contracts/index.ts';
import {shopSecret} from '../secrets.ts';
import {peekToken, signToken, verifyToken} from '../cod/tokens.ts';
import {storefrontPageUrl} from '../cod/flow.ts';

/** How long the link works after the message is queued. */
export const REVIEW_LINK_VALID_DAYS = 30;
/** Orders older than this get no message (a first deploy does not message every past order). */
export const REVIEW_REQUEST_MAX_ORDER_AGE_DAYS = 60;

const DAY_MS = 86_400_000;

export type DueReason = 'delivered' | 'promised-date';

/**
 * Whether an order is due its message at `now`, and why: delivered, or its promised IST date is over
 * (the day after it has begun in IST). Never a cancelled order, nor a COD order still held for the
 * shopper's answer (it has not shipped), nor one older than REVIEW_REQUEST_MAX_ORDER_AGE_DAYS.
 */
export function reviewRequestDue(
  order: Pick<
    ReviewRequestCandidate,
    | 'fulfillmentStatus'
    | 'processedAt'
    | 'promisedDate'
    | 'cancelled'
    | 'codState'
    | 'codNeedsConfirmation'
  >,
  now: Date,
): DueReason | null {
  if (order.cancelled || order.codState === 'cancelled') return null;
  const placed = Date.parse(order.processedAt);
  if (
    !Number.isFinite(placed) ||
    now.getTime() - placed > REVIEW_REQUEST_MAX_ORDER_AGE_DAYS * DAY_MS
  )
    return null;
  if (order.fulfillmentStatus === 'FULFILLED') return 'delivered';
  const held =
    order.codNeedsConfirmation &&
    (order.codState === 'awaiting' || order.codState === 'unconfirmed');
  if (order.promisedDate && istDate(now) > order.promisedDate && !held)
    return 'promised-date';
  return null;
}

/** Files the request of every order due at `now`; returns how many were filed by this call. */
export function queueReviewRequests(db: Db, now: Date): number {
  const since = new Date(
    now.getTime() - REVIEW_REQUEST_MAX_ORDER_AGE_DAYS * DAY_MS,
  ).toISOString();
  let queued = 0;
  for (const order of reviewRequestCandidates(db, {
    since,
    today: istDate(now),
  })) {
    const reason = reviewRequestDue(order, now);
    if (!reason) continue;
    const filed = transaction(db, () =>
      insertReviewRequest(db, {
        orderId: order.orderId,
        shop: order.shop,
        locale: order.locale,
        phone: order.phone,
        tokenNonce: randomBytes(12).toString('base64url'),
        dueReason: reason,
        at: now.toISOString(),
      }),
    );
    if (filed) queued++;
  }
  return queued;
}

/** The link's token (deterministic for a row: the same link however often it is built). */
export function reviewRequestToken(row: ReviewRequest): string {
  return signToken(shopSecret(row.shop, 'reviewLinkSecret') ?? '', {
    shop: row.shop,
    orderId: row.orderId,
    nonce: row.tokenNonce,
    exp:
      Math.floor(Date.parse(row.createdAt) / 1000) +
      REVIEW_LINK_VALID_DAYS * 86_400,
  });
}

/** The storefront page the message links to, in the order's language. */
export function reviewRequestUrl(row: ReviewRequest): string {
  return storefrontPageUrl(
    row.shop,
    row.locale,
    `/reviews/write/${reviewRequestToken(row)}`,
  );
}

export interface OrderToReview {
  request: ReviewRequest;
  order: NonNullable<ReturnType<typeof orderForReview>>;
  /** The order's products with whether each is already reviewed. */
  products: {id: number; handle: string; title: string; reviewed: boolean}[];
}

export type ReviewLinkCheck =
  | {ok: true; value: OrderToReview}
  | {ok: false; error: 'invalid' | 'expired' | 'used'};

/**
 * What a link's token opens for `shop`: its order and products. 'invalid' (forged, another shop's,
 * another order's nonce), 'expired', or 'used' once every product of the order has a review.
 */
export function checkReviewLink(
  db: Db,
  shop: string,
  token: string,
  now: Date,
): ReviewLinkCheck {
  const claims = peekToken(token);
  if (!claims || claims.shop !== shop) return {ok: false, error: 'invalid'};
  const check = verifyToken(shopSecret(shop, 'reviewLinkSecret'), token, now);
  if (!check.ok)
    return {
      ok: false,
      error: check.error === 'expired' ? 'expired' : 'invalid',
    };
  const request = findReviewRequest(db, claims.orderId);
  if (!request || request.shop !== shop || request.tokenNonce !== claims.nonce)
    return {ok: false, error: 'invalid'};
  const order = orderForReview(db, shop, request.orderId);
  if (!order || order.products.length === 0)
    return {ok: false, error: 'invalid'};
  const reviewed = reviewedProductsOfOrder(
    db,
    shop,
    request.orderId,
    order.customerId,
  );
  const products = order.products.map((p) => ({
    ...p,
    reviewed: reviewed.has(p.id),
  }));
  if (products.every((p) => p.reviewed)) return {ok: false, error: 'used'};
  return {ok: true, value: {request, order, products}};
}
