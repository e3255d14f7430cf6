/** What the product page shows of the reviews provider's answers (provider.server.ts maps them). */
export interface ReviewPicture {
  /** Thumbnail (Judge.me's "small" size, else "compact") and the viewer's large picture ("huge"). */
  thumb: string;
  /** "small 160w, compact 480w" when the provider has both: a 3x phone takes the larger. */
  thumbSrcSet?: string;
  large: string;
  width: number;
  height: number;
}

export interface Review {
  id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  /** Judge.me's verified 'verified-purchase' or 'buyer': shown as "Verified buyer". */
  verifiedBuyer: boolean;
  /** The language it was written in (en | hi): the review keeps it on either page. */
  language: string;
  createdAt: string;
  helpfulCount: number;
  pictures: ReviewPicture[];
}

export interface RatingSummary {
  /** Mean of the published reviews, e.g. 4.43; 0 without reviews. */
  average: number;
  count: number;
  /** Reviews per star, index 1–5. */
  perStar: Record<1 | 2 | 3 | 4 | 5, number>;
  withPictures: number;
}

export interface ReviewsPage {
  reviews: Review[];
  /** Reviews matching the filters. */
  total: number;
  page: number;
  perPage: number;
}

export interface ProductReviews {
  summary: RatingSummary;
  page: ReviewsPage;
}

/** Why a written review was refused: the provider's codes (server/src/reviews/rules.ts) and the storefront's own. */
export const REVIEW_WRITE_ERRORS = [
  'rating',
  'title',
  'body',
  'name',
  'markup',
  'photo-count',
  'photo-size',
  'photo-type',
  'photo-broken',
  'order',
  'buyers-only',
  'duplicate',
  'sign-in',
  'rate-limited',
  'link',
  'failed',
] as const;
export type ReviewWriteError = (typeof REVIEW_WRITE_ERRORS)[number];

/** What a "rate your order" link opens (decision 135): the order and its products, in its language. */
export interface OrderReviewView {
  order: {name: string};
  language: 'en' | 'hi';
  products: {handle: string; title: string; reviewed: boolean}[];
}

export type OrderReviewPage =
  | {status: 'ok'; view: OrderReviewView}
  | {status: 'invalid' | 'expired' | 'used' | 'unavailable'};
