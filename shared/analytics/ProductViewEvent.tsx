import {Analytics} from '@shopify/hydrogen';

/** What a product page tells Hydrogen's analytics, both stores: the product and the variant shown, one of it. */
export function productViewData(
  product: {id: string; title: string; vendor: string},
  variant: {id: string; title: string; price: {amount: string}},
) {
  return {
    products: [
      {
        id: product.id,
        title: product.title,
        price: variant.price.amount,
        vendor: product.vendor,
        variantId: variant.id,
        variantTitle: variant.title,
        quantity: 1,
      },
    ],
  };
}

/** Hydrogen's product-view event for the product page's product and selected variant. */
export function ProductViewEvent({
  product,
  variant,
}: {
  product: Parameters<typeof productViewData>[0];
  variant: Parameters<typeof productViewData>[1];
}) {
  return <Analytics.ProductView data={productViewData(product, variant)} />;
}
