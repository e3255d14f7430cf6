import {describe, expect, it} from 'vitest';
import {productJsonLd} from './product';

describe('productJsonLd', () => {
  it('has offers per variant and the rating aggregate', () => {
    const ld = productJsonLd(
      {
        title: 'Mint Gum',
        description: 'd',
        handle: 'mint',
        vendor: 'QuitPop',
        images: {nodes: [{url: 'http://x/a.png'}]},
        variants: {
          nodes: [
            {id: 'gid://shopify/ProductVariant/7', title: '10', sku: 'S', availableForSale: false, price: {amount: '1299.0', currencyCode: 'INR'}},
          ],
        },
      },
      'http://shop/products/mint',
      {value: 4.6, count: 12},
    );
    expect(ld.aggregateRating).toMatchObject({ratingValue: 4.6, reviewCount: 12});
    expect(ld.offers[0]).toMatchObject({price: '1299.0', priceCurrency: 'INR', availability: 'https://schema.org/OutOfStock', sku: 'S'});
    expect(ld.offers[0].url).toBe('http://shop/products/mint?variant=7');
  });
});
