/**
 * A cart id alone does not open the cart, and a cart never shows its customer to a caller that does
 * not hold that customer's access token (docs/security.md, "Carts"). Each case failed before the fix:
 * `cart(id)` answered without the key and `buyerIdentity.customer` returned the customer's email,
 * phone, addresses and orders to anyone with the id.
 */
import {beforeEach, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {createAccessToken, createCustomer} from '../../src/data/customers.ts';
import {resetLimiters} from '../../src/rate-limit/limits.ts';
import {commerceDb, V} from '../fixtures/commerce-fixture.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const {gql} = storefrontClient('grooming');
let db: Db;
let token: string;
let otherToken: string;

const CUSTOMER_FIELDS =
  'id email phone firstName orders(first: 5) { nodes { id } } addresses(first: 5) { nodes { address1 } }';
const READ = `query($id: ID!) { cart(id: $id) { id totalQuantity buyerIdentity { email phone customer { ${CUSTOMER_FIELDS} } } } }`;
const READ_AS = `query($id: ID!, $token: String!) @inContext(buyer: {customerAccessToken: $token}) {
  cart(id: $id) { id buyerIdentity { email phone customer { ${CUSTOMER_FIELDS} } } } }`;

beforeEach(() => {
  resetLimiters();
  db = commerceDb();
  const asha = createCustomer(db, 'grooming', {
    email: 'asha@example.com',
    phone: '+919812345678',
    firstName: 'Asha',
  });
  token = createAccessToken(db, asha.id).accessToken;
  const ravi = createCustomer(db, 'grooming', {
    email: 'ravi@example.com',
    firstName: 'Ravi',
  });
  otherToken = createAccessToken(db, ravi.id).accessToken;
});

/** A signed-in shopper's cart, as the storefront creates it. */
async function signedInCart(): Promise<string> {
  const created = await gql(
    db,
    `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id buyerIdentity { customer { email } } } userErrors { message } } }`,
    {
      input: {
        lines: [{merchandiseId: `gid://shopify/ProductVariant/${V.beardOil}`}],
        buyerIdentity: {customerAccessToken: token},
      },
    },
  );
  expect(created.data.cartCreate.userErrors).toEqual([]);
  // The caller that presented the token sees its own customer.
  expect(created.data.cartCreate.cart.buyerIdentity.customer).toEqual({
    email: 'asha@example.com',
  });
  return created.data.cartCreate.cart.id;
}

describe('cart keys', () => {
  it('answers null for a cart id without its key or with a wrong one', async () => {
    const id = await signedInCart();
    expect(id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9]+\?key=[0-9a-f]+$/);
    expect((await gql(db, READ, {id})).data.cart.totalQuantity).toBe(1);
    expect(
      (await gql(db, READ, {id: id.replace(/\?.*$/, '')})).data.cart,
    ).toBeNull();
    expect(
      (await gql(db, READ, {id: id.replace(/key=.*/, 'key=')})).data.cart,
    ).toBeNull();
    expect(
      (
        await gql(db, READ, {
          id: id.replace(/key=.*/, 'key=00000000000000000000000000000000'),
        })
      ).data.cart,
    ).toBeNull();
  });

  it('refuses every mutation without the key as Shopify does', async () => {
    const id = (await signedInCart()).replace(/\?.*$/, '');
    const result = await gql(
      db,
      `mutation($id: ID!) {
      a: cartNoteUpdate(cartId: $id, note: "x") { cart { id } userErrors { code field message } }
      b: cartLinesAdd(cartId: $id, lines: [{merchandiseId: "gid://shopify/ProductVariant/${V.beardOil}"}]) { cart { id } userErrors { message } }
      c: cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: {email: "x@example.com"}) { cart { id } userErrors { message } }
      d: cartDiscountCodesUpdate(cartId: $id, discountCodes: ["SAVE10"]) { cart { id } userErrors { message } }
    }`,
      {id},
    );
    expect(result.data.a).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['cartId'],
          message: 'The specified cart does not exist.',
        },
      ],
    });
    for (const key of ['b', 'c', 'd']) {
      expect(result.data[key]).toEqual({
        cart: null,
        userErrors: [{message: 'The specified cart does not exist.'}],
      });
    }
  });
});

describe("a cart's customer", () => {
  it('is not shown to a caller holding only the cart id and key: no email, phone, addresses or orders', async () => {
    const id = await signedInCart();
    const read = await gql(db, READ, {id});
    expect(read.errors).toBeUndefined();
    expect(read.data.cart.buyerIdentity).toEqual({
      email: null,
      phone: null,
      customer: null,
    });
    expect(JSON.stringify(read.data)).not.toMatch(/asha|9812345678/i);
  });

  it("is not shown with another customer's token", async () => {
    const id = await signedInCart();
    const read = await gql(db, READ_AS, {id, token: otherToken});
    expect(read.data.cart.buyerIdentity).toEqual({
      email: null,
      phone: null,
      customer: null,
    });
  });

  it("is shown to the caller presenting that customer's token with @inContext(buyer:)", async () => {
    const id = await signedInCart();
    const read = await gql(db, READ_AS, {id, token});
    expect(read.data.cart.buyerIdentity).toMatchObject({
      email: 'asha@example.com',
      phone: '+919812345678',
      customer: {
        email: 'asha@example.com',
        firstName: 'Asha',
        orders: {nodes: []},
      },
    });
  });

  it('is detached by a buyer identity update without a token (logout), null or absent', async () => {
    for (const buyerIdentity of [
      {customerAccessToken: null},
      {countryCode: 'IN'},
    ]) {
      const id = await signedInCart();
      const update = await gql(
        db,
        `mutation($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { cart { id } userErrors { message } } }`,
        {id, b: buyerIdentity},
      );
      expect(update.data.cartBuyerIdentityUpdate.userErrors).toEqual([]);
      // Even the former owner's token no longer finds a customer on the cart.
      expect(
        (await gql(db, READ_AS, {id, token})).data.cart.buyerIdentity.customer,
      ).toBeNull();
    }
  });

  it('keeps the buyer email and phone the cart was given (they belong to whoever holds the key)', async () => {
    const id = await signedInCart();
    await gql(
      db,
      `mutation($id: ID!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: {email: "guest@example.com", customerAccessToken: "${token}"}) { cart { id } } }`,
      {id},
    );
    expect((await gql(db, READ, {id})).data.cart.buyerIdentity).toEqual({
      email: 'guest@example.com',
      phone: null,
      customer: null,
    });
  });
});
