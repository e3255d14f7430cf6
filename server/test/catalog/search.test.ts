import {describe, expect, it} from 'vitest';
import {catalogDb} from '../fixtures/catalog-fixture.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const {ok} = storefrontClient('gum');
const db = catalogDb();

const SEARCH = `query($q: String!, $types: [SearchType!], $first: Int, $after: String, $last: Int, $before: String, $sortKey: SearchSortKeys, $reverse: Boolean, $productFilters: [ProductFilter!], $unavailable: SearchUnavailableProductsType, $prefix: SearchPrefixQueryType) {
  search(query: $q, types: $types, first: $first, after: $after, last: $last, before: $before, sortKey: $sortKey, reverse: $reverse, productFilters: $productFilters, unavailableProducts: $unavailable, prefix: $prefix) {
    totalCount
    nodes { __typename ... on Product { handle } ... on Page { handle } ... on Article { handle } }
    edges { cursor node { __typename } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    productFilters { id values { label count } }
  }
}`;

const search = async (variables: Record<string, unknown>) =>
  (await ok(db, SEARCH, {first: 20, ...variables})).search;
const names = (s: {nodes: {__typename: string; handle: string}[]}) =>
  s.nodes.map((n) => `${n.__typename}:${n.handle}`);

describe('search', () => {
  it('finds products, pages and articles by relevance, unavailable products last', async () => {
    const s = await search({q: 'quit'});
    // title hit (article) > vendor prefix + body (2mg) > vendor prefix (4mg) > body only (page); kit is sold out
    expect(names(s)).toEqual([
      'Article:quit-smoking',
      'Product:nicotine-gum-2mg',
      'Product:nicotine-gum-4mg',
      'Page:about-us',
      'Product:quit-kit',
    ]);
    expect(s.totalCount).toBe(5);
    expect(s.edges[0].node.__typename).toBe('Article');
  });

  it('restricts by type, sorts by price, and puts unavailable products last by default', async () => {
    const gum = await search({q: 'smoking', types: ['PRODUCT']});
    expect(names(gum)).toEqual([
      'Product:nicotine-gum-2mg',
      'Product:quit-kit',
    ]);
    const shown = await search({
      q: 'smoking',
      types: ['PRODUCT'],
      unavailable: 'SHOW',
    });
    expect(names(shown)[0]).toBe('Product:quit-kit');
    const hidden = await search({
      q: 'smoking',
      types: ['PRODUCT'],
      unavailable: 'HIDE',
    });
    expect(names(hidden)).toEqual(['Product:nicotine-gum-2mg']);
    const byPrice = await search({
      q: 'gum',
      types: ['PRODUCT'],
      sortKey: 'PRICE',
      reverse: true,
    });
    expect(names(byPrice)).toEqual([
      'Product:nicotine-gum-4mg',
      'Product:nicotine-gum-2mg',
    ]);
  });

  it('pages results both ways', async () => {
    const p1 = await search({q: 'quit', first: 2});
    expect(p1.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const p2 = await search({
      q: 'quit',
      first: 3,
      after: p1.pageInfo.endCursor,
    });
    expect(names(p2)).toEqual([
      'Product:nicotine-gum-4mg',
      'Page:about-us',
      'Product:quit-kit',
    ]);
    expect(p2.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    expect(p2.totalCount).toBe(5);
    const back = await search({
      q: 'quit',
      first: null,
      last: 1,
      before: p2.pageInfo.startCursor,
    });
    expect(names(back)).toEqual(['Product:nicotine-gum-2mg']);
    expect(back.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: true,
    });
  });

  it('applies productFilters and returns facets of the product results', async () => {
    const s = await search({
      q: 'smoking',
      types: ['PRODUCT'],
      productFilters: [{available: true}],
    });
    expect(names(s)).toEqual(['Product:nicotine-gum-2mg']);
    const availability = s.productFilters.find(
      (f: {id: string}) => f.id === 'filter.v.availability',
    );
    expect(availability.values).toEqual([
      {label: 'In stock', count: 1},
      {label: 'Out of stock', count: 1},
    ]);
    const types = s.productFilters.find(
      (f: {id: string}) => f.id === 'filter.p.product_type',
    );
    expect(types.values).toEqual([
      {label: 'Gum', count: 1},
      {label: 'Kit', count: 0},
    ]);
  });

  it('returns nothing for a blank query', async () => {
    const s = await search({q: '  '});
    expect(s).toMatchObject({
      totalCount: 0,
      nodes: [],
      pageInfo: {hasNextPage: false, hasPreviousPage: false},
    });
  });
});

const PREDICTIVE = `query($q: String!, $limit: Int, $scope: PredictiveSearchLimitScope, $types: [PredictiveSearchType!]) {
  predictiveSearch(query: $q, limit: $limit, limitScope: $scope, types: $types) {
    products { handle }
    collections { handle }
    pages { handle }
    articles { handle }
    queries { text styledText trackingParameters }
  }
}`;

describe('predictiveSearch', () => {
  it('matches word prefixes across products, collections, pages, articles and suggests queries', async () => {
    const {predictiveSearch: p} = await ok(db, PREDICTIVE, {
      q: 'nic',
      scope: 'EACH',
    });
    // equal relevance: best sellers first
    expect(p.products).toEqual([
      {handle: 'nicotine-gum-4mg'},
      {handle: 'nicotine-gum-2mg'},
    ]);
    expect(p.queries[0]).toEqual({
      text: 'nicotine gum 4mg',
      styledText: 'nic<mark>otine gum 4mg</mark>',
      trackingParameters: null,
    });
    const tea = (await ok(db, PREDICTIVE, {q: 'te', scope: 'EACH'}))
      .predictiveSearch;
    expect(tea.collections).toEqual([{handle: 'tea'}]);
    expect(tea.products).toEqual([{handle: 'herbal-tea'}]);
    const chew = (await ok(db, PREDICTIVE, {q: 'chew', scope: 'EACH'}))
      .predictiveSearch;
    expect(chew.articles).toEqual([{handle: 'chew-pause-chew'}]);
    const faq = (await ok(db, PREDICTIVE, {q: 'faq', scope: 'EACH'}))
      .predictiveSearch;
    expect(faq.pages).toEqual([{handle: 'faq'}]);
  });

  it('honours limit, limitScope and types', async () => {
    const all = (await ok(db, PREDICTIVE, {q: 'gum', limit: 1, scope: 'ALL'}))
      .predictiveSearch;
    expect(all.products).toHaveLength(1);
    expect([
      ...all.queries,
      ...all.collections,
      ...all.pages,
      ...all.articles,
    ]).toHaveLength(0);
    const each = (await ok(db, PREDICTIVE, {q: 'gum', limit: 1, scope: 'EACH'}))
      .predictiveSearch;
    expect(each.products).toHaveLength(1);
    expect(each.queries).toHaveLength(1);
    const onlyPages = (await ok(db, PREDICTIVE, {q: 'ab', types: ['PAGE']}))
      .predictiveSearch;
    expect(onlyPages.products).toEqual([]);
    expect(onlyPages.pages).toEqual([{handle: 'about-us'}]);
    const blank = (await ok(db, PREDICTIVE, {q: ' '})).predictiveSearch;
    expect(blank).toEqual({
      products: [],
      collections: [],
      pages: [],
      articles: [],
      queries: [],
    });
  });
});
