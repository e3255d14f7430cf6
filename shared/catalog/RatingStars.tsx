import type {CSSProperties} from 'react';
import {parseRating, parseRatingCount} from './pricing';

export interface RatingLabels {
  /** The one label screen readers hear: "Rated 4.6 out of 5, 128 reviews". */
  label: (rating: string, reviews: number) => string;
  /** The visible count: "(128)" or "(128 reviews)". */
  count: (reviews: number) => string;
}

/**
 * Five stars filled to the rating, with the number and review count. `rating` is the reviews.rating
 * metafield (or a number), `count` the rating_count metafield (kept in step by the reviews provider).
 * Without reviews nothing shows: no made-up count, no stars no review backs (decision 124).
 */
export function RatingStars({
  rating,
  count,
  labels,
  defaultCount,
  size,
}: {
  rating: string | number | null | undefined;
  count?: string | number | null;
  labels: RatingLabels;
  defaultCount?: number;
  size?: number;
}) {
  const parsed =
    typeof rating === 'number'
      ? rating > 0
        ? {value: Math.min(rating, 5), max: 5}
        : null
      : parseRating(rating);
  if (!parsed) return null;
  const reviews =
    typeof count === 'number' ? count : parseRatingCount(count, defaultCount);
  if (reviews === 0) return null;
  const outOfFive = ((parsed.value / parsed.max) * 5).toFixed(1);
  const label = labels.label(outOfFive, reviews);
  // One element for the stars (the fill is a gradient clipped to the glyphs, its stop at --fill) and
  // whole strings for the texts: a card is rendered a dozen times per page (decision 56).
  const stars = {
    fontSize: size,
    '--fill': `${Math.round((parsed.value / parsed.max) * 100)}%`,
  } as CSSProperties;
  return (
    <p
      className="rating"
      role="img"
      aria-label={label}
      title={label}
      data-testid="rating"
    >
      <span className="rating__stars" style={stars} aria-hidden="true">
        ★★★★★
      </span>
      <span className="rating__value" aria-hidden="true">
        {outOfFive}
      </span>
      <span className="rating__count" aria-hidden="true">
        {labels.count(reviews)}
      </span>
    </p>
  );
}
