import {describe, expect, it} from 'vitest';
import {catalogFixture, gid} from '../fixtures/catalog-fixture.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const {gql, ok} = storefrontClient('gum');
const {db, ids} = catalogFixture();

describe('shop and localization', () => {
  it('describes the shop, its policies and payment settings', async () => {
    const {shop, paymentSettings} = await ok(
      db,
      `{
      shop { id name description moneyFormat brand { slogan } primaryDomain { url host sslEnabled }
        paymentSettings { currencyCode countryCode acceptedCardBrands enabledPresentmentCurrencies supportedDigitalWallets cardVaultUrl }
        shippingPolicy { id title handle body url } privacyPolicy { handle } refundPolicy { handle } termsOfService { handle } }
      paymentSettings { currencyCode } }`,
    );
    expect(shop).toMatchObject({
      id: 'gid://shopify/Shop/1',
      name: 'QuitPop',
      description: 'Nicotine gum that helps you quit',
      moneyFormat: '₹{{amount}}',
      brand: null,
      primaryDomain: {
        url: 'http://127.0.0.1:4000',
        host: '127.0.0.1:4000',
        sslEnabled: false,
      },
      paymentSettings: {
        currencyCode: 'INR',
        countryCode: 'IN',
        enabledPresentmentCurrencies: ['INR'],
      },
      shippingPolicy: {
        id: 'gid://shopify/ShopPolicy/1',
        title: 'Shipping policy',
        handle: 'shipping-policy',
        body: '<p>Ships in 2 days.</p>',
        url: 'http://127.0.0.1:4000/policies/shipping-policy',
      },
      privacyPolicy: {handle: 'privacy-policy'},
      refundPolicy: null,
      termsOfService: null,
    });
    expect(shop.paymentSettings.acceptedCardBrands).toContain('VISA');
    expect(paymentSettings.currencyCode).toBe('INR');
  });

  it('reports countries and languages, following @inContext(language:)', async () => {
    const q = `query($language: LanguageCode) @inContext(language: $language) { localization {
      country { isoCode name currency { isoCode name symbol } availableLanguages { isoCode } market { handle } }
      language { isoCode endonymName name }
      availableCountries { isoCode } availableLanguages { isoCode endonymName } market { id handle } } }`;
    const en = (await ok(db, q)).localization;
    expect(en.country).toEqual({
      isoCode: 'IN',
      name: 'India',
      currency: {isoCode: 'INR', name: 'Indian Rupee', symbol: '₹'},
      availableLanguages: [{isoCode: 'EN'}, {isoCode: 'HI'}],
      market: {handle: 'in'},
    });
    expect(en.language).toEqual({
      isoCode: 'EN',
      endonymName: 'English',
      name: 'English',
    });
    expect(en.availableCountries).toEqual([{isoCode: 'IN'}]);
    expect(en.availableLanguages).toEqual([
      {isoCode: 'EN', endonymName: 'English'},
      {isoCode: 'HI', endonymName: 'हिन्दी'},
    ]);
    expect(
      (await ok(db, q, {language: 'HI'})).localization.language.isoCode,
    ).toBe('HI');
  });
});

describe('menu', () => {
  it('nests items with absolute internal URLs and untouched external ones', async () => {
    const {menu} = await ok(
      db,
      `{ menu(handle: "main-menu") { id handle title itemsCount
      items { id title url type resourceId tags resource { __typename ... on Collection { handle } }
        items { title url type resourceId tags resource { ... on Product { handle } } items { id } } } } }`,
    );
    expect(menu).toMatchObject({
      id: 'gid://shopify/Menu/1',
      handle: 'main-menu',
      title: 'Main menu',
      itemsCount: 3,
    });
    expect(menu.items).toEqual([
      {
        id: 'gid://shopify/MenuItem/1',
        title: 'Shop',
        url: 'http://127.0.0.1:4000/collections/all-gum',
        type: 'COLLECTION',
        resourceId: 'gid://shopify/Collection/1',
        tags: [],
        resource: {__typename: 'Collection', handle: 'all-gum'},
        items: [
          {
            title: 'Gum 4mg',
            url: 'http://127.0.0.1:4000/products/nicotine-gum-4mg',
            type: 'PRODUCT',
            resourceId: 'gid://shopify/Product/2',
            tags: ['new'],
            resource: {handle: 'nicotine-gum-4mg'},
            items: [],
          },
        ],
      },
      {
        id: 'gid://shopify/MenuItem/3',
        title: 'Science blog',
        url: 'https://example.com/science',
        type: 'HTTP',
        resourceId: null,
        tags: [],
        resource: null,
        items: [],
      },
    ]);
    expect((await ok(db, `{ menu(handle: "nope") { id } }`)).menu).toBeNull();
  });
});

