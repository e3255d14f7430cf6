/**
 * The Storefront API over real HTTP, as any GraphQL client sees it: tokens, bad bodies and bad
 * variables get a 4xx (or Shopify's 200-with-errors) with a readable GraphQL-style `errors` list,
 * never a 500 or a stack trace.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {routes} from '../../src/routes.ts';
import {catalogDb} from '../fixtures/catalog-fixture.ts';
import {fixtureShop} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {
  STOREFRONT_API_PATH,
  storefrontClient,
  type HttpReply,
} from '../fixtures/storefront-client.ts';
import {storefrontOrigins} from '../fixtures/storefront-origins.ts';

const storefront = storefrontClient('gum');
let db: Db;
let served: ServedApp;

beforeAll(async () => {
  db = catalogDb();
  served = await serveBackend(db, routes);
});

afterAll(async () => {
  await served.close();
  db.close();
});

/** A raw body as gum's storefront sends it, with `headers` added or replaced. */
const post = (
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
  method = 'POST',
) => storefront.postRaw(served.base, body, {headers}, method);

const json = (value: unknown) => JSON.stringify(value);

/** A readable GraphQL-style error: `{errors: [{message}]}` in JSON, no stack trace. */
function expectGraphqlError(reply: HttpReply, status: number, message: RegExp) {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/application\/json/);
  expect(reply.body?.errors?.[0]?.message).toMatch(message);
  expect(reply.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

describe('POST /api/2026-04/graphql.json', () => {
  it('answers a plain client with data', async () => {
    const reply = await post(
      json({query: 'query Shop { shop { name } }', operationName: 'Shop'}),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({data: {shop: {name: 'QuitPop'}}});
  });

  it('accepts the private token header, and a bare document sent as application/graphql', async () => {
    const privateToken = await storefront.postRaw(
      served.base,
      json({query: '{ shop { name } }'}),
      {privateToken: fixtureShop('gum').privateToken},
    );
    expect(privateToken.body.data.shop.name).toBe('QuitPop');
    const bare = await post('{ shop { name } }', {
      'content-type': 'application/graphql',
    });
    expect(bare.body).toEqual({data: {shop: {name: 'QuitPop'}}});
  });

  it("answers 401 with Shopify's message for a missing or wrong token", async () => {
    expectGraphqlError(
      await post(json({query: '{ shop { name } }'}), {
        'x-shopify-storefront-access-token': '',
      }),
      401,
      /Invalid Storefront API access token/,
    );
    expectGraphqlError(
      await post(json({query: '{ shop { name } }'}), {
        'x-shopify-storefront-access-token': 'wrong',
      }),
      401,
      /Invalid Storefront API access token/,
    );
  });

  it('answers 400 for bodies that are not a GraphQL request', async () => {
    expectGraphqlError(await post('{"query": '), 400, /not valid JSON/);
    expectGraphqlError(await post(''), 400, /query/);
    expectGraphqlError(
      await post(json({variables: {}})),
      400,
      /Parameter Missing or Invalid: query/,
    );
    expectGraphqlError(await post(json({query: 42})), 400, /query/);
    expectGraphqlError(
      await post(json([{query: '{ shop { name } }'}])),
      400,
      /query/,
    );
    expectGraphqlError(await post('null'), 400, /query/);
    expectGraphqlError(
      await post(json({query: '{ shop { name } }', variables: 'handle=x'})),
      400,
      /variables must be a JSON object/,
    );
    expectGraphqlError(
      await post(json({query: '{ shop { name } }', variables: [1]})),
      400,
      /variables must be a JSON object/,
    );
    expectGraphqlError(
      await post(json({query: '{ shop { name } }', operationName: 7})),
      400,
      /operationName/,
    );
  });

  it('answers 413 for an oversized body and 405 (with Allow) for GET', async () => {
    expectGraphqlError(
      await post(new Uint8Array(1024 * 1024 + 10).fill(97)),
      413,
      /too large/,
    );
    const get = await post('', {}, 'GET');
    expectGraphqlError(get, 405, /Method not allowed/);
  });

  it('answers invalid documents and wrong variables with 200 and readable errors, as Shopify does', async () => {
    expectGraphqlError(
      await post(json({query: '{ shop { name'})),
      200,
      /Syntax Error/,
    );
    expectGraphqlError(
      await post(json({query: '{ shop { nope } }'})),
      200,
      /Cannot query field "nope"/,
    );
    const wrongType = await post(
      json({
        query: 'query ($h: String!) { product(handle: $h) { id } }',
        variables: {h: 5},
      }),
    );
    expectGraphqlError(wrongType, 200, /Variable "\$h" got invalid value 5/);
    expect(wrongType.body.data).toBeUndefined();
    const missing = await post(
      json({query: 'query ($h: String!) { product(handle: $h) { id } }'}),
    );
    expectGraphqlError(
      missing,
      200,
      /Variable "\$h" of required type "String!" was not provided/,
    );
    expectGraphqlError(
      await post(
        json({query: 'query A { shop { name } } query B { shop { name } }'}),
      ),
      200,
      /operation name/,
    );
    expectGraphqlError(
      await post(
        json({query: 'query A { shop { name } }', operationName: 'B'}),
      ),
      200,
      /Unknown operation named "B"/,
    );
    expectGraphqlError(
      await post(json({query: '{ products(first: 100000) { nodes { id } } }'})),
      200,
      /between 0 and 250/,
    );
    expectGraphqlError(
      await post(
        json({query: '{ products(first: 1, after: "!!") { nodes { id } } }'}),
      ),
      200,
      /Invalid cursor/,
    );
  });

  it('refuses root fields it does not serve by name, instead of a silent null', async () => {
    const reply = await post(
      json({
        query:
          'mutation { cartClone(cartId: "gid://shopify/Cart/x") { cart { id } } }',
      }),
    );
    expectGraphqlError(reply, 200, /`cartClone` is not served/);
    expect(reply.body.errors[0].extensions.code).toBe('NOT_SUPPORTED');
  });

  it('lets browsers send the token header cross-origin (preflight)', async () => {
    const res = await fetch(served.base + STOREFRONT_API_PATH, {
      method: 'OPTIONS',
      headers: {
        Origin: storefrontOrigins().gum[0],
        'Access-Control-Request-Headers': 'x-shopify-storefront-access-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toMatch(
      /X-Shopify-Storefront-Access-Token/i,
    );
  });
});
