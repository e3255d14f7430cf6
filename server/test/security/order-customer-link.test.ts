/**
 * Issue 21, finding 8: an anonymous cart that names a customer's e-mail files its order as a guest order,
 * never under that customer (no order in their history, no coins earned). Only a signed-in buyer's
 * identity (a customer access token on the cart) links an order to a customer. The attacker acts as a
 * shopper would: the public Storefront API, then the provider's checkout page.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {routes} from '../../src/routes.ts';
import {coinBalance} from '../../src/data/loyalty.ts';
import {GUM_DEMO_CUSTOMER} from '../../src/seed/gum/index.ts';
import {drawnCartVersion} from '../fixtures/checkout-page.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const gum = storefrontClient('gum');
let db: Db;
let served: ServedApp;
let victimToken = '';
let victimId = 0;

beforeAll(async () => {
  db = await seededDb();
  served = await serveBackend(db, routes);
  const login = await gum.post(
    served.base,
    `mutation($e: String!, $p: String!) { customerAccessTokenCreate(input: {email: $e, password: $p}) { customerAccessToken { accessToken } } }`,
    {e: GUM_DEMO_CUSTOMER.email, p: GUM_DEMO_CUSTOMER.password},
  );
  victimToken =
    login.body.data.customerAccessTokenCreate.customerAccessToken.accessToken;
  victimId = (
    db
      .prepare('SELECT id FROM customers WHERE shop = ? AND email = ?')
      .get('gum', GUM_DEMO_CUSTOMER.email) as {id: number}
  ).id;
});

afterAll(async () => {
  await served.close();
  db.close();
});

async function orderCount(): Promise<number> {
  const reply = await gum.post(
    served.base,
    `query($t: String!) { customer(customerAccessToken: $t) { numberOfOrders } }`,
    {t: victimToken},
  );
  return Number(reply.body.data.customer.numberOfOrders);
}

/** A cart with one product, bought through the provider's checkout page; the order's `customer_id`. */
async function checkout(
  buyerIdentity: Record<string, unknown>,
): Promise<number | null> {
  const products = await gum.post(
    served.base,
    '{ products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } }',
  );
  const merchandiseId =
    products.body.data.products.nodes[0].variants.nodes[0].id;
  const created = await gum.post(
    served.base,
    `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }`,
    {input: {lines: [{merchandiseId, quantity: 1}], buyerIdentity}},
  );
  const url = new URL(created.body.data.cartCreate.cart.checkoutUrl as string);
  const token = url.pathname.split('/').pop()!;
  const key = url.searchParams.get('key')!;
  const cartVersion = await drawnCartVersion(served.base, {
    id: token,
    secret: key,
  });
  const form = {
    key,
    cartVersion,
    name: 'Guest Buyer',
    phone: '9123412345',
    pincode: '411001',
    address: '2 FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    paymentMethod: 'PREPAID',
  };
  const res = await fetch(
    `${served.base}/provider/checkout/${token}/complete`,
    {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(form),
    },
  );
  expect(res.status).toBe(201);
  return (
    db
      .prepare('SELECT customer_id AS c FROM orders WHERE cart_id = ?')
      .get(token) as {c: number | null}
  ).c;
}

describe('orders are linked to a customer only by a signed-in buyer', () => {
  it("an anonymous cart naming a customer's e-mail (any case) places a guest order: not in their history, no coins", async () => {
    const orders = await orderCount();
    const coins = coinBalance(db, 'gum', victimId);
    for (const email of [
      GUM_DEMO_CUSTOMER.email,
      GUM_DEMO_CUSTOMER.email.toUpperCase(),
    ]) {
      expect(await checkout({email})).toBeNull();
    }
    expect(await orderCount()).toBe(orders);
    expect(coinBalance(db, 'gum', victimId)).toBe(coins);
  });

  it("the signed-in customer's own cart files the order under them", async () => {
    const orders = await orderCount();
    expect(await checkout({customerAccessToken: victimToken})).toBe(victimId);
    expect(await orderCount()).toBe(orders + 1);
  });
});
