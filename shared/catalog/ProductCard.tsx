import {PageLink} from '../chrome/NavLink';
import {Image} from './Image';
import type {SharedProductCardFragment} from 'storefrontapi.generated';
import {ProductPrice} from './ProductPrice';
import {RatingStars} from './RatingStars';
import {discountPercent} from './pricing';
import {CARD_SRCSET} from './image-widths';

/** Card sizes: 2 columns on phones, 3 on tablets, 4 on desktops. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

interface ProductCardProps {
  product: SharedProductCardFragment;
  loading?: 'eager' | 'lazy';
  /** 3 under a section's h2 (home, related products); 2 where the grid sits right under the page's h1. */
  headingLevel?: 2 | 3;
}

export function ProductCard({product, loading, headingLevel = 3}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const variant = product.variants.nodes[0];
  const price = variant?.price ?? product.priceRange.minVariantPrice;
  const mrp = variant?.compareAtPrice ?? null;
  const percent = discountPercent(mrp?.amount, price.amount);
  return (
    <article className="product-card">
      <PageLink to={`/products/${product.handle}`} className="product-card__link">
        <div className="product-card__media">
          {product.featuredImage ? (
            <Image
              data={product.featuredImage}
              aspectRatio="1/1"
              sizes={CARD_IMAGE_SIZES}
              srcSetOptions={CARD_SRCSET}
              loading={loading}
              alt={product.featuredImage.altText || product.title}
            />
          ) : (
            <div className="product-card__placeholder" aria-hidden="true" />
          )}
          {percent ? <span className="product-card__badge">{`${percent}% off`}</span> : null}
          {!product.availableForSale ? <span className="product-card__soldout">Sold out</span> : null}
        </div>
        <Heading className="product-card__title">{product.title}</Heading>
      </PageLink>
      <RatingStars rating={product.rating?.value} count={product.ratingCount?.value} />
      <ProductPrice price={price} compareAtPrice={mrp} />
    </article>
  );
}

export function ProductGrid({
  products,
  eager = 0,
  headingLevel,
}: {
  products: SharedProductCardFragment[];
  eager?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} loading={index < eager ? 'eager' : 'lazy'} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
