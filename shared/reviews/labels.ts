import type {ReviewSortKey} from './filters';
import type {ReviewWriteError} from './types';

/** Every word of the reviews section; each store passes its own (gum: en/hi translations). */
export interface ReviewsLabels {
  /** BCP 47 locale for dates (shown in IST on server and browser alike). */
  locale: string;
  heading: string;
  /** "4.4 out of 5" */
  average: (average: string) => string;
  /** "Based on 512 reviews" */
  basedOn: (count: number) => string;
  /** The bar's link: "5 stars, 320 reviews: show only these". */
  starBar: (star: number, count: number) => string;
  /** "5★" beside a bar. */
  starShort: (star: number) => string;
  /** Screen readers' words for a review's stars: "Rated 4 out of 5". */
  rated: (rating: number) => string;
  noReviews: string;
  unavailable: string;
  filterHeading: string;
  sortBy: string;
  sorts: Record<ReviewSortKey, string>;
  rating: string;
  allRatings: string;
  stars: (star: number) => string;
  withPhotos: string;
  apply: string;
  clear: string;
  /** "Showing 5 of 320 reviews" */
  showing: (shown: number, total: number) => string;
  noMatch: string;
  verifiedBuyer: string;
  /** "Was this helpful? (3)" */
  helpful: (count: number) => string;
  voted: string;
  alreadyVoted: string;
  voteFailed: string;
  more: string;
  loadingMore: string;
  moreFailed: string;
  /** Alt text of a buyer's photo. */
  photoBy: (author: string, index: number, count: number) => string;
  /** The viewer dialog. */
  viewer: string;
  close: string;
  previous: string;
  next: string;
  /** The "Write a review" form (decision 127). */
  write: {
    heading: string;
    /** Shown instead of the form to a signed-out shopper, with a link to sign in. */
    signIn: string;
    signInLink: string;
    stars: string;
    title: string;
    body: string;
    /** "10–1,000 characters" */
    bodyHint: string;
    name: string;
    photos: string;
    /** "Up to 5 photos: JPEG, PNG or WebP, 8 MB each" */
    photosHint: string;
    submit: string;
    sending: string;
    thanks: string;
    errors: Record<ReviewWriteError, string>;
  };
}
