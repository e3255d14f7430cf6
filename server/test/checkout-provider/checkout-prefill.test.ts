/**
 * Issue 33 item 9: the checkout form starts with what the store knows: city and state from the
 * pincode's India Post entry (handed over or typed), a signed-in shopper's phone and the addresses of
 * their past orders; a guest, or a cart whose session ended, gets none of them (decision 102).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {addCartLine, createCart} from '../../src/data/carts.ts';
import {createAccessToken, createCustomer} from '../../src/data/customers.ts';
import {customerTokenHash} from '../../src/customers/cart-session.ts';
import {placeOrder} from '../../src/checkout-provider/perks.ts';
import {stateOption} from '../../src/checkout-provider/prefill.ts';
import {STATES} from '../../src/checkout-provider/checkout-page.ts';
import {checkoutProviderRoutes} from '../../src/checkout-provider/routes.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';

let db: Db;
let served: ServedApp;
let customerId = 0;

beforeAll(async () => {
  db = await seededDb();
  served = await serveBackend(db, checkoutProviderRoutes);
  customerId = createCustomer(db, 'grooming', {
    email: 'ravi@example.com',
    phone: '+919812345678',
  }).id;
});

afterAll(() => served.close());

function razor() {
  return (
    db
      .prepare(
        "SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = 'grooming' AND p.handle = 'precision-5-blade-razor' AND v.position = 1",
      )
      .get() as {id: number}
  ).id;
}

function cart(signedIn: boolean) {
  const token = createAccessToken(db, customerId).accessToken;
  const c = createCart(db, 'grooming', {
    buyerIdentity: signedIn
      ? {customerId, customerTokenHash: customerTokenHash(token)}
      : {},
  });
  addCartLine(db, c.id, razor(), 1);
  return c;
}

async function page(c: {id: string; secret: string}, query = '') {
  return fetch(
    `${served.base}/provider/checkout/${c.id}?key=${c.secret}${query}`,
  ).then((r) => r.text());
}

function inputValue(html: string, id: string): string {
  return (
    new RegExp(`<input id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? ''
  );
}

describe('checkout prefill', () => {
  it('fills city and state from the handed-over pincode', async () => {
    const html = await page(cart(false), '&pincode=560029');
    expect(inputValue(html, 'city')).toBe('Bangalore');
    expect(html).toContain('<option selected>Karnataka</option>');
  });

  it('answers city and state for a typed pincode with its delivery note', async () => {
    const c = cart(false);
    const reply = await fetch(
      `${served.base}/provider/checkout/${c.id}/delivery?key=${c.secret}&pincode=744101&locale=en`,
    ).then((r) => r.json() as Promise<Record<string, any>>);
    expect(reply.place).toEqual({
      city: expect.any(String),
      state: 'Andaman and Nicobar Islands',
    });
  });

  it('spells India Post’s states as the form does', () => {
    expect(stateOption('Jammu & Kashmir', STATES)).toBe('Jammu and Kashmir');
    expect(stateOption('Andaman & Nicobar', STATES)).toBe(
      'Andaman and Nicobar Islands',
    );
    expect(stateOption('Delhi', STATES)).toBe('Delhi');
  });

  it('a guest gets no phone and no saved address', async () => {
    const html = await page(cart(false));
    expect(inputValue(html, 'phone')).toBe('');
    expect(html).not.toContain('data-testid="saved-address"');
  });

  it('a signed-in shopper gets their phone and the addresses of past orders', async () => {
    const first = cart(true);
    placeOrder(db, {
      cartId: first.id,
      paymentMethod: 'COD',
      phone: '+919812345678',
      shippingAddress: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        address1: '12 Residency Road',
        city: 'Bengaluru',
        province: 'Karnataka',
        zip: '560025',
        country: 'India',
        countryCode: 'IN',
        phone: '+919812345678',
      },
    });
    const html = await page(cart(true));
    expect(inputValue(html, 'phone')).toBe('9812345678');
    expect(html).toContain('data-testid="saved-address"');
    expect(html).toContain('Ravi Kumar, 12 Residency Road, Bengaluru, 560025');
    const saved = /const saved=(\[[\s\S]*?\]);\n/.exec(html)?.[1] ?? '[]';
    expect(JSON.parse(saved)).toEqual([
      {
        name: 'Ravi Kumar',
        phone: '9812345678',
        pincode: '560025',
        address: '12 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
      },
    ]);
  });
});
