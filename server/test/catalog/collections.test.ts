import {describe, expect, it} from 'vitest';
import {catalogDb} from '../fixtures/catalog-fixture.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const {gql, ok} = storefrontClient('gum');
const db = catalogDb();

const COLLECTION = `query($handle: String, $id: ID, $first: Int, $after: String, $last: Int, $before: String, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!]) {
  collection(handle: $handle, id: $id) {
    id handle title description descriptionHtml updatedAt onlineStoreUrl
    seo { title description }
    image { url altText }
    metafield(namespace: "custom", key: "banner") { value }
    products(first: $first, after: $after, last: $last, before: $before, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
      nodes { handle }
      edges { cursor node { handle } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      filters { id label type presentation values { id label count input swatch { color } image { id } } }
    }
  }
}`;

const run = (variables: Record<string, unknown>) =>
  ok(db, COLLECTION, {handle: 'all-gum', first: 20, ...variables});
const handles = (c: {products: {nodes: {handle: string}[]}}) =>
  c.products.nodes.map((n) => n.handle);
type Facet = {
  id: string;
  values: {label: string; count: number; input: string}[];
};
const counts = (c: {products: {filters: Facet[]}}, id: string) =>
  Object.fromEntries(
    c.products.filters
      .find((f) => f.id === id)!
      .values.map((v) => [v.label, v.count]),
  );

