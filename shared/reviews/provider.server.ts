/**
 * The storefronts' one adapter to the reviews provider, Judge.me's REST API shape (decision 123):
 * `${REVIEWS_API_URL}/reviews?shop_domain=…&api_token=…`. Called from the storefront's server only:
 * the private api_token never reaches a browser. Locally the backend plays Judge.me
 * (REVIEWS_API_URL=http://127.0.0.1:4000/judgeme/api/v1); docs/deploy.md points it at the real one with
 * REVIEWS_API_URL, REVIEWS_SHOP_DOMAIN and REVIEWS_API_TOKEN alone. Every call has a timeout; an
 * outage answers null and the page shows that reviews could not be loaded.
 */
import {CacheShort, type WithCache} from '@shopify/hydrogen';
import {TIMEOUTS_MS} from '../hydrogen/context/timeouts';
import {keepPublicAnswer} from '../hydrogen/caching/query-memo';
import {PROVIDER_SORT, REVIEWS_PER_PAGE, type ReviewFilters} from './filters';
import {
  REVIEW_WRITE_ERRORS,
  type ProductReviews,
  type RatingSummary,
  type Review,
  type ReviewWriteError,
  type ReviewsPage,
  type OrderReviewPage,
} from './types';

export type {ReviewWriteError};

export interface ReviewsEnv {
  REVIEWS_API_URL?: string;
  REVIEWS_SHOP_DOMAIN?: string;
  REVIEWS_API_TOKEN?: string;
}

interface ProviderPicture {
  urls?: {original?: string; small?: string; compact?: string; huge?: string};
  width?: number;
  height?: number;
  hidden?: boolean;
}

interface ProviderReview {
  id: number;
  rating: number;
  title?: string | null;
  body?: string | null;
  reviewer?: {name?: string | null};
  verified?: string;
  language?: string;
  created_at: string;
  helpful_count?: number;
  hidden?: boolean;
  pictures?: ProviderPicture[];
}

interface ProviderList {
  current_page: number;
  per_page: number;
  total?: number;
  reviews: ProviderReview[];
}

interface ProviderSummary {
  average_rating: string;
  number_of_reviews: number;
  rating_distribution: Record<string, number>;
  number_of_reviews_with_pictures?: number;
}

/** Judge.me's verified values that mean the reviewer bought the product. */
const BUYER = new Set(['verified-purchase', 'buyer']);

export function toReview(review: ProviderReview): Review {
  return {
    id: review.id,
    rating: Math.min(5, Math.max(1, Math.round(review.rating))),
    title: review.title ?? '',
    body: review.body ?? '',
    author: review.reviewer?.name ?? '',
    verifiedBuyer: BUYER.has(review.verified ?? ''),
    language: review.language === 'hi' ? 'hi' : 'en',
    createdAt: review.created_at,
    helpfulCount: review.helpful_count ?? 0,
    pictures: (review.pictures ?? [])
      .filter((p) => !p.hidden && p.urls?.original)
      .map((p) => ({
        // The thumb is 80 CSS px: Judge.me's 160 px "small" serves a 2x phone without 480 px of bytes,
        // and a 3x phone (240 px) picks the 480 px "compact" from the srcset.
        thumb: p.urls!.small ?? p.urls!.compact ?? p.urls!.original!,
        ...(p.urls!.small && p.urls!.compact
          ? {thumbSrcSet: `${p.urls!.small} 160w, ${p.urls!.compact} 480w`}
          : {}),
        large: p.urls!.huge ?? p.urls!.original!,
        width: p.width ?? 1200,
        height: p.height ?? 1200,
      })),
  };
}

export function toSummary(summary: ProviderSummary): RatingSummary {
  const per = (star: number) =>
    Number(summary.rating_distribution[String(star)] ?? 0);
  return {
    average: Number(summary.average_rating) || 0,
    count: summary.number_of_reviews,
    perStar: {1: per(1), 2: per(2), 3: per(3), 4: per(4), 5: per(5)},
    withPictures: summary.number_of_reviews_with_pictures ?? 0,
  };
}

