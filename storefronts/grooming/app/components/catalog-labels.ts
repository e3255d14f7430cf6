import {formatCount} from '@shared/money/format';
import type {ProductCardLabels} from '@shared/catalog/ProductCard';
import type {PriceLabels} from '@shared/catalog/ProductPrice';
import type {RatingLabels} from '@shared/catalog/RatingStars';

/** Grooming's words on the shared catalogue kit (shared/catalog): cards, prices and ratings. */
export const RATING_LABELS: RatingLabels = {
  label: (rating, reviews) => `Rated ${rating} out of 5, ${reviews} reviews`,
  count: (reviews) => `(${formatCount(reviews)})`,
};

export const PRICE_LABELS: PriceLabels = {
  price: 'Price ',
  mrp: 'MRP ',
  percentOff: (percent) => `${percent}% off`,
};

export const CARD_LABELS: ProductCardLabels = {
  soldOut: 'Sold out',
  percentOff: (percent) => `${percent}% off`,
  rating: RATING_LABELS,
  price: PRICE_LABELS,
};
