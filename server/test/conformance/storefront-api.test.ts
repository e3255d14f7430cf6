/**
 * Storefront API conformance over the real seeded catalogues: a broad set of documents, each answer
 * checked against the official schema (non-null fields filled, Decimal / UnsignedInt64 strings, gids,
 * ISO dates, absolute URLs, consistent cursors), plus cursor paging walked both ways on every
 * connection the storefronts page through.
 */
import {createCipheriv, createHash, createHmac, randomBytes} from 'node:crypto';
import {beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {GROOMING_DEMO_CUSTOMER} from '../../src/seed/grooming/index.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import type {ShopId} from '../fixtures/storefront-client.ts';
import {conform, send} from './harness.ts';

let db: Db;
beforeAll(async () => {
  db = await seededDb();
});

const MONEY = 'amount currencyCode';
const IMAGE =
  'id url altText width height small: url(transform: {maxWidth: 200, maxHeight: 200, crop: CENTER})';
const PAGE_INFO =
  'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const VARIANT = `
  id title sku barcode availableForSale currentlyNotInStock quantityAvailable requiresShipping
  weight weightUnit taxable
  price { ${MONEY} } compareAtPrice { ${MONEY} } unitPrice { ${MONEY} }
  selectedOptions { name value }
  image { ${IMAGE} }
  product { id handle title }`;
const PRODUCT = `
  id handle title vendor productType tags description short: description(truncateAt: 40) descriptionHtml
  createdAt updatedAt publishedAt availableForSale isGiftCard requiresSellingPlan totalInventory
  onlineStoreUrl trackingParameters
  seo { title description }
  priceRange { minVariantPrice { ${MONEY} } maxVariantPrice { ${MONEY} } }
  compareAtPriceRange { minVariantPrice { ${MONEY} } maxVariantPrice { ${MONEY} } }
  featuredImage { ${IMAGE} }
  images(first: 10) { edges { cursor node { ${IMAGE} } } ${PAGE_INFO} }
  media(first: 3) { nodes { id mediaContentType alt previewImage { url } ... on MediaImage { image { url } } } }
  options { id name optionValues { id name swatch { color } firstSelectableVariant { id } } }
  variantsCount { count precision }
  variants(first: 20) { edges { cursor node { ${VARIANT} } } nodes { id } ${PAGE_INFO} }
  selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { ${VARIANT} }
  adjacentVariants(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { id title selectedOptions { name value } }
  encodedVariantExistence encodedVariantAvailability
  rating: metafield(namespace: "reviews", key: "rating") { id namespace key type value createdAt updatedAt reference { __typename } }
  metafields(identifiers: [{namespace: "reviews", key: "rating"}, {namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "byline"}, {namespace: "nope", key: "nope"}]) { id namespace key type value }
  collections(first: 5) { nodes { id handle title } }
  sellingPlanGroups(first: 1) { nodes { name } }`;

async function firstHandles(shop: ShopId, n = 3): Promise<string[]> {
  const data = await conform(
    db,
    `{ products(first: ${n}, sortKey: BEST_SELLING) { nodes { handle } } }`,
    {},
    shop,
  );
  return data.products.nodes.map((p: {handle: string}) => p.handle);
}

describe('catalogue documents answer schema-true', () => {
  it('shop, policies, payment settings and localization, in both shops and languages', async () => {
    const doc = `query ($language: LanguageCode, $country: CountryCode) @inContext(language: $language, country: $country) {
      shop {
        id name description moneyFormat
        primaryDomain { host url sslEnabled }
        brand { slogan shortDescription logo { image { url } } colors { primary { background foreground } } }
        paymentSettings { currencyCode countryCode acceptedCardBrands supportedDigitalWallets enabledPresentmentCurrencies cardVaultUrl }
        shipsToCountries
        privacyPolicy { id title handle url body } refundPolicy { id title handle url body }
        shippingPolicy { id title handle url body } termsOfService { id title handle url body }
        subscriptionPolicy { id title handle url body }
      }
      localization {
        country { isoCode name currency { isoCode name symbol } unitSystem market { id handle } availableLanguages { isoCode name endonymName } }
        availableCountries { isoCode name currency { isoCode symbol } }
        availableLanguages { isoCode name endonymName }
        language { isoCode name endonymName }
        market { id handle }
      }
      paymentSettings { currencyCode }
    }`;
    const grooming = await conform(db, doc, {country: 'IN'});
    expect(grooming.shop.shippingPolicy.body).toContain('₹299');
    expect(grooming.localization.country.currency.isoCode).toBe('INR');
    const hindi = await conform(
      db,
      doc,
      {country: 'IN', language: 'HI'},
      'gum',
    );
    expect(hindi.localization.language.isoCode).toBe('HI');
    expect(
      hindi.localization.availableLanguages.map(
        (l: {isoCode: string}) => l.isoCode,
      ),
    ).toEqual(['EN', 'HI']);
  });

  it('menus with nested items and resources', async () => {
    const doc = `query ($handle: String!) { menu(handle: $handle) {
      id handle title itemsCount
      items { id title url type resourceId tags resource { ... on Collection { handle } ... on Product { handle } ... on Page { handle } ... on Blog { handle } }
        items { id title url type resourceId tags items { id title url } } }
    } }`;
    for (const [shop, handle] of [
      ['grooming', 'main-menu'],
      ['grooming', 'mobile-menu'],
      ['grooming', 'footer'],
      ['gum', 'main-menu'],
    ] as const) {
      const data = await conform(db, doc, {handle}, shop);
      expect(data.menu?.items.length, `${shop} ${handle}`).toBeGreaterThan(0);
    }
    expect((await conform(db, doc, {handle: 'no-such-menu'})).menu).toBeNull();
  });

  it('product pages with every field, for every seeded product of both shops', async () => {
    for (const shop of ['grooming', 'gum'] as const) {
      const all = await conform(
        db,
        `{ products(first: 250) { nodes { handle } } }`,
        {},
        shop,
      );
      expect(all.products.nodes.length).toBeGreaterThan(
        shop === 'grooming' ? 59 : 10,
      );
      for (const {handle} of all.products.nodes as {handle: string}[]) {
        const data = await conform(
          db,
          `query ($handle: String!) { product(handle: $handle) { ${PRODUCT} } }`,
          {handle},
          shop,
        );
        expect(data.product.handle).toBe(handle);
        expect(data.product.encodedVariantExistence).toMatch(/^v1_/);
      }
    }
  });

  it('product in Hindi, by id, selected options, productRecommendations, tags and types', async () => {
    const [handle] = await firstHandles('gum', 1);
    const hi = await conform(
      db,
      `query ($handle: String!) @inContext(language: HI) { product(handle: $handle) { id title options { name optionValues { name } } } }`,
      {handle},
      'gum',
    );
    expect(hi.product.title).toMatch(/[\u0900-\u097F]/);
    const byId = await conform(
      db,
      `query ($id: ID!) { product(id: $id) { handle } productRecommendations(productId: $id) { id handle } }`,
      {id: hi.product.id},
      'gum',
    );
    expect(byId.product.handle).toBe(handle);
    const en = await conform(
      db,
      `query ($handle: String!) { product(handle: $handle) { options { name optionValues { name } } } }`,
      {handle},
      'gum',
    );
    const selectedOptions = en.product.options.map(
      (o: {name: string; optionValues: {name: string}[]}) => ({
        name: o.name,
        value: o.optionValues.at(-1)!.name,
      }),
    );
    const picked = await conform(
      db,
      `query ($handle: String!, $selectedOptions: [SelectedOptionInput!]!) { product(handle: $handle) {
        selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions) { selectedOptions { name value } }
        variantBySelectedOptions(selectedOptions: $selectedOptions) { id }
        adjacentVariants(selectedOptions: $selectedOptions) { id }
      } }`,
      {handle, selectedOptions},
      'gum',
    );
    expect(
      picked.product.selectedOrFirstAvailableVariant.selectedOptions,
    ).toEqual(selectedOptions);
    const lists = await conform(
      db,
      `{ productTags(first: 20) { edges { cursor node } nodes } productTypes(first: 20) { nodes } }`,
    );
    expect(lists.productTags.nodes).toContain('men');
  });

  it('products search syntax and sort keys', async () => {
    const doc = `query ($query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
      products(first: 100, query: $query, sortKey: $sortKey, reverse: $reverse) {
        edges { cursor node { handle productType tags availableForSale priceRange { minVariantPrice { amount } } } } ${PAGE_INFO}
      } }`;
    const count = async (query: string) =>
      (await conform(db, doc, {query})).products.edges.length as number;
    const total = await count('');
    expect(total).toBeGreaterThanOrEqual(60);
    expect(await count('available_for_sale:true')).toBeLessThan(total);
    expect(
      (await count('available_for_sale:true')) +
        (await count('available_for_sale:false')),
    ).toBe(total);
    const pricey = await conform(db, doc, {query: 'variants.price:>1000'});
    expect(pricey.products.edges.length).toBeGreaterThan(0);
    for (const {node} of pricey.products.edges)
      expect(Number(node.priceRange.minVariantPrice.amount)).toBeGreaterThan(0);
    const trimmers = await count('product_type:Trimmer');
    expect(trimmers).toBeGreaterThanOrEqual(6);
    expect(
      await count('product_type:Trimmer OR product_type:Razor'),
    ).toBeGreaterThan(trimmers);
    expect(await count('tag:men -product_type:Trimmer')).toBe(
      (await count('tag:men')) - trimmers,
    );
    for (const sortKey of [
      'TITLE',
      'PRICE',
      'BEST_SELLING',
      'CREATED_AT',
      'UPDATED_AT',
      'PRODUCT_TYPE',
      'VENDOR',
      'ID',
      'RELEVANCE',
    ]) {
      for (const reverse of [false, true])
        await conform(db, doc, {query: 'beard', sortKey, reverse});
    }
    const byPrice = await conform(db, doc, {sortKey: 'PRICE'});
    const prices = byPrice.products.edges.map(
      (e: {node: {priceRange: {minVariantPrice: {amount: string}}}}) =>
        Number(e.node.priceRange.minVariantPrice.amount),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('collections with filters and facets (id, label, type, values with count and input)', async () => {
    const doc = `query ($handle: String!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
      collection(handle: $handle) {
        id handle title description descriptionHtml updatedAt onlineStoreUrl trackingParameters
        seo { title description } image { ${IMAGE} }
        metafield(namespace: "custom", key: "banner") { value }
        products(first: 24, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
          filters { id label type presentation values { id label count input swatch { color } image { id } } }
          edges { cursor node { id handle availableForSale priceRange { minVariantPrice { ${MONEY} } } } } ${PAGE_INFO}
        }
      } }`;
    const all = await conform(db, doc, {handle: 'all'});
    const facets = all.collection.products.filters as {
      id: string;
      type: string;
      values: {count: number; input: string}[];
    }[];
    // Shopify's availability facet is a LIST (In stock / Out of stock), the price facet a PRICE_RANGE.
    const available = facets.find((f) => f.id === 'filter.v.availability')!;
    expect(available.type).toBe('LIST');
    expect(facets.find((f) => f.id === 'filter.v.price')?.type).toBe(
      'PRICE_RANGE',
    );
    const inStock = available.values.find(
      (v) => JSON.parse(v.input).available === true,
    )!;
    const filtered = await conform(db, doc, {
      handle: 'all',
      filters: [JSON.parse(inStock.input)],
    });
    expect(
      filtered.collection.products.edges.every(
        (e: {node: {availableForSale: boolean}}) => e.node.availableForSale,
      ),
    ).toBe(true);
    const priced = await conform(db, doc, {
      handle: 'all',
      filters: [{price: {min: 100, max: 500}}],
    });
    for (const {node} of priced.collection.products.edges) {
      expect(
        Number(node.priceRange.minVariantPrice.amount),
      ).toBeLessThanOrEqual(500);
    }
    for (const sortKey of [
      'MANUAL',
      'COLLECTION_DEFAULT',
      'BEST_SELLING',
      'TITLE',
      'PRICE',
      'CREATED',
      'ID',
      'RELEVANCE',
    ]) {
      await conform(db, doc, {handle: 'razors-1', sortKey, reverse: true});
    }
    expect(
      (await conform(db, doc, {handle: 'no-such-collection'})).collection,
    ).toBeNull();
    const gum = await conform(db, doc, {handle: 'nicotine-gums'}, 'gum');
    expect(gum.collection.products.edges.length).toBeGreaterThan(0);
    const list = await conform(
      db,
      `{ collections(first: 50, sortKey: TITLE) { edges { cursor node { id handle title updatedAt image { url } products(first: 1) { nodes { id } } } } ${PAGE_INFO} } }`,
    );
    expect(list.collections.edges.length).toBeGreaterThanOrEqual(20);
  });

  it('search with totalCount, productFilters and every result type; predictiveSearch', async () => {
    const doc = `query ($query: String!, $filters: [ProductFilter!], $types: [SearchType!]) {
      search(query: $query, first: 10, types: $types, productFilters: $filters, sortKey: RELEVANCE, unavailableProducts: LAST) {
        totalCount
        productFilters { id label type values { id label count input } }
        edges { cursor node { __typename ... on Product { id handle } ... on Page { id handle } ... on Article { id handle } } }
        ${PAGE_INFO}
      } }`;
    const beard = await conform(db, doc, {query: 'beard'});
    expect(beard.search.totalCount).toBeGreaterThan(
      beard.search.edges.length - 1,
    );
    expect(beard.search.productFilters.length).toBeGreaterThan(0);
    const productsOnly = await conform(db, doc, {
      query: 'beard',
      types: ['PRODUCT'],
      filters: [{available: true}],
    });
    expect(productsOnly.search.totalCount).toBeGreaterThan(0);
    await conform(db, doc, {query: 'shave', types: ['ARTICLE', 'PAGE']});
    const predictive = await conform(
      db,
      `query ($q: String!) @inContext(language: EN) {
      predictiveSearch(query: $q, limit: 5, limitScope: EACH, types: [PRODUCT, COLLECTION, PAGE, ARTICLE, QUERY]) {
        products { id handle title trackingParameters selectedOrFirstAvailableVariant { id price { ${MONEY} } image { url } } }
        collections { id handle title trackingParameters image { url } }
        pages { id handle title trackingParameters }
        articles { id handle title trackingParameters blog { handle } image { url } }
        queries { text styledText trackingParameters }
      } }`,
      {q: 'sha'},
    );
    expect(predictive.predictiveSearch.products.length).toBeGreaterThan(0);
    const hindi = await conform(
      db,
      `query ($q: String!) @inContext(language: HI) { predictiveSearch(query: $q) { products { title } } }`,
      {q: 'gum'},
      'gum',
    );
    expect(hindi.predictiveSearch).not.toBeNull();
  });

  it('pages, blogs, articles, urlRedirects, sitemap and node/nodes', async () => {
    const pages = await conform(
      db,
      `{ pages(first: 50) { edges { cursor node { id handle title body bodySummary createdAt updatedAt onlineStoreUrl trackingParameters seo { title description } } } ${PAGE_INFO} } }`,
    );
    expect(pages.pages.edges.length).toBeGreaterThanOrEqual(15);
    await conform(
      db,
      `{ page(handle: "about-us") { id title body } nope: page(handle: "nope") { id } }`,
    );
    const blogs = await conform(
      db,
      `{ blogs(first: 10) { nodes { id handle title onlineStoreUrl seo { title }
      authors { name email }
      articles(first: 5, sortKey: PUBLISHED_AT, reverse: true) { edges { cursor node {
        id handle title content contentHtml excerpt excerptHtml publishedAt onlineStoreUrl trackingParameters tags
        author: authorV2 { name } blog { handle } image { ${IMAGE} } seo { title description }
      } } ${PAGE_INFO} } } } }`,
    );
    expect(blogs.blogs.nodes.map((b: {handle: string}) => b.handle)).toEqual([
      'beard-care',
      'shaving',
      'fragrances',
      'diy',
      'skincare',
      'body-hair-removal',
    ]);
    const articles = await conform(
      db,
      `{ articles(first: 50, sortKey: PUBLISHED_AT) { edges { cursor node { id handle title blog { handle } } } ${PAGE_INFO} } }`,
    );
    const [first] = articles.articles.edges;
    await conform(
      db,
      `query ($blog: String!, $article: String!) { blog(handle: $blog) { articleByHandle(handle: $article) { id title } } }`,
      {
        blog: first.node.blog.handle,
        article: first.node.handle,
      },
    );
    const redirects = await conform(
      db,
      `{ urlRedirects(first: 5) { edges { cursor node { id path target } } ${PAGE_INFO} } one: urlRedirects(first: 1, query: "path:/collections/razors") { nodes { target } } }`,
    );
    expect(redirects.one.urlRedirects ?? redirects.one.nodes).toBeDefined();
    for (const type of [
      'PRODUCT',
      'COLLECTION',
      'PAGE',
      'BLOG',
      'ARTICLE',
      'METAOBJECT',
    ]) {
      const sitemap = await conform(
        db,
        `query ($type: SitemapType!) { sitemap(type: $type) {
        pagesCount { count precision }
        resources(page: 1) { hasNextPage items { handle updatedAt ... on SitemapResource { title image { alt filepath updatedAt } } } }
      } }`,
        {type},
      );
      if (type !== 'METAOBJECT')
        expect(sitemap.sitemap.resources.items.length, type).toBeGreaterThan(0);
    }
    const ids = [
      (
        await conform(
          db,
          `{ products(first: 1) { nodes { id variants(first: 1) { nodes { id } } } } }`,
        )
      ).products.nodes[0],
      await conform(
        db,
        `{ collections(first: 1) { nodes { id } } pages(first: 1) { nodes { id } } blogs(first: 1) { nodes { id } } articles(first: 1) { nodes { id } } }`,
      ),
    ];
    const gids = [
      ids[0].id,
      ids[0].variants.nodes[0].id,
      ids[1].collections.nodes[0].id,
      ids[1].pages.nodes[0].id,
      ids[1].blogs.nodes[0].id,
      ids[1].articles.nodes[0].id,
    ];
    const nodes = await conform(
      db,
      `query ($ids: [ID!]!) { nodes(ids: $ids) { id } node(id: "${gids[0]}") { id ... on Product { handle } } }`,
      {ids: gids},
    );
    expect(nodes.nodes.map((n: {id: string}) => n.id)).toEqual(gids);
    // another shop's ids are not visible
    expect(
      (
        await conform(
          db,
          `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
          {ids: gids},
          'gum',
        )
      ).nodes,
    ).toEqual(gids.map(() => null));
  });
});

