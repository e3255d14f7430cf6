import type {ComponentProps} from 'react';
import type {GumProductCardFragment} from 'storefrontapi.generated';
import {SHARED_PRODUCT_CARD_FRAGMENT} from '@shared/catalog/fragments';
import {ProductGrid as SharedProductGrid} from '@shared/catalog/ProductCard';
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

type GridProps = Omit<
  ComponentProps<typeof SharedProductGrid<GumProductCardFragment>>,
  'labels' | 'details' | 'imageAlt'
>;

/**
 * The shared grid with gum's words, the byline under each title, and the translated title as the
 * picture's alt text (the backend's alt text is English only, decision 26).
 */
export function ProductGrid(props: GridProps) {
  const labels = useCatalogLabels();
  return (
    <SharedProductGrid
      {...props}
      labels={labels}
      imageAlt={(product) => product.title}
      details={(product) =>
        product.byline?.value ? (
          <p className="product-card__byline">{product.byline.value}</p>
        ) : null
      }
    />
  );
}
