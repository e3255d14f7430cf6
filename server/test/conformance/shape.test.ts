/** The shape checker itself: it must flag each kind of non-conforming answer. */
import {parse} from 'graphql';
import {describe, expect, it} from 'vitest';
import {storefrontSchema} from '../../src/storefront-api/schema.ts';
import {checkShape, withTypenames} from './shape.ts';

const DOC = withTypenames(
  parse(`query ($withTags: Boolean!) { products(first: 2) {
    edges { cursor node { id tags @include(if: $withTags) priceRange { minVariantPrice { amount currencyCode } } updatedAt onlineStoreUrl } }
    pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
  } }`),
);

function answer(
  node: Record<string, unknown>,
  pageInfo: Record<string, unknown> = {},
) {
  const good = {
    __typename: 'Product',
    id: 'gid://shopify/Product/1',
    priceRange: {
      __typename: 'ProductPriceRange',
      minVariantPrice: {
        __typename: 'MoneyV2',
        amount: '499.0',
        currencyCode: 'INR',
      },
    },
    updatedAt: '2026-01-01T00:00:00Z',
    onlineStoreUrl: null,
  };
  return {
    __typename: 'QueryRoot',
    products: {
      __typename: 'ProductConnection',
      edges: [
        {__typename: 'ProductEdge', cursor: 'a', node: {...good, ...node}},
      ],
      pageInfo: {
        __typename: 'PageInfo',
        startCursor: 'a',
        endCursor: 'a',
        hasNextPage: false,
        hasPreviousPage: false,
        ...pageInfo,
      },
    },
  };
}

const check = (data: unknown, variables = {withTags: false}) =>
  checkShape(storefrontSchema(), DOC, data, variables);

describe('checkShape', () => {
  it('accepts a conforming answer', () => {
    expect(check(answer({}))).toEqual([]);
  });

  it('flags numbers for Decimal, bare ids, bad dates, relative URLs and bad enums', () => {
    const problems = check(
      answer({
        id: '1',
        priceRange: {
          __typename: 'ProductPriceRange',
          minVariantPrice: {
            __typename: 'MoneyV2',
            amount: 499,
            currencyCode: 'RUPEES',
          },
        },
        updatedAt: '01/01/2026',
        onlineStoreUrl: '/products/x',
      }),
    );
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/\.id: "1" is not a gid/);
    expect(problems.join('\n')).toMatch(/amount: 499 is not a Decimal string/);
  });

  it('flags missing and null non-null fields, and fields skipped by @include must be absent only when excluded', () => {
    expect(check(answer({priceRange: null}))).toEqual([
      expect.stringMatching(/priceRange: null for non-null/),
    ]);
    expect(check(answer({}), {withTags: true})).toEqual([
      expect.stringMatching(/tags: missing/),
    ]);
    expect(check(answer({tags: ['a']}), {withTags: true})).toEqual([]);
  });

  it('flags pageInfo cursors that disagree with the edges', () => {
    expect(check(answer({}, {endCursor: 'zzz'}))).toEqual([
      expect.stringMatching(/endCursor is not the last edge/),
    ]);
  });
});
