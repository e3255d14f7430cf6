/**
 * Issue 21 finding 4: spending coins needs the customer's live session. A cart attached at login keeps
 * naming the customer when the logout could not detach it; once the session's token is gone (logout
 * deleted it, or it expired) the checkout offers no coins, an order spends none and is not filed under
 * the customer.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {findCart} from '../../src/data/carts.ts';
import {
  createAccessToken,
  findCustomerByEmail,
} from '../../src/data/customers.ts';
import {adjustCoins, coinBalance} from '../../src/data/loyalty.ts';
import {routes} from '../../src/routes.ts';
import {GUM_DEMO_CUSTOMER} from '../../src/seed/gum/index.ts';
import {drawnCartVersion} from '../fixtures/checkout-page.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';
import {verifyPhonesByOtp} from '../fixtures/verified-phone.ts';

const {ok} = storefrontClient('gum');
let db: Db;
let served: ServedApp;
let customerId = 0;

/** A gum cart of 10 packs attached to the customer by the Storefront API, as login does. */
async function attachedCart(
  token: string,
): Promise<{id: string; secret: string}> {
  const v = db
    .prepare(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = 'gum' AND v.available_for_sale = 1 ORDER BY v.id LIMIT 1`,
    )
    .get() as {id: number};
  const created = await ok(
    db,
    `mutation($v: ID!, $t: String!) { cartCreate(input: {lines: [{merchandiseId: $v, quantity: 10}], buyerIdentity: {customerAccessToken: $t}}) { cart { id } userErrors { message } } }`,
    {
      v: `gid://shopify/ProductVariant/${v.id}`,
      t: token,
    },
  );
  const id = created.cartCreate.cart.id
    .replace('gid://shopify/Cart/', '')
    .replace(/\?.*$/, '');
  return {id, secret: findCart(db, id)!.secret};
}

async function checkoutPage(cart: {
  id: string;
  secret: string;
}): Promise<string> {
  return fetch(
    `${served.base}/provider/checkout/${cart.id}?key=${cart.secret}`,
  ).then((r) => r.text());
}

async function completeWithCoins(cart: {id: string; secret: string}) {
  const res = await fetch(
    `${served.base}/provider/checkout/${cart.id}/complete`,
    {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({
        key: cart.secret,
        cartVersion: await drawnCartVersion(served.base, cart),
        useCoins: '1',
        paymentMethod: 'COD',
        name: 'Someone Else',
        phone: '9833333333',
        pincode: '411001',
        address: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
      }),
    },
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      order: {order_id: number; total_discounts: number};
    },
  };
}

beforeAll(async () => {
  db = await seededDb();
  // Shoppers who proved their phone by OTP before: no COD OTP step here (decision 144).
  verifyPhonesByOtp(db, ['9833333333']);
  served = await serveBackend(db, routes);
  customerId = findCustomerByEmail(db, 'gum', GUM_DEMO_CUSTOMER.email)!.id;
  adjustCoins(db, 'gum', customerId, 300, 'test top-up');
});
afterAll(() => served.close());

describe('coins at checkout', () => {
  it('are offered while the session that attached the cart is live', async () => {
    const cart = await attachedCart(
      createAccessToken(db, customerId).accessToken,
    );
    expect(await checkoutPage(cart)).toContain('name="useCoins"');
  });

  it('are not offered or spent once that session logged out, though the cart still names the customer; the order is a guest order', async () => {
    const token = createAccessToken(db, customerId).accessToken;
    const cart = await attachedCart(token);
    // Logout reached the token endpoint but not the cart: the cart is still attached.
    await ok(
      db,
      `mutation($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }`,
      {t: token},
    );
    expect(findCart(db, cart.id)!.buyerIdentity.customerId).toBe(customerId);
    const balance = coinBalance(db, 'gum', customerId);
    expect(await checkoutPage(cart)).not.toContain('name="useCoins"');
    const placed = await completeWithCoins(cart);
    expect(placed.status).toBe(201);
    expect(placed.body.order.total_discounts).toBe(0);
    // Nor is the order filed under the customer: it earns them nothing and stays out of their history.
    const row = db
      .prepare('SELECT customer_id FROM orders WHERE id = ?')
      .get(placed.body.order.order_id) as {customer_id: number | null};
    expect(row.customer_id).toBeNull();
    expect(coinBalance(db, 'gum', customerId)).toBe(balance);
  });
});
