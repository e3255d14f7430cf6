import type {CSSProperties} from 'react';
import {formatCount} from '../money/format';
import {parseRating, parseRatingCount} from './pricing';

/** Five stars filled to the rating, with the number and review count; one readable label for screen readers. */
export function RatingStars({rating, count, size = 14}: {rating: string | null | undefined; count?: string | null; size?: number}) {
  const parsed = parseRating(rating);
  if (!parsed) return null;
  const reviews = parseRatingCount(count);
  const outOfFive = (parsed.value / parsed.max) * 5;
  const percent = Math.round((outOfFive / 5) * 100);
  const label = `Rated ${outOfFive.toFixed(1)} out of 5, ${reviews} reviews`;
  // One element for the stars (the fill is a gradient clipped to the glyphs, its stop at --fill) and
  // whole strings for the texts: a card is rendered a dozen times per page (decision
  // 56).
  const stars = {fontSize: size, '--fill': `${percent}%`} as CSSProperties;
  return (
    <span className="rating" role="img" aria-label={label} title={label}>
      <span className="rating__stars" style={stars} aria-hidden="true">
        ★★★★★
      </span>
      <span className="rating__value" aria-hidden="true">
        {outOfFive.toFixed(1)}
      </span>
      <span className="rating__count" aria-hidden="true">
        {`(${formatCount(reviews)})`}
      </span>
    </span>
  );
}
