import type {CSSProperties} from 'react';
import {useTranslation} from 'react-i18next';

/** Stars for a 1–5 rating with the review count ("4.6 ★★★★½ (128 reviews)"). */
export function Rating({rating, count, compact = false}: {rating: number | null; count: number; compact?: boolean}) {
  const {t} = useTranslation();
  if (rating == null) return null;
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  // The fill is the stars' own gradient (stop at --fill) and the count one string: every product
  // card renders this (decision 56).
  return (
    <p className="rating" data-testid="rating">
      <span
        className="rating__stars"
        role="img"
        aria-label={t('product.ratingLabel', {rating: rating.toFixed(1)})}
        style={{'--fill': `${percent}%`} as CSSProperties}
      />
      <span className="rating__value">{rating.toFixed(1)}</span>
      {!compact || count ? <span className="rating__count">{`(${t('product.reviews', {count})})`}</span> : null}
    </p>
  );
}
