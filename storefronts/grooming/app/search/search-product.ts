import type {SharedSearchProductFragment} from 'storefrontapi.generated';
import {
  discountPercent,
  parseRating,
  parseRatingCount,
} from '@shared/catalog/pricing';
import {firstWords} from './product-helpers';

interface MoneyLike {
  amount: string;
  currencyCode: SharedSearchProductFragment['priceRange']['minVariantPrice']['currencyCode'];
}

/** What a search card shows (docs/requirements.md, grooming: data), computed on the server. */
export interface SearchProduct {
  id: string;
  handle: string;
  title: string;
  /** First three words of the description. */
  summary: string;
  image: {
    url: string;
    altText: string | null;
    width: number | null;
    height: number | null;
  } | null;
  price: MoneyLike;
  /** MRP: the first variant's compare-at price, when above the price. */
  compareAtPrice: MoneyLike | null;
  /** Whole percent off MRP; null when there is no discount (shared/catalog/pricing.ts). */
  discountPercent: number | null;
  rating: number | null;
  reviewCount: number;
}

export function toSearchProduct(
  product: SharedSearchProductFragment,
): SearchProduct {
  const variant = product.selectedOrFirstAvailableVariant;
  const price = product.priceRange.minVariantPrice;
  const mrp = variant?.compareAtPrice ?? null;
  const percent = discountPercent(mrp?.amount, price.amount);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    summary: firstWords(product.description, 3),
    image: product.featuredImage
      ? {
          url: product.featuredImage.url,
          altText: product.featuredImage.altText ?? null,
          width: product.featuredImage.width ?? null,
          height: product.featuredImage.height ?? null,
        }
      : null,
    price: {amount: price.amount, currencyCode: price.currencyCode},
    compareAtPrice:
      mrp && percent !== null
        ? {amount: mrp.amount, currencyCode: mrp.currencyCode}
        : null,
    discountPercent: percent,
    rating: parseRating(product.rating?.value)?.value ?? null,
    reviewCount: parseRatingCount(product.ratingCount?.value),
  };
}
