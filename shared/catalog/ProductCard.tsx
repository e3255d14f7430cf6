import type {ReactNode} from 'react';
import {PageLink} from '../chrome/NavLink';
import {Image, type CardImage} from './Image';
import type {SharedProductCardFragment} from 'storefrontapi.generated';
import {ProductPrice, type PriceLabels} from './ProductPrice';
import {RatingStars, type RatingLabels} from './RatingStars';
import {discountPercent} from './pricing';
import {CARD_SRCSET} from './image-widths';
import {imagePreload, LCP_IMAGE, type ImageLayout} from './lcp-image';

/** Card sizes: 2 columns on phones, 3 on tablets, 4 on desktops. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

const CARD_IMAGE: ImageLayout = {
  aspectRatio: '1/1',
  sizes: CARD_IMAGE_SIZES,
  srcSetOptions: CARD_SRCSET,
};

/** A grid route's `meta` part: preloads of its first `count` cards' pictures (its `lcp` cards; decision 151). */
export function productCardPreloads(
  products:
    | {featuredImage?: CardImage | null; image?: CardImage | null}[]
    | null
    | undefined,
  count: number,
) {
  return (products ?? [])
    .slice(0, count)
    .flatMap((product) =>
      imagePreload(product.featuredImage ?? product.image, CARD_IMAGE),
    );
}

/** A store's words on its cards, in the page's language. */
export interface ProductCardLabels {
  soldOut: string;
  /** The saving badge on the picture ("35% off"), shown while the product is for sale. */
  percentOff: (percent: number) => string;
  rating: RatingLabels;
  price: PriceLabels;
  /** The count where a product has no rating_count metafield: 0, no count shown (decision 124). */
  defaultRatingCount?: number;
}

type CardMoney = SharedProductCardFragment['priceRange']['minVariantPrice'];

/**
 * What a card shows. The card fragment reads into it (cardProduct); a store's own result shape (gum's
 * search result product, docs/requirements.md) maps into it, so one card serves both.
 */
export interface CardProduct {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  image: CardImage | null;
  /** null where a result has no variant: the card shows no price. */
  price: CardMoney | null;
  compareAtPrice: CardMoney | null;
  /** The reviews.rating metafield's JSON, or the rating as a number. */
  rating: string | number | null | undefined;
  ratingCount: string | number | null | undefined;
}

/** A price filter's ends in whole rupees (shared/catalog/filters.ts); null for an open end. */
export interface PriceRange {
  min?: number | null;
  max?: number | null;
}

type PriceVariant = {
  availableForSale: boolean;
  price: CardMoney;
  compareAtPrice?: CardMoney | null;
};

/** A card fragment, with every variant's price while a price filter is on (SharedPriceVariants). */
type CardSource = SharedProductCardFragment & {
  priceVariants?: {nodes: PriceVariant[]};
};

function inRange(variant: PriceVariant, range: PriceRange): boolean {
  const amount = Number(variant.price.amount);
  return (
    (range.min == null || amount >= range.min) &&
    (range.max == null || amount <= range.max)
  );
}

/**
 * The card's fields from SharedProductCard: the first variant's price and MRP, else the lowest price.
 * Under a price filter, a variant in the range (one for sale first): the API matches a product when any
 * variant is in range, and a card priced outside the range the shopper asked for misleads (decision 108).
 */
export function cardProduct(
  product: CardSource,
  range?: PriceRange,
): CardProduct {
  const filtered =
    range && (range.min != null || range.max != null)
      ? (product.priceVariants?.nodes ?? []).filter((v) => inRange(v, range))
      : [];
  const variant =
    filtered.find((v) => v.availableForSale) ??
    filtered[0] ??
    product.variants.nodes[0];
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    availableForSale: product.availableForSale,
    image: product.featuredImage ?? null,
    price: variant?.price ?? product.priceRange.minVariantPrice,
    compareAtPrice: variant?.compareAtPrice ?? null,
    rating: product.rating?.value,
    ratingCount: product.ratingCount?.value,
  };
}

interface ProductCardProps {
  product: CardProduct;
  labels: ProductCardLabels;
  loading?: 'eager' | 'lazy';
  /** The card's picture may be the page's largest paint (a collection's first row): fetched first (decision 61). */
  lcp?: boolean;
  /** 3 under a section's h2 (home, related products); 2 where the grid sits right under the page's h1. */
  headingLevel?: 2 | 3;
  /** Alt text when the image's own is not in the page's language (gum: the translated title, decision 26). */
  imageAlt?: string;
  /** The store's extra line under the title (gum: the byline). */
  details?: ReactNode;
}

/** A product in a grid: picture with sale / sold-out badges, title, rating, price and compare-at price. */
export function ProductCard({
  product,
  labels,
  loading,
  lcp = false,
  headingLevel = 3,
  imageAlt,
  details,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const {image, price, compareAtPrice: mrp} = product;
  const percent = product.availableForSale
    ? discountPercent(mrp?.amount, price?.amount)
    : null;
  return (
    <article className="product-card" data-testid="product-card">
      <PageLink
        to={`/products/${product.handle}`}
        className="product-card__link"
      >
        <div className="product-card__media">
          {image ? (
            <Image
              data={image}
              aspectRatio={CARD_IMAGE.aspectRatio}
              sizes={CARD_IMAGE.sizes}
              srcSetOptions={CARD_IMAGE.srcSetOptions}
              {...(lcp ? LCP_IMAGE : {loading})}
              alt={imageAlt ?? (image.altText || product.title)}
            />
          ) : (
            <div className="product-card__placeholder" aria-hidden="true" />
          )}
          {percent ? (
            <span className="product-card__badge">
              {labels.percentOff(percent)}
            </span>
          ) : null}
          {!product.availableForSale ? (
            <span className="product-card__soldout">{labels.soldOut}</span>
          ) : null}
        </div>
        <Heading className="product-card__title">{product.title}</Heading>
      </PageLink>
      {details}
      <RatingStars
        rating={product.rating}
        count={product.ratingCount}
        labels={labels.rating}
        defaultCount={labels.defaultRatingCount}
      />
      <ProductPrice price={price} compareAtPrice={mrp} labels={labels.price} />
    </article>
  );
}

/**
 * Cards in a list, of card fragments or of products already mapped to a card; the first `eager`
 * pictures load at once, the first `lcp` with high priority.
 */
export function ProductGrid<P extends SharedProductCardFragment | CardProduct>({
  products,
  labels,
  eager = 0,
  lcp = 0,
  headingLevel,
  className = 'product-grid',
  testId,
  imageAlt,
  details,
  priceRange,
}: {
  products: P[];
  labels: ProductCardLabels;
  /** The shopper's price filter: each card shows a variant in it (cardProduct). */
  priceRange?: PriceRange;
  eager?: number;
  lcp?: number;
  headingLevel?: 2 | 3;
  className?: string;
  testId?: string;
  imageAlt?: (product: P) => string;
  details?: (product: P) => ReactNode;
}) {
  return (
    <ul className={className} data-testid={testId}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={
              'priceRange' in product
                ? cardProduct(product, priceRange)
                : product
            }
            labels={labels}
            loading={index < eager ? 'eager' : 'lazy'}
            lcp={index < lcp}
            headingLevel={headingLevel}
            imageAlt={imageAlt?.(product)}
            details={details?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