describe('cursor paging both ways', () => {
  const connections: {
    name: string;
    shop: ShopId;
    field: string;
    args?: string;
  }[] = [
    {
      name: 'products',
      shop: 'grooming',
      field: 'products',
      args: 'sortKey: TITLE',
    },
    {
      name: 'products (query, reverse)',
      shop: 'grooming',
      field: 'products',
      args: 'query: "tag:men", sortKey: PRICE, reverse: true',
    },
    {name: 'collections', shop: 'grooming', field: 'collections'},
    {name: 'pages', shop: 'grooming', field: 'pages'},
    {name: 'articles', shop: 'grooming', field: 'articles'},
    {name: 'search', shop: 'grooming', field: 'search', args: 'query: "men"'},
    {name: 'gum products', shop: 'gum', field: 'products'},
  ];
  for (const {name, shop, field, args} of connections) {
    it(name, async () => {
      const a = args ? `, ${args}` : '';
      const node =
        field === 'search'
          ? '... on Product { id } ... on Page { id } ... on Article { id }'
          : 'id';
      type Page = {
        edges: {node: {id: string}}[];
        pageInfo: {
          hasNextPage: boolean;
          hasPreviousPage: boolean;
          startCursor: string | null;
          endCursor: string | null;
        };
      };
      const doc = `query ($first: Int, $after: String, $last: Int, $before: String) {
        c: ${field}(first: $first, after: $after, last: $last, before: $before${a}) { edges { cursor node { ${node} } } ${PAGE_INFO} } }`;
      const everything = (await conform(db, doc, {first: 250}, shop)).c;
      const ids: string[] = everything.edges.map(
        (e: {node: {id: string}}) => e.node.id,
      );
      expect(ids.length).toBeGreaterThan(4);
      expect(everything.pageInfo).toMatchObject({
        hasNextPage: false,
        hasPreviousPage: false,
      });

      // forwards in pages of 3
      const forwards: string[] = [];
      let after: string | null = null;
      for (let guard = 0; guard < 200; guard++) {
        const page: Page = (await conform(db, doc, {first: 3, after}, shop)).c;
        forwards.push(...page.edges.map((e) => e.node.id));
        expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(forwards).toEqual(ids);

      // backwards in pages of 4
      const backwards: string[] = [];
      let before: string | null = null;
      for (let guard = 0; guard < 200; guard++) {
        const page: Page = (await conform(db, doc, {last: 4, before}, shop)).c;
        backwards.unshift(...page.edges.map((e) => e.node.id));
        expect(page.pageInfo.hasNextPage).toBe(before !== null);
        if (!page.pageInfo.hasPreviousPage) break;
        before = page.pageInfo.startCursor;
      }
      expect(backwards).toEqual(ids);
    });
  }

  it('refuses a page without first/last, and first and last together', async () => {
    for (const args of ['', 'first: 2, last: 2']) {
      const answer = await send(
        db,
        `{ products${args ? `(${args})` : ''} { nodes { id } } }`,
      );
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]?.message).toMatch(/first|last/);
    }
  });
});

