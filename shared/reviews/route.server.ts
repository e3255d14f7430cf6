/**
 * The reviews' server side for both stores (decision 125): what a product loader reads, the resource
 * route's page of reviews ("More reviews" from a live page) and the helpful vote. Cross-site posts
 * never get here (the request handler's Origin check, shared/hydrogen/security/csrf.ts).
 */
import {data, redirect} from 'react-router';
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
} from 'react-router';
import type {HydrogenSession, Storefront, WithCache} from '@shopify/hydrogen';
import {sameOriginPath} from '../hydrogen/security/redirect-path';
import {buyerIp} from '../hydrogen/security/buyer-ip.server';
import {RateLimiter} from '../rate-limit/limiter';
import {getCustomerAccessToken} from '../login/session.server';
import {parseReviewFilters} from './filters';
import type {OrderReviewPage} from './types';
import type {ProductPageReviewsProps} from './ProductPageReviews';
import {
  fetchProductReviews,
  fetchReviewRequest,
  fetchReviewsPage,
  submitReview,
  voteHelpful,
  type ReviewWriteError,
  type ReviewsEnv,
} from './provider.server';

/** Where the session keeps the shopper's opaque voter id. */
const VOTER_KEY = 'reviewVoter';

/**
 * The filters in the page's URL and the summary + first page for them (null: provider down). A shopper
 * with a say in them (signed in, so a writer; or a voter) reads the provider fresh, so what they wrote and
 * the merchant approved, or their vote, shows on their next page; every other render shares Hydrogen's
 * short cache (decision 153). The answer is the reviews section's props, so both product pages pass it whole.
 */
export async function loadProductReviews(
  context: {
    env: ReviewsEnv;
    session?: HydrogenSession;
    withCache?: WithCache;
  },
  request: Request,
  handle: string,
): Promise<ProductPageReviewsProps> {
  const {env, session, withCache} = context;
  const filters = parseReviewFilters(new URL(request.url).searchParams);
  // Whether to show the "Write a review" form or a sign-in prompt.
  const canWrite = session ? getCustomerAccessToken({session}) !== null : false;
  const involved = canWrite || typeof session?.get(VOTER_KEY) === 'string';
  const data = await fetchProductReviews(
    env,
    handle,
    filters,
    involved ? undefined : withCache,
  );
  return {data, filters, handle, canWrite};
}

const HANDLE = /^[a-z0-9-]{1,255}$/;

/** GET ?handle=&reviews_page=…: one page of reviews as JSON; 400 for a bad handle, 502 when the provider fails. */
export async function reviewsPageLoader({
  request,
  context,
}: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const handle = params.get('handle') ?? '';
  if (!HANDLE.test(handle))
    return data({error: 'Unknown product.'}, {status: 400});
  const page = await fetchReviewsPage(
    context.env as ReviewsEnv,
    handle,
    parseReviewFilters(params),
  );
  if (!page)
    return data({error: 'Reviews could not be loaded.'}, {status: 502});
  return data(page, {headers: {'Cache-Control': 'public, max-age=60'}});
}

/** The shopper's opaque voter id, kept in the signed session cookie (one helpful vote per shopper). */
function voterOf(session: {
  get: (key: string) => unknown;
  set: (key: string, value: string) => void;
}): string {
  const known = session.get(VOTER_KEY);
  if (typeof known === 'string' && /^[a-f0-9]{32}$/.test(known)) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const voter = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  session.set(VOTER_KEY, voter);
  return voter;
}

/**
 * POST reviewId, redirectTo[, fetch=1]: a helpful vote. From a live page (fetch=1) the answer is
 * {status, helpfulCount}; from a plain form it returns to the page (a same-origin path only).
 */