describe('pages, blogs and articles', () => {
  it('serves pages by handle and id, and lists them', async () => {
    const data = await ok(
      db,
      `{
      page(handle: "about-us") { id title handle body bodySummary createdAt updatedAt onlineStoreUrl seo { title description } }
      byId: page(id: "gid://shopify/Page/2") { handle seo { title } bodySummary }
      pages(first: 5, sortKey: UPDATED_AT, reverse: true) { nodes { handle } pageInfo { hasNextPage } }
      q: pages(first: 5, query: "title:faq") { nodes { handle } } }`,
    );
    expect(data.page).toEqual({
      id: 'gid://shopify/Page/1',
      title: 'About us',
      handle: 'about-us',
      body: '<p>We help you quit.</p>',
      bodySummary: 'We help you quit.',
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-02T00:00:00Z',
      onlineStoreUrl: 'http://127.0.0.1:4000/pages/about-us',
      seo: {title: null, description: null},
    });
    expect(data.byId).toEqual({
      handle: 'faq',
      seo: {title: 'FAQ | QuitPop'},
      bodySummary: 'Questions',
    });
    expect(data.pages.nodes).toEqual([{handle: 'faq'}, {handle: 'about-us'}]);
    expect(data.q.nodes).toEqual([{handle: 'faq'}]);
  });

  it('serves blogs with articles, and article fields', async () => {
    const data = await ok(
      db,
      `{
      blog(handle: "learn") { id handle title onlineStoreUrl seo { title } authors { name }
        articles(first: 5, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle } pageInfo { hasNextPage hasPreviousPage } }
        articleByHandle(handle: "chew-pause-chew") {
          id title handle contentHtml content short: content(truncateAt: 10) excerpt excerptHtml publishedAt tags onlineStoreUrl
          image { url } authorV2 { name firstName lastName } blog { handle } seo { title } } }
      blogs(first: 5) { nodes { handle } }
      articles(first: 5, query: "author:ravi") { nodes { handle excerpt excerptHtml image { url } } }
      article(id: "gid://shopify/Article/2") { title } }`,
    );
    expect(data.blog).toMatchObject({
      id: 'gid://shopify/Blog/1',
      handle: 'learn',
      title: 'Learn',
      onlineStoreUrl: 'http://127.0.0.1:4000/blogs/learn',
    });
    expect(data.blog.authors).toEqual([
      {name: 'Asha Rao'},
      {name: 'Ravi Kumar'},
    ]);
    expect(data.blog.articles.nodes).toEqual([
      {handle: 'quit-smoking'},
      {handle: 'chew-pause-chew'},
    ]);
    expect(data.blog.articleByHandle).toEqual({
      id: 'gid://shopify/Article/1',
      title: 'Chew pause chew',
      handle: 'chew-pause-chew',
      contentHtml:
        '<p>The method: chew until the taste comes, then park it.</p>',
      content: 'The method: chew until the taste comes, then park it.',
      short: 'The metho…',
      excerpt: 'The method',
      excerptHtml: '<p>The method</p>',
      publishedAt: '2024-05-01T00:00:00Z',
      tags: ['method'],
      onlineStoreUrl: 'http://127.0.0.1:4000/blogs/learn/chew-pause-chew',
      image: {url: 'http://127.0.0.1:4000/cdn/shop/files/gum-2mg-front.png'},
      authorV2: {name: 'Asha Rao', firstName: 'Asha', lastName: 'Rao'},
      blog: {handle: 'learn'},
      seo: {title: null},
    });
    expect(data.blogs.nodes).toEqual([{handle: 'learn'}]);
    expect(data.articles.nodes).toEqual([
      {handle: 'quit-smoking', excerpt: null, excerptHtml: null, image: null},
    ]);
    expect(data.article).toEqual({title: 'How to quit smoking'});
  });
});

