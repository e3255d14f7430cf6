/**
 * Issue 21 finding 2: discounts carry their usage rules (payment method, first order, once per
 * customer, combinability) and every path that prices or writes an order checks them: the Storefront
 * API cart (applicable: false until the rule can be met, with Shopify's warning codes), the order
 * write (the code is not applied; the checkout refuses the old total with the reason), and the
 * provider's discount API.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {
  addCartLine,
  createCart,
  type BuyerIdentity,
} from '../../src/data/carts.ts';
import {
  createAccessToken,
  findCustomerByEmail,
} from '../../src/data/customers.ts';
import {listOrderDiscounts} from '../../src/data/order-discounts.ts';
import {customerTokenHash} from '../../src/customers/cart-session.ts';
import {codFeeOf} from '../../src/checkout-provider/delivery.ts';
import {shippingOf} from '../../src/checkout-provider/shipping.ts';
import {placeOrder} from '../../src/checkout-provider/perks.ts';
import {priceCart} from '../../src/pricing/cart.ts';
import {routes} from '../../src/routes.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {GROOMING_DEMO_CUSTOMER} from '../../src/seed/grooming/index.ts';
import {GUM_DEMO_CUSTOMER} from '../../src/seed/gum/index.ts';
import {prepaidSavingsPaise} from '../../../contracts/index.ts';
import {drawnCartVersion} from '../fixtures/checkout-page.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';
import {verifyPhonesByOtp} from '../fixtures/verified-phone.ts';

const SECRETS = generateShopSecrets();
installSecrets({grooming: SECRETS});

let db: Db;
let served: ServedApp;

/** The provider's server-to-server credentials for a seeded shop. */
function providerAuth(shop: string): {merchantId: string; key: string} {
  const row = db
    .prepare('SELECT merchant_id FROM shops WHERE id = ?')
    .get(shop) as {merchant_id: string};
  return {merchantId: row.merchant_id, key: SECRETS.checkoutProviderApiKey};
}
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
const FORM = {
  name: 'Asha Rao',
  pincode: '411001',
  address: '1 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
};

/** A variant of `shop` priced at least `minPaise`. */
function variant(shop: string, minPaise: number): {id: number; price: number} {
  return db
    .prepare(
      `SELECT v.id, v.price_paise AS price FROM variants v JOIN products p ON p.id = v.product_id
       WHERE p.shop = ? AND v.price_paise >= ? AND v.available_for_sale = 1 AND v.quantity_available > 50 ORDER BY v.price_paise LIMIT 1`,
    )
    .get(shop, minPaise) as {id: number; price: number};
}

function cartOf(
  shop: 'grooming' | 'gum',
  codes: string[],
  buyerIdentity: BuyerIdentity = {},
  minPaise = 100000,
) {
  const c = createCart(db, shop, {discountCodes: codes, buyerIdentity});
  addCartLine(db, c.id, variant(shop, minPaise).id, 1);
  return c;
}

function signedIn(shop: string, email: string): BuyerIdentity {
  const customerId = findCustomerByEmail(db, shop, email)!.id;
  return {
    customerId,
    customerTokenHash: customerTokenHash(
      createAccessToken(db, customerId).accessToken,
    ),
  };
}

