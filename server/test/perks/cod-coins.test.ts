/**
 * Coins of a Cash on Delivery order are owed, not given (issue 33 item 4, decision 103): placing it
 * leaves the balance as it was and shows the coins as pending; the order's delivery (the merchant's
 * admin call, `npm run deliver`) pays it and credits them, once. A prepaid order is credited when placed.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {GUM_DEMO_CUSTOMER} from '../../src/seed/gum/index.ts';
import {addCartLine, createCart} from '../../src/data/carts.ts';
import {
  createAccessToken,
  findCustomerByEmail,
} from '../../src/data/customers.ts';
import {coinBalance, pendingCoins} from '../../src/data/loyalty.ts';
import {findOrder} from '../../src/data/orders.ts';
import {placeOrder} from '../../src/checkout-provider/perks.ts';
import {orderDelivered, orderPaid} from '../../src/orders/paid.ts';
import {customerTokenHash} from '../../src/customers/cart-session.ts';
import {routes} from '../../src/routes.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const SECRETS = {grooming: generateShopSecrets(), gum: generateShopSecrets()};
const {gql} = storefrontClient('gum');

let db: Db;
let served: ServedApp;
let customerId = 0;

const address = {
  firstName: 'Asha',
  lastName: 'Rao',
  address1: '1 MG Road',
  city: 'Pune',
  province: 'Maharashtra',
  zip: '411001',
  country: 'India',
  countryCode: 'IN',
};

beforeAll(async () => {
  installSecrets(SECRETS);
  db = await seededDb();
  served = await serveBackend(db, routes);
  customerId = findCustomerByEmail(db, 'gum', GUM_DEMO_CUSTOMER.email)!.id;
});

afterAll(async () => {
  await served.close();
  db.close();
});

/** A signed-in shopper's gum cart of `units` × Fresh Mint (₹149); 1 coin per ₹10 of subtotal. */
function signedInCart(units: number) {
  const token = createAccessToken(db, customerId).accessToken;
  const cart = createCart(db, 'gum', {
    buyerIdentity: {customerId, customerTokenHash: customerTokenHash(token)},
  });
  const variant = db
    .prepare(
      "SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = 'gum' AND p.handle = 'nicotine-gum-2mg-fresh-mint' AND v.position = 1",
    )
    .get() as {id: number};
  addCartLine(db, cart.id, variant.id, units);
  return cart;
}

async function deliver(order: unknown, token = SECRETS.gum.adminApiToken) {
  const response = await fetch(
    `${served.base}/admin/api/2026-04/orders/deliver.json`,
    {
      method: 'POST',
      headers: {
        'X-Shopify-Access-Token': token,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({order}),
    },
  );
  return {status: response.status, body: await response.json()};
}

async function coinMetafields() {
  const token = createAccessToken(db, customerId).accessToken;
  const result = await gql(
    db,
    `query($t: String!) { customer(customerAccessToken: $t) {
      balance: metafield(namespace: "loyalty", key: "popcoins") { type value }
      pending: metafield(namespace: "loyalty", key: "popcoins_pending") { type value }
    } }`,
    {t: token},
  );
  expect(result.errors).toBeUndefined();
  return result.data.customer as {
    balance: {type: string; value: string};
    pending: {type: string; value: string};
  };
}

describe('coins of a Cash on Delivery order', () => {
  it('are pending until the order is delivered, then credited once; the account reads both', async () => {
    const balance = coinBalance(db, 'gum', customerId);
    const pending = pendingCoins(db, 'gum', customerId);
    const {order} = placeOrder(db, {
      cartId: signedInCart(1).id,
      paymentMethod: 'COD',
      shippingAddress: address,
    });
    expect(order.financialStatus).toBe('PENDING');
    // ₹149 earns 14 coins: owed, not spendable.
    expect(coinBalance(db, 'gum', customerId)).toBe(balance);
    expect(pendingCoins(db, 'gum', customerId)).toBe(pending + 14);
    expect(await coinMetafields()).toEqual({
      balance: {type: 'number_integer', value: String(balance)},
      pending: {type: 'number_integer', value: String(pending + 14)},
    });

    // The merchant records the delivery: cash collected, so the order is paid and its coins credited.
    const answer = await deliver(order.name);
    expect(answer).toEqual({
      status: 200,
      body: {
        shop: 'gum',
        order: {
          id: `gid://shopify/Order/${order.id}`,
          name: order.name,
          paymentMethod: 'COD',
          financialStatus: 'PAID',
          fulfillmentStatus: 'FULFILLED',
          coinsCredited: 14,
        },
      },
    });
    expect(coinBalance(db, 'gum', customerId)).toBe(balance + 14);
    expect(pendingCoins(db, 'gum', customerId)).toBe(pending);

    // Once: a repeated delivery or payment credits nothing more.
    expect((await deliver(String(order.number))).body.order.coinsCredited).toBe(
      0,
    );
    expect(orderPaid(db, 'gum', order.id)?.coinsCredited).toBe(0);
    expect(coinBalance(db, 'gum', customerId)).toBe(balance + 14);
  });

  it('a prepaid order is credited when placed, and its delivery credits nothing more', () => {
    const balance = coinBalance(db, 'gum', customerId);
    const {order} = placeOrder(db, {
      cartId: signedInCart(2).id,
      paymentMethod: 'PREPAID',
      shippingAddress: address,
    });
    expect(coinBalance(db, 'gum', customerId)).toBe(balance + 29);
    expect(orderDelivered(db, 'gum', order.id)?.coinsCredited).toBe(0);
    expect(findOrder(db, 'gum', order.id)?.fulfillmentStatus).toBe('FULFILLED');
    expect(coinBalance(db, 'gum', customerId)).toBe(balance + 29);
  });

  it('the delivery call needs the shop’s admin token and a known order number', async () => {
    expect((await deliver('#1001', 'wrong')).status).toBe(401);
    // Another shop's token finds only that shop's orders.
    expect(
      (await deliver('#999999', SECRETS.grooming.adminApiToken)).status,
    ).toBe(404);
    const bad = await deliver('1001; DROP TABLE orders');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatch(/order by its number/);
    expect((await deliver('#999999')).status).toBe(404);
  });
});