describe('collection', () => {
  it('returns the collection fields and its products in manual order', async () => {
    const {collection} = await run({});
    expect(collection).toMatchObject({
      id: 'gid://shopify/Collection/1',
      title: 'All products',
      description: 'Everything we sell',
      descriptionHtml: '<p>Everything we sell</p>',
      onlineStoreUrl: 'http://127.0.0.1:4000/collections/all-gum',
      seo: {title: 'Shop all', description: null},
      image: {
        url: 'http://127.0.0.1:4000/cdn/shop/files/collection-all.png',
        altText: 'All gum',
      },
      metafield: {value: 'Quit today'},
    });
    expect(handles(collection)).toEqual([
      'nicotine-gum-4mg',
      'nicotine-gum-2mg',
      'quit-kit',
      'herbal-tea',
    ]);
    const byId = await ok(db, COLLECTION, {
      id: 'gid://shopify/Collection/2',
      first: 5,
    });
    expect(handles(byId.collection)).toEqual(['herbal-tea']);
  });

  it.each([
    [
      'COLLECTION_DEFAULT',
      false,
      ['nicotine-gum-4mg', 'nicotine-gum-2mg', 'quit-kit', 'herbal-tea'],
    ],
    [
      'MANUAL',
      true,
      ['herbal-tea', 'quit-kit', 'nicotine-gum-2mg', 'nicotine-gum-4mg'],
    ],
    [
      'BEST_SELLING',
      false,
      ['nicotine-gum-4mg', 'nicotine-gum-2mg', 'quit-kit', 'herbal-tea'],
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
      'TITLE',
      false,
      ['herbal-tea', 'nicotine-gum-2mg', 'nicotine-gum-4mg', 'quit-kit'],
    ],
    [
      'CREATED',
      false,
      ['herbal-tea', 'nicotine-gum-2mg', 'nicotine-gum-4mg', 'quit-kit'],
    ],
    [
      'ID',
      false,
      ['nicotine-gum-2mg', 'nicotine-gum-4mg', 'quit-kit', 'herbal-tea'],
    ],
  ])('sorts by %s (reverse %s)', async (sortKey, reverse, expected) => {
    expect(handles((await run({sortKey, reverse})).collection)).toEqual(
      expected,
    );
  });

  it('pages forwards and backwards with exact pageInfo', async () => {
    const p1 = (await run({first: 2})).collection.products;
    expect(p1.nodes.map((n: {handle: string}) => n.handle)).toEqual([
      'nicotine-gum-4mg',
      'nicotine-gum-2mg',
    ]);
    expect(p1.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: p1.edges[0].cursor,
      endCursor: p1.edges[1].cursor,
    });
    const p2 = (await run({first: 2, after: p1.pageInfo.endCursor})).collection
      .products;
    expect(p2.nodes.map((n: {handle: string}) => n.handle)).toEqual([
      'quit-kit',
      'herbal-tea',
    ]);
    expect(p2.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const back = (
      await run({first: null, last: 2, before: p2.pageInfo.startCursor})
    ).collection.products;
    expect(back.nodes.map((n: {handle: string}) => n.handle)).toEqual([
      'nicotine-gum-4mg',
      'nicotine-gum-2mg',
    ]);
    expect(back.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const tail = (await run({first: null, last: 1})).collection.products;
    expect(tail.nodes.map((n: {handle: string}) => n.handle)).toEqual([
      'herbal-tea',
    ]);
    expect(tail.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const middle = (
      await run({
        first: 1,
        after: p1.edges[0].cursor,
        before: p2.edges[1].cursor,
      })
    ).collection.products;
    expect(middle.nodes.map((n: {handle: string}) => n.handle)).toEqual([
      'nicotine-gum-2mg',
    ]);
    expect(middle.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: true,
    });
  });

  it('rejects missing page sizes, oversize pages and foreign cursors', async () => {
    const none = await gql(db, `{ products { nodes { id } } }`);
    expect(none.errors?.[0].message).toMatch(/first or last/);
    const big = await gql(db, `{ products(first: 251) { nodes { id } } }`);
    expect(big.errors?.[0].message).toMatch(/between 0 and 250/);
    const bad = await gql(
      db,
      `{ products(first: 1, after: "not-a-cursor") { nodes { id } } }`,
    );
    expect(bad.errors?.[0].message).toMatch(/Invalid cursor/);
  });

  it('builds facets with counts, in Shopify input format', async () => {
    const {collection} = await run({});
    const filters = collection.products.filters;
    expect(filters.map((f: {id: string}) => f.id)).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.product_type',
      'filter.p.vendor',
      'filter.v.option.flavour',
      'filter.v.option.pack',
      'filter.v.option.size',
    ]);
    const availability = filters[0];
    expect(availability).toMatchObject({label: 'Availability', type: 'LIST'});
    expect(availability.values).toEqual([
      {
        id: 'filter.v.availability.1',
        label: 'In stock',
        count: 3,
        input: '{"available":true}',
        swatch: null,
        image: null,
      },
      {
        id: 'filter.v.availability.0',
        label: 'Out of stock',
        count: 1,
        input: '{"available":false}',
        swatch: null,
        image: null,
      },
    ]);
    expect(filters[1]).toMatchObject({label: 'Price', type: 'PRICE_RANGE'});
    expect(JSON.parse(filters[1].values[0].input)).toEqual({
      price: {min: 0, max: 999},
    });
    expect(counts(collection, 'filter.p.product_type')).toEqual({
      Gum: 2,
      Kit: 1,
      Tea: 1,
    });
    expect(JSON.parse(filters[2].values[0].input)).toEqual({
      productType: 'Gum',
    });
    expect(counts(collection, 'filter.p.vendor')).toEqual({
      Leafy: 1,
      QuitPop: 2,
      'QuitPop Labs': 1,
    });
    expect(JSON.parse(filters[4].values[1].input)).toEqual({
      variantOption: {name: 'flavour', value: 'Fruit'},
    });
  });

  it('applies filters (same kind OR-ed, kinds AND-ed) and counts facets against the other filters', async () => {
    const inStock = (await run({filters: [{available: true}]})).collection;
    expect(handles(inStock)).toEqual([
      'nicotine-gum-4mg',
      'nicotine-gum-2mg',
      'herbal-tea',
    ]);
    expect(counts(inStock, 'filter.v.availability')).toEqual({
      'In stock': 3,
      'Out of stock': 1,
    });
    expect(counts(inStock, 'filter.p.product_type')).toEqual({
      Gum: 2,
      Kit: 0,
      Tea: 1,
    });

    const types = (
      await run({filters: [{productType: 'Tea'}, {productType: 'Kit'}]})
    ).collection;
    expect(handles(types)).toEqual(['quit-kit', 'herbal-tea']);
    expect(counts(types, 'filter.p.product_type')).toEqual({
      Gum: 2,
      Kit: 1,
      Tea: 1,
    });
    expect(counts(types, 'filter.v.availability')).toEqual({
      'In stock': 1,
      'Out of stock': 1,
    });

    const cheap = (await run({filters: [{price: {min: 0, max: 200}}]}))
      .collection;
    expect(handles(cheap)).toEqual(['nicotine-gum-2mg', 'herbal-tea']);
    const mid = (await run({filters: [{price: {min: 299, max: 299}}]}))
      .collection;
    expect(handles(mid)).toEqual(['nicotine-gum-4mg']);

    expect(
      handles((await run({filters: [{productVendor: 'Leafy'}]})).collection),
    ).toEqual(['herbal-tea']);
    expect(handles((await run({filters: [{tag: 'gift'}]})).collection)).toEqual(
      ['quit-kit'],
    );
    expect(
      handles(
        (
          await run({
            filters: [{variantOption: {name: 'flavour', value: 'Cinnamon'}}],
          })
        ).collection,
      ),
    ).toEqual(['nicotine-gum-2mg']);
    expect(
      handles(
        (
          await run({
            filters: [
              {variantOption: {name: 'Size', value: 'Large'}},
              {available: false},
            ],
          })
        ).collection,
      ),
    ).toEqual([]);
    const combined = (
      await run({
        filters: [{available: true}, {productType: 'Gum'}],
        sortKey: 'PRICE',
        reverse: true,
      })
    ).collection;
    expect(handles(combined)).toEqual(['nicotine-gum-4mg', 'nicotine-gum-2mg']);
  });

  it('lists collections with paging, query and sort', async () => {
    const data = await ok(
      db,
      `{ collections(first: 10) { nodes { handle } pageInfo { hasNextPage } }
      t: collections(first: 10, sortKey: TITLE, reverse: true) { nodes { handle } }
      q: collections(first: 10, query: "title:tea") { nodes { handle } }
      l: collections(last: 1) { nodes { handle } pageInfo { hasPreviousPage } } }`,
    );
    expect(data.collections.nodes).toEqual([
      {handle: 'all-gum'},
      {handle: 'tea'},
    ]);
    expect(data.t.nodes).toEqual([{handle: 'tea'}, {handle: 'all-gum'}]);
    expect(data.q.nodes).toEqual([{handle: 'tea'}]);
    expect(data.l).toEqual({
      nodes: [{handle: 'tea'}],
      pageInfo: {hasPreviousPage: true},
    });
  });
});
