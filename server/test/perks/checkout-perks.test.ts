/**
 * Gum checkout perks on the seeded shop: FREEPERFUME adds the perfume at ₹0 from ₹999, paying online
 * takes 5% off (the drawer's own function, to the paisa), signed-in customers earn POPCoins once per
 * order and may spend them up to the cap, and the ledger never goes below zero.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {transaction, type Db} from '../../src/data/db.ts';
import {GUM_DEMO_CUSTOMER} from '../../src/seed/gum/index.ts';
import {GUM_PERFUME_HANDLE} from '../../src/seed/gum/products.ts';
import {addCartLine, createCart} from '../../src/data/carts.ts';
import {priceCart} from '../../src/pricing/cart.ts';
import {
  createAccessToken,
  findCustomerByEmail,
} from '../../src/data/customers.ts';
import {
  adjustCoins,
  coinBalance,
  earnCoins,
  listLedger,
  LoyaltyError,
  redeemCoins,
} from '../../src/data/loyalty.ts';
import {listOrderDiscounts} from '../../src/data/order-discounts.ts';
import {placeOrder} from '../../src/checkout-provider/perks.ts';
import {checkoutProviderRoutes} from '../../src/checkout-provider/routes.ts';
import {
  coinsRedeemable,
  prepaidSavingsPaise,
  shops,
} from '../../../contracts/index.ts';
import {customerTokenHash} from '../../src/customers/cart-session.ts';
import {drawnCartVersion} from '../fixtures/checkout-page.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const {gql} = storefrontClient('gum');

let db: Db;
let served: ServedApp;
let base = '';
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

function variant(handle: string, position = 1): {id: number; price: number} {
  return db
    .prepare(
      'SELECT v.id, v.price_paise AS price FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = ? AND p.handle = ? AND v.position = ?',
    )
    .get('gum', handle, position) as {id: number; price: number};
}

/** The buyer identity a signed-in shopper's cart gets (the Storefront API records the session's token). */
function signedIn(token = createAccessToken(db, customerId).accessToken) {
  return {customerId, customerTokenHash: customerTokenHash(token)};
}

/** A gum cart worth `units` × the Fresh Mint pack. */
function cart(
  units: number,
  options: {codes?: string[]; customer?: boolean} = {},
) {
  const c = createCart(db, 'gum', {
    discountCodes: options.codes ?? [],
    buyerIdentity: options.customer ? signedIn() : {},
  });
  addCartLine(db, c.id, variant('nicotine-gum-2mg-fresh-mint').id, units);
  return c;
}

beforeAll(async () => {
  db = await seededDb();
  customerId = findCustomerByEmail(db, 'gum', GUM_DEMO_CUSTOMER.email)!.id;
  served = await serveBackend(db, checkoutProviderRoutes);
  base = served.base;
});

afterAll(() => served.close());

describe('FREEPERFUME', () => {
  it('below ₹999 adds nothing and says how much is missing; from ₹999 adds the perfume at ₹0', () => {
    const mint = variant('nicotine-gum-2mg-fresh-mint');
    const perfume = variant(GUM_PERFUME_HANDLE);
    expect(perfume.price).toBeGreaterThan(0);
    const units = Math.ceil(99900 / mint.price);
    const below = priceCart(db, cart(units - 1, {codes: ['freeperfume']}).id)!;
    expect(below.lines).toHaveLength(1);
    expect(below.codes[0].evaluation).toMatchObject({
      applicable: false,
      subtotalMissingPaise: 99900 - (units - 1) * mint.price,
    });

    const at = priceCart(db, cart(units, {codes: ['FREEPERFUME']}).id)!;
    const gift = at.lines.find((l) => l.gift)!;
    expect(gift.line.merchandise.variantId).toBe(perfume.id);
    expect(gift).toMatchObject({
      subtotalPaise: perfume.price,
      discountPaise: perfume.price,
      totalPaise: 0,
    });
    expect(gift.line.attributes).toEqual([
      {key: '_free_gift', value: 'FREEPERFUME'},
    ]);
    // The gift changes neither the subtotal nor the total the shopper pays.
    expect(at.subtotalPaise).toBe(units * mint.price);
    expect(at.totalPaise).toBe(units * mint.price);
    expect(at.totalQuantity).toBe(units + 1);
  });

  it('the order records the gift line at ₹0 and takes the perfume out of stock', () => {
    const perfume = variant(GUM_PERFUME_HANDLE);
    const stock = () =>
      (
        db
          .prepare('SELECT quantity_available AS q FROM variants WHERE id = ?')
          .get(perfume.id) as {q: number}
      ).q;
    const before = stock();
    const c = cart(10, {codes: ['FREEPERFUME']});
    const {order} = placeOrder(db, {
      cartId: c.id,
      paymentMethod: 'COD',
      shippingAddress: address,
    });
    const line = order.lines.find((l) => l.variantId === perfume.id)!;
    expect(line).toMatchObject({
      quantity: 1,
      pricePaise: perfume.price,
      discountPaise: perfume.price,
    });
    expect(order.discountCode).toBe('FREEPERFUME');
    expect(order.totalPaise).toBe(order.subtotalPaise);
    expect(listOrderDiscounts(db, order.id)).toEqual([
      {
        kind: 'gift',
        title: expect.any(String),
        code: 'FREEPERFUME',
        amountPaise: perfume.price,
      },
    ]);
    expect(stock()).toBe(before - 1);
  });
});

