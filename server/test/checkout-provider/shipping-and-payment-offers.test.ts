/**
 * Issue 33 items 1 and 2: the checkout charges the store's shipping rule (a ₹149 order pays the fee,
 * on the page and in the order's total), FREESHIP is offered and accepted only while an order pays
 * shipping, and grooming's payment offers are applied for the instrument chosen, shown as a line and
 * recorded on the order, with their rules and without stacking (decisions 99, 100).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {addCartLine, createCart} from '../../src/data/carts.ts';
import {findOrderByCartId} from '../../src/data/orders.ts';
import {listOrderDiscounts} from '../../src/data/order-discounts.ts';
import {listDiscounts} from '../../src/data/discounts.ts';
import {
  offersForCart,
  validateCoupon,
} from '../../src/checkout-provider/offers.ts';
import {checkoutProviderRoutes} from '../../src/checkout-provider/routes.ts';
import {delivery, shops} from '../../../contracts/index.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {drawnCartVersion} from '../fixtures/checkout-page.ts';
import {verifyPhonesByOtp} from '../fixtures/verified-phone.ts';

let db: Db;
let served: ServedApp;

const FORM = {
  name: 'Asha Rao',
  pincode: '560029',
  address: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
};

beforeAll(async () => {
  db = await seededDb();
  // Shoppers who proved their phone by OTP before: no COD OTP step here (decision 144).
  verifyPhonesByOtp(db, [
    '9876500001',
    '9876500002',
    '9876500003',
    '9876500010',
    '9876500020',
  ]);
  served = await serveBackend(db, checkoutProviderRoutes);
});

afterAll(() => served.close());

function variant(shop: string, handle: string, position = 1) {
  return db
    .prepare(
      'SELECT v.id, v.price_paise AS price, p.id AS productId FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = ? AND p.handle = ? AND v.position = ?',
    )
    .get(shop, handle, position) as {
    id: number;
    price: number;
    productId: number;
  };
}

function cartOf(
  shop: 'grooming' | 'gum',
  handle: string,
  units = 1,
  codes: string[] = [],
) {
  const cart = createCart(db, shop, {discountCodes: codes});
  addCartLine(db, cart.id, variant(shop, handle).id, units);
  return cart;
}

async function page(cart: {id: string; secret: string}) {
  return fetch(
    `${served.base}/provider/checkout/${cart.id}?key=${cart.secret}`,
  ).then((r) => r.text());
}

function testid(html: string, id: string): string {
  const match = new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</div>`).exec(
    html,
  );
  return (match?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/** The page's numbers for each payment choice (the script's options). */
function options(html: string): Record<string, Record<string, any>> {
  const json = /const options=(\{[\s\S]*?\});\n/.exec(html)?.[1] ?? '{}';
  return JSON.parse(json) as Record<string, Record<string, any>>;
}

