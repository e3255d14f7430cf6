/** The product page's JSON-LD (variant choice is Hydrogen's getProductOptions, in the route). */

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