describe('prepaid discount', () => {
  it('uses one rounding rule: 5% rounded down to the paisa, the function the drawer uses', () => {
    expect(shops.gum.cartPerks.prepaidDiscountPercent).toBe(5);
    for (const [paise, saving] of [
      [14900, 745],
      [44700, 2235],
      [129999, 6499],
      [19, 0],
      [99999, 4999],
    ]) {
      expect(prepaidSavingsPaise(paise, 5)).toBe(saving);
    }
  });

  it('takes the drawer’s saving off a prepaid order and records it; cash on delivery pays in full', () => {
    const prepaidCart = cart(3);
    const total = priceCart(db, prepaidCart.id)!.totalPaise;
    const saving = prepaidSavingsPaise(total, 5);
    const {order} = placeOrder(db, {
      cartId: prepaidCart.id,
      paymentMethod: 'PREPAID',
      shippingAddress: address,
    });
    expect(order.totalPaise).toBe(total - saving);
    expect(order.discountPaise).toBe(saving);
    expect(order.lines.reduce((s, l) => s + l.discountPaise, 0)).toBe(saving);
    expect(listOrderDiscounts(db, order.id)).toEqual([
      {
        kind: 'prepaid',
        title: 'Prepaid discount (5%)',
        code: null,
        amountPaise: saving,
      },
    ]);

    const cod = placeOrder(db, {
      cartId: cart(3).id,
      paymentMethod: 'COD',
      shippingAddress: address,
    }).order;
    expect(cod.totalPaise).toBe(total);
    expect(listOrderDiscounts(db, cod.id)).toEqual([]);
  });

  it('applies to the total after a discount code', () => {
    const c = cart(6, {codes: ['QUIT10']});
    const priced = priceCart(db, c.id)!;
    expect(priced.discountPaise).toBeGreaterThan(0);
    const {order} = placeOrder(db, {
      cartId: c.id,
      paymentMethod: 'PREPAID',
      shippingAddress: address,
    });
    expect(order.totalPaise).toBe(
      priced.totalPaise - prepaidSavingsPaise(priced.totalPaise, 5),
    );
  });
});

describe('POPCoins', () => {
  it('a signed-in order earns 1 coin per ₹10 of subtotal, once, even when the completion is replayed', () => {
    const start = coinBalance(db, 'gum', customerId);
    const c = cart(4, {customer: true});
    const subtotal = priceCart(db, c.id)!.subtotalPaise;
    const first = placeOrder(db, {
      cartId: c.id,
      paymentMethod: 'PREPAID',
      shippingAddress: address,
    });
    expect(first.created).toBe(true);
    expect(coinBalance(db, 'gum', customerId)).toBe(
      start + Math.floor(subtotal / 1000),
    );
    const replay = placeOrder(db, {
      cartId: c.id,
      paymentMethod: 'PREPAID',
      shippingAddress: address,
    });
    expect(replay).toMatchObject({created: false, order: {id: first.order.id}});
    expect(earnCoins(db, 'gum', customerId, first.order.id, 99)).toBe(false);
    expect(coinBalance(db, 'gum', customerId)).toBe(
      start + Math.floor(subtotal / 1000),
    );
  });

  it('redeems at ₹1 a coin, at most 10% of the order, with the prepaid discount on top', () => {
    adjustCoins(db, 'gum', customerId, 500, 'test top-up');
    const balance = coinBalance(db, 'gum', customerId);
    const c = cart(5, {customer: true});
    const priced = priceCart(db, c.id)!;
    const usable = coinsRedeemable(priced.totalPaise, balance, 100, 10);
    expect(usable).toBe(Math.floor(Math.floor(priced.totalPaise / 10) / 100));
    const {order} = placeOrder(db, {
      cartId: c.id,
      paymentMethod: 'PREPAID',
      shippingAddress: address,
      useCoins: true,
    });
    const prepaid = prepaidSavingsPaise(priced.totalPaise, 5);
    expect(order.totalPaise).toBe(priced.totalPaise - prepaid - usable * 100);
    expect(
      listOrderDiscounts(db, order.id).map((d) => [d.kind, d.amountPaise]),
    ).toEqual([
      ['prepaid', prepaid],
      ['loyalty', usable * 100],
    ]);
    const earned = Math.floor(priced.subtotalPaise / 1000);
    expect(coinBalance(db, 'gum', customerId)).toBe(balance - usable + earned);
    expect(
      listLedger(db, 'gum', customerId)
        .filter((e) => e.orderId === order.id)
        .map((e) => [e.kind, e.coins]),
    ).toEqual([
      ['redeem', -usable],
      ['earn', earned],
    ]);
  });

  it('never goes negative: an overdraft fails and changes nothing', () => {
    const balance = coinBalance(db, 'gum', customerId);
    const order = db
      .prepare('SELECT id FROM orders ORDER BY id DESC LIMIT 1')
      .get() as {id: number};
    expect(() =>
      transaction(db, () =>
        redeemCoins(db, 'gum', customerId, order.id + 1000, balance + 1),
      ),
    ).toThrow(LoyaltyError);
    expect(coinBalance(db, 'gum', customerId)).toBe(balance);
    // The table itself refuses a negative balance, whatever the caller computes.
    expect(() =>
      db
        .prepare(
          "INSERT INTO loyalty_ledger (shop, customer_id, kind, coins, balance_after, created_at) VALUES ('gum', ?, 'adjust', -1, -1, 'x')",
        )
        .run(customerId),
    ).toThrow(/CHECK/);
  });
});