async function complete(
  cart: {id: string; secret: string},
  body: Record<string, string>,
) {
  const response = await fetch(
    `${served.base}/provider/checkout/${cart.id}/complete`,
    {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({
        ...FORM,
        phone: '9876500001',
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

describe('shipping: one rule per store, charged at checkout', () => {
  it('grooming: a ₹199 order shows and charges ₹49 shipping, COD and prepaid', async () => {
    const foam = variant('grooming', 'shaving-foam-sensitive');
    expect(foam.price).toBeLessThan(shops.grooming.shipping.freeFromPaise);
    const fee = shops.grooming.shipping.feePaise;
    const cart = cartOf('grooming', 'shaving-foam-sensitive');
    const html = await page(cart);
    expect(testid(html, 'summary-shipping')).toContain('₹49.00');
    expect(html).toContain(
      `data-testid="summary-total">₹${(foam.price + fee) / 100}.00`,
    );
    const reply = await complete(cart, {paymentMethod: 'COD'});
    expect(reply.status).toBe(201);
    expect(reply.body.order.total_price).toBe(
      foam.price + fee + delivery.grooming.cod.feePaise,
    );
    expect(findOrderByCartId(db, cart.id)!.shippingPaise).toBe(fee);

    const prepaid = cartOf('grooming', 'shaving-foam-sensitive');
    const paid = await complete(prepaid, {
      paymentMethod: 'PREPAID',
      paymentInstrument: 'netbanking',
      phone: '9876500002',
    });
    expect(paid.body.order.total_price).toBe(foam.price + fee);
  });

  it('grooming: from ₹299 shipping is free', async () => {
    const razor = variant('grooming', 'precision-5-blade-razor');
    const cart = cartOf('grooming', 'precision-5-blade-razor');
    expect(testid(await page(cart), 'summary-shipping')).toContain('Free');
    const reply = await complete(cart, {
      paymentMethod: 'PREPAID',
      paymentInstrument: 'netbanking',
      phone: '9876500003',
    });
    expect(reply.body.order.total_price).toBe(razor.price);
  });

  it('gum: a one-pack order pays ₹49 shipping below ₹999, and the order total says so', async () => {
    const pack = variant('gum', 'nicotine-gum-2mg-fresh-mint');
    expect(pack.price).toBeLessThan(shops.gum.shipping.freeFromPaise);
    const cart = cartOf('gum', 'nicotine-gum-2mg-fresh-mint');
    const html = await page(cart);
    expect(testid(html, 'summary-shipping')).toContain('₹49.00');
    expect(options(html).COD.shipping).toBe(shops.gum.shipping.feePaise);
    const reply = await complete(cart, {paymentMethod: 'COD'});
    expect(reply.body.order.total_price).toBe(
      pack.price + shops.gum.shipping.feePaise + delivery.gum.cod.feePaise,
    );
  });
});

describe('FREESHIP only while the order pays shipping', () => {
  const lines = (price: number, productId: number) => [
    {
      variantId: 1,
      productId,
      quantity: 1,
      unitPricePaise: price,
      compareAtPaise: null,
    },
  ];
  it('is offered and accepted below the free-shipping minimum only', () => {
    const discounts = listDiscounts(db, 'grooming');
    const freeship = discounts.find((d) => d.code === 'FREESHIP')!;
    const small = offersForCart(lines(19900, 1), discounts, served.base);
    const big = offersForCart(lines(54900, 1), discounts, served.base);
    const codes = (list: {discountCode: string}[]) =>
      list.map((o) => o.discountCode);
    expect(codes(small.discounts)).toContain('FREESHIP');
    expect(codes(big.discounts)).not.toContain('FREESHIP');
    expect(codes(big.unavailableDiscounts)).toContain('FREESHIP');
    expect(validateCoupon(lines(19900, 1), freeship, 'FREESHIP').isValid).toBe(
      true,
    );
    const refused = validateCoupon(lines(54900, 1), freeship, 'FREESHIP');
    expect(refused.isValid).toBe(false);
    expect(refused.errorMessage).toContain('already free');
  });
});

describe('payment offers: applied for the instrument chosen, one discount only', () => {
  it('UPI on a ₹549 order: ₹50 off, named on the page and recorded on the order; once per customer', async () => {
    const razor = variant('grooming', 'precision-5-blade-razor');
    const cart = cartOf('grooming', 'precision-5-blade-razor');
    const view = options(await page(cart));
    expect(view['PREPAID:upi'].discount).toBe(5000);
    expect(view['PREPAID:upi'].discountLabel).toContain('UPICASHBACK');
    expect(view['PREPAID:netbanking'].discount).toBe(0);
    expect(view.COD.discount).toBe(0);
    const reply = await complete(cart, {
      paymentMethod: 'PREPAID',
      paymentInstrument: 'upi',
      phone: '9876500010',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.order).toMatchObject({
      total_price: razor.price - 5000,
      discount_code: 'UPICASHBACK',
    });
    const order = findOrderByCartId(db, cart.id)!;
    expect(listOrderDiscounts(db, order.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({code: 'UPICASHBACK', amountPaise: 5000}),
      ]),
    );
    // The same shopper's second UPI order: once per customer, so no offer.
    const again = cartOf('grooming', 'precision-5-blade-razor');
    const second = await complete(again, {
      paymentMethod: 'PREPAID',
      paymentInstrument: 'upi',
      phone: '9876500010',
    });
    expect(second.body.order.total_price).toBe(razor.price);
  });

  it('does not stack: a card order with FLAT100 gets the larger of the two', async () => {
    const trimmer = variant('grooming', 'full-body-trimmer-for-men');
    const cart = cartOf('grooming', 'full-body-trimmer-for-men', 1, [
      'FLAT100',
    ]);
    const view = options(await page(cart));
    // 10% off (up to ₹200) beats ₹100 off; never both.
    const card = Math.min(20000, Math.round(trimmer.price / 10));
    expect(card).toBeGreaterThan(10000);
    expect(view['PREPAID:card'].discount).toBe(card);
    expect(view['PREPAID:card'].discountLabel).toContain('CARD10');
    expect(view.COD.discount).toBe(10000);
    const reply = await complete(cart, {
      paymentMethod: 'PREPAID',
      paymentInstrument: 'card',
      phone: '9876500020',
    });
    expect(reply.body.order).toMatchObject({
      total_price: trimmer.price - card,
      discount_code: 'CARD10',
    });
  });

  it('wallet below its ₹799 minimum: no offer', async () => {
    const cart = cartOf('grooming', 'precision-5-blade-razor');
    expect(options(await page(cart))['PREPAID:wallet'].discount).toBe(0);
  });
});
