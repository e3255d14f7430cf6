/**
 * The reviews' server side for both stores (decision 132): what a product loader reads, the resource
 * route's page of reviews ("More reviews" from a live page) and the helpful vote. Cross-site posts
 * never get here (the request handler's Origin check, shared/hydrogen/csrf.ts).
 */
import {data, redirect} from 'react-router';
import type {ActionFunctionArgs, LoaderFunctionArgs} from 'react-router';
import {sameOriginPath} from '../hydrogen/redirect-path';
import {parseReviewFilters} from './filters';
import {
  fetchProductReviews,
  fetchReviewsPage,
  voteHelpful,
  type ReviewsEnv,
} from './provider.server';

/** The filters in the page's URL and the summary + first page for them (null: provider down). */
export async function loadProductReviews(
  env: ReviewsEnv,
  request: Request,
  handle: string,
) {
  const filters = parseReviewFilters(new URL(request.url).searchParams);
  const reviews = await fetchProductReviews(env, handle, filters);
  return {reviews, filters};
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

const VOTER_KEY = 'reviewVoter';

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