export async function reviewVoteAction({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return data({status: 'failed'}, {status: 405, headers: {Allow: 'POST'}});
  const form = await request.formData().catch(() => null);
  const reviewId = String(form?.get('reviewId') ?? '');
  const viaFetch = form?.get('fetch') === '1';
  const back = sameOriginPath(form?.get('redirectTo'), request.url) ?? '/';
  if (!/^\d{1,15}$/.test(reviewId))
    return data({status: 'failed'}, {status: 400});
  const outcome = await voteHelpful(
    context.env as ReviewsEnv,
    Number(reviewId),
    voterOf(context.session),
  );
  const status =
    outcome.status === 'not-found'
      ? 404
      : outcome.status === 'failed'
        ? 502
        : 200;
  if (viaFetch) return data(outcome, {status});
  return redirect(`${back.split('#')[0]}#review-${reviewId}`, 303);
}

const REVIEWER_QUERY = `#graphql
  query SharedReviewer($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
    }
  }
` as const;

/** Review writes per customer: 5, then one every 12 minutes. */
export const REVIEW_WRITES_PER_CUSTOMER = {limit: 5, windowMs: 60 * 60_000};
/** Per buyer IP, looser: many shoppers share one mobile carrier's IP (CGNAT). */
export const REVIEW_WRITES_PER_IP = {limit: 60, windowMs: 60 * 60_000};
const perCustomer = new RateLimiter(REVIEW_WRITES_PER_CUSTOMER);
const perIp = new RateLimiter(REVIEW_WRITES_PER_IP);

/** Forgets every write budget (tests). */
export function resetReviewWrites(): void {
  perCustomer.clear();
  perIp.clear();
}

export type ReviewWriteResult =
  {review: 'thanks'} | {review: 'error'; code: ReviewWriteError};

const STATUS: Partial<Record<ReviewWriteError, number>> = {
  'sign-in': 401,
  order: 403,
  'buyers-only': 403,
  duplicate: 409,
  'rate-limited': 429,
  link: 410,
  failed: 502,
};

/** The fields a shopper's form may send; the rest (reviewer, product) the server sets. */
const FORWARDED = ['rating', 'title', 'body', 'name'] as const;

/**
 * The product page's action: POST multipart intent=review (decision 127). A plain form without
 * JavaScript works the same: the page renders again with the thanks or the error in its language.
 * The reviewer is the customer the session's token proves; nothing a browser sends names them.
 */
export async function reviewWriteAction({
  request,
  context,
  handle,
  language,
}: {
  request: Request;
  context: {
    env: unknown;
    session: HydrogenSession;
    storefront: Storefront;
  };
  handle: string;
  language: 'en' | 'hi';
}) {
  const fail = (code: ReviewWriteError) =>
    data<ReviewWriteResult>(
      {review: 'error', code},
      {status: STATUS[code] ?? 400},
    );
  if (request.method !== 'POST')
    return data({review: 'error', code: 'failed'} as ReviewWriteResult, {
      status: 405,
      headers: {Allow: 'POST'},
    });
  const token = getCustomerAccessToken(context);
  if (!token) return fail('sign-in');
  const ip = buyerIp(request) ?? 'unknown';
  if (!perIp.consume(ip).allowed) return fail('rate-limited');
  const {customer} = await context.storefront.query(REVIEWER_QUERY, {
    variables: {customerAccessToken: token},
    cache: context.storefront.CacheNone(),
  });
  const customerId = customer?.id.match(/\/(\d{1,15})$/)?.[1];
  if (!customerId) return fail('sign-in');
  if (!perCustomer.consume(customerId).allowed) return fail('rate-limited');
  const code = await forwardReview(context.env as ReviewsEnv, request, {
    handle,
    language,
    reviewer_external_id: customerId,
  });
  return code ? fail(code) : data<ReviewWriteResult>({review: 'thanks'});
}

/**
 * The shopper's form fields and photos, with what the server sets (`set`: product, language, the
 * reviewer or the link's token), to the provider; the refusal's code, or null when it was stored.
 */
async function forwardReview(
  env: ReviewsEnv,
  request: Request,
  set: Record<string, string>,
  form?: FormData | null,
): Promise<ReviewWriteError | null> {
  // A body past the 5 photos' limit is refused by the request's own parser: worded as too large.
  form ??= await request.formData().catch(() => null);
  if (!form) return 'photo-size';
  const out = new FormData();
  for (const name of FORWARDED) {
    const value = form.get(name);
    out.set(name, typeof value === 'string' ? value : '');
  }
  for (const [name, value] of Object.entries(set)) out.set(name, value);
  const photos = form
    .getAll('pictures')
    .filter(
      (value): value is File => typeof value !== 'string' && value.size > 0,
    );
  for (const photo of photos) out.append('pictures[]', photo, photo.name);
  const outcome = await submitReview(env, out);
  return outcome.ok ? null : outcome.code;
}

const LINK_TOKEN = /^[\w-]{1,400}\.[\w-]{20,100}$/;

/** The "rate your order" page's data (decision 135) with its status: 404 invalid, 410 expired or used, 503. */
export async function loadOrderReviews(env: ReviewsEnv, token: string) {
  const page: OrderReviewPage = LINK_TOKEN.test(token)
    ? await fetchReviewRequest(env, token)
    : {status: 'invalid'};
  const status = {ok: 200, invalid: 404, expired: 410, used: 410}[
    page.status as 'ok'
  ];
  return data(page, {
    status: status ?? 503,
    headers: {
      'Cache-Control': 'no-store',
      ...(status ? {} : {'Retry-After': '30'}),
    },
  });
}

/** The link is one buyer's: the page keeps its loader's no-store, never kept by a shared cache. */
export const orderReviewHeaders: HeadersFunction = ({loaderHeaders}) =>
  loaderHeaders;

export type OrderReviewResult = ReviewWriteResult & {handle: string};

/**
 * The "rate your order" page's action: one product's review (multipart, `handle` names which of the
 * order's products) with the link's token as the reviewer's proof; the provider checks that the
 * product is in that order and marks the review a verified purchase. Works without JavaScript.
 */
export async function orderReviewAction({
  request,
  env,
  token,
  language,
}: {
  request: Request;
  env: unknown;
  token: string;
  language: 'en' | 'hi';
}) {
  if (request.method !== 'POST')
    return data(
      {review: 'error', code: 'failed', handle: ''} as OrderReviewResult,
      {
        status: 405,
        headers: {Allow: 'POST'},
      },
    );
  const form = await request.formData().catch(() => null);
  const handle = String(form?.get('handle') ?? '');
  const fail = (code: ReviewWriteError) =>
    data<OrderReviewResult>(
      {review: 'error', code, handle},
      {status: STATUS[code] ?? 400},
    );
  if (!form) return fail('photo-size');
  if (!LINK_TOKEN.test(token)) return fail('link');
  if (!HANDLE.test(handle)) return fail('order');
  const ip = buyerIp(request) ?? 'unknown';
  if (!perIp.consume(ip).allowed) return fail('rate-limited');
  if (!perCustomer.consume(`link:${token.slice(-43)}`).allowed)
    return fail('rate-limited');
  const code = await forwardReview(
    env as ReviewsEnv,
    request,
    {handle, language, review_request: token},
    form,
  );
  return code
    ? fail(code)
    : data<OrderReviewResult>({review: 'thanks', handle});
}
