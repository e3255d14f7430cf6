import {describe, expect, it, vi} from 'vitest';
import type {LoaderFunctionArgs} from 'react-router';
import {
  predictiveSearchLoader,
  type SearchResponse,
} from './predictive-search.server';
import {
  SEARCH_BEST_SELLERS_QUERY,
  SEARCH_PRODUCTS_QUERY,
  SEARCH_VOCABULARY_QUERY,
} from '@shared/search/queries';

const product = (n: number) => ({
  id: `gid://shopify/Product/${n}`,
  handle: `p-${n}`,
  title: `Product ${n}`,
  description: 'Five German-steel blades for a close shave',
  featuredImage: null,
  priceRange: {minVariantPrice: {amount: '549.0', currencyCode: 'INR'}},
  selectedOrFirstAvailableVariant: {
    id: `gid://shopify/ProductVariant/${n}`,
    price: {amount: '549.0', currencyCode: 'INR'},
    compareAtPrice: {amount: '699.0', currencyCode: 'INR'},
  },
  rating: {value: '{"value":"4.6","scale_min":"1.0","scale_max":"5.0"}'},
  ratingCount: null,
});

function run(
  url: string,
  query: (
    document: string,
    options: {variables: Record<string, unknown>},
  ) => Promise<unknown>,
) {
  const storefront = {
    query: vi.fn(query),
    CacheLong: () => ({}),
    CacheShort: () => ({}),
  };
  const args = {
    request: new Request(url),
    context: {storefront},
    params: {},
  } as unknown as LoaderFunctionArgs;
  return {
    storefront,
    answer: predictiveSearchLoader(args).then(
      (result) => (result as unknown as {data: SearchResponse}).data,
    ),
  };
}

describe('predictiveSearchLoader', () => {
  it('asks for 6 products and the total for a query', async () => {
    const {storefront, answer} = run(
      'https://shop.example/api/predictive-search?q=%20razor%20',
      async () => ({
        search: {totalCount: 18, nodes: [1, 2, 3, 4, 5, 6].map(product)},
      }),
    );
    const body = await answer;
    expect(storefront.query).toHaveBeenCalledWith(
      SEARCH_PRODUCTS_QUERY,
      expect.objectContaining({variables: {query: 'razor', first: 6}}),
    );
    expect(body).toMatchObject({
      kind: 'results',
      query: 'razor',
      totalCount: 18,
      error: null,
    });
    expect(body.products).toHaveLength(6);
    expect(body.products[0]).toMatchObject({
      summary: 'Five German-steel blades',
      discountPercent: 21,
      rating: 4.6,
      // No count in the metafields is no count shown (issue 33 item 3), never the spec's placeholder.
      reviewCount: 0,
    });
  });

  it('without a query (or a blank one) loads 6 best sellers from the best-seller collection', async () => {
    const {storefront, answer} = run(
      'https://shop.example/api/predictive-search?q=%20%20',
      async () => ({
        collection: {products: {nodes: [1, 2, 3, 4].map(product)}},
      }),
    );
    expect((await answer).kind).toBe('best-sellers');
    expect(storefront.query).toHaveBeenCalledWith(
      SEARCH_BEST_SELLERS_QUERY,
      expect.objectContaining({variables: {handle: 'best-seller', first: 6}}),
    );
  });

  it("answers 'Failed to search products' with no results when the API fails", async () => {
    const {answer} = run(
      'https://shop.example/api/predictive-search?q=razor',
      async () => {
        throw new Error('boom');
      },
    );
    expect(await answer).toEqual({
      kind: 'results',
      query: 'razor',
      correction: null,
      typed: 'razor',
      products: [],
      totalCount: 0,
      error: 'Failed to search products',
    });
  });

  it('searches a misspelt word as understood and says what it searched', async () => {
    const searched: unknown[] = [];
    const {answer} = run(
      'https://shop.example/api/predictive-search?q=trimer',
      async (document, {variables}) => {
        if (document === SEARCH_VOCABULARY_QUERY) {
          return {
            products: {
              nodes: [
                {
                  id: 'gid://shopify/Product/1',
                  title: 'Beard Trimmer',
                  productType: 'Trimmer',
                  tags: [],
                  vendor: 'B',
                },
              ],
              pageInfo: {hasNextPage: false},
            },
            shop: {synonyms: null},
          };
        }
        searched.push(variables.query);
        return {search: {totalCount: 1, nodes: [product(1)]}};
      },
    );
    expect(await answer).toMatchObject({
      kind: 'results',
      query: 'trimer',
      typed: 'trimer',
      correction: 'trimmer',
      totalCount: 1,
    });
    expect(searched).toEqual(['(trimer OR trimmer)']);
  });
});
