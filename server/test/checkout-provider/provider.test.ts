import {delivery} from '../../../contracts/index.ts';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {
  insertDiscount,
  insertProduct,
  type ProductSeed,
} from '../../src/data/seed-writer.ts';
import {addCartLine, createCart, updateCart} from '../../src/data/carts.ts';
import {checkoutProviderRoutes} from '../../src/checkout-provider/routes.ts';
import {clearFaults} from '../../src/checkout-provider/faults.ts';
import {listProviderEvents} from '../../src/data/provider.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {
  fixtureDb,
  fixtureProduct,
  fixtureShop,
} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {drawnCartVersion} from '../fixtures/checkout-page.ts';
import {ORIGIN} from '../fixtures/storefront-client.ts';
import {verifyPhonesByOtp} from '../fixtures/verified-phone.ts';

const MERCHANT = fixtureShop('grooming').merchantId;
const SECRETS = generateShopSecrets();
const KEY = SECRETS.checkoutProviderApiKey;
installSecrets({grooming: SECRETS});

let db: Db;
let served: ServedApp;
let base = '';
let razor: {id: number; variantIds: number[]};
let foam: {id: number; variantIds: number[]};

function product(handle: string, pricePaise: number): ProductSeed {
  return fixtureProduct({
    handle,
    title: handle.replace(/-/g, ' '),
    productType: 'Grooming',
    vendor: 'Test',
    variants: [
      {optionValues: [], pricePaise, compareAtPaise: pricePaise + 10000},
    ],
  });
}

beforeAll(async () => {
  process.env.PROVIDER_TEST_FAULTS = '1';
  db = fixtureDb({}, (d) => {
    razor = insertProduct(d, 'grooming', product('razor', 49900));
    foam = insertProduct(d, 'grooming', product('foam', 19950));
    insertDiscount(d, 'grooming', {
      code: 'FLAT100',
      title: '₹100 off above ₹499',
      detail: 'Flat ₹100 off',
      offerType: 'store_offer',
      valueType: 'fixed_amount',
      value: 10000,
      minSubtotalPaise: 49900,
    });
    insertDiscount(d, 'grooming', {
      code: 'SAVE10',
      title: '10% off',
      detail: '10% off, up to ₹200',
      offerType: 'store_offer',
      valueType: 'percentage',
      value: 1000,
      maxDiscountPaise: 20000,
    });
    insertDiscount(d, 'grooming', {
      code: 'BUY3',
      title: '20% off on 3 items',
      detail: 'Buy any 3',
      offerType: 'store_offer',
      valueType: 'percentage',
      value: 2000,
      minQuantity: 3,
    });
    insertDiscount(d, 'grooming', {
      code: 'FOAM50',
      title: '₹50 off foam',
      detail: 'Only on foam',
      offerType: 'store_offer',
      valueType: 'fixed_amount',
      value: 5000,
      productIds: [foam.id],
    });
    insertDiscount(d, 'grooming', {
      code: 'UPICASH',
      title: 'UPI cashback',
      detail: 'Cashback on UPI',
      offerType: 'payment_offer',
      valueType: 'fixed_amount',
      value: 0,
      payment: {
        offerId: 'upi-1',
        paymentOfferTitle: 'Flat ₹25 cashback on UPI',
        logoPath: 'grooming/logos/upi.png',
        autoApply: true,
        cashbackPaise: 2500,
        offerCategory: 'cashback_offer',
        tnc: 'Valid once||Min order ₹199',
      },
    });
  });
  // Shoppers who proved their phone by OTP before: no COD OTP step here (decision 144).
  verifyPhonesByOtp(db, ['9876543210']);
  served = await serveBackend(db, checkoutProviderRoutes);
  base = served.base;
});

afterAll(async () => {
  await served.close();
  db.close();
});

beforeEach(() => clearFaults());

const auth = {
  'X-Merchant-Id': MERCHANT,
  'X-Api-Key': KEY,
  'Content-Type': 'application/json',
};

async function call(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
) {
  const res = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: init.headers ?? auth,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {status: res.status, json};
}

const cartOf = (...lines: [number, number][]) => ({
  lines: {
    nodes: lines.map(([variant, quantity]) => ({
      quantity,
      merchandise: {id: `gid://shopify/ProductVariant/${variant}`},
    })),
  },
});

async function requestId(): Promise<string> {
  const {json} = await call('/provider/api/discount/request');
  return json.data.requestId;
}

