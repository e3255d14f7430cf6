/**
 * Depth, cost and alias limits refuse abusive documents before they run (docs/security.md, "Query
 * limits"). Before the fix a 12-level product→collections→products query took ~10 s and stalled every
 * other request, and 300 aliased logins ran 300 password checks in one request.
 */
import {parse, type OperationDefinitionNode} from 'graphql';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {routes} from '../../src/routes.ts';
import {resetLimiters} from '../../src/rate-limit/limits.ts';
import {
  measureOperation,
  STOREFRONT_QUERY_LIMITS,
} from '../../src/storefront-api/query-limits.ts';
import {storefrontSchema} from '../../src/storefront-api/schema.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const storefront = storefrontClient('grooming');
let db: Db;
let served: ServedApp;

beforeAll(async () => {
  db = await seededDb();
  served = await serveBackend(db, routes);
  await post('{ shop { name } }'); // builds the schema once, outside the timings below
});

afterAll(async () => {
  await served.close();
  db.close();
});

beforeEach(() => resetLimiters());

async function post(query: string, variables: Record<string, unknown> = {}) {
  const {status, body} = await storefront.post(served.base, query, variables);
  return {status, body};
}

/** product → collections → products, `levels` times, 10 per page (the reviewer's query). */
function nestedQuery(levels: number): string {
  let inner = 'id title';
  for (let i = 0; i < levels; i++)
    inner = `collections(first: 10) { nodes { products(first: 10) { nodes { ${inner} } } } }`;
  return `{ products(first: 10) { nodes { ${inner} } } }`;
}

describe('query limits', () => {
  it('refuses a 12-level nested query fast, without running it', async () => {
    const started = performance.now();
    const {status, body} = await post(nestedQuery(12));
    const ms = performance.now() - started;
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    const codes = body.errors.map(
      (e: {extensions: {code: string}}) => e.extensions.code,
    );
    expect(codes).toEqual(
      expect.arrayContaining(['MAX_DEPTH_EXCEEDED', 'MAX_COST_EXCEEDED']),
    );
    const cost = body.errors.find(
      (e: {extensions: {code: string}}) =>
        e.extensions.code === 'MAX_COST_EXCEEDED',
    );
    expect(cost.extensions.maxCost).toBe(STOREFRONT_QUERY_LIMITS.maxCost);
    expect(cost.extensions.cost).toBeGreaterThan(
      STOREFRONT_QUERY_LIMITS.maxCost,
    );
    expect(cost.message).toMatch(
      /^Query cost is \d+, which exceeds the single query max cost limit \(3000\)\.$/,
    );
    // No data: it never ran (the old backend took ~10 s on an idle machine). The bound is loose for a busy one.
    expect(ms).toBeLessThan(5000);
  });

  it('refuses 300 aliased logins before any password is checked', async () => {
    const fields = Array.from(
      {length: 300},
      (_, i) =>
        `a${i}: customerAccessTokenCreate(input: {email: "victim@example.com", password: "guess${i}"}) { customerAccessToken { accessToken } }`,
    );
    const started = performance.now();
    const {body} = await post(`mutation { ${fields.join('\n')} }`);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(body.data).toBeUndefined();
    expect(
      body.errors.map((e: {extensions: {code: string}}) => e.extensions.code),
    ).toContain('MAX_ALIASES_EXCEEDED');
    // No attempt was counted: the real customer can still log in as often as the limit allows.
    const login = await post(
      `mutation { customerAccessTokenCreate(input: {email: "victim@example.com", password: "x"}) { customerUserErrors { code } } }`,
    );
    expect(
      login.body.data.customerAccessTokenCreate.customerUserErrors,
    ).toEqual([{code: 'UNIDENTIFIED_CUSTOMER'}]);
  });

  it('refuses documents longer than the parser will read', async () => {
    const {body} = await post(`{ ${'shop { name } '.repeat(5000)} }`);
    expect(body.errors[0]).toMatchObject({
      message: expect.stringMatching(/more that 15000 tokens/),
      extensions: {code: 'PARSE_ERROR'},
    });
  });

  it('lets a wide but cheap query and introspection through', async () => {
    const {body} = await post(
      `{ shop { name } a: products(first: 5) { nodes { id } } b: collections(first: 5) { nodes { id } } }`,
    );
    expect(body.errors).toBeUndefined();
    const introspection = await post(
      `{ __schema { queryType { name } types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }`,
    );
    expect(introspection.body.errors).toBeUndefined();
  });

  it("measures Shopify's way: objects 1, scalars 0, connections 2 + page size × contents, mutations 10", () => {
    const measure = (source: string, variables = {}) => {
      const document = parse(source);
      return measureOperation(
        storefrontSchema(),
        document,
        document.definitions[0] as OperationDefinitionNode,
        variables,
      );
    };
    expect(measure('{ shop { name } }')).toEqual({
      cost: 1,
      depth: 2,
      aliases: 0,
      fields: 2,
    });
    expect(
      measure('{ products(first: 10) { nodes { id featuredImage { url } } } }')
        .cost,
    ).toBe(2 + 10 * 2);
    expect(
      measure('query($n: Int) { products(first: $n) { nodes { id } } }', {n: 3})
        .cost,
    ).toBe(2 + 3 * 1);
    expect(
      measure('query($n: Int = 4) { products(first: $n) { nodes { id } } }')
        .cost,
    ).toBe(2 + 4 * 1);
    expect(measure('mutation { cartCreate { cart { id } } }').cost).toBe(
      10 + 1,
    );
    // Fragments on different types are alternatives: the dearest counts.
    expect(
      measure(
        '{ node(id: "x") { ... on Product { featuredImage { url } } ... on Collection { image { url } seo { title } } } }',
      ).cost,
    ).toBe(1 + 2);
  });
});

describe('password hashing', () => {
  it('does not block the event loop: a cheap query finishes while logins are being checked', async () => {
    const order: string[] = [];
    const logins = Array.from({length: 6}, (_, i) =>
      post(
        `mutation { customerAccessTokenCreate(input: {email: "user${i}@example.com", password: "wrong-password"}) { customerUserErrors { code } } }`,
      ).then(() => order.push('login')),
    );
    const cheap = post('{ shop { name } }').then(() => order.push('shop'));
    await Promise.all([...logins, cheap]);
    expect(order.indexOf('shop')).toBeLessThan(order.length - 1);
  });
});