describe('urlRedirects, sitemap and node', () => {
  it('finds redirects by path as Hydrogen asks', async () => {
    const q = `query($q: String) { urlRedirects(first: 1, query: $q) { edges { node { id path target } } } }`;
    expect((await ok(db, q, {q: 'path:/old-gum'})).urlRedirects.edges).toEqual([
      {
        node: {
          id: 'gid://shopify/UrlRedirect/1',
          path: '/old-gum',
          target: '/products/nicotine-gum-2mg',
        },
      },
    ]);
    expect(
      (await ok(db, q, {q: 'path:/OLD-GUM/'})).urlRedirects.edges,
    ).toHaveLength(1);
    expect((await ok(db, q, {q: 'path:/secret'})).urlRedirects.edges).toEqual(
      [],
    );
  });

  it('lists sitemap resources per type', async () => {
    const q = `query($type: SitemapType!, $page: Int!) { sitemap(type: $type) { pagesCount { count precision } resources(page: $page) { hasNextPage items { handle updatedAt ... on SitemapResource { title } } } } }`;
    const products = (await ok(db, q, {type: 'PRODUCT', page: 1})).sitemap;
    expect(products.pagesCount).toEqual({count: 1, precision: 'EXACT'});
    expect(products.resources.hasNextPage).toBe(false);
    expect(
      products.resources.items.map((i: {handle: string}) => i.handle),
    ).toEqual([
      'nicotine-gum-2mg',
      'nicotine-gum-4mg',
      'quit-kit',
      'herbal-tea',
    ]);
    expect(products.resources.items[0]).toEqual({
      handle: 'nicotine-gum-2mg',
      updatedAt: '2024-04-01T00:00:00Z',
      title: 'Nicotine Gum 2mg',
    });
    const articles = (
      await ok(db, q, {type: 'ARTICLE', page: 1})
    ).sitemap.resources.items.map((i: {handle: string}) => i.handle);
    expect(articles).toEqual(['learn/chew-pause-chew', 'learn/quit-smoking']);
    for (const [type, count] of [
      ['COLLECTION', 2],
      ['PAGE', 2],
      ['BLOG', 1],
      ['METAOBJECT', 0],
    ] as const) {
      expect(
        (await ok(db, q, {type, page: 1})).sitemap.resources.items,
      ).toHaveLength(count);
    }
    expect(
      (await ok(db, q, {type: 'PRODUCT', page: 2})).sitemap.resources.items,
    ).toEqual([]);
  });

  it('resolves node and nodes for every catalogue type, only within the shop', async () => {
    const data = await ok(
      db,
      `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id }
      node(id: "${gid('ProductVariant', ids.gum.variants2mg[1])}") { ... on ProductVariant { title product { handle } } } }`,
      {
        ids: [
          'gid://shopify/Product/1',
          gid('ProductVariant', ids.gum.variants2mg[0]),
          'gid://shopify/Collection/1',
          'gid://shopify/Page/1',
          'gid://shopify/Blog/1',
          'gid://shopify/Article/1',
          'gid://shopify/Menu/1',
          'gid://shopify/ShopPolicy/1',
          gid('Product', ids.grooming.product),
          gid('Menu', ids.grooming.menu),
          gid('Article', ids.grooming.article),
          'not-a-gid',
        ],
      },
    );
    expect(
      data.nodes.map((n: {__typename: string} | null) => n?.__typename ?? null),
    ).toEqual([
      'Product',
      'ProductVariant',
      'Collection',
      'Page',
      'Blog',
      'Article',
      'Menu',
      'ShopPolicy',
      null,
      null,
      null,
      null,
    ]);
    expect(data.nodes[0].id).toBe('gid://shopify/Product/1');
    expect(data.node).toEqual({
      title: 'Mint / 30',
      product: {handle: 'nicotine-gum-2mg'},
    });
  });
});

