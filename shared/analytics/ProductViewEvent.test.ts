import {describe, expect, it} from 'vitest';
import {productViewData} from './ProductViewEvent';

describe('productViewData', () => {
  it('reports the product with the variant shown, its price and one of it', () => {
    expect(
      productViewData(
        {id: 'gid://shopify/Product/1', title: 'Trimmer', vendor: 'Blade'},
        {
          id: 'gid://shopify/ProductVariant/7',
          title: 'Black',
          price: {amount: '1499.0'},
        },
      ),
    ).toEqual({
      products: [
        {
          id: 'gid://shopify/Product/1',
          title: 'Trimmer',
          price: '1499.0',
          vendor: 'Blade',
          variantId: 'gid://shopify/ProductVariant/7',
          variantTitle: 'Black',
          quantity: 1,
        },
      ],
    });
  });
});
