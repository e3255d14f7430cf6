/**
 * Every connection pages through the one Relay pagination (server/src/storefront-api/connection.ts):
 * catalogue, cart lines and customer orders give the same error for a cursor that is not ours, and a
 * cursor taken from one page leads to the next.
 */
import {beforeEach, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {createAccessToken, createCustomer} from '../../src/data/customers.ts';
import {commerceDb, V} from '../fixtures/commerce-fixture.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const {gql} = storefrontClient('grooming');

const BAD = 'not-a-cursor';

let db: Db;
beforeEach(() => {
  db = commerceDb();
});

async function cartId(): Promise<string> {
  const lines = [V.beardOil, V.faceWash, V.faceWashLarge].map((id) => ({
    merchandiseId: `gid://shopify/ProductVariant/${id}`,
    quantity: 1,
  }));
  const created = await gql(
    db,
    `mutation($lines: [CartLineInput!]) { cartCreate(input: {lines: $lines}) { cart { id } userErrors { message } } }`,
    {lines},
  );
  expect(created.data.cartCreate.userErrors).toEqual([]);
  return created.data.cartCreate.cart.id;
}

describe('cursors', () => {
  it('gives the same invalid-cursor error on catalogue, cart line and order connections', async () => {
    const customer = createCustomer(db, 'grooming', {
      email: 'cursor@example.com',
    });
    const token = createAccessToken(db, customer.id).accessToken;
    const answers = [
      await gql(
        db,
        `query($c: String) { products(first: 1, after: $c) { nodes { id } } }`,
        {c: BAD},
      ),
      await gql(
        db,
        `query($id: ID!, $c: String) { cart(id: $id) { lines(first: 1, after: $c) { nodes { id } } } }`,
        {id: await cartId(), c: BAD},
      ),
      await gql(
        db,
        `query($t: String!, $c: String) { customer(customerAccessToken: $t) { orders(first: 1, after: $c) { nodes { id } } } }`,
        {t: token, c: BAD},
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.errors?.map((e) => e.message)).toEqual([
        `Invalid cursor: ${BAD}`,
      ]);
    }
  });

  it('walks cart lines page by page with the cursors it hands out', async () => {
    const id = await cartId();
    const query = `query($id: ID!, $c: String) { cart(id: $id) { lines(first: 2, after: $c) { nodes { id } pageInfo { hasNextPage endCursor } } } }`;
    const first = (await gql(db, query, {id})).data.cart.lines;
    expect(first.nodes).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await gql(db, query, {id, c: first.pageInfo.endCursor}))
      .data.cart.lines;
    expect(second.nodes).toHaveLength(1);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(second.nodes[0].id).not.toBe(first.nodes[1].id);
  });
});