describe('translations', () => {
  const q = `query($language: LanguageCode) @inContext(language: $language) {
    product(handle: "nicotine-gum-2mg") { title description descriptionHtml options { name values optionValues { name } }
      selectedOrFirstAvailableVariant(selectedOptions: [{name: "स्वाद", value: "पुदीना"}, {name: "Pack", value: "30"}]) { title selectedOptions { name value } } }
    other: product(handle: "nicotine-gum-4mg") { title }
    collection(handle: "all-gum") { title description metafield(namespace: "custom", key: "banner") { value } }
    menu(handle: "main-menu") { items { title items { title } } }
    shop { shippingPolicy { title } }
    page(handle: "about-us") { title } }`;

  it('uses translated fields for a secondary locale and falls back to the base columns', async () => {
    const hi = await ok(db, q, {language: 'HI'});
    expect(hi.product.title).toBe('निकोटीन गम 2mg');
    expect(hi.product.descriptionHtml).toBe('<p>चीनी मुक्त गम</p>');
    expect(hi.product.description).toBe('चीनी मुक्त गम');
    expect(hi.product.options[0]).toEqual({
      name: 'स्वाद',
      values: ['पुदीना', 'Fruit', 'Cinnamon'],
      optionValues: [{name: 'पुदीना'}, {name: 'Fruit'}, {name: 'Cinnamon'}],
    });
    expect(hi.product.selectedOrFirstAvailableVariant).toEqual({
      title: 'पुदीना / 30',
      selectedOptions: [
        {name: 'स्वाद', value: 'पुदीना'},
        {name: 'Pack', value: '30'},
      ],
    });
    expect(hi.other.title).toBe('Nicotine Gum 4mg');
    expect(hi.collection).toEqual({
      title: 'सभी उत्पाद',
      description: 'Everything we sell',
      metafield: {value: 'आज छोड़ें'},
    });
    expect(hi.menu.items.map((i: {title: string}) => i.title)).toEqual([
      'दुकान',
      'Science blog',
    ]);
    expect(hi.menu.items[0].items[0].title).toBe('Gum 4mg');
    expect(hi.shop.shippingPolicy.title).toBe('शिपिंग नीति');
    expect(hi.page.title).toBe('About us');
  });

  it('leaves the primary locale untouched', async () => {
    const en = await ok(db, q, {language: 'EN'});
    expect(en.product.title).toBe('Nicotine Gum 2mg');
    expect(en.product.options[0].name).toBe('Flavour');
    expect(en.collection.title).toBe('All products');
    expect(en.collection.metafield.value).toBe('Quit today');
    expect(en.menu.items[0].title).toBe('Shop');
  });

  it('matches search text in the translated title too', async () => {
    const data = await ok(
      db,
      `query @inContext(language: HI) { products(first: 5, query: "निकोटीन") { nodes { handle title } } }`,
    );
    expect(data.products.nodes).toEqual([
      {handle: 'nicotine-gum-2mg', title: 'निकोटीन गम 2mg'},
    ]);
  });
});

describe('isolation and errors', () => {
  it('shows another shop only its own data', async () => {
    const data = await ok(
      db,
      `{ product(handle: "nicotine-gum-2mg") { id title } products(first: 10) { nodes { handle } }
      collections(first: 10) { nodes { handle } } menu(handle: "main-menu") { title } pages(first: 5) { nodes { title } }
      blogs(first: 5) { nodes { title } } articles(first: 5) { nodes { title } } collection(handle: "all-gum") { id }
      search(query: "gum", first: 5) { totalCount } shop { name refundPolicy { title } shippingPolicy { title } }
      urlRedirects(first: 5) { nodes { path } } node(id: "gid://shopify/Product/1") { id } }`,
      {},
      {shop: 'grooming'},
    );
    expect(data).toEqual({
      product: {
        id: gid('Product', ids.grooming.product),
        title: 'Other Shop Gum',
      },
      products: {nodes: [{handle: 'nicotine-gum-2mg'}]},
      collections: {nodes: [{handle: 'secret'}]},
      menu: {title: 'Other menu'},
      pages: {nodes: [{title: 'Other about'}]},
      blogs: {nodes: [{title: 'Other learn'}]},
      articles: {nodes: [{title: 'Secret post'}]},
      collection: null,
      search: {totalCount: 1},
      shop: {
        name: 'Other Shop',
        refundPolicy: {title: 'Other refund'},
        shippingPolicy: null,
      },
      urlRedirects: {nodes: [{path: '/secret'}]},
      node: null,
    });
  });

  it('answers 401 for a missing or unknown token', async () => {
    const missing = await gql(db, '{ shop { name } }', {}, {token: null});
    expect(missing.status).toBe(401);
    const unknown = await gql(db, '{ shop { name } }', {}, {token: 'nope'});
    expect(unknown.status).toBe(401);
    expect(unknown.errors?.[0].message).toMatch(/access token/i);
  });

  it('returns validation errors for invalid documents', async () => {
    const result = await gql(db, '{ product(handle: "x") { notAField } }');
    expect(result.status).toBe(200);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0].message).toMatch(
      /Cannot query field "notAField" on type "Product"/,
    );
    const badEnum = await gql(
      db,
      '{ products(first: 1, sortKey: NOPE) { nodes { id } } }',
    );
    expect(badEnum.errors?.[0].message).toMatch(/NOPE/);
    const syntax = await gql(db, '{ product(');
    expect(syntax.errors?.[0].message).toMatch(/Syntax Error/);
  });
});