function base(env: ReviewsEnv): string | null {
  const url = env.REVIEWS_API_URL?.replace(/\/+$/, '');
  if (!url || !env.REVIEWS_SHOP_DOMAIN || !env.REVIEWS_API_TOKEN) {
    console.error(
      '[reviews] REVIEWS_API_URL, REVIEWS_SHOP_DOMAIN or REVIEWS_API_TOKEN is not set',
    );
    return null;
  }
  return url;
}

function auth(env: ReviewsEnv): Record<string, string> {
  return {
    shop_domain: env.REVIEWS_SHOP_DOMAIN!,
    api_token: env.REVIEWS_API_TOKEN!,
  };
}

async function getJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, {
      headers: {Accept: 'application/json'},
      signal: AbortSignal.timeout(TIMEOUTS_MS.reviews),
    });
    if (!response.ok) {
      console.error(`[reviews] provider answered ${response.status}`);
      return null;
    }
    return (await response.json()) as T;
  } catch (error) {
    console.error('[reviews] provider unreachable or slow', error);
    return null;
  }
}

/** A page of a product's reviews (by handle) with these filters, or null when the provider fails. */
export async function fetchReviewsPage(
  env: ReviewsEnv,
  handle: string,
  filters: ReviewFilters,
  {perPage = REVIEWS_PER_PAGE}: {perPage?: number} = {},
): Promise<ReviewsPage | null> {
  const url = base(env);
  if (!url) return null;
  const params = new URLSearchParams({
    ...auth(env),
    handle,
    page: String(filters.page),
    per_page: String(perPage),
    sort_by: PROVIDER_SORT[filters.sort],
    ...(filters.rating ? {rating: String(filters.rating)} : {}),
    ...(filters.photos ? {pictures: 'true'} : {}),
  });
  const body = await getJson<ProviderList>(`${url}/reviews?${params}`);
  if (!body || !Array.isArray(body.reviews)) return null;
  return {
    reviews: body.reviews.filter((r) => !r.hidden).map(toReview),
    total: body.total ?? body.reviews.length,
    page: body.current_page,
    perPage: body.per_page,
  };
}

/**
 * The summary and the first page, fetched together; null when the provider fails. `cache`: a product
 * render's read (decision 153), one entry for both answers, already mapped, in Hydrogen's short cache and
 * kept parsed in the worker while fresh, as the product query is (decisions 57 and 157).
 */
export async function fetchProductReviews(
  env: ReviewsEnv,
  handle: string,
  filters: ReviewFilters,
  cache?: WithCache,
): Promise<ProductReviews | null> {
  const url = base(env);
  if (!url) return null;
  const params = new URLSearchParams({...auth(env), handle});
  const read = async (): Promise<ProductReviews | null> => {
    const [summary, page] = await Promise.all([
      getJson<ProviderSummary>(`${url}/reviews/summary?${params}`),
      fetchReviewsPage(env, handle, filters),
    ]);
    return summary && page ? {summary: toSummary(summary), page} : null;
  };
  if (!cache) return read();
  // Filed without the api_token.
  const cacheKey = [
    'reviews',
    url,
    env.REVIEWS_SHOP_DOMAIN!,
    handle,
    filters.sort,
    String(filters.rating ?? ''),
    String(filters.photos),
    String(filters.page),
  ];
  const strategy = CacheShort();
  return keepPublicAnswer(cacheKey.join('|'), strategy, () =>
    cache.run(
      {cacheKey, cacheStrategy: strategy, shouldCacheResult: (v) => v !== null},
      read,
    ),
  );
}

export type VoteOutcome =
  | {status: 'counted' | 'already'; helpfulCount: number}
  | {status: 'not-found'}
  | {status: 'failed'};

