import {formatCount} from '@shared/money/format';
import {
  ProductPageReviews,
  type ProductPageReviewsProps,
} from '@shared/reviews/ProductPageReviews';
import type {ReviewsLabels} from '@shared/reviews/labels';

const plural = (count: number, one: string, other: string) =>
  `${formatCount(count)} ${count === 1 ? one : other}`;

export const LABELS: ReviewsLabels = {
  locale: 'en-IN',
  heading: 'Customer reviews',
  average: (average) => `${average} out of 5`,
  basedOn: (count) => `Based on ${plural(count, 'review', 'reviews')}`,
  starBar: (star, count) =>
    `${plural(star, 'star', 'stars')}: ${plural(count, 'review', 'reviews')}. Show only these`,
  starShort: (star) => `${star}★`,
  rated: (rating) => `Rated ${rating} out of 5`,
  noReviews: 'No reviews yet.',
  unavailable: 'Reviews could not be loaded right now. Please try again later.',
  filterHeading: 'Filter and sort reviews',
  sortBy: 'Sort by',
  sorts: {
    recent: 'Most recent',
    highest: 'Highest rating',
    lowest: 'Lowest rating',
    photos: 'With photos first',
  },
  rating: 'Rating',
  allRatings: 'All ratings',
  stars: (star) => plural(star, 'star', 'stars'),
  withPhotos: 'With photos only',
  apply: 'Apply',
  clear: 'Clear filters',
  showing: (shown, total) =>
    `Showing ${formatCount(shown)} of ${plural(total, 'review', 'reviews')}`,
  noMatch: 'No reviews match these filters.',
  verifiedBuyer: 'Verified buyer',
  helpful: (count) => `Helpful (${formatCount(count)})`,
  voted: 'Thanks for your vote.',
  alreadyVoted: 'You have already voted for this review.',
  voteFailed: 'Your vote could not be saved. Please try again.',
  more: 'More reviews',
  loadingMore: 'Loading reviews…',
  moreFailed: 'More reviews could not be loaded. Please try again.',
  photoBy: (author, index, count) => `Photo ${index} of ${count} by ${author}`,
  viewer: "Buyer's photo",
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  write: {
    heading: 'Write a review',
    signIn: 'Sign in with your phone number to write a review.',
    signInLink: 'Sign in',
    stars: 'Your rating (required)',
    title: 'Title (optional, up to 100 characters)',
    body: 'Your review',
    bodyHint: '10 to 1,000 characters.',
    name: 'Your name',
    photos: 'Photos (optional)',
    photosHint: 'Up to 5 photos: JPEG, PNG or WebP, at most 8 MB each.',
    submit: 'Submit review',
    sending: 'Sending…',
    thanks: 'Thanks, your review will appear once approved.',
    errors: {
      rating: 'Please choose from 1 to 5 stars.',
      title: 'The title can be at most 100 characters.',
      body: 'Your review must be 10 to 1,000 characters.',
      name: 'Please enter your name (at most 60 characters).',
      markup: 'Please write plain text: no HTML or script.',
      'photo-count': 'You can add at most 5 photos.',
      'photo-size': 'Each photo can be at most 8 MB.',
      'photo-type': 'Photos must be JPEG, PNG or WebP images.',
      'photo-broken':
        'One of the photos could not be read. Please try another.',
      order: 'This order is not yours or does not include this product.',
      'buyers-only': 'Only shoppers who bought this product can review it.',
      duplicate: 'You have already reviewed this product.',
      'sign-in': 'Please sign in with your phone number to write a review.',
      'rate-limited':
        'Too many reviews in a short time. Please try again later.',
      link: 'This review link has expired or is not valid.',
      failed: 'Your review could not be sent right now. Please try again.',
    },
  },
};

/** The shared reviews section with grooming's words. */
export function GroomingReviews(props: ProductPageReviewsProps) {
  return <ProductPageReviews {...props} labels={LABELS} />;
}