describe('checkout page', () => {
  it('shows the prepaid offer, the coins box and the gift, and completes a prepaid order with coins over HTTP', async () => {
    const c = cart(10, {customer: true, codes: ['FREEPERFUME']});
    const balance = coinBalance(db, 'gum', customerId);
    const page = await (
      await fetch(`${base}/provider/checkout/${c.id}?key=${c.secret}`)
    ).text();
    const priced = priceCart(db, c.id)!;
    const saving = prepaidSavingsPaise(priced.totalPaise, 5);
    expect(page).toContain('data-testid="prepaid-offer"');
    expect(page).toContain('data-testid="summary-prepaid" hidden');
    expect(page).toContain('data-testid="summary-gift"');
    expect(page).toMatch(/POP Fresh Pocket Perfume × 1/);
    expect(page).toContain('name="useCoins"');
    const form = {
      key: c.secret,
      name: 'Asha Rao',
      phone: '9876543210',
      pincode: '411001',
      address: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      paymentMethod: 'PREPAID',
      useCoins: '1',
      cartVersion: await drawnCartVersion(base, c),
    };
    const res = await fetch(`${base}/provider/checkout/${c.id}/complete`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(form),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      order: {total_price: number; total_discounts: number};
    };
    const coins = coinsRedeemable(priced.totalPaise, balance, 100, 10);
    expect(coins).toBeGreaterThan(0);
    expect(body.order.total_price).toBe(
      priced.totalPaise - saving - coins * 100,
    );
    expect(body.order.total_discounts).toBe(saving + coins * 100);
  });
});

describe('Storefront API', () => {
  it('exposes the balance as the customer metafield loyalty.popcoins (number_integer) and the perks on orders', async () => {
    const token = createAccessToken(db, customerId).accessToken;
    const result = await gql(
      db,
      `query($t: String!) { customer(customerAccessToken: $t) {
        coins: metafield(namespace: "loyalty", key: "popcoins") { type value }
        other: metafield(namespace: "loyalty", key: "other") { value }
        orders(first: 1, reverse: true) { nodes { totalPrice { amount } discountApplications(first: 5) { nodes { __typename value { ... on MoneyV2 { amount } } ... on AutomaticDiscountApplication { title } ... on ManualDiscountApplication { title } } } } }
      } }`,
      {t: token},
    );
    expect(result.errors).toBeUndefined();
    const customer = result.data.customer;
    expect(customer.coins).toEqual({
      type: 'number_integer',
      value: String(coinBalance(db, 'gum', customerId)),
    });
    expect(customer.other).toBeNull();
    const kinds = customer.orders.nodes[0].discountApplications.nodes.map(
      (n: {__typename: string}) => n.__typename,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        'AutomaticDiscountApplication',
        'ManualDiscountApplication',
      ]),
    );
  });

  it('shows the free gift as a cart line at ₹0 that cannot be changed', async () => {
    const c = cart(10, {codes: ['FREEPERFUME']});
    const result = await gql(
      db,
      `query($id: ID!) { cart(id: $id) { cost { subtotalAmount { amount } } discountCodes { code applicable }
        lines(first: 5) { nodes { attributes { key value } cost { totalAmount { amount } subtotalAmount { amount } } ... on CartLine { instructions { canRemove canUpdateQuantity } }
          discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } } merchandise { ... on ProductVariant { product { handle } } } } } } }`,
      {id: `gid://shopify/Cart/${c.id}?key=${c.secret}`},
    );
    expect(result.errors).toBeUndefined();
    const lines = result.data.cart.lines.nodes;
    expect(result.data.cart.discountCodes).toEqual([
      {code: 'FREEPERFUME', applicable: true},
    ]);
    const gift = lines.find(
      (l: {merchandise: {product: {handle: string}}}) =>
        l.merchandise.product.handle === GUM_PERFUME_HANDLE,
    );
    expect(gift).toMatchObject({
      attributes: [{key: '_free_gift', value: 'FREEPERFUME'}],
      cost: {totalAmount: {amount: '0.0'}, subtotalAmount: {amount: '299.0'}},
      instructions: {canRemove: false, canUpdateQuantity: false},
      discountAllocations: [
        {discountedAmount: {amount: '299.0'}, code: 'FREEPERFUME'},
      ],
    });
  });
});
