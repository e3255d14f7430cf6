import {beforeEach, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {createAccessToken, createCustomer} from '../../src/data/customers.ts';
import {listOrdersForCustomer, OrderError} from '../../src/data/orders.ts';
import {createOrderFromCart} from '../../src/orders/from-cart.ts';
import {priceCart} from '../../src/pricing/cart.ts';
import {commerceDb, V} from '../fixtures/commerce-fixture.ts';
import {ORIGIN, storefrontClient} from '../fixtures/storefront-client.ts';

const {gql} = storefrontClient('grooming');
let db: Db;
beforeEach(() => {
  db = commerceDb();
});

const CREATE = `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { code } } }`;
const ADDRESS = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  address1: '12 MG Road',
  city: 'Bengaluru',
  province: 'Karnataka',
  zip: '560001',
  countryCode: 'IN',
  phone: '+919876543210',
};

async function cartWith(
  lines: {merchandiseId: string; quantity?: number}[],
  discountCodes: string[] = [],
) {
  const result = await gql(db, CREATE, {input: {lines, discountCodes}});
  expect(result.data.cartCreate.userErrors).toEqual([]);
  return result.data.cartCreate.cart.id as string;
}

describe('createOrderFromCart', () => {
  it('prices the order with the discount engine, is idempotent per cart, and completes the cart', async () => {
    const cartGid = await cartWith(
      [
        {
          merchandiseId: `gid://shopify/ProductVariant/${V.beardOil}`,
          quantity: 2,
        },
        {merchandiseId: `gid://shopify/ProductVariant/${V.faceWash}`},
      ],
      ['SAVE10'],
    );
    const token = /Cart\/([^?]+)/.exec(cartGid)![1];
    const priced = priceCart(db, token)!;
    expect(priced).toMatchObject({
      subtotalPaise: 129700,
      discountPaise: 12970,
      totalPaise: 116730,
    });

    const first = createOrderFromCart(db, {
      cartId: cartGid,
      paymentMethod: 'COD',
      shippingAddress: ADDRESS,
      email: 'ravi@example.com',
    });
    expect(first.created).toBe(true);
    expect(first.order).toMatchObject({
      number: 1001,
      name: '#1001',
      subtotalPaise: 129700,
      discountPaise: 12970,
      totalPaise: 116730,
      discountCode: 'SAVE10',
      financialStatus: 'PENDING',
      paymentMethod: 'COD',
    });
    expect(
      first.order.lines.map((l) => [l.quantity, l.pricePaise, l.discountPaise]),
    ).toEqual([
      [2, 49900, 9980],
      [1, 29900, 2990],
    ]);

    const replay = createOrderFromCart(db, {
      cartId: token,
      paymentMethod: 'PREPAID',
      shippingAddress: {},
    });
    expect(replay.created).toBe(false);
    expect(replay.order.id).toBe(first.order.id);
    expect(replay.order.paymentMethod).toBe('COD');
    expect(
      (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as {n: number}).n,
    ).toBe(1);

    // The cart is completed: Hydrogen's cart query gets null and starts a new cart.
    const read = await gql(db, `query($id: ID!) { cart(id: $id) { id } }`, {
      id: cartGid,
    });
    expect(read.data.cart).toBeNull();
    // Stock was taken.
    expect(
      (
        db
          .prepare('SELECT quantity_available AS q FROM variants WHERE id = ?')
          .get(V.beardOil) as {q: number}
      ).q,
    ).toBe(98);

    const second = createOrderFromCart(db, {
      cartId: await cartWith([
        {merchandiseId: `gid://shopify/ProductVariant/${V.faceWash}`},
      ]),
      paymentMethod: 'PREPAID',
      shippingAddress: ADDRESS,
    });
    expect(second.order).toMatchObject({
      number: 1002,
      financialStatus: 'PAID',
      totalPaise: 29900,
      discountCode: null,
    });
  });

  it('refuses unknown and empty carts', async () => {
    expect(() =>
      createOrderFromCart(db, {
        cartId: 'nope',
        paymentMethod: 'COD',
        shippingAddress: {},
      }),
    ).toThrow(OrderError);
    const empty = await cartWith([]);
    try {
      createOrderFromCart(db, {
        cartId: empty,
        paymentMethod: 'COD',
        shippingAddress: {},
      });
      expect.unreachable();
    } catch (error) {
      expect((error as OrderError).code).toBe('CART_EMPTY');
    }
  });

  it("shows a customer's orders through customer(customerAccessToken)", async () => {
    const customer = createCustomer(db, 'grooming', {
      email: 'ravi@example.com',
      firstName: 'Ravi',
      state: 'ENABLED',
    });
    const {accessToken} = createAccessToken(db, customer.id);
    const cartGid = await cartWith(
      [
        {
          merchandiseId: `gid://shopify/ProductVariant/${V.beardOil}`,
          quantity: 2,
        },
      ],
      ['save10'],
    );
    createOrderFromCart(db, {
      cartId: cartGid,
      paymentMethod: 'PREPAID',
      shippingAddress: ADDRESS,
      email: 'RAVI@example.com',
      customerId: customer.id,
    });
    createOrderFromCart(db, {
      cartId: await cartWith([
        {merchandiseId: `gid://shopify/ProductVariant/${V.faceWash}`},
      ]),
      paymentMethod: 'COD',
      shippingAddress: ADDRESS,
      customerId: customer.id,
      shippingPaise: 4900,
    });
    // An e-mail alone never links an order (security/order-customer-link.test.ts): a guest order.
    createOrderFromCart(db, {
      cartId: await cartWith([
        {merchandiseId: `gid://shopify/ProductVariant/${V.faceWash}`},
      ]),
      paymentMethod: 'PREPAID',
      shippingAddress: ADDRESS,
      email: 'RAVI@example.com',
    });
    expect(
      listOrdersForCustomer(db, 'grooming', customer.id).map((o) => o.number),
    ).toEqual([1001, 1002]);

    const result = await gql(
      db,
      `query($t: String!) { customer(customerAccessToken: $t) {
      numberOfOrders
      defaultAddress { address1 city countryCodeV2 formatted(withName: true) }
      orders(first: 1, sortKey: ID, reverse: true) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes {
          id name orderNumber financialStatus fulfillmentStatus statusUrl
          totalPrice { amount } currentTotalPrice { amount } subtotalPrice { amount } totalShippingPrice { amount } totalTax { amount }
          lineItems(first: 5) { nodes { title quantity originalTotalPrice { amount } discountedTotalPrice { amount } variant { id price { amount } } } }
        }
      }
      older: orders(first: 5, sortKey: PROCESSED_AT) {
        nodes {
          name
          discountApplications(first: 3) { nodes { __typename allocationMethod targetSelection targetType value { ... on PricingPercentageValue { percentage } } ... on DiscountCodeApplication { code applicable } } }
          lineItems(first: 5) { nodes { discountedTotalPrice { amount } discountAllocations { allocatedAmount { amount } } } }
          shippingAddress { name address1 zip }
        }
      }
    } }`,
      {t: accessToken},
    );
    expect(result.errors).toBeUndefined();
    const c = result.data.customer;
    expect(c.numberOfOrders).toBe('2');
    expect(c.defaultAddress).toEqual({
      address1: '12 MG Road',
      city: 'Bengaluru',
      countryCodeV2: 'IN',
      formatted: [
        'Ravi Kumar',
        '12 MG Road',
        'Bengaluru Karnataka 560001',
        'India',
      ],
    });
    expect(c.orders.totalCount).toBe('2');
    expect(c.orders.pageInfo.hasNextPage).toBe(true);
    expect(c.orders.nodes[0]).toMatchObject({
      name: '#1002',
      orderNumber: 1002,
      financialStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      totalPrice: {amount: '348.0'},
      currentTotalPrice: {amount: '348.0'},
      subtotalPrice: {amount: '299.0'},
      totalShippingPrice: {amount: '49.0'},
      totalTax: {amount: '0.0'},
      lineItems: {
        nodes: [
          {
            title: 'Face Wash',
            quantity: 1,
            originalTotalPrice: {amount: '299.0'},
            discountedTotalPrice: {amount: '299.0'},
            variant: {
              id: `gid://shopify/ProductVariant/${V.faceWash}`,
              price: {amount: '299.0'},
            },
          },
        ],
      },
    });
    expect(new URL(c.orders.nodes[0].statusUrl).origin).toBe(ORIGIN);
    expect(c.older.nodes[0]).toEqual({
      name: '#1001',
      discountApplications: {
        nodes: [
          {
            __typename: 'DiscountCodeApplication',
            allocationMethod: 'ACROSS',
            targetSelection: 'ALL',
            targetType: 'LINE_ITEM',
            value: {percentage: 10},
            code: 'SAVE10',
            applicable: true,
          },
        ],
      },
      lineItems: {
        nodes: [
          {
            discountedTotalPrice: {amount: '898.2'},
            discountAllocations: [{allocatedAmount: {amount: '99.8'}}],
          },
        ],
      },
      shippingAddress: {
        name: 'Ravi Kumar',
        address1: '12 MG Road',
        zip: '560001',
      },
    });
  });
});
