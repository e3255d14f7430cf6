/**
 * A variant's product and variant titles in a shopper's language, for what the backend writes outside a
 * Storefront API request: the checkout page's lines and the back-in-stock alerts (decision 105). The
 * same rule as the Storefront API's ProductVariant.title (resolvers/catalog-products.ts): the variant's
 * own translation, else its option values' translations joined with ' / ', else the stored title.
 */
import type {Db} from '../data/db.ts';
import {
  findProductById,
  findVariantById,
  listOptionsOfProduct,
  listTranslations,
} from '../data/catalog.ts';

export interface MerchandiseName {
  product: string;
  /** null for a product's only ('Default Title') variant. */
  variant: string | null;
}

/** The names in `locale` ('hi'); the stored (primary) titles for '' or 'en', or when none is translated. */
export function merchandiseName(
  db: Db,
  shop: string,
  variantId: number,
  locale: string,
): MerchandiseName | null {
  const variant = findVariantById(db, shop, variantId);
  if (!variant) return null;
  const product = findProductById(db, shop, variant.productId);
  if (!product) return null;
  const base: MerchandiseName = {
    product: product.title,
    variant:
      variant.title && variant.title !== 'Default Title' ? variant.title : null,
  };
  const lang = locale.toLowerCase().split('-')[0];
  if (!lang || lang === 'en') return base;
  const products = listTranslations(db, 'product', lang);
  const translatedProduct = products.get(`${product.id}:title`) || base.product;
  if (!base.variant) return {product: translatedProduct, variant: null};
  const own = listTranslations(db, 'variant', lang).get(`${variant.id}:title`);
  if (own) return {product: translatedProduct, variant: own};
  const options = listOptionsOfProduct(db, product.id);
  const values = listTranslations(db, 'option', lang);
  const parts = variant.selectedOptions.map((selected) => {
    const option = options.find((o) => o.name === selected.name);
    if (!option) return selected.value;
    const index = option.values.indexOf(selected.value);
    return (
      values.get(`${option.id}:value:${selected.value}`) ||
      values.get(`${option.id}:values.${index}`) ||
      selected.value
    );
  });
  return {
    product: translatedProduct,
    variant: parts.length ? parts.join(' / ') : base.variant,
  };
}