async function complete(
  cart: {id: string; secret: string},
  body: Record<string, unknown>,
) {
  const res = await fetch(
    `${served.base}/provider/checkout/${cart.id}/complete`,
    {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({
        ...FORM,
        key: cart.secret,
        cartVersion: await drawnCartVersion(served.base, cart),
        ...body,
      }),
    },
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON checked field by field
  return {status: res.status, body: (await res.json()) as any};
}

beforeAll(async () => {
  db = await seededDb();
  // Shoppers who proved their phone by OTP before: no COD OTP step here (decision 144).
  verifyPhonesByOtp(db, ['9811111111', '9822222222']);
  served = await serveBackend(db, routes);
});
afterAll(() => served.close());

describe('payment-offer codes need their payment', () => {
  it('a UPI code in the cart waits: applicable false, nothing off, a warning saying how it applies', async () => {
    const {gql} = storefrontClient('grooming');
    const created = await gql(
      db,
      `mutation { cartCreate(input: {}) { cart { id } } }`,
    );
    const cartId = created.data.cartCreate.cart.id;
    const v = variant('grooming', 100000);
    await gql(
      db,
      `mutation($id: ID!, $v: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: $v, quantity: 1}]) { userErrors { message } } }`,
      {
        id: cartId,
        v: `gid://shopify/ProductVariant/${v.id}`,
      },
    );
    const result = await gql(
      db,
      `mutation($id: ID!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: ["UPICASHBACK"]) {
        cart { discountCodes { code applicable } cost { totalAmount { amount } subtotalAmount { amount } } }
        warnings { code message } } }`,
      {id: cartId},
    );
    const payload = result.data.cartDiscountCodesUpdate;
    expect(payload.cart.discountCodes).toEqual([
      {code: 'UPICASHBACK', applicable: false},
    ]);
    expect(payload.cart.cost.totalAmount.amount).toBe(
      payload.cart.cost.subtotalAmount.amount,
    );
    expect(payload.warnings).toEqual([
      {
        code: 'DISCOUNT_CODE_NOT_HONOURED',
        message:
          'Discount code "UPICASHBACK" applies at checkout when you pay by UPI.',
      },
    ]);
  });

  it('comes off a cash-on-delivery order and another instrument; applies when paid by UPI', () => {
    const subtotal = variant('grooming', 100000).price;
    const cod = placeOrder(db, {
      cartId: cartOf('grooming', ['UPICASHBACK']).id,
      paymentMethod: 'COD',
      shippingAddress: address,
    }).order;
    expect(cod).toMatchObject({totalPaise: subtotal, discountCode: null});
    const netbanking = placeOrder(db, {
      cartId: cartOf('grooming', ['UPICASHBACK']).id,
      paymentMethod: 'PREPAID',
      paymentInstrument: 'netbanking',
      shippingAddress: address,
    }).order;
    expect(netbanking.totalPaise).toBe(subtotal);
    const upi = placeOrder(db, {
      cartId: cartOf('grooming', ['UPICASHBACK']).id,
      paymentMethod: 'PREPAID',
      paymentInstrument: 'upi',
      shippingAddress: address,
    }).order;
    expect(upi).toMatchObject({
      totalPaise: subtotal - 5000,
      discountCode: 'UPICASHBACK',
      paymentInstrument: 'upi',
    });
  });

  it('the checkout refuses a COD order at the total with the code, and says why', async () => {
    const cart = cartOf('grooming', ['CARD10']);
    const withCode = priceCart(db, cart.id, '', {
      payment: {method: 'PREPAID', instrument: 'card'},
    })!.totalPaise;
    const refused = await complete(cart, {
      phone: '9811111111',
      paymentMethod: 'COD',
      expectedTotal: withCode,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(
      'Discount code "CARD10" applies at checkout when you pay by card.',
    );
    const page = await fetch(
      `${served.base}/provider/checkout/${cart.id}?key=${cart.secret}`,
    ).then((r) => r.text());
    expect(page).toContain('data-testid="payment-notes"');
    const placed = await complete(cart, {
      phone: '9811111111',
      paymentMethod: 'COD',
      expectedTotal: refused.body.totalPaise,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      discount_code: null,
      total_discounts: 0,
    });
  });
});

describe('a prepaid code does not stack with the prepaid discount', () => {
  it('PREPAID5 on a prepaid gum order takes 5 %, not 10 %', () => {
    const cart = cartOf('gum', ['PREPAID5'], {}, 50000);
    const subtotal = priceCart(db, cart.id)!.subtotalPaise;
    const {order} = placeOrder(db, {
      cartId: cart.id,
      paymentMethod: 'PREPAID',
      paymentInstrument: 'upi',
      shippingAddress: address,
    });
    expect(order.totalPaise).toBe(subtotal - prepaidSavingsPaise(subtotal, 5));
    expect(listOrderDiscounts(db, order.id).map((d) => d.kind)).toEqual([
      'code',
    ]);
  });
});

describe('first-order codes', () => {
  it('a signed-in customer with an order sees WELCOME10 not applicable in the cart and gets no discount', async () => {
    const buyer = signedIn('grooming', GROOMING_DEMO_CUSTOMER.email);
    placeOrder(db, {
      cartId: cartOf('grooming', [], buyer).id,
      paymentMethod: 'COD',
      shippingAddress: address,
    });
    const cart = cartOf('grooming', ['WELCOME10'], buyer);
    const priced = priceCart(db, cart.id)!;
    expect(priced.codes[0].evaluation).toMatchObject({
      applicable: false,
      reason: 'FIRST_ORDER_ONLY',
    });
    const {order} = placeOrder(db, {
      cartId: cart.id,
      paymentMethod: 'COD',
      shippingAddress: address,
    });
    expect(order).toMatchObject({discountCode: null, discountPaise: 0});
  });

  it('works once per phone for a signed-out shopper: the second order at the old total is refused with the reason', async () => {
    const first = cartOf('gum', ['QUIT10'], {}, 50000);
    // What the COD page shows: the cart's total, shipping and the COD fee (checkout-provider/delivery.ts).
    const page = (id: string) => {
      const priced = priceCart(db, id)!;
      return (
        priced.totalPaise +
        shippingOf('gum', priced.subtotalPaise) +
        codFeeOf('gum')
      );
    };
    const firstTotal = page(first.id);
    const one = await complete(first, {
      phone: '9822222222',
      paymentMethod: 'COD',
      expectedTotal: firstTotal,
    });
    expect(one.status).toBe(201);
    expect(one.body.order.discount_code).toBe('QUIT10');

    const again = cartOf('gum', ['QUIT10'], {}, 50000);
    const shown = page(again.id);
    const refused = await complete(again, {
      phone: '9822222222',
      paymentMethod: 'COD',
      expectedTotal: shown,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(
      'Discount code "QUIT10" is for a first order only.',
    );
    const placed = await complete(again, {
      phone: '9822222222',
      paymentMethod: 'COD',
      expectedTotal: refused.body.totalPaise,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      discount_code: null,
      total_discounts: 0,
    });
  });

  it('the discount API refuses WELCOME10 for a cart whose customer has ordered, and lists it as unavailable', async () => {
    const buyer = signedIn('grooming', GROOMING_DEMO_CUSTOMER.email);
    const cart = cartOf('grooming', [], buyer);
    const {merchantId, key} = providerAuth('grooming');
    const headers = {
      'Content-Type': 'application/json',
      'X-Merchant-Id': merchantId,
      'X-Api-Key': key,
      'X-Cart-Token': `gid://shopify/Cart/${cart.id}?key=${cart.secret}`,
    };
    const request = await fetch(
      `${served.base}/provider/api/discount/request`,
      {headers},
    ).then((r) => r.json());
    const v = variant('grooming', 100000);
    const lines = {
      lines: [
        {
          quantity: 1,
          merchandise: {id: `gid://shopify/ProductVariant/${v.id}`},
        },
      ],
    };
    const res = await fetch(`${served.base}/provider/api/discount/validate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        couponCode: 'WELCOME10',
        requestId: request.data.requestId,
        cart: lines,
      }),
    }).then((r) => r.json());
    expect(res.data).toMatchObject({
      isValid: false,
      errorMessage: 'Discount code "WELCOME10" is for a first order only.',
    });
    // The offers list it with the unavailable ones for this buyer.
    const offers = await fetch(`${served.base}/provider/api/discount/offers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({cart: lines}),
    }).then((r) => r.json());
    expect(
      offers.data.discounts.map((o: {discountCode: string}) => o.discountCode),
    ).not.toContain('WELCOME10');
    expect(
      offers.data.unavailableDiscounts.map(
        (o: {discountCode: string}) => o.discountCode,
      ),
    ).toContain('WELCOME10');
    // A bare token (no key) names no buyer: the code validates as for anyone.
    const bare = {...headers, 'X-Cart-Token': cart.id};
    const again = await fetch(`${served.base}/provider/api/discount/request`, {
      headers: bare,
    }).then((r) => r.json());
    const anyone = await fetch(
      `${served.base}/provider/api/discount/validate`,
      {
        method: 'POST',
        headers: bare,
        body: JSON.stringify({
          couponCode: 'WELCOME10',
          requestId: again.data.requestId,
          cart: lines,
        }),
      },
    ).then((r) => r.json());
    expect(anyone.data.isValid).toBe(true);
  });
});

describe('the gum demo customer', () => {
  it('has no order yet, so QUIT10 applies to their signed-in cart', () => {
    const cart = cartOf(
      'gum',
      ['QUIT10'],
      signedIn('gum', GUM_DEMO_CUSTOMER.email),
      50000,
    );
    expect(priceCart(db, cart.id)!.applied?.code).toBe('QUIT10');
  });
});
