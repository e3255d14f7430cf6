/** Pure helpers for the product page: variant choice from URL options, option states, JSON-LD. */

export interface SelectedOption {
  name: string;
  value: string;
}

export interface VariantLike {
  id: string;
  availableForSale: boolean;
  selectedOptions: SelectedOption[];
}

/** The variant matching every chosen option; with no (or a partial) choice, the first available. */
export function pickVariant<V extends VariantLike>(variants: readonly V[], selected: readonly SelectedOption[]): V | null {
  const matches = variants.filter((variant) =>
    selected.every((option) =>
      variant.selectedOptions.some((o) => o.name === option.name && o.value === option.value),
    ),
  );
  return matches.find((v) => v.availableForSale) ?? matches[0] ?? variants.find((v) => v.availableForSale) ?? variants[0] ?? null;
}

/**
 * For one option value: the variant you get by switching to it while keeping the other current
 * options (or the best match if that combination does not exist), and whether it can be bought.
 */
export function optionValueTarget<V extends VariantLike>(
  variants: readonly V[],
  current: V | null,
  name: string,
  value: string,
): {variant: V | null; exists: boolean; available: boolean} {
  const others = (current?.selectedOptions ?? []).filter((o) => o.name !== name);
  const exact = variants.find((variant) =>
    [...others, {name, value}].every((option) =>
      variant.selectedOptions.some((o) => o.name === option.name && o.value === option.value),
    ),
  );
  const fallback = exact ?? pickVariant(variants, [{name, value}]);
  const hasValue = Boolean(fallback?.selectedOptions.some((o) => o.name === name && o.value === value));
  return {variant: hasValue ? fallback : null, exists: Boolean(exact), available: Boolean(exact?.availableForSale)};
}

export function variantSearch(variant: VariantLike | null): string {
  if (!variant) return '';
  const params = new URLSearchParams();
  for (const option of variant.selectedOptions) params.set(option.name, option.value);
  return `?${params.toString()}`;
}

interface JsonLdProduct {
  title: string;
  description: string;
  handle: string;
  vendor: string;
  images: {nodes: Array<{url: string}>};
  variants: {
    nodes: Array<{
      id: string;
      title: string;
      sku?: string | null;
      barcode?: string | null;
      availableForSale: boolean;
      price: {amount: string; currencyCode: string};
    }>;
  };
}

/** schema.org Product with one Offer per variant and the review aggregate when there is one. */
export function productJsonLd(
  product: JsonLdProduct,
  url: string,
  rating: {value: number | null; count: number},
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    brand: {'@type': 'Brand', name: product.vendor || 'QuitPop'},
    image: product.images.nodes.map((image) => image.url),
    ...(rating.value != null && rating.count > 0
      ? {aggregateRating: {'@type': 'AggregateRating', ratingValue: rating.value, reviewCount: rating.count, bestRating: 5, worstRating: 1}}
      : {}),
    offers: product.variants.nodes.map((variant) => ({
      '@type': 'Offer',
      name: variant.title,
      ...(variant.sku ? {sku: variant.sku} : {}),
      ...(variant.barcode ? {gtin: variant.barcode} : {}),
      price: variant.price.amount,
      priceCurrency: variant.price.currencyCode,
      availability: variant.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${url.split('?')[0]}?variant=${variant.id.split('/').pop()}`,
    })),
  };
}