describe('cart and customer documents answer schema-true', () => {
  const CART = `
    id checkoutUrl createdAt updatedAt totalQuantity note
    attributes { key value }
    buyerIdentity { countryCode email phone customer { id email } }
    discountCodes { code applicable }
    discountAllocations { discountedAmount { ${MONEY} } targetType ... on CartCodeDiscountAllocation { code } ... on CartAutomaticDiscountAllocation { title } }
    appliedGiftCards { id }
    cost {
      subtotalAmount { ${MONEY} } totalAmount { ${MONEY} } checkoutChargeAmount { ${MONEY} }
      subtotalAmountEstimated totalAmountEstimated totalTaxAmount { ${MONEY} } totalDutyAmount { ${MONEY} }
    }
    lines(first: 10) {
      edges { cursor node {
        id quantity attributes { key value }
        cost { amountPerQuantity { ${MONEY} } compareAtAmountPerQuantity { ${MONEY} } subtotalAmount { ${MONEY} } totalAmount { ${MONEY} } }
        discountAllocations { discountedAmount { ${MONEY} } ... on CartCodeDiscountAllocation { code } }
        merchandise { ... on ProductVariant { id title availableForSale price { ${MONEY} } product { handle } } }
      } }
      ${PAGE_INFO}
    }
    deliveryGroups(first: 1) { nodes { id } }`;
  const PAYLOAD = `cart { ${CART} } userErrors { code field message } warnings { code message target }`;

  it('every cart mutation, then a read, with codes, allocations and an unknown code warning', async () => {
    const variants = (
      await conform(
        db,
        `{ products(first: 10, query: "available_for_sale:true") { nodes { variants(first: 1) { nodes { id } } } } }`,
      )
    ).products.nodes.map(
      (p: {variants: {nodes: {id: string}[]}}) => p.variants.nodes[0].id,
    );
    const created = await conform(
      db,
      `mutation ($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`,
      {
        input: {
          lines: [{merchandiseId: variants[0], quantity: 2}],
          buyerIdentity: {countryCode: 'IN'},
        },
      },
    );
    const cart = created.cartCreate.cart;
    expect(new URL(cart.checkoutUrl).protocol).toMatch(/^https?:$/);
    const cartId = cart.id;
    const added = await conform(
      db,
      `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`,
      {
        cartId,
        lines: [
          {
            merchandiseId: variants[1],
            quantity: 1,
            attributes: [{key: 'gift', value: 'yes'}],
          },
        ],
      },
    );
    const lineIds = added.cartLinesAdd.cart.lines.edges.map(
      (e: {node: {id: string}}) => e.node.id,
    );
    await conform(
      db,
      `mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`,
      {
        cartId,
        lines: [{id: lineIds[0], quantity: 3}],
      },
    );
    const codes = await conform(
      db,
      `mutation ($cartId: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} } }`,
      {
        cartId,
        codes: ['nope-not-a-code'],
      },
    );
    expect(codes.cartDiscountCodesUpdate.cart.discountCodes).toEqual([
      {code: 'nope-not-a-code', applicable: false},
    ]);
    expect(codes.cartDiscountCodesUpdate.warnings).toEqual([
      expect.objectContaining({code: 'DISCOUNT_NOT_FOUND'}),
    ]);
    expect(codes.cartDiscountCodesUpdate.userErrors).toEqual([]);
    await conform(
      db,
      `mutation ($cartId: ID!) { cartNoteUpdate(cartId: $cartId, note: "Gift wrap please") { ${PAYLOAD} } }`,
      {cartId},
    );
    await conform(
      db,
      `mutation ($cartId: ID!) { cartAttributesUpdate(cartId: $cartId, attributes: [{key: "source", value: "test"}]) { ${PAYLOAD} } }`,
      {cartId},
    );
    await conform(
      db,
      `mutation ($cartId: ID!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: {email: "a@example.com", phone: "+919876543210", countryCode: IN}) { ${PAYLOAD} } }`,
      {cartId},
    );
    await conform(
      db,
      `mutation ($cartId: ID!, $ids: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $ids) { ${PAYLOAD} } }`,
      {cartId, ids: [lineIds[1]]},
    );
    const read = await conform(
      db,
      `query ($id: ID!) @inContext(country: IN) { cart(id: $id) { ${CART} } }`,
      {id: cartId},
    );
    expect(read.cart).toMatchObject({
      note: 'Gift wrap please',
      totalQuantity: 3,
      attributes: [{key: 'source', value: 'test'}],
      buyerIdentity: {email: 'a@example.com'},
    });
    const cost = read.cart.cost;
    expect(cost.totalAmount.amount).toBe(cost.subtotalAmount.amount);
    expect(
      (await conform(db, `{ cart(id: "gid://shopify/Cart/nope") { id } }`))
        .cart,
    ).toBeNull();
  });

  it('customer log-in, customer with orders, token delete', async () => {
    const login = await conform(
      db,
      `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) {
      customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } userErrors { field message } } }`,
      {
        input: {
          email: GROOMING_DEMO_CUSTOMER.email,
          password: GROOMING_DEMO_CUSTOMER.password,
        },
      },
    );
    const token =
      login.customerAccessTokenCreate.customerAccessToken.accessToken;
    const me = await conform(
      db,
      `query ($token: String!) { customer(customerAccessToken: $token) {
      id email firstName lastName displayName phone acceptsMarketing createdAt updatedAt numberOfOrders tags
      defaultAddress { id } addresses(first: 5) { nodes { id } }
      orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { totalCount edges { cursor node {
        id name orderNumber processedAt financialStatus fulfillmentStatus statusUrl canceledAt cancelReason edited email phone
        currencyCode totalPrice { ${MONEY} } subtotalPrice { ${MONEY} } totalShippingPrice { ${MONEY} } totalTax { ${MONEY} }
        currentTotalPrice { ${MONEY} } totalRefunded { ${MONEY} }
        shippingAddress { address1 city zip countryCodeV2 formatted }
        discountApplications(first: 5) { nodes { allocationMethod targetSelection targetType value { __typename } } }
        lineItems(first: 10) { nodes { title quantity currentQuantity originalTotalPrice { ${MONEY} } discountedTotalPrice { ${MONEY} } variant { id } } }
      } } ${PAGE_INFO} }
    } }`,
      {token},
    );
    expect(me.customer.email).toBe(GROOMING_DEMO_CUSTOMER.email);
    const del = await conform(
      db,
      `mutation ($token: String!) { customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }`,
      {token},
    );
    expect(del.customerAccessTokenDelete.deletedAccessToken).toBe(token);
    expect(
      (
        await conform(
          db,
          `query ($token: String!) { customer(customerAccessToken: $token) { id } }`,
          {token},
        )
      ).customer,
    ).toBeNull();
  });
});

