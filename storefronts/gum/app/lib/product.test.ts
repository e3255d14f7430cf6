import {describe, expect, it} from 'vitest';
import {optionValueTarget, pickVariant, productJsonLd, variantSearch} from './product';

const v = (id: string, pack: string, flavour: string, availableForSale = true) => ({
  id,
  availableForSale,
  selectedOptions: [
    {name: 'Pack Size', value: pack},
    {name: 'Flavour', value: flavour},
  ],
});
const variants = [v('1', 'Pack of 1', 'Mint', false), v('2', 'Pack of 3', 'Mint'), v('3', 'Pack of 1', 'Paan'), v('4', 'Pack of 3', 'Paan')];

describe('variant selection', () => {
  it('picks the first available variant without a choice', () => {
    expect(pickVariant(variants, [])?.id).toBe('2');
  });
  it('picks the exact match, even when sold out', () => {
    expect(pickVariant(variants, [{name: 'Pack Size', value: 'Pack of 1'}, {name: 'Flavour', value: 'Mint'}])?.id).toBe('1');
  });
  it('reports option values as available, sold out or missing', () => {
    const current = variants[1];
    expect(optionValueTarget(variants, current, 'Pack Size', 'Pack of 1')).toMatchObject({exists: true, available: false});
    expect(optionValueTarget(variants, current, 'Flavour', 'Paan')).toMatchObject({exists: true, available: true, variant: {id: '4'}});
    expect(optionValueTarget(variants, current, 'Flavour', 'Cola')).toMatchObject({exists: false, variant: null});
  });
  it('builds the URL search for a variant', () => {
    expect(variantSearch(variants[3])).toBe('?Pack+Size=Pack+of+3&Flavour=Paan');
  });
});

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
