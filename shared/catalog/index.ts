export {ProductCard, ProductGrid, CARD_IMAGE_SIZES} from './ProductCard';
export {ProductPrice} from './ProductPrice';
export {RatingStars} from './RatingStars';
export {Breadcrumbs, type Crumb} from './Breadcrumbs';
export {SHARED_PRODUCT_CARD_FRAGMENT} from './fragments';
export {
  discountPercent,
  parseRating,
  parseRatingCount,
  DEFAULT_RATING_COUNT,
} from './pricing';
export {toPaise} from '../money/format';
export {
  breadcrumbJsonLd,
  canonicalUrl,
  pageSeo,
  productJsonLd,
  snippet,
} from './seo';