/**
 * Shopify's Multipass, written here independently of server/src/customers/multipass.ts from the
 * published algorithm, so the backend is checked against the spec and not against itself.
 */
function referenceMultipass(
  secret: string,
  customer: Record<string, unknown>,
): string {
  const material = createHash('sha256').update(secret).digest();
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', material.subarray(0, 16), iv);
  const ciphertext = Buffer.concat([
    iv,
    cipher.update(JSON.stringify(customer)),
    cipher.final(),
  ]);
  const signature = createHmac('sha256', material.subarray(16, 32))
    .update(ciphertext)
    .digest();
  return Buffer.concat([ciphertext, signature]).toString('base64url');
}

describe('Multipass interoperates with the published algorithm', () => {
  it('logs in with a token built by a separate implementation, unpadded and padded, once each', async () => {
    const secret = (
      db
        .prepare(
          "SELECT multipass_secret AS s FROM shops WHERE id = 'grooming'",
        )
        .get() as {s: string}
    ).s;
    const doc = `mutation ($t: String!) { customerAccessTokenCreateWithMultipass(multipassToken: $t) {
      customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } } }`;
    for (const pad of [false, true]) {
      let token = '';
      for (let i = 0; !token; i++) {
        const candidate = referenceMultipass(secret, {
          email: `mp${i}-${pad}@example.com`,
          created_at: new Date().toISOString(),
        });
        const padding = '='.repeat((4 - (candidate.length % 4)) % 4);
        if (padding) token = pad ? candidate + padding : candidate;
      }
      const first = await conform(db, doc, {t: token});
      expect(
        first.customerAccessTokenCreateWithMultipass.customerUserErrors,
      ).toEqual([]);
      expect(
        first.customerAccessTokenCreateWithMultipass.customerAccessToken
          .accessToken,
      ).toBeTruthy();
      const replay = await conform(db, doc, {t: token});
      expect(
        replay.customerAccessTokenCreateWithMultipass.customerAccessToken,
      ).toBeNull();
      expect(
        replay.customerAccessTokenCreateWithMultipass.customerUserErrors[0]
          .code,
      ).toBe('TOKEN_INVALID');
    }
  });
});
