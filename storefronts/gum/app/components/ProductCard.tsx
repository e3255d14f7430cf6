import {PageLink} from '@shared/chrome/NavLink';
import {Image} from '@shared/catalog/Image';
import {Money} from '@shared/money/Money';
import {useTranslation} from 'react-i18next';
import type {GumProductCardFragment} from 'storefrontapi.generated';
import {SHARED_PRODUCT_CARD_FRAGMENT} from '@shared/catalog/fragments';
import {discountPercent, parseRating, parseRatingCount} from '@shared/catalog/pricing';
import {Rating} from './Rating';
import {CARD_SRCSET} from '@shared/catalog/image-widths';
import {LCP_IMAGE} from '@shared/catalog/lcp-image';

/**
 * The shared card fields (image, title, price and MRP from the first variant, rating) plus the
 * gum store's byline (custom.byline, translated by the backend like the title).
 */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment GumProductCard on Product {
    ...SharedProductCard
    byline: metafield(namespace: "custom", key: "byline") {
      value
    }
  }
  ${SHARED_PRODUCT_CARD_FRAGMENT}
` as const;

interface ProductCardProps {
  product: GumProductCardFragment;
  loading?: 'eager' | 'lazy';
  /** The card's picture may be the page's largest paint (a collection's first row): fetched first (LCP_IMAGE). */
  lcp?: boolean;
  /** 3 under a section's h2 (home); 2 where the grid sits right under the page's h1 (collection). */
  headingLevel?: 2 | 3;
}

export function ProductCard({product, loading, lcp = false, headingLevel = 3}: ProductCardProps) {
  const {t} = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const variant = product.variants.nodes[0];
  const price = variant?.price ?? product.priceRange.minVariantPrice;
  const compareAt = variant?.compareAtPrice ?? null;
  const percent = discountPercent(compareAt?.amount, price.amount);
  return (
    <PageLink to={`/products/${product.handle}`} className="product-card" data-testid="product-card">
      <div className="product-card__media">
        {product.featuredImage && (
          <Image
            data={product.featuredImage}
            alt={product.title}
            aspectRatio="1/1"
            sizes="(min-width: 1024px) 25vw, 50vw"
            srcSetOptions={CARD_SRCSET}
            {...(lcp ? LCP_IMAGE : {loading})}
          />
        )}
        {!product.availableForSale && <span className="badge badge--muted">{t('product.outOfStock')}</span>}
        {product.availableForSale && percent !== null && <span className="badge">{t('product.save', {percent})}</span>}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title">{product.title}</Heading>
        {product.byline?.value && <p className="product-card__byline">{product.byline.value}</p>}
        <Rating rating={parseRating(product.rating?.value)?.value ?? null} count={parseRatingCount(product.ratingCount?.value, 0)} compact />
        <div className="price">
          <Money data={price} className="price__current" as="span" />
          {percent !== null && compareAt && <Money data={compareAt} className="price__compare" as="s" />}
        </div>
      </div>
    </PageLink>
  );
}
