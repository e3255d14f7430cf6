import {describe, expect, it} from 'vitest';
import {
  evaluateQuery,
  parseSearchQuery,
  type Term,
} from '../../src/storefront-api/search-syntax.ts';
import {catalogDb} from '../fixtures/catalog-fixture.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const {ok} = storefrontClient('gum');

describe('parseSearchQuery', () => {
  it('parses fields, comparators, phrases, negation, OR and groups', () => {
    expect(parseSearchQuery('')).toBeNull();
    expect(parseSearchQuery('tag:gum')).toMatchObject({
      kind: 'term',
      field: 'tag',
      op: ':',
      value: 'gum',
    });
    expect(parseSearchQuery('variants.price:>=100')).toMatchObject({
      field: 'variants.price',
      op: '>=',
      value: '100',
    });
    expect(parseSearchQuery('title:"nicotine gum"')).toMatchObject({
      field: 'title',
      value: 'nicotine gum',
      phrase: true,
    });
    expect(parseSearchQuery('"sugar free"')).toMatchObject({
      field: null,
      value: 'sugar free',
      phrase: true,
    });
    expect(parseSearchQuery('-tag:kit')).toMatchObject({
      kind: 'not',
      child: {field: 'tag', value: 'kit'},
    });
    expect(parseSearchQuery('NOT vendor:Leafy')).toMatchObject({
      kind: 'not',
      child: {field: 'vendor'},
    });
    expect(parseSearchQuery('gum*')).toMatchObject({
      value: 'gum',
      wildcard: true,
    });
    const tree = parseSearchQuery('a b OR c AND (d OR -e)');
    expect(tree).toMatchObject({
      kind: 'or',
      children: [
        {kind: 'and', children: [{value: 'a'}, {value: 'b'}]},
        {
          kind: 'and',
          children: [
            {value: 'c'},
            {
              kind: 'or',
              children: [{value: 'd'}, {kind: 'not', child: {value: 'e'}}],
            },
          ],
        },
      ],
    });
  });

  it('evaluates with a term matcher and tolerates unbalanced input', () => {
    const has = (words: string[]) => (t: Term) => words.includes(t.value);
    expect(evaluateQuery(parseSearchQuery('a (b OR c'), has(['a', 'c']))).toBe(
      true,
    );
    expect(evaluateQuery(parseSearchQuery('a -b'), has(['a', 'b']))).toBe(
      false,
    );
    expect(evaluateQuery(parseSearchQuery(') OR'), has([]))).toBe(true);
  });
});

describe('products(query:)', () => {
  const db = catalogDb();
  const handles = async (query: string, sortKey = 'ID', reverse = false) => {
    const data = await ok(
      db,
      `query($q: String, $s: ProductSortKeys, $r: Boolean) { products(first: 50, query: $q, sortKey: $s, reverse: $r) { nodes { handle } } }`,
      {q: query, s: sortKey, r: reverse},
    );
    return data.products.nodes.map((n: {handle: string}) => n.handle);
  };

  it.each([
    ['', ['nicotine-gum-2mg', 'nicotine-gum-4mg', 'quit-kit', 'herbal-tea']],
    ['tag:gum', ['nicotine-gum-2mg', 'nicotine-gum-4mg']],
    ['tag_not:gum', ['quit-kit', 'herbal-tea']],
    ['-tag:gum', ['quit-kit', 'herbal-tea']],
    ['NOT tag:gum AND NOT tag:kit', ['herbal-tea']],
    ['product_type:gum', ['nicotine-gum-2mg', 'nicotine-gum-4mg']],
    ['product_type:Tea OR product_type:Kit', ['quit-kit', 'herbal-tea']],
    ['vendor:"QuitPop Labs"', ['quit-kit']],
    ['vendor:quitpop', ['nicotine-gum-2mg', 'nicotine-gum-4mg']],
    ['title:nicotine', ['nicotine-gum-2mg', 'nicotine-gum-4mg']],
    ['title:"gum 4mg"', ['nicotine-gum-4mg']],
    ['available_for_sale:false', ['quit-kit']],
    [
      'available_for_sale:true',
      ['nicotine-gum-2mg', 'nicotine-gum-4mg', 'herbal-tea'],
    ],
    ['variants.price:>500', ['nicotine-gum-2mg', 'quit-kit']],
    ['variants.price:<=150', ['herbal-tea']],
    [
      'variants.price:>=299 variants.price:<300',
      ['nicotine-gum-2mg', 'nicotine-gum-4mg'],
    ], // each term may match a different variant
    ['variants.price:299', ['nicotine-gum-4mg']],
    ['created_at:>2024-01-15', ['nicotine-gum-4mg', 'quit-kit']],
    ['created_at:<2024-01-01', ['herbal-tea']],
    ['updated_at:>=2024-04-01', ['nicotine-gum-2mg', 'herbal-tea']],
    ['created_at:2024-02-01', ['nicotine-gum-4mg']],
    ['chamomile', ['herbal-tea']],
    ['NICOT', ['nicotine-gum-2mg', 'nicotine-gum-4mg']],
    ['smokers', ['nicotine-gum-4mg']],
    ['"quit smoking"', ['nicotine-gum-2mg', 'quit-kit']],
    ['quit smoking for men', ['quit-kit']],
    ['gum -strong', ['nicotine-gum-2mg']],
    ['(tag:sleep OR tag:kit) AND available_for_sale:true', ['herbal-tea']],
    ['zzz', []],
  ])('%s', async (query, expected) => {
    expect(await handles(query)).toEqual(expected);
  });

  it.each([
    [
      'TITLE',
      false,
      ['herbal-tea', 'nicotine-gum-2mg', 'nicotine-gum-4mg', 'quit-kit'],
    ],
    [
      'PRICE',
      false,
      ['herbal-tea', 'nicotine-gum-2mg', 'nicotine-gum-4mg', 'quit-kit'],
    ],
    [
      'PRICE',
      true,
      ['quit-kit', 'nicotine-gum-4mg', 'nicotine-gum-2mg', 'herbal-tea'],
    ],
    [
      'BEST_SELLING',
      false,
      ['nicotine-gum-4mg', 'nicotine-gum-2mg', 'quit-kit', 'herbal-tea'],
    ],
    [
      'CREATED_AT',
      false,
      ['herbal-tea', 'nicotine-gum-2mg', 'nicotine-gum-4mg', 'quit-kit'],
    ],
    [
      'UPDATED_AT',
      true,
      ['herbal-tea', 'nicotine-gum-2mg', 'quit-kit', 'nicotine-gum-4mg'],
    ],
    [
      'PRODUCT_TYPE',
      false,
      ['nicotine-gum-2mg', 'nicotine-gum-4mg', 'quit-kit', 'herbal-tea'],
    ],
    [
      'VENDOR',
      false,
      ['herbal-tea', 'nicotine-gum-2mg', 'nicotine-gum-4mg', 'quit-kit'],
    ],
    [
      'ID',
      true,
      ['herbal-tea', 'quit-kit', 'nicotine-gum-4mg', 'nicotine-gum-2mg'],
    ],
  ])('sortKey %s reverse %s', async (sortKey, reverse, expected) => {
    expect(await handles('', sortKey as string, reverse as boolean)).toEqual(
      expected,
    );
  });

  it('ranks title hits first for RELEVANCE', async () => {
    expect(await handles('gum', 'RELEVANCE')).toEqual([
      'nicotine-gum-2mg',
      'nicotine-gum-4mg',
    ]);
    expect((await handles('smoking', 'RELEVANCE'))[0]).toBe('quit-kit');
  });
});