/** A shopper's helpful vote (voter: an opaque id of the shopper, one vote per review). */
export async function voteHelpful(
  env: ReviewsEnv,
  reviewId: number,
  voter: string,
): Promise<VoteOutcome> {
  const url = base(env);
  if (!url) return {status: 'failed'};
  try {
    const response = await fetch(
      `${url}/reviews/${reviewId}/votes?${new URLSearchParams(auth(env))}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({voter, vote: 'helpful'}),
        signal: AbortSignal.timeout(TIMEOUTS_MS.reviews),
      },
    );
    if (response.status === 404) return {status: 'not-found'};
    if (!response.ok) return {status: 'failed'};
    const body = (await response.json()) as {
      helpful_count: number;
      counted: boolean;
    };
    return {
      status: body.counted ? 'counted' : 'already',
      helpfulCount: body.helpful_count,
    };
  } catch (error) {
    console.error('[reviews] vote failed', error);
    return {status: 'failed'};
  }
}

export type SubmitOutcome =
  {ok: true; held: boolean} | {ok: false; code: ReviewWriteError};

/**
 * A signed-in shopper's review, forwarded as multipart (photos included) with the private token
 * (decision 126); the provider checks every rule and answers a code the page words.
 */
export async function submitReview(
  env: ReviewsEnv,
  form: FormData,
): Promise<SubmitOutcome> {
  const url = base(env);
  if (!url) return {ok: false, code: 'failed'};
  try {
    const response = await fetch(
      `${url}/reviews?${new URLSearchParams(auth(env))}`,
      {
        method: 'POST',
        headers: {Accept: 'application/json'},
        body: form,
        // Up to 5 photos of 8 MB each travel here: a longer budget than a read.
        signal: AbortSignal.timeout(TIMEOUTS_MS.reviews * 4),
      },
    );
    const body = (await response.json().catch(() => ({}))) as {
      code?: string;
      held?: boolean;
    };
    if (response.ok) return {ok: true, held: !!body.held};
    const code = (REVIEW_WRITE_ERRORS as readonly string[]).includes(
      body.code ?? '',
    )
      ? (body.code as ReviewWriteError)
      : 'failed';
    if (code === 'failed')
      console.error(`[reviews] write answered ${response.status}`, body.code);
    return {ok: false, code};
  } catch (error) {
    console.error('[reviews] write failed', error);
    return {ok: false, code: 'failed'};
  }
}

/**
 * What a "rate your order" link's token opens (decision 135): the provider checks the token (signed,
 * expiring, bound to the order) and answers the order's name, language and products, never a contact.
 */
export async function fetchReviewRequest(
  env: ReviewsEnv,
  token: string,
): Promise<OrderReviewPage> {
  const url = base(env);
  if (!url) return {status: 'unavailable'};
  try {
    const response = await fetch(
      `${url}/review_requests/${encodeURIComponent(token)}?${new URLSearchParams(auth(env))}`,
      {
        headers: {Accept: 'application/json'},
        signal: AbortSignal.timeout(TIMEOUTS_MS.reviews),
      },
    );
    const body = (await response.json().catch(() => null)) as {
      code?: string;
      order?: {name?: string};
      language?: string;
      products?: {handle?: string; title?: string; reviewed?: boolean}[];
    } | null;
    if (response.ok && body?.order && Array.isArray(body.products))
      return {
        status: 'ok',
        view: {
          order: {name: String(body.order.name ?? '')},
          language: body.language === 'hi' ? 'hi' : 'en',
          products: body.products.map((p) => ({
            handle: String(p.handle ?? ''),
            title: String(p.title ?? ''),
            reviewed: p.reviewed === true,
          })),
        },
      };
    if (response.status === 410)
      return {status: body?.code === 'used' ? 'used' : 'expired'};
    if (response.status === 404) return {status: 'invalid'};
    console.error(`[reviews] review link answered ${response.status}`);
    return {status: 'unavailable'};
  } catch (error) {
    console.error('[reviews] review link check failed', error);
    return {status: 'unavailable'};
  }
}
