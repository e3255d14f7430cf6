import type {ComponentProps} from 'react';
import type {GumProductCardFragment} from 'storefrontapi.generated';
import {SHARED_PRODUCT_CARD_FRAGMENT} from '@shared/catalog/fragments';
import {
  ProductGrid as SharedProductGrid,
  type CardProduct,
} from '@shared/catalog/ProductCard';
import {useCatalogLabels} from './catalog-labels';

/** The shared card fields plus gum's byline (custom.byline, translated by the backend like the title). */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment GumProductCard on Product {
    ...SharedProductCard
    byline: metafield(namespace: "custom", key: "byline") {
      value
    }
  }
  ${SHARED_PRODUCT_CARD_FRAGMENT}
` as const;

type GridProps<P extends GumProductCardFragment | CardProduct> = Omit<
  ComponentProps<typeof SharedProductGrid<P>>,
  'labels' | 'details' | 'imageAlt' | 'className' | 'headingLevel'
> & {
  /** The page's own list (a collection, search results) rather than a section's strip. */
  listing?: boolean;
};

/** A page's own list: three columns, each title an h2 under the page's h1. */
const LISTING = {
  className: 'product-grid product-grid--3',
  headingLevel: 2,
} as const;

/**
 * The shared grid with gum's words, the byline under each title (where the products carry it: not
 * search results), and the translated title as the picture's alt text (the backend's alt text is
 * English only, decision 26).
 */
export function ProductGrid<P extends GumProductCardFragment | CardProduct>({
  listing = false,
  ...props
}: GridProps<P>) {
  const labels = useCatalogLabels();
  return (
    <SharedProductGrid
      {...props}
      {...(listing ? LISTING : undefined)}
      labels={labels}
      imageAlt={(product) => product.title}
      details={(product) =>
        'byline' in product && product.byline?.value ? (
          <p className="product-card__byline">{product.byline.value}</p>
        ) : null
      }
    />
  );
}