describe('discount API: auth and request ids', () => {
  it('refuses a wrong API key and an unknown merchant with 4xx', async () => {
    expect(
      (
        await call('/provider/api/discount/request', {
          headers: {'X-Merchant-Id': MERCHANT, 'X-Api-Key': 'nope'},
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('/provider/api/discount/request', {
          headers: {'X-Merchant-Id': 'who', 'X-Api-Key': KEY},
        })
      ).status,
    ).toBe(401);
  });

  it('issues a fresh request id each time', async () => {
    const {status, json} = await call('/provider/api/discount/request');
    expect(status).toBe(200);
    expect(json.statusCode).toBe(200);
    expect(json.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await requestId()).not.toBe(json.data.requestId);
  });
});

describe('discount API: offers for a cart', () => {
  it('lists available store offers by saving, unavailable ones with what is missing, and payment offers', async () => {
    // razor ₹499 + foam ₹199.50 = ₹698.50, 2 items
    const {status, json} = await call('/provider/api/discount/offers', {
      method: 'POST',
      body: {cart: cartOf([razor.variantIds[0], 1], [foam.variantIds[0], 1])},
    });
    expect(status).toBe(200);
    const available = json.data.discounts.map((o: any) => [
      o.discountCode,
      o.amountSaved,
    ]);
    // FLAT100 = 100.00, SAVE10 = 69.85 (10% of 698.50), FOAM50 = 50.00 (only foam), UPICASH cashback 25.00
    expect(available).toEqual([
      ['FLAT100', '100.00'],
      ['SAVE10', '69.85'],
      ['FOAM50', '50.00'],
      ['UPICASH', '25.00'],
    ]);
    const buy3 = json.data.unavailableDiscounts.find(
      (o: any) => o.discountCode === 'BUY3',
    );
    expect(buy3).toMatchObject({
      offerType: 'store_offer',
      itemCountMissing: 1,
      amountSaved: '0.00',
    });
    const upi = json.data.discounts.find(
      (o: any) => o.offerType === 'payment_offer',
    );
    expect(upi).toMatchObject({
      offerId: 'upi-1',
      paymentOfferTitle: 'Flat ₹25 cashback on UPI',
      logoUrl: `${ORIGIN}/cdn/shop/files/grooming/logos/upi.png`,
      autoApply: true,
      cashbackAmount: '25.00',
      offerCategory: 'cashback_offer',
      tnc: 'Valid once||Min order ₹199',
    });
  });

  it('takes prices from the catalogue, not from the body', async () => {
    const cart = cartOf([razor.variantIds[0], 1]);
    (cart.lines.nodes[0].merchandise as any).price = {amount: '99999.00'};
    const {json} = await call('/provider/api/discount/offers', {
      method: 'POST',
      body: {cart},
    });
    expect(
      json.data.discounts.find((o: any) => o.discountCode === 'SAVE10')
        .amountSaved,
    ).toBe('49.90');
  });

  it('answers bad carts with a readable 400', async () => {
    for (const body of [
      {cart: 'x'},
      {cart: {lines: 5}},
      {cart: cartOf([razor.variantIds[0], 0])},
      {cart: cartOf([999999, 1])},
    ]) {
      const {status, json} = await call('/provider/api/discount/offers', {
        method: 'POST',
        body,
      });
      expect(status).toBe(400);
      expect(json.error.message).toMatch(/cart/);
    }
  });
});

describe('discount API: validate', () => {
  it('validates an applicable code case-insensitively with its totals', async () => {
    const {json} = await call('/provider/api/discount/validate', {
      method: 'POST',
      body: {
        cart: cartOf([razor.variantIds[0], 2]),
        couponCode: 'flat100',
        requestId: await requestId(),
      },
    });
    expect(json).toEqual({
      statusCode: 200,
      message: 'Coupon is valid',
      data: {
        isValid: true,
        errorMessage: null,
        discountData: {
          title: '₹100 off above ₹499',
          totalDiscount: '100.00',
          totalPrice: '898.00',
        },
      },
    });
  });

  it('explains why a code does not apply', async () => {
    const id = await requestId();
    const check = async (
      couponCode: string,
      cart = cartOf([foam.variantIds[0], 1]),
    ) =>
      (
        await call('/provider/api/discount/validate', {
          method: 'POST',
          body: {cart, couponCode, requestId: id},
        })
      ).json.data;
    expect(await check('NOPE')).toMatchObject({
      isValid: false,
      errorMessage: 'Invalid coupon code',
    });
    expect(await check('FLAT100')).toMatchObject({
      isValid: false,
      errorMessage: 'Add items worth ₹299.50 more to use FLAT100',
    });
    expect(await check('BUY3')).toMatchObject({
      isValid: false,
      errorMessage: 'Add 2 more items to use BUY3',
    });
    expect(
      await check('FOAM50', cartOf([razor.variantIds[0], 1])),
    ).toMatchObject({
      isValid: false,
      errorMessage: 'Coupon FOAM50 does not apply to the items in your cart',
    });
    expect((await check('UPICASH')).isValid).toBe(false);
  });

  it('requires a coupon code and an issued request id', async () => {
    const cart = cartOf([razor.variantIds[0], 1]);
    expect(
      (
        await call('/provider/api/discount/validate', {
          method: 'POST',
          body: {cart, couponCode: ' ', requestId: await requestId()},
        })
      ).status,
    ).toBe(400);
    const unknown = await call('/provider/api/discount/validate', {
      method: 'POST',
      body: {cart, couponCode: 'SAVE10', requestId: 'made-up'},
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Unknown requestId');
  });
});

describe('provider cart (snake_case)', () => {
  it('serves a cart by token with totals from the discount engine', async () => {
    const cart = createCart(db, 'grooming');
    addCartLine(db, cart.id, razor.variantIds[0], 2);
    updateCart(db, cart.id, {discountCodes: ['save10']});
    const {status, json} = await call(
      `/provider/api/carts/${encodeURIComponent(`gid://shopify/Cart/${cart.id}?key=${cart.secret}`)}`,
    );
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      id: `gid://shopify/Cart/${cart.id}?key=${cart.secret}`,
      checkout_url: `${ORIGIN}/checkouts/cn/${cart.id}?key=${cart.secret}`,
      total_quantity: 2,
      cost: {
        total_amount: {amount: '898.20', currency_code: 'INR'},
        checkout_charge_amount: {amount: '898.20'},
      },
      discount_codes: [{code: 'save10', applicable: true}],
    });
    expect(json.data.lines.nodes[0].merchandise).toMatchObject({
      price: {amount: '499.00'},
      compare_at_price: {amount: '599.00'},
      product: {handle: 'razor'},
    });
  });

  it('answers 404, with neither key nor checkout URL, to a token without its key or with a wrong one (issue 21 item 3)', async () => {
    const cart = createCart(db, 'grooming');
    addCartLine(db, cart.id, razor.variantIds[0], 1);
    for (const id of [
      cart.id,
      `gid://shopify/Cart/${cart.id}`,
      `gid://shopify/Cart/${cart.id}?key=wrong`,
      `${cart.id}?key=`,
    ]) {
      const {status, json} = await call(
        `/provider/api/carts/${encodeURIComponent(id)}`,
      );
      expect(status, id).toBe(404);
      expect(JSON.stringify(json)).not.toContain(cart.secret);
    }
  });

  it('answers 404 for an unknown cart and 500 when the fault is on', async () => {
    expect((await call('/provider/api/carts/nothing')).status).toBe(404);
    const cart = createCart(db, 'grooming');
    await call('/provider/__test/faults', {
      method: 'POST',
      body: {scope: cart.id, faults: {cart: 'error'}},
    });
    expect((await call(`/provider/api/carts/${cart.id}`)).status).toBe(500);
  });
});

describe('checkout widget endpoints', () => {
  const form = {
    name: 'Ravi Kumar',
    phone: '9876543210',
    pincode: '560001',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    paymentMethod: 'COD',
  };

  it('places one order per cart: a replayed completion creates no second order', async () => {
    const cart = createCart(db, 'grooming');
    addCartLine(db, cart.id, razor.variantIds[0], 1);
    addCartLine(db, cart.id, foam.variantIds[0], 1);
    updateCart(db, cart.id, {discountCodes: ['FLAT100']});
    const page = await fetch(
      `${base}/provider/checkout/${cart.id}?key=${cart.secret}&embedded=1`,
    ).then((r) => r.text());
    expect(page).toContain('FLAT100');
    expect(page).toContain('₹598.50');
    const cartVersion = await drawnCartVersion(base, cart);
    const first = await call(`/provider/checkout/${cart.id}/complete`, {
      method: 'POST',
      body: {...form, key: cart.secret, cartVersion},
    });
    expect(first.status).toBe(201);
    // COD: the store's COD fee is charged on top (contracts/ `delivery`).
    expect(first.json.order).toMatchObject({
      total_price: 59850 + delivery.grooming.cod.feePaise,
      subtotal_price: 69850,
      total_discounts: 10000,
      currency: 'INR',
      discount_code: 'FLAT100',
      payment_method: 'COD',
      created: true,
    });
    const replay = await call(`/provider/checkout/${cart.id}/complete`, {
      method: 'POST',
      body: {...form, key: cart.secret},
    });
    expect(replay.status).toBe(200);
    expect(replay.json.order).toMatchObject({
      id: first.json.order.id,
      created: false,
    });
    expect(
      (
        db
          .prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?')
          .get(cart.id) as {n: number}
      ).n,
    ).toBe(1);
    // The checkoutUrl path serves the same page (now saying the order is placed).
    expect(
      await fetch(`${base}/checkouts/cn/${cart.id}?key=${cart.secret}`).then(
        (r) => r.text(),
      ),
    ).toContain('already placed');
  });

  it('refuses a wrong key and invalid address fields', async () => {
    const cart = createCart(db, 'grooming');
    addCartLine(db, cart.id, razor.variantIds[0], 1);
    expect(
      (
        await call(`/provider/checkout/${cart.id}/complete`, {
          method: 'POST',
          body: {...form, key: 'wrong'},
        })
      ).status,
    ).toBe(404);
    const bad = await call(`/provider/checkout/${cart.id}/complete`, {
      method: 'POST',
      body: {...form, pincode: '12', key: cart.secret},
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Please enter a valid 6-digit pincode');
    expect(
      (await fetch(`${base}/checkouts/cn/${cart.id}?key=wrong`)).status,
    ).toBe(404);
  });

  it('answers a Hindi checkout in Hindi: the page posts to ?locale=hi and its refusals come back in Hindi', async () => {
    const cart = createCart(db, 'grooming');
    addCartLine(db, cart.id, razor.variantIds[0], 1);
    const page = await fetch(
      `${base}/provider/checkout/${cart.id}?key=${cart.secret}&locale=hi`,
    ).then((r) => r.text());
    expect(page).toContain(`/complete?locale=hi`);
    const bad = await call(`/provider/checkout/${cart.id}/complete?locale=hi`, {
      method: 'POST',
      body: {...form, pincode: '12', key: cart.secret},
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('कृपया 6 अंकों का सही पिनकोड लिखें');
    const noName = await call(
      `/provider/checkout/${cart.id}/complete?locale=hi`,
      {method: 'POST', body: {...form, name: '', key: cart.secret}},
    );
    expect(noName.json.error.message).toBe('कृपया अपना नाम लिखें');
  });

  it('starts a widget session, or refuses it so the widget falls back to a redirect', async () => {
    const cart = createCart(db, 'grooming');
    addCartLine(db, cart.id, razor.variantIds[0], 1);
    const checkoutId = `gid://shopify/Cart/${cart.id}?key=${cart.secret}`;
    const ok = await call('/provider/api/checkout-sessions', {
      method: 'POST',
      body: {checkoutId, merchantId: MERCHANT},
    });
    expect(ok.json.data.url).toBe(
      `${ORIGIN}/provider/checkout/${cart.id}?key=${cart.secret}&embedded=1`,
    );
    await call('/provider/__test/faults', {
      method: 'POST',
      body: {scope: cart.id, faults: {initiation: 'fail'}},
    });
    expect(
      (
        await call('/provider/api/checkout-sessions', {
          method: 'POST',
          body: {checkoutId, merchantId: MERCHANT},
        })
      ).status,
    ).toBe(503);
    const script = await fetch(`${base}/provider/checkout.js`).then((r) =>
      r.text(),
    );
    expect(script).toContain('window.OneTapCheckout');
  });

  it('stores events and needs a merchant id', async () => {
    const payload = {
      shopifySessionId: 's1',
      landing_page: '/',
      orig_referrer: '',
      timestamp: '2026-01-01T00:00:00Z',
      userAgent: 'UA',
      name: 'checkout_started',
      eventType: 'checkout',
      type: 'event',
      merchantId: MERCHANT,
    };
    expect(
      (
        await call('/provider/api/events', {
          method: 'POST',
          body: payload,
          headers: {'Content-Type': 'application/json'},
        })
      ).status,
    ).toBe(200);
    expect(listProviderEvents(db, 'grooming')[0].payload).toEqual(payload);
    expect(
      (
        await call('/provider/api/events', {
          method: 'POST',
          body: {name: 'x'},
          headers: {'Content-Type': 'application/json'},
        })
      ).status,
    ).toBe(400);
  });
});
