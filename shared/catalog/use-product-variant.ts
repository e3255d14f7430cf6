import {
  getAdjacentAndFirstAvailableVariants,
  getProductOptions,
  useOptimisticVariant,
  useSelectedOptionInUrlParam,
} from '@shopify/hydrogen';

type VariantProduct = Parameters<typeof getProductOptions>[0] &
  Parameters<typeof getAdjacentAndFirstAvailableVariants>[0];

/**
 * Hydrogen's variant selection on a product page (both stores): the option links carry the variant's
 * options in the URL, and the clicked variant shows at once while the loader confirms it.
 */
export function useProductVariant<P extends VariantProduct>(product: P) {
  const selected: P['selectedOrFirstAvailableVariant'] =
    product.selectedOrFirstAvailableVariant;
  const variant = useOptimisticVariant(
    selected,
    getAdjacentAndFirstAvailableVariants(product),
  );
  // The page's own variant type has them whole (SharedProductVariant); P's bound is Hydrogen's partial one.
  useSelectedOptionInUrlParam(
    variant.selectedOptions as {name: string; value: string}[],
  );
  const productOptions = getProductOptions({
    ...product,
    selectedOrFirstAvailableVariant: variant,
  });
  return {variant, productOptions};
}
