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
  return (
    <span className="rating" role="img" aria-label={label} title={label}>
      <span className="rating__stars" style={{fontSize: size}} aria-hidden="true">
        <span className="rating__empty">★★★★★</span>
        <span className="rating__fill" style={{width: `${percent}%`}}>
          ★★★★★
        </span>
      </span>
      <span className="rating__value" aria-hidden="true">
        {outOfFive.toFixed(1)}
      </span>
      <span className="rating__count" aria-hidden="true">
        ({formatCount(reviews)})
      </span>
    </span>
  );
}
