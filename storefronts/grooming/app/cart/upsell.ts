import {discountPercent} from '@shared/catalog/pricing';

/** Upsell product as the drawer shows it (docs/requirements.md, grooming: data). */
export interface UpsellProduct {
  id: string;
  handle: string;
  title: string;
  image: {url: string; altText: string | null} | null;
  price: {amount: string; currencyCode: string};
  compareAtPrice: {amount: string; currencyCode: string} | null;
  /** 'N% off' or 'Best Price'. */
  offerText: string;
  variantId: string;
}

/** 'N% off' from MRP vs price, rounded; 'Best Price' when there is no saving. */
export function offerText(
  price: string,
  compareAt: string | null | undefined,
): string {
  const percent = discountPercent(compareAt, price);
  return percent === null ? 'Best Price' : `${percent}% off`;
}

interface CollectionProductNode {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  featuredImage?: {url: string; altText?: string | null} | null;
  variants: {
    nodes: {
      id: string;
      availableForSale: boolean;
      image?: {url: string; altText?: string | null} | null;
      price: {amount: string; currencyCode: string};
      compareAtPrice?: {amount: string; currencyCode: string} | null;
    }[];
  };
}

/** Products for sale whose first variant is not already in the cart. */
export function toUpsellProducts(
  nodes: readonly CollectionProductNode[],
  variantIdsInCart: ReadonlySet<string>,
): UpsellProduct[] {
  const out: UpsellProduct[] = [];
  for (const product of nodes) {
    const first = product.variants.nodes[0];
    if (
      !first ||
      !product.availableForSale ||
      !first.availableForSale ||
      variantIdsInCart.has(first.id)
    )
      continue;
    const image = first.image ?? product.featuredImage ?? null;
    out.push({
      id: product.id,
      handle: product.handle,
      title: product.title,
      image: image ? {url: image.url, altText: image.altText ?? null} : null,
      price: first.price,
      compareAtPrice: first.compareAtPrice ?? null,
      offerText: offerText(first.price.amount, first.compareAtPrice?.amount),
      variantId: first.id,
    });
  }
  return out;
}
