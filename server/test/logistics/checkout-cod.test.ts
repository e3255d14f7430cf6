/**
 * The checkout checks delivery again, server-side (issue 23): an unserved pincode and COD where the
 * pincode has none or above the store's limit are refused in the shopper's language; a COD order pays
 * the COD fee on top and records the pincode, the fee and the promised date, which the Storefront API
 * shows as the order's delivery metafields.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {addCartLine, createCart} from '../../src/data/carts.ts';
import {priceCart} from '../../src/pricing/cart.ts';
import {findOrderDelivery} from '../../src/data/order-delivery.ts';
import {findOrderByCartId} from '../../src/data/orders.ts';
import {orderMetafield} from '../../src/storefront-api/order-delivery.ts';
import {checkoutProviderRoutes} from '../../src/checkout-provider/routes.ts';
import {deliveryQuote} from '../../src/logistics/quote.ts';
import {delivery, shops} from '../../../contracts/index.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {drawnCartVersion} from '../fixtures/checkout-page.ts';
import {verifyPhonesByOtp} from '../fixtures/verified-phone.ts';

let db: Db;
let served: ServedApp;

const FORM = {
  name: 'Asha Rao',
  phone: '9876543210',
  pincode: '560029',
  address: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
};
const rules = delivery.gum;

beforeAll(async () => {
  db = await seededDb();
  // Shoppers who proved their phone by OTP before: no COD OTP step here (decision 144).
  verifyPhonesByOtp(db, ['9876543210']);
  served = await serveBackend(db, checkoutProviderRoutes);
});

afterAll(() => served.close());

function gumCart(units: number) {
  const variant = db
    .prepare(
      "SELECT v.id, v.price_paise AS price FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = 'gum' AND p.handle = 'nicotine-gum-2mg-fresh-mint' AND v.position = 1",
    )
    .get() as {id: number; price: number};
  const cart = createCart(db, 'gum', {});
  addCartLine(db, cart.id, variant.id, units);
  return cart;
}

async function complete(
  cart: {id: string; secret: string},
  body: Record<string, string>,
  locale = '',
) {
  const response = await fetch(
    `${served.base}/provider/checkout/${cart.id}/complete${locale ? `?locale=${locale}` : ''}`,
    {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({
        ...FORM,
        ...body,
        key: cart.secret,
        cartVersion: await drawnCartVersion(served.base, cart),
      }),
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, any>,
  };
}

describe('checkout: delivery and Cash on Delivery checked again', () => {
  it('charges the COD fee on a COD order and records the pincode, the fee and the promised date', async () => {
    const cart = gumCart(2);
    const cartTotal = priceCart(db, cart.id)!.totalPaise;
    const expected = deliveryQuote('gum', '560029', cartTotal, new Date());
    const reply = await complete(cart, {paymentMethod: 'COD'});
    expect(reply.status).toBe(201);
    expect(reply.body.order).toMatchObject({
      payment_method: 'COD',
      // Two packs are below gum's free-shipping minimum: shipping and the COD fee on top.
      total_price: cartTotal + shops.gum.shipping.feePaise + rules.cod.feePaise,
    });
    const order = findOrderByCartId(db, cart.id)!;
    const record = findOrderDelivery(db, order.id)!;
    expect(record).toMatchObject({
      pincode: '560029',
      codFeePaise: rules.cod.feePaise,
    });
    expect(expected.status === 'ok' && record.promisedDate).toBe(
      expected.status === 'ok' ? expected.promisedDate : 'unserviceable',
    );
    const ctx = {db} as Parameters<typeof orderMetafield>[0];
    expect(
      orderMetafield(ctx, order, null, {
        namespace: 'delivery',
        key: 'payment_method',
      })?.value,
    ).toBe('COD');
    expect(
      orderMetafield(ctx, order, null, {
        namespace: 'delivery',
        key: 'promised_date',
      })?.value,
    ).toBe(record.promisedDate);
    expect(
      orderMetafield(ctx, order, null, {
        namespace: 'custom',
        key: 'promised_date',
      }),
    ).toBeNull();
  });

  it('charges no COD fee when prepaid', async () => {
    const cart = gumCart(2);
    const reply = await complete(cart, {paymentMethod: 'PREPAID'});
    expect(reply.status).toBe(201);
    expect(
      findOrderDelivery(db, findOrderByCartId(db, cart.id)!.id),
    ).toMatchObject({codFeePaise: 0});
  });

  it('refuses COD where no courier collects cash (Port Blair), in English and Hindi; prepaid goes through', async () => {
    const cart = gumCart(1);
    const en = await complete(cart, {
      paymentMethod: 'COD',
      pincode: '744101',
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
    });
    expect(en.status).toBe(409);
    expect(en.body.error.message).toBe(
      'Cash on Delivery is not available at this pincode. Please pay online.',
    );
    const hi = await complete(
      cart,
      {
        paymentMethod: 'COD',
        pincode: '744101',
        city: 'Port Blair',
        state: 'Andaman and Nicobar Islands',
      },
      'hi',
    );
    expect(hi.body.error.message).toMatch(/[\u0900-\u097F]/);
    expect(findOrderByCartId(db, cart.id)).toBeNull();
    const prepaid = await complete(cart, {
      paymentMethod: 'PREPAID',
      pincode: '744101',
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
    });
    expect(prepaid.status).toBe(201);
  });

  it('refuses COD for a Port Blair address with a Bengaluru pincode, or a city of another state, in English and Hindi (issue 35, finding 4)', async () => {
    const cart = gumCart(1);
    const portBlair = {
      paymentMethod: 'COD',
      pincode: '560001',
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
    };
    const en = await complete(cart, portBlair);
    expect(en.status).toBe(400);
    expect(en.body.error.message).toBe(
      'Pincode 560001 is not in Andaman and Nicobar Islands. Please check the pincode and state.',
    );
    const hi = await complete(cart, portBlair, 'hi');
    expect(hi.status).toBe(400);
    expect(hi.body.error.message).toBe(
      'पिनकोड 560001 Andaman and Nicobar Islands में नहीं है। कृपया पिनकोड और राज्य जाँचें।',
    );
    const mumbai = await complete(cart, {
      paymentMethod: 'COD',
      pincode: '560001',
      city: 'Mumbai',
      state: 'Karnataka',
    });
    expect(mumbai.status).toBe(400);
    expect(mumbai.body.error.message).toBe(
      'Pincode 560001 is not in Mumbai. Please check the pincode and city.',
    );
    expect(findOrderByCartId(db, cart.id)).toBeNull();
    // The directory's other spellings and a city under a new name still go through.
    const ok = await complete(cart, {
      paymentMethod: 'COD',
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    expect(ok.status).toBe(201);
  });

  it('refuses COD above the store’s COD limit, naming the limit; prepaid goes through', async () => {
    const cart = gumCart(60);
    expect(priceCart(db, cart.id)!.totalPaise).toBeGreaterThan(
      rules.cod.maxOrderPaise,
    );
    const refused = await complete(cart, {paymentMethod: 'COD'});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('₹5,000.00');
    expect((await complete(cart, {paymentMethod: 'PREPAID'})).status).toBe(201);
  });

  it('refuses a pincode India Post does not have, whatever the payment method', async () => {
    const cart = gumCart(1);
    for (const paymentMethod of ['COD', 'PREPAID']) {
      const reply = await complete(cart, {paymentMethod, pincode: '199999'});
      expect(reply.status).toBe(409);
      expect(reply.body.error.message).toBe(
        "Sorry, we don't deliver to 199999 yet.",
      );
    }
  });

  it('prefills the handed-over pincode with its promise and offers COD with its fee', async () => {
    const cart = gumCart(1);
    const page = await fetch(
      `${served.base}/provider/checkout/${cart.id}?key=${cart.secret}&pincode=560029`,
    ).then((r) => r.text());
    expect(page).toMatch(/id="pincode"[^>]*value="560029"/);
    expect(page).toMatch(
      /data-testid="checkout-delivery"[^>]*>Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}</,
    );
    expect(page).toContain('Cash on delivery (+₹39.00)');
    const islands = await fetch(
      `${served.base}/provider/checkout/${cart.id}?key=${cart.secret}&pincode=744101`,
    ).then((r) => r.text());
    expect(islands).toMatch(/value="COD" disabled/);
    const markup = await fetch(
      `${served.base}/provider/checkout/${cart.id}?key=${cart.secret}&pincode=%22%3E%3Cscript%3E`,
    ).then((r) => r.text());
    expect(markup).toMatch(/id="pincode"[^>]*value=""/);
  });

  it('answers the page’s pincode note only with the cart’s key', async () => {
    const cart = gumCart(1);
    const ok = await fetch(
      `${served.base}/provider/checkout/${cart.id}/delivery?key=${cart.secret}&pincode=744101`,
    );
    expect((await ok.json()).note).toMatchObject({
      serviceable: true,
      cod: false,
    });
    expect(
      (
        await fetch(
          `${served.base}/provider/checkout/${cart.id}/delivery?key=wrong&pincode=744101`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await fetch(
          `${served.base}/provider/checkout/${cart.id}/delivery?key=${cart.secret}&pincode=012345`,
        )
      ).status,
    ).toBe(400);
  });
});
