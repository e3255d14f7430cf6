/**
 * Every operation the storefronts and shared/ send (their `#graphql` documents, fragments resolved as
 * the apps compose them) runs against the seeded backend with realistic variables, and each answer is
 * checked against the official schema. A new operation with required variables needs an entry in
 * VARIABLES below; the test says so.
 */
import {
  Kind,
  parse,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import {beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {createCustomer, issueActivationUrl} from '../../src/data/customers.ts';
import {encodeMultipassToken} from '../../src/customers/multipass.ts';
import {GROOMING_DEMO_CUSTOMER} from '../../src/seed/grooming/index.ts';
import {
  collectTemplates,
  operationsOf,
  resolver,
  withFragments,
  type Template,
} from '../../../tests/unit/graphql-documents.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {ORIGIN, type ShopId} from '../fixtures/storefront-client.ts';
import {conform} from './harness.ts';
import {CART_QUERY_FRAGMENT as SHARED_CART_FRAGMENT} from '../../../shared/cart/fragments.ts';

let db: Db;
/** Values that depend on the seeded database (tokens, ids), filled in beforeAll. */
const live: Record<string, unknown> = {};

beforeAll(async () => {
  db = await seededDb();
  const login = await conform(
    db,
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    {
      input: {
        email: GROOMING_DEMO_CUSTOMER.email,
        password: GROOMING_DEMO_CUSTOMER.password,
      },
    },
  );
  live.customerAccessToken =
    login.customerAccessTokenCreate.customerAccessToken.accessToken;
  const secret = (
    db
      .prepare("SELECT multipass_secret AS s FROM shops WHERE id = 'grooming'")
      .get() as {s: string}
  ).s;
  live.multipassToken = encodeMultipassToken(secret, {
    email: 'documents@example.com',
  });
  const invited = createCustomer(db, 'grooming', {
    email: 'invited@example.com',
    state: 'INVITED',
  });
  live.activationUrl = issueActivationUrl(db, ORIGIN, invited.id);
});

type Variables = Record<string, unknown> | (() => Record<string, unknown>);

/** Variables for each operation (the storefront's own values where it has constants). */
const VARIABLES: Record<string, {shop: ShopId; variables: Variables}[]> = {
  GroomingCartUpsell: [{shop: 'grooming', variables: {handle: 'cart-upsell'}}],
  SharedChromeMenus: [
    {
      shop: 'grooming',
      variables: {
        mainHandle: 'main-menu',
        mobileHandle: 'mobile-menu',
        footerHandle: 'footer',
      },
    },
    {
      shop: 'gum',
      variables: {
        mainHandle: 'main-menu',
        mobileHandle: 'main-menu',
        footerHandle: 'footer',
        language: 'HI',
      },
    },
  ],
  SharedCustomerAccessTokenCreate: [
    {
      shop: 'grooming',
      variables: {
        input: {
          email: GROOMING_DEMO_CUSTOMER.email,
          password: 'wrong-password',
        },
      },
    },
  ],
  SharedCustomerAccessTokenCreateWithMultipass: [
    {
      shop: 'grooming',
      variables: () => ({multipassToken: live.multipassToken}),
    },
  ],
  SharedCustomerActivateByUrl: [
    {
      shop: 'grooming',
      variables: () => ({
        activationUrl: live.activationUrl,
        password: 'Secret@123',
      }),
    },
  ],
  SharedReviewer: [
    {
      shop: 'grooming',
      variables: () => ({customerAccessToken: live.customerAccessToken}),
    },
  ],
  SharedCustomerAccessTokenDelete: [
    {shop: 'grooming', variables: {customerAccessToken: 'not-a-token'}},
  ],
  SharedSearchProducts: [
    {shop: 'grooming', variables: {query: 'trimmer for men', first: 6}},
    {shop: 'gum', variables: {query: 'gum', first: 6, language: 'HI'}},
  ],
  McpSearchProducts: [
    {shop: 'grooming', variables: {query: 'beard oil', first: 6}},
    {shop: 'gum', variables: {query: 'इलायची', first: 6, language: 'HI'}},
  ],
  McpProduct: [
    {shop: 'grooming', variables: {handle: 'beard-oil-classic'}},
    {
      shop: 'gum',
      variables: {handle: 'nicotine-gum-2mg-elaichi', language: 'HI'},
    },
    {shop: 'gum', variables: {handle: 'no-such-product'}},
  ],
  McpVariantPrices: [
    {
      shop: 'grooming',
      variables: {
        ids: [
          'gid://shopify/ProductVariant/72',
          'gid://shopify/ProductVariant/1',
        ],
      },
    },
  ],
  SharedSearchBestSellers: [
    {shop: 'grooming', variables: {handle: 'best-seller', first: 6}},
  ],
  SharedSearchPageBestSellers: [
    {shop: 'grooming', variables: {first: 4}},
    {shop: 'gum', variables: {first: 3, language: 'HI'}},
  ],
  SharedSearchVocabulary: [
    {shop: 'grooming', variables: {first: 250}},
    {shop: 'gum', variables: {first: 250, language: 'HI'}},
  ],
  // Eight handles always (the loader repeats the first); an unknown handle answers null, not an error.
  SharedRecentlyViewed: [
    {
      shop: 'grooming',
      variables: {
        h0: 'full-body-trimmer-for-men',
        h1: 'no-such-product',
        h2: 'full-body-trimmer-for-men',
        h3: 'full-body-trimmer-for-men',
        h4: 'full-body-trimmer-for-men',
        h5: 'full-body-trimmer-for-men',
        h6: 'full-body-trimmer-for-men',
        h7: 'full-body-trimmer-for-men',
      },
    },
    {
      shop: 'gum',
      variables: {
        h0: 'nicotine-gum-2mg-fresh-mint',
        h1: 'no-such-product',
        h2: 'nicotine-gum-2mg-fresh-mint',
        h3: 'nicotine-gum-2mg-fresh-mint',
        h4: 'nicotine-gum-2mg-fresh-mint',
        h5: 'nicotine-gum-2mg-fresh-mint',
        h6: 'nicotine-gum-2mg-fresh-mint',
        h7: 'nicotine-gum-2mg-fresh-mint',
        language: 'HI',
      },
    },
  ],
  GroomingHome: [{shop: 'grooming', variables: {}}],
  SharedCustomerOrders: [
    {
      shop: 'grooming',
      variables: () => ({customerAccessToken: live.customerAccessToken}),
    },
  ],
  SharedCustomerLoyalty: [
    {
      shop: 'grooming',
      variables: () => ({
        customerAccessToken: live.customerAccessToken,
        namespace: 'loyalty',
        key: 'popcoins',
        pendingKey: 'popcoins_pending',
      }),
    },
  ],
  GroomingArticle: [
    {
      shop: 'grooming',
      variables: {
        blogHandle: 'beard-care',
        articleHandle: 'how-to-grow-a-thicker-beard',
      },
    },
  ],
  GroomingBlog: [
    {shop: 'grooming', variables: {blogHandle: 'shaving', first: 6}},
  ],
  GroomingBlogs: [{shop: 'grooming', variables: {}}],
  GroomingCollection: [
    {
      shop: 'grooming',
      variables: {handle: 'razors-1', first: 8, priceFiltered: false},
    },
    {
      shop: 'grooming',
      variables: {
        handle: 'all',
        last: 8,
        sortKey: 'PRICE',
        reverse: true,
        priceFiltered: false,
      },
    },
  ],
  GroomingCollections: [{shop: 'grooming', variables: {}}],
  SharedPage: [
    {shop: 'grooming', variables: {handle: 'about-us'}},
    {shop: 'gum', variables: {handle: 'how-to-use', language: 'HI'}},
  ],
  SharedPolicy: [
    {
      shop: 'grooming',
      variables: {
        privacyPolicy: false,
        refundPolicy: false,
        shippingPolicy: true,
        termsOfService: false,
        subscriptionPolicy: false,
      },
    },
  ],
  GroomingProduct: [
    {
      shop: 'grooming',
      variables: {handle: 'full-body-trimmer-for-men', selectedOptions: []},
    },
    {
      shop: 'grooming',
      variables: {
        handle: 'full-body-trimmer-for-men',
        selectedOptions: [{name: 'Title', value: 'Default Title'}],
      },
    },
  ],
  GroomingProductRecommended: [{shop: 'grooming', variables: {}}],
  GroomingSearch: [{shop: 'grooming', variables: {term: 'beard', first: 12}}],
  GumHome: [
    {
      shop: 'gum',
      variables: {featured: 'nicotine-gums', supplements: 'supplements'},
    },
    {
      shop: 'gum',
      variables: {
        featured: 'nicotine-gums',
        supplements: 'supplements',
        language: 'HI',
      },
    },
  ],
  GumCollection: [
    {
      shop: 'gum',
      variables: {handle: 'nicotine-gums', first: 12, priceFiltered: false},
    },
    {
      shop: 'gum',
      variables: {
        handle: 'all',
        first: 12,
        priceFiltered: true,
        filters: [{available: true}, {price: {min: 100, max: 1000}}],
        sortKey: 'PRICE',
        language: 'HI',
      },
    },
  ],
  GumProduct: [
    {
      shop: 'gum',
      variables: {handle: 'nicotine-gum-2mg-fresh-mint', selectedOptions: []},
    },
    {
      shop: 'gum',
      variables: {
        handle: 'nicotine-gum-2mg-fresh-mint',
        selectedOptions: [{name: 'Pack Size', value: 'Pack of 3 (30 pieces)'}],
        language: 'HI',
      },
    },
  ],
  GumSearch: [{shop: 'gum', variables: {query: 'mint', first: 6}}],
  SharedSitemapResources: [
    {shop: 'gum', variables: {type: 'PRODUCT', page: 1}},
    {shop: 'grooming', variables: {type: 'PAGE', page: 1}},
  ],
};

/** Variables every storefront passes for @inContext. */
const CONTEXT = {country: 'IN'};

const templates = collectTemplates();
const {find} = resolver(templates);
const operations: {
  name: string;
  template: Template;
  document: DocumentNode;
  operation: OperationDefinitionNode;
}[] = [];
for (const template of templates) {
  if (!template.document) continue;
  const document = withFragments(template, find);
  for (const operation of operationsOf(template.document)) {
    if (operation.name)
      operations.push({
        name: operation.name.value,
        template,
        document,
        operation,
      });
  }
}

describe('storefront and shared operations against the seeded backend', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations.map((o) => [o.name, o] as const))(
    '%s answers schema-true',
    async (name, {operation, document, template}) => {
      const required = (operation.variableDefinitions ?? [])
        .filter((v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue)
        .map((v) => v.variable.name.value);
      const cases =
        VARIABLES[name] ??
        (required.length
          ? undefined
          : [
              {
                shop: template.scope === 'gum' ? 'gum' : 'grooming',
                variables: {},
              },
            ]);
      expect(
        cases,
        `${name} (${template.file}) needs variables in VARIABLES: ${required.join(', ')}`,
      ).toBeDefined();
      for (const {shop, variables} of cases!) {
        const values = {
          ...CONTEXT,
          ...(typeof variables === 'function' ? variables() : variables),
        };
        await conform(db, document, values, shop as ShopId, name);
      }
    },
  );

  it('Hydrogen cart query with the shared CartApiQuery fragment answers schema-true', async () => {
    const created = await conform(
      db,
      `{ products(first: 2, query: "available_for_sale:true") { nodes { variants(first: 1) { nodes { id } } } } }`,
    );
    const lines = created.products.nodes.map(
      (p: {variants: {nodes: {id: string}[]}}) => ({
        merchandiseId: p.variants.nodes[0].id,
        quantity: 1,
      }),
    );
    const cart = await conform(
      db,
      `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }`,
      {input: {lines, discountCodes: ['WELCOME10']}},
    );
    const cartId = `gid://shopify/Cart/${cart.cartCreate.cart.id.split('/').pop()}`;
    // Hydrogen's CartQuery (cart handler, 2026.4) with our fragment in place of its default one.
    const query =
      parse(`query CartQuery($cartId: ID!, $numCartLines: Int = 100, $country: CountryCode = ZZ, $language: LanguageCode)
      @inContext(country: $country, language: $language) { cart(id: $cartId) { ...CartApiQuery } }
      ${SHARED_CART_FRAGMENT.replace('#graphql', '')}`);
    const data = await conform(db, query, {
      cartId,
      country: 'IN',
      language: 'EN',
    });
    expect(data.cart.lines.nodes ?? data.cart.lines.edges).toHaveLength(2);
  });
});
