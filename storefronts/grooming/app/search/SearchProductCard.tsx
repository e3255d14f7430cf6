import {Link} from 'react-router';
import {SquareImage} from '@shared/catalog/Image';
import {Money} from '@shared/money/Money';
import {formatCount} from '@shared/money/format';
import type {SearchProduct} from './search-product';
import {CARD_SRCSET} from '@shared/catalog/image-widths';

/** A product in the search overlays: image, title, three-word summary, rating, price vs MRP, % off. */
export function SearchProductCard({
  product,
  layout = 'tile',
  onNavigate,
}: {
  product: SearchProduct;
  layout?: 'tile' | 'row';
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={`/products/${product.handle}`}
      className={`search-card search-card--${layout}`}
      onClick={onNavigate}
      prefetch="intent"
    >
      <span className="search-card__media">
        <SquareImage
          product={product}
          sizes={layout === 'tile' ? '(min-width: 1024px) 220px, 45vw' : '88px'}
          srcSetOptions={CARD_SRCSET}
          loading="lazy"
          placeholder={
            <span className="search-card__placeholder" aria-hidden="true" />
          }
        />
        {product.discountPercent !== null && (
          <span className="search-card__badge">
            {product.discountPercent}% off
          </span>
        )}
      </span>
      <span className="search-card__body">
        <span className="search-card__title">{product.title}</span>
        {product.summary && (
          <span className="search-card__summary">{product.summary}</span>
        )}
        {product.rating !== null && product.reviewCount > 0 && (
          <span
            className="search-card__rating"
            aria-label={`Rated ${product.rating.toFixed(1)} out of 5 from ${product.reviewCount} reviews`}
          >
            <span aria-hidden="true" className="search-card__star">
              ★
            </span>
            <span aria-hidden="true">
              {product.rating.toFixed(1)}{' '}
              <span className="search-card__count">
                ({formatCount(product.reviewCount)})
              </span>
            </span>
          </span>
        )}
        <span className="search-card__prices">
          <Money
            data={product.price}
            className="search-card__price"
            as="span"
          />
          {product.compareAtPrice && (
            <span className="search-card__mrp">
              <span className="visually-hidden">MRP </span>
              <Money data={product.compareAtPrice} as="s" />
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
