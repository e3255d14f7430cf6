import {describe, expect, it, vi} from 'vitest';
import {
  searchProducts,
  toSearchResultProduct,
  type RawSearchPage,
  type SearchNode,
} from './search';

const node = (overrides: Partial<SearchNode> = {}): SearchNode => ({
  __typename: 'Product',
  id: 'gid://shopify/Product/1',
  title: 'Mint Nicotine Gum 2mg',
  handle: 'mint-nicotine-gum',
  description: 'Sugar-free',
  availableForSale: true,
  featuredImage: {
    id: 'gid://shopify/ProductImage/1',
    url: 'http://127.0.0.1:4000/cdn/shop/files/mint.png',
  },
  priceRange: {minVariantPrice: {amount: '1299.0', currencyCode: 'INR'}},
  images: {
    nodes: [
      {url: 'http://127.0.0.1:4000/cdn/shop/files/mint.png', altText: 'Mint'},
    ],
  },
  rating: {value: '{"value":"4.6","scale_min":"1.0","scale_max":"5.0"}'},
  ratingCount: {value: '128'},
  selectedOrFirstAvailableVariant: {
    id: 'gid://shopify/ProductVariant/11',
    title: '30 pieces',
    price: {amount: '1299.0', currencyCode: 'INR'},
    compareAtPrice: {amount: '1499.99', currencyCode: 'INR'},
  },
  ...overrides,
});

describe('toSearchResultProduct', () => {
  it('maps the spec shape with minor-unit variant prices', () => {
    expect(toSearchResultProduct(node())).toEqual({
      id: 'gid://shopify/Product/1',
      title: 'Mint Nicotine Gum 2mg',
      handle: 'mint-nicotine-gum',
      description: 'Sugar-free',
      rating: 4.6,
      reviewCount: 128,
      price: {amount: '1299.0', currencyCode: 'INR'},
      compareAtPrice: {amount: '1499.99', currencyCode: 'INR'},
      image_url: 'http://127.0.0.1:4000/cdn/shop/files/mint.png',
      images: [
        {
          url: 'http://127.0.0.1:4000/cdn/shop/files/mint.png',
          altText: 'Mint',
          width: null,
          height: null,
        },
      ],
      availableForSale: true,
      variant: {
        id: 'gid://shopify/ProductVariant/11',
        title: '30 pieces',
        price: '129900',
        compareAtPrice: '149999',
      },
    });
  });
  it('copes with missing reviews, compare-at and variants', () => {
    const product = toSearchResultProduct(
      node({
        rating: null,
        ratingCount: null,
        selectedOrFirstAvailableVariant: null,
      }),
    );
    expect(product.rating).toBeNull();
    expect(product.reviewCount).toBe(0);
    expect(product.variant).toBeNull();
    expect(product.price).toBeNull();
  });
});

const page = (
  n: number,
  hasNextPage: boolean,
  totalCount?: number,
): RawSearchPage => ({
  totalCount,
  pageInfo: {
    hasNextPage,
    hasPreviousPage: false,
    startCursor: 'a',
    endCursor: 'b',
  },
  edges: Array.from({length: n}, (_, i) => ({
    cursor: `c${i}`,
    node: node({id: `gid://shopify/Product/${i}`}),
  })),
});

describe('searchProducts', () => {
  const logger = {error: vi.fn(), warn: vi.fn()};

  it('returns no products and a total of 0 for empty or blank queries, without a call', async () => {
    const run = vi.fn();
    for (const query of ['', '   ', null, undefined, '\t\n']) {
      const result = await searchProducts(query, {first: 6}, run, {logger});
      expect(result.products).toEqual([]);
      expect(result.totalCount).toBe(0);
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('passes the trimmed query and pagination, and uses totalCount when given', async () => {
    const run = vi.fn().mockResolvedValue(page(6, true, 14));
    const result = await searchProducts(
      '  mint ',
      {first: 6, after: 'x'},
      run,
      {logger},
    );
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith({query: 'mint', first: 6, after: 'x'});
    expect(result.products).toHaveLength(6);
    expect(result.totalCount).toBe(14);
    expect(result.pageInfo.hasNextPage).toBe(true);
  });

  it('counts with 50-result pages when the API gives no totalCount', async () => {
    const run = vi
      .fn()
      .mockResolvedValueOnce(page(6, true))
      .mockResolvedValueOnce(page(50, true))
      .mockResolvedValueOnce(page(7, false));
    const result = await searchProducts('gum', {first: 6}, run, {logger});
    expect(result.totalCount).toBe(57);
    expect(run.mock.calls[1][0]).toEqual({
      query: 'gum',
      first: 50,
      after: null,
    });
    expect(run.mock.calls[2][0]).toEqual({query: 'gum', first: 50, after: 'b'});
  });

  it('shows an empty result and logs when the search fails', async () => {
    const error = new Error('backend down');
    const result = await searchProducts(
      'gum',
      {first: 6},
      vi.fn().mockRejectedValue(error),
      {logger},
    );
    expect(result.products).toEqual([]);
    expect(result.totalCount).toBe(0);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('search'),
      error,
    );
  });
});
