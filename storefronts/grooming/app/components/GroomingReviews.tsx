import {useLocation} from 'react-router';
import {formatCount} from '@shared/money/format';
import {ProductReviews} from '@shared/reviews/ProductReviews';
import type {ReviewsLabels} from '@shared/reviews/labels';
import type {ReviewFilters} from '@shared/reviews/filters';
import type {ProductReviews as Data} from '@shared/reviews/types';

const plural = (count: number, one: string, other: string) =>
  `${formatCount(count)} ${count === 1 ? one : other}`;

const LABELS: ReviewsLabels = {
  locale: 'en-IN',
  heading: 'Customer reviews',
  average: (average) => `${average} out of 5`,
  basedOn: (count) => `Based on ${plural(count, 'review', 'reviews')}`,
  starBar: (star, count) =>
    `${star} stars: ${plural(count, 'review', 'reviews')}. Show only these`,
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
};

/** The shared reviews section with grooming's words. */
export function GroomingReviews({
  data,
  filters,
  handle,
}: {
  data: Data | null;
  filters: ReviewFilters;
  handle: string;
}) {
  const location = useLocation();
  return (
    <ProductReviews
      data={data}
      filters={filters}
      search={location.search}
      handle={handle}
      labels={LABELS}
      pageRoute="/api/reviews"
      voteRoute="/api/reviews"
      returnTo={`${location.pathname}${location.search}`}
    />
  );
}
