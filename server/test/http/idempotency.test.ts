/**
 * Idempotency-Key on Storefront API mutations (issue 21 item 10): a storefront's retry of one attempt
 * (same key, same request) is applied once, even when it arrives while the first is still running.
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
  key?: string,
) =>
  storefront.post(served.base, query, variables, {
    privateToken: fixtureShop('gum').privateToken,
    buyerIp: '203.0.113.9',
    headers: key ? {'idempotency-key': key} : {},
  });

async function newCart() {
  const created = await send(CREATE, {
    lines: [{merchandiseId: variant, quantity: 1}],
  });
  return created.body.data.cartCreate.cart.id as string;
}

describe('Idempotency-Key on cart mutations', () => {
  it('a retried add (same key) is applied once and answers the first result; a new key adds again', async () => {
    const cartId = await newCart();
    const lines = [{merchandiseId: variant, quantity: 1}];
    const first = await send(ADD, {cartId, lines}, 'attempt-0001.0');
    expect(first.body.data.cartLinesAdd.cart.totalQuantity).toBe(2);
    const retry = await send(ADD, {cartId, lines}, 'attempt-0001.0');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await send(READ, {id: cartId})).body.data.cart.totalQuantity).toBe(
      2,
    );
    await send(ADD, {cartId, lines}, 'attempt-0002.0');
    expect((await send(READ, {id: cartId})).body.data.cart.totalQuantity).toBe(
      3,
    );
  });

  it('two attempts with one key in flight together are applied once', async () => {
    const cartId = await newCart();
    const lines = [{merchandiseId: variant, quantity: 2}];
    const [a, b] = await Promise.all([
      send(ADD, {cartId, lines}, 'attempt-0003.0'),
      send(ADD, {cartId, lines}, 'attempt-0003.0'),
    ]);
    expect(a.body).toEqual(b.body);
    expect((await send(READ, {id: cartId})).body.data.cart.totalQuantity).toBe(
      3,
    );
  });

  it('refuses a key reused with another request (422) and a malformed key (400), readable, nothing applied', async () => {
    const cartId = await newCart();
    await send(
      ADD,
      {cartId, lines: [{merchandiseId: variant, quantity: 1}]},
      'attempt-0004.0',
    );
    const reused = await send(
      ADD,
      {cartId, lines: [{merchandiseId: variant, quantity: 5}]},
      'attempt-0004.0',
    );
    expect(reused.status).toBe(422);
    expect(reused.body.errors[0].message).toMatch(/different request/);
    const bad = await send(
      ADD,
      {cartId, lines: [{merchandiseId: variant, quantity: 1}]},
      'no',
    );
    expect(bad.status).toBe(400);
    expect((await send(READ, {id: cartId})).body.data.cart.totalQuantity).toBe(
      2,
    );
  });

  it('a refused mutation is not kept: its retry runs again', async () => {
    const cartId = await newCart();
    const gone = await send(
      ADD,
      {
        cartId: 'gid://shopify/Cart/nope?key=x',
        lines: [{merchandiseId: variant, quantity: 1}],
      },
      'attempt-0005.0',
    );
    expect(gone.body.data.cartLinesAdd.userErrors.length).toBeGreaterThan(0);
    const retried = await send(
      ADD,
      {cartId, lines: [{merchandiseId: variant, quantity: 1}]},
      'attempt-0005.0',
    );
    expect(retried.body.data.cartLinesAdd.cart.totalQuantity).toBe(2);
  });
});
