import {Link} from 'react-router';
import {Image, Money} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {Rating} from './Rating';
import {parseCount, parseRating} from '~/lib/search';

export interface CardProduct {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  featuredImage?: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  priceRange: {minVariantPrice: {amount: string; currencyCode: string}};
  compareAtPriceRange?: {minVariantPrice: {amount: string; currencyCode: string}} | null;
  rating?: {value: string} | null;
  ratingCount?: {value: string} | null;
  byline?: {value: string} | null;
}

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment GumProductCard on Product {
    id
    handle
    title
    availableForSale
    featuredImage {
      id
      url
      altText
      width
      height
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    rating: metafield(namespace: "reviews", key: "rating") {
      value
    }
    ratingCount: metafield(namespace: "reviews", key: "rating_count") {
      value
    }
    byline: metafield(namespace: "custom", key: "byline") {
      value
    }
  }
` as const;

export function ProductCard({product, loading}: {product: CardProduct; loading?: 'eager' | 'lazy'}) {
  const {t} = useTranslation();
  const price = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange?.minVariantPrice;
  const hasCompare = compareAt && Number(compareAt.amount) > Number(price.amount);
  return (
    <Link to={`/products/${product.handle}`} className="product-card" prefetch="intent" data-testid="product-card">
      <div className="product-card__media">
        {product.featuredImage && (
          <Image
            data={product.featuredImage}
            aspectRatio="1/1"
            sizes="(min-width: 1024px) 25vw, 50vw"
            loading={loading}
          />
        )}
        {!product.availableForSale && <span className="badge badge--muted">{t('product.outOfStock')}</span>}
        {product.availableForSale && hasCompare && (
          <span className="badge">
            {t('product.save', {
              percent: Math.round((1 - Number(price.amount) / Number(compareAt.amount)) * 100),
            })}
          </span>
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__title">{product.title}</h3>
        {product.byline?.value && <p className="product-card__byline">{product.byline.value}</p>}
        <Rating rating={parseRating(product.rating?.value)} count={parseCount(product.ratingCount?.value)} compact />
        <div className="price">
          <Money data={price as never} className="price__current" as="span" />
          {hasCompare && <Money data={compareAt as never} className="price__compare" as="s" />}
        </div>
      </div>
    </Link>
  );
}
