/**
 * Request-Deadline on Storefront API requests (issue 35, finding 8): a cart change that reaches the
 * backend after the storefront stopped waiting for it (it was queued behind a frozen process) is
 * dropped, not applied, so the failure the shopper was shown stays true. The frozen process itself is
 * tested end to end (tests/e2e/{grooming,gum}/outage.spec.ts).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {routes} from '../../src/routes.ts';
import {catalogFixture} from '../fixtures/catalog-fixture.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';
import {fixtureShop} from '../fixtures/fixture-builder.ts';

const storefront = storefrontClient('gum');
let db: Db;
let served: ServedApp;
let variant: string;

beforeAll(async () => {
  const fixture = catalogFixture();
  db = fixture.db;
  variant = `gid://shopify/ProductVariant/${fixture.ids.gum.variants2mg[0]}`;
  served = await serveBackend(db, routes);
});

afterAll(async () => {
  await served.close();
  db.close();
});

const CREATE =
  'mutation ($lines: [CartLineInput!]) { cartCreate(input: {lines: $lines}) { cart { id totalQuantity } userErrors { message } } }';
const ADD =
  'mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id totalQuantity } userErrors { message } } }';
const READ = 'query ($id: ID!) { cart(id: $id) { totalQuantity } }';

const send = (
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  storefront.post(served.base, query, variables, {
    privateToken: fixtureShop('gum').privateToken,
    buyerIp: '203.0.113.9',
    headers,
  });

describe('Request-Deadline on cart mutations', () => {
  it('drops an add that arrives after its deadline (504, nothing changed); the same attempt in time is applied once', async () => {
    const created = await send(CREATE, {
      lines: [{merchandiseId: variant, quantity: 1}],
    });
    const cartId = created.body.data.cartCreate.cart.id as string;
    const lines = [{merchandiseId: variant, quantity: 1}];
    const late = await send(
      ADD,
      {cartId, lines},
      {
        'idempotency-key': 'attempt-0035.0',
        'request-deadline': String(Date.now() - 1),
      },
    );
    expect(late.status).toBe(504);
    expect(late.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/not run\. Nothing was changed/),
      extensions: {code: 'DEADLINE_EXCEEDED'},
    });
    expect(late.body.data).toBeUndefined();
    const read = async () =>
      (await send(READ, {id: cartId})).body.data.cart.totalQuantity;
    expect(await read()).toBe(1);

    // The shopper's retry (same attempt, a new deadline) is applied, once.
    const inTime = {
      'idempotency-key': 'attempt-0035.0',
      'request-deadline': String(Date.now() + 60_000),
    };
    expect(
      (await send(ADD, {cartId, lines}, inTime)).body.data.cartLinesAdd.cart
        .totalQuantity,
    ).toBe(2);
    await send(ADD, {cartId, lines}, inTime);
    expect(await read()).toBe(2);
  });

  it('refuses a malformed deadline readably (400); a request without one runs as before', async () => {
    const bad = await send(
      CREATE,
      {lines: [{merchandiseId: variant, quantity: 1}]},
      {'request-deadline': 'tomorrow'},
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/Request-Deadline must be/);
    const plain = await send(CREATE, {
      lines: [{merchandiseId: variant, quantity: 1}],
    });
    expect(plain.body.data.cartCreate.cart.totalQuantity).toBe(1);
  });
});
