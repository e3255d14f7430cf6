import {beforeEach, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {decimalToPaise} from '../../src/storefront-api/money.ts';
import {commerceDb, P, V} from '../fixtures/commerce-fixture.ts';
import {ORIGIN, storefrontClient} from '../fixtures/storefront-client.ts';
import {
  CART_CREATE,
  CART_DISCOUNT_CODES_UPDATE,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_LINES_UPDATE,
  CART_QUERY,
} from './hydrogen-documents.ts';

const {gql} = storefrontClient('grooming');
const variant = (id: number) => `gid://shopify/ProductVariant/${id}`;

const CART_COSTS = `query Costs($id: ID!, $first: Int = 50, $after: String) {
  cart(id: $id) {
    id
    totalQuantity
    createdAt
    updatedAt
    note
    attributes { key value }
    buyerIdentity { email phone countryCode customer { id email } deliveryAddressPreferences { __typename } preferences { wallet } }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
      checkoutChargeAmount { amount }
      totalTaxAmount { amount }
      totalDutyAmount { amount }
      subtotalAmountEstimated
      totalAmountEstimated
    }
    discountCodes { code applicable }
    discountAllocations {
      __typename
      discountedAmount { amount currencyCode }
      targetType
      ... on CartCodeDiscountAllocation { code }
      discountApplication {
        allocationMethod targetSelection targetType
        value { __typename ... on PricingPercentageValue { percentage } ... on MoneyV2 { amount } }
      }
    }
    appliedGiftCards { id }
    delivery { addresses { id } }
    deliveryGroups(first: 5) { nodes { id } pageInfo { hasNextPage } }
    lines(first: $first, after: $after) {
      pageInfo { hasNextPage hasPreviousPage endCursor }
      edges { cursor }
      nodes {
        id
        quantity
        attributes { key value }
        cost {
          amountPerQuantity { amount }
          compareAtAmountPerQuantity { amount }
          subtotalAmount { amount }
          totalAmount { amount }
        }
        discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
        sellingPlanAllocation { priceAdjustments { perDeliveryPrice { amount } } }
        ... on CartLine { parentRelationship { parent { id } } instructions { canRemove canUpdateQuantity } }
      }
    }
  }
}`;

const paise = (money: {amount: string}) => decimalToPaise(money.amount);

let db: Db;
beforeEach(() => {
  db = commerceDb();
});

async function createCart(
  lines: {merchandiseId: string; quantity?: number}[],
  extra: Record<string, unknown> = {},
) {
  const result = await gql(db, CART_CREATE, {input: {lines, ...extra}});
  expect(result.errors).toBeUndefined();
  expect(result.data.cartCreate.userErrors).toEqual([]);
  return result.data.cartCreate.cart as {
    id: string;
    checkoutUrl: string;
    totalQuantity: number;
  };
}

async function costs(id: string, variables: Record<string, unknown> = {}) {
  const result = await gql(db, CART_COSTS, {id, ...variables});
  expect(result.errors).toBeUndefined();
  return result.data.cart;
}

async function setCodes(cartId: string, discountCodes: string[]) {
  const result = await gql(db, CART_DISCOUNT_CODES_UPDATE, {
    cartId,
    discountCodes,
  });
  expect(result.errors).toBeUndefined();
  return result.data.cartDiscountCodesUpdate;
}

describe('cart ids and checkout URL', () => {
  it('creates a cart with a keyed gid and an absolute checkout URL', async () => {
    const cart = await createCart([
      {merchandiseId: variant(V.beardOil), quantity: 2},
    ]);
    const match =
      /^gid:\/\/shopify\/Cart\/([A-Za-z0-9]+)\?key=([0-9a-f]+)$/.exec(cart.id);
    expect(match).not.toBeNull();
    const [, token, key] = match!;
    expect(cart.checkoutUrl).toBe(
      `${ORIGIN}/checkouts/cn/${token}?key=${key}&shop=grooming`,
    );
    expect(new URL(cart.checkoutUrl).origin).toBe(ORIGIN);
    expect(cart.totalQuantity).toBe(2);
  });

  it('reads the cart by the id Hydrogen rebuilds from its cookie, and not without the key', async () => {
    const cart = await createCart([{merchandiseId: variant(V.faceWash)}]);
    const rebuilt = `gid://shopify/Cart/${cart.id.split('/').pop()}`;
    expect((await costs(rebuilt)).id).toBe(cart.id);
    // Shopify's carts need the key for reads too (docs/security.md, "Carts").
    const withoutKey = cart.id.replace(/\?.*$/, '');
    expect(await costs(withoutKey)).toBeNull();
  });

  it('refuses a wrong key, mutations without the key, and another shop', async () => {
    const cart = await createCart([{merchandiseId: variant(V.faceWash)}]);
    const wrongKey = cart.id.replace(/key=.*/, 'key=deadbeef');
    expect((await gql(db, CART_COSTS, {id: wrongKey})).data.cart).toBeNull();
    const noKey = cart.id.replace(/\?.*$/, '');
    const add = await gql(db, CART_LINES_ADD, {
      cartId: noKey,
      lines: [{merchandiseId: variant(V.faceWash)}],
    });
    expect(add.data.cartLinesAdd).toMatchObject({
      cart: null,
      userErrors: [{code: 'INVALID', field: ['cartId']}],
    });
    expect(
      (await gql(db, CART_COSTS, {id: cart.id}, {shop: 'gum'})).data.cart,
    ).toBeNull();
    expect(
      (await gql(db, CART_COSTS, {id: 'gid://shopify/Cart/nope?key=x'})).data
        .cart,
    ).toBeNull();
    expect((await gql(db, CART_COSTS, {id: 'not a gid'})).data.cart).toBeNull();
  });
});

describe('cart arithmetic', () => {
  it('totals lines in paise and fills every cost field', async () => {
    const cart = await createCart([
      {merchandiseId: variant(V.beardOil), quantity: 2},
      {merchandiseId: variant(V.faceWash), quantity: 1},
    ]);
    const c = await costs(cart.id);
    expect(c.totalQuantity).toBe(3);
    expect(c.cost).toEqual({
      subtotalAmount: {amount: '1297.0', currencyCode: 'INR'},
      totalAmount: {amount: '1297.0', currencyCode: 'INR'},
      checkoutChargeAmount: {amount: '1297.0'},
      totalTaxAmount: null,
      totalDutyAmount: null,
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
    });
    expect(c.lines.nodes[0]).toMatchObject({
      quantity: 2,
      cost: {
        amountPerQuantity: {amount: '499.0'},
        compareAtAmountPerQuantity: {amount: '599.0'},
        subtotalAmount: {amount: '998.0'},
        totalAmount: {amount: '998.0'},
      },
      discountAllocations: [],
      sellingPlanAllocation: null,
      parentRelationship: null,
      instructions: {canRemove: true, canUpdateQuantity: true},
    });
    expect(c.lines.nodes[1].cost.compareAtAmountPerQuantity).toBeNull();
    expect(c.lines.nodes[0].id).toMatch(
      /^gid:\/\/shopify\/CartLine\/\d+\?cart=[A-Za-z0-9]+$/,
    );
    expect(c).toMatchObject({
      appliedGiftCards: [],
      discountCodes: [],
      discountAllocations: [],
      delivery: {addresses: []},
    });
    expect(c.deliveryGroups).toEqual({
      nodes: [],
      pageInfo: {hasNextPage: false},
    });
  });

  it('applies a percentage code case-insensitively and allocates it to lines exactly', async () => {
    const cart = await createCart([
      {merchandiseId: variant(V.beardOil), quantity: 2},
      {merchandiseId: variant(V.faceWash), quantity: 1},
    ]);
    const update = await setCodes(cart.id, ['save10']);
    expect(update.userErrors).toEqual([]);
    expect(update.warnings).toEqual([]);
    expect(update.cart.id).toBe(cart.id);
    const c = await costs(cart.id);
    expect(c.discountCodes).toEqual([{code: 'save10', applicable: true}]);
    // 10% of ₹1297 = ₹129.70
    expect(paise(c.cost.subtotalAmount)).toBe(129700);
    expect(paise(c.cost.totalAmount)).toBe(116730);
    expect(paise(c.cost.checkoutChargeAmount)).toBe(116730);
    expect(c.discountAllocations).toEqual([
      {
        __typename: 'CartCodeDiscountAllocation',
        discountedAmount: {amount: '129.7', currencyCode: 'INR'},
        targetType: 'LINE_ITEM',
        code: 'SAVE10',
        discountApplication: {
          allocationMethod: 'ACROSS',
          targetSelection: 'ALL',
          targetType: 'LINE_ITEM',
          value: {__typename: 'PricingPercentageValue', percentage: 10},
        },
      },
    ]);
    const lineDiscounts = c.lines.nodes.map((l: any) =>
      paise(l.discountAllocations[0].discountedAmount),
    );
    expect(lineDiscounts).toEqual([9980, 2990]);
    for (const line of c.lines.nodes) {
      expect(paise(line.cost.totalAmount)).toBe(
        paise(line.cost.subtotalAmount) -
          paise(line.discountAllocations[0].discountedAmount),
      );
    }
  });

  it('re-evaluates applicability on every read as lines change (minimum subtotal, cap)', async () => {
    const cart = await createCart([{merchandiseId: variant(V.faceWash)}]);
    const update = await setCodes(cart.id, ['BIG20']);
    expect(update.userErrors).toEqual([]);
    expect(update.warnings).toEqual([
      {
        code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE',
        message: expect.stringContaining('701.0'),
        target: cart.id,
      },
    ]);
    let c = await costs(cart.id);
    expect(c.discountCodes).toEqual([{code: 'BIG20', applicable: false}]);
    expect(c.cost.totalAmount.amount).toBe('299.0');

    const add = await gql(db, CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: variant(V.razor)}],
    });
    expect(add.data.cartLinesAdd.userErrors).toEqual([]);
    expect(add.data.cartLinesAdd.warnings).toEqual([]);
    c = await costs(cart.id);
    expect(c.discountCodes).toEqual([{code: 'BIG20', applicable: true}]);
    // 20% of ₹1298 is ₹259.60, capped at ₹150
    expect(c.cost.subtotalAmount.amount).toBe('1298.0');
    expect(c.cost.totalAmount.amount).toBe('1148.0');

    const lineId = c.lines.nodes[1].id;
    await gql(db, CART_LINES_REMOVE, {cartId: cart.id, lineIds: [lineId]});
    c = await costs(cart.id);
    expect(c.discountCodes).toEqual([{code: 'BIG20', applicable: false}]);
    expect(c.discountAllocations).toEqual([]);
    expect(c.cost.totalAmount.amount).toBe('299.0');
  });

  it('reports missing items for a minimum item count and applies a fixed amount once met', async () => {
    const cart = await createCart([
      {merchandiseId: variant(V.faceWash), quantity: 2},
    ]);
    const update = await setCodes(cart.id, ['flat100']);
    expect(update.warnings).toEqual([
      {
        code: 'DISCOUNT_QUANTITY_NOT_IN_RANGE',
        message: 'Add 1 more item to use discount code "flat100".',
        target: cart.id,
      },
    ]);
    const c0 = await costs(cart.id);
    const lineId = c0.lines.nodes[0].id;
    const update2 = await gql(db, CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [{id: lineId, quantity: 3}],
    });
    expect(update2.data.cartLinesUpdate.warnings).toEqual([]);
    const c = await costs(cart.id);
    expect(c.discountCodes).toEqual([{code: 'flat100', applicable: true}]);
    expect(c.cost.totalAmount.amount).toBe('797.0');
    expect(c.discountAllocations[0].discountApplication.value).toEqual({
      __typename: 'MoneyV2',
      amount: '100.0',
    });
  });

  it('limits a product-specific code to its product', async () => {
    const cart = await createCart([
      {merchandiseId: variant(V.beardOil), quantity: 1},
      {merchandiseId: variant(V.faceWash), quantity: 1},
    ]);
    await setCodes(cart.id, ['BEARD15']);
    const c = await costs(cart.id);
    // 15% of ₹499 = ₹74.85, only on the beard oil line
    expect(c.cost.totalAmount.amount).toBe('723.15');
    expect(c.lines.nodes[0].discountAllocations).toEqual([
      {discountedAmount: {amount: '74.85'}, code: 'BEARD15'},
    ]);
    expect(c.lines.nodes[1].discountAllocations).toEqual([]);
    expect(c.discountAllocations[0].discountApplication.targetSelection).toBe(
      'ENTITLED',
    );

    const removed = await gql(db, CART_LINES_REMOVE, {
      cartId: cart.id,
      lineIds: [c.lines.nodes[0].id],
    });
    expect(removed.data.cartLinesRemove.warnings).toEqual([
      {
        code: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
        message: expect.any(String),
        target: cart.id,
      },
    ]);
  });
});

describe('cartDiscountCodesUpdate', () => {
  it('keeps an unknown code with applicable:false and a DISCOUNT_NOT_FOUND warning, not a user error', async () => {
    const cart = await createCart([{merchandiseId: variant(V.beardOil)}]);
    const update = await setCodes(cart.id, ['NOSUCHCODE']);
    expect(update.userErrors).toEqual([]);
    expect(update.warnings).toEqual([
      {
        code: 'DISCOUNT_NOT_FOUND',
        message: expect.stringContaining('NOSUCHCODE'),
        target: cart.id,
      },
    ]);
    expect(update.cart).toMatchObject({id: cart.id, totalQuantity: 1});
    const c = await costs(cart.id);
    expect(c.discountCodes).toEqual([{code: 'NOSUCHCODE', applicable: false}]);
    expect(c.cost.totalAmount.amount).toBe('499.0');
  });

  it('replaces the set, de-duplicates case-insensitively, and [] clears', async () => {
    const cart = await createCart([{merchandiseId: variant(V.beardOil)}]);
    await setCodes(cart.id, ['SAVE10', 'save10', 'BEARD15']);
    let c = await costs(cart.id);
    // Codes do not combine: the bigger saving (BEARD15, ₹74.85) applies.
    expect(c.discountCodes).toEqual([
      {code: 'SAVE10', applicable: false},
      {code: 'BEARD15', applicable: true},
    ]);
    expect(c.cost.totalAmount.amount).toBe('424.15');
    await setCodes(cart.id, ['SAVE10']);
    c = await costs(cart.id);
    expect(c.discountCodes).toEqual([{code: 'SAVE10', applicable: true}]);
    const cleared = await setCodes(cart.id, []);
    expect(cleared.warnings).toEqual([]);
    c = await costs(cart.id);
    expect(c.discountCodes).toEqual([]);
    expect(c.cost.totalAmount.amount).toBe('499.0');
  });

  it("treats inactive codes and other shops' codes as not applicable", async () => {
    const cart = await createCart([{merchandiseId: variant(V.beardOil)}]);
    const update = await setCodes(cart.id, ['OLDCODE', 'GUMONLY']);
    expect(update.warnings.map((w: any) => w.code)).toEqual([
      'DISCOUNT_CURRENTLY_INACTIVE',
      'DISCOUNT_NOT_FOUND',
    ]);
    expect((await costs(cart.id)).cost.totalAmount.amount).toBe('499.0');
  });

  it('accepts codes on cartCreate', async () => {
    const cart = await createCart([{merchandiseId: variant(V.beardOil)}], {
      discountCodes: ['save10'],
    });
    expect((await costs(cart.id)).cost.totalAmount.amount).toBe('449.1');
  });
});

describe('lines', () => {
  it('merges the same merchandise, updates, removes with quantity 0 and pages with cursors', async () => {
    const cart = await createCart([{merchandiseId: variant(V.beardOil)}]);
    await gql(db, CART_LINES_ADD, {
      cartId: cart.id,
      lines: [
        {merchandiseId: variant(V.beardOil), quantity: 2},
        {merchandiseId: variant(V.faceWash)},
        {
          merchandiseId: variant(V.faceWashLarge),
          attributes: [{key: 'gift', value: 'yes'}],
        },
      ],
    });
    let c = await costs(cart.id);
    expect(c.lines.nodes.map((l: any) => l.quantity)).toEqual([3, 1, 1]);
    expect(c.lines.nodes[2].attributes).toEqual([{key: 'gift', value: 'yes'}]);
    expect(c.totalQuantity).toBe(5);

    const page1 = await costs(cart.id, {first: 2});
    expect(page1.lines.nodes).toHaveLength(2);
    expect(page1.lines.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const page2 = await costs(cart.id, {
      first: 2,
      after: page1.lines.pageInfo.endCursor,
    });
    expect(page2.lines.nodes.map((l: any) => l.id)).toEqual([
      c.lines.nodes[2].id,
    ]);
    expect(page2.lines.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });

    const update = await gql(db, CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [
        {id: c.lines.nodes[0].id, quantity: 0},
        {id: c.lines.nodes[1].id, quantity: 4},
      ],
    });
    expect(update.data.cartLinesUpdate.userErrors).toEqual([]);
    expect(update.data.cartLinesUpdate.cart.totalQuantity).toBe(5);
    c = await costs(cart.id);
    expect(c.lines.nodes.map((l: any) => l.quantity)).toEqual([4, 1]);
    expect(c.cost.subtotalAmount.amount).toBe(
      String((4 * 29900 + 39900) / 100) + '.0',
    );
  });

  it('answers bad inputs with CartErrorCode user errors and leaves the cart unchanged', async () => {
    const cart = await createCart([{merchandiseId: variant(V.beardOil)}]);
    const lineId = (await costs(cart.id)).lines.nodes[0].id;

    const unknown = await gql(db, CART_LINES_ADD, {
      cartId: cart.id,
      lines: [
        {merchandiseId: variant(V.faceWash)},
        {merchandiseId: variant(99999)},
      ],
    });
    expect(unknown.status).toBe(200);
    expect(unknown.data.cartLinesAdd.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '1', 'merchandiseId'],
        message: expect.stringContaining('99999'),
      },
    ]);
    expect(unknown.data.cartLinesAdd.cart.totalQuantity).toBe(1);

    const otherShop = await gql(db, CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: variant(V.gumOnly)}],
    });
    expect(otherShop.data.cartLinesAdd.userErrors[0].code).toBe('INVALID');
    const garbage = await gql(db, CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: 'garbage'}],
    });
    expect(garbage.data.cartLinesAdd.userErrors[0].code).toBe('INVALID');

    const zero = await gql(db, CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: variant(V.faceWash), quantity: 0}],
    });
    expect(zero.data.cartLinesAdd.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'quantity'],
        message: expect.any(String),
      },
    ]);
    const negative = await gql(db, CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: variant(V.faceWash), quantity: -1}],
    });
    expect(negative.data.cartLinesAdd.userErrors[0].code).toBe('LESS_THAN');

    const badLine = await gql(db, CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [
        {id: lineId, quantity: 5},
        {id: 'gid://shopify/CartLine/424242?cart=x', quantity: 1},
      ],
    });
    expect(badLine.data.cartLinesUpdate.userErrors).toEqual([
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lines', '1', 'id'],
        message: expect.any(String),
      },
    ]);
    const negativeUpdate = await gql(db, CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [{id: lineId, quantity: -2}],
    });
    expect(negativeUpdate.data.cartLinesUpdate.userErrors[0].code).toBe(
      'LESS_THAN',
    );
    const badRemove = await gql(db, CART_LINES_REMOVE, {
      cartId: cart.id,
      lineIds: [lineId, 'gid://shopify/CartLine/999'],
    });
    expect(badRemove.data.cartLinesRemove.userErrors).toEqual([
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineIds', '1'],
        message: expect.any(String),
      },
    ]);

    const after = await costs(cart.id);
    expect(after.totalQuantity).toBe(1);
    expect(after.lines.nodes.map((l: any) => l.id)).toEqual([lineId]);

    const created = await gql(db, CART_CREATE, {
      input: {lines: [{merchandiseId: variant(123)}]},
    });
    expect(created.data.cartCreate).toMatchObject({
      cart: null,
      userErrors: [
        {code: 'INVALID', field: ['input', 'lines', '0', 'merchandiseId']},
      ],
    });
  });

  it('cuts quantities down to stock and skips sold-out merchandise, with warnings', async () => {
    const create = await gql(db, CART_CREATE, {
      input: {
        lines: [
          {merchandiseId: variant(V.razor), quantity: 5},
          {merchandiseId: variant(V.soldOut)},
        ],
      },
    });
    const {cart, userErrors, warnings} = create.data.cartCreate;
    expect(userErrors).toEqual([]);
    expect(cart.totalQuantity).toBe(2);
    expect(warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: expect.stringContaining('Only 2'),
        target: expect.stringMatching(/^gid:\/\/shopify\/CartLine\//),
      },
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: expect.any(String),
        target: variant(V.soldOut),
      },
    ]);
    const more = await gql(db, CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: variant(V.razor)}],
    });
    expect(more.data.cartLinesAdd.warnings[0].code).toBe(
      'MERCHANDISE_NOT_ENOUGH_STOCK',
    );
    expect(more.data.cartLinesAdd.cart.totalQuantity).toBe(2);
  });
});

describe('other cart mutations', () => {
  it('updates note, attributes and buyer identity, and rejects gift cards with a user error', async () => {
    const cart = await createCart([{merchandiseId: variant(V.beardOil)}]);
    const note = await gql(
      db,
      `mutation($id: ID!) { cartNoteUpdate(cartId: $id, note: "Leave at door") { cart { note } userErrors { code } warnings { code } } }`,
      {id: cart.id},
    );
    expect(note.data.cartNoteUpdate).toEqual({
      cart: {note: 'Leave at door'},
      userErrors: [],
      warnings: [],
    });
    const attrs = await gql(
      db,
      `mutation($id: ID!) { cartAttributesUpdate(cartId: $id, attributes: [{key: "age_confirmed", value: "yes"}]) { cart { attributes { key value } attribute(key: "age_confirmed") { value } } userErrors { code } } }`,
      {id: cart.id},
    );
    expect(attrs.data.cartAttributesUpdate.cart).toEqual({
      attributes: [{key: 'age_confirmed', value: 'yes'}],
      attribute: {value: 'yes'},
    });
    const buyer = await gql(
      db,
      `mutation($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { cart { buyerIdentity { email phone countryCode customer { id } } } userErrors { code field } } }`,
      {
        id: cart.id,
        b: {email: 'a@example.com', phone: '+919876543210', countryCode: 'IN'},
      },
    );
    expect(buyer.data.cartBuyerIdentityUpdate).toEqual({
      cart: {
        buyerIdentity: {
          email: 'a@example.com',
          phone: '+919876543210',
          countryCode: 'IN',
          customer: null,
        },
      },
      userErrors: [],
    });
    const badBuyer = await gql(
      db,
      `mutation($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { userErrors { code field } } }`,
      {id: cart.id, b: {email: 'not-an-email', customerAccessToken: 'nope'}},
    );
    expect(badBuyer.data.cartBuyerIdentityUpdate.userErrors).toEqual([
      {code: 'INVALID', field: ['buyerIdentity', 'email']},
      {code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken']},
    ]);
    const gift = await gql(
      db,
      `mutation($id: ID!) { cartGiftCardCodesUpdate(cartId: $id, giftCardCodes: ["GIFT1"]) { cart { appliedGiftCards { id } } userErrors { code field } } }`,
      {id: cart.id},
    );
    expect(gift.data.cartGiftCardCodesUpdate).toEqual({
      cart: {appliedGiftCards: []},
      userErrors: [{code: 'INVALID', field: ['giftCardCodes', '0']}],
    });
    const c = await costs(cart.id);
    expect(c).toMatchObject({
      note: 'Leave at door',
      buyerIdentity: {
        email: 'a@example.com',
        deliveryAddressPreferences: [],
        preferences: null,
      },
    });
  });

  it('answers mutations on an unknown cart with a user error, never a 500', async () => {
    const result = await gql(
      db,
      `mutation { cartNoteUpdate(cartId: "gid://shopify/Cart/zzz?key=1", note: "x") { cart { id } userErrors { code field message } } }`,
    );
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data.cartNoteUpdate).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['cartId'],
          message: 'The specified cart does not exist.',
        },
      ],
    });
  });
});

describe('Hydrogen cart query', () => {
  it('answers CartQuery with its CartApiQuery fragment, merchandise included', async () => {
    const cart = await createCart(
      [{merchandiseId: variant(V.beardOil), quantity: 2}],
      {discountCodes: ['SAVE10']},
    );
    const result = await gql(db, CART_QUERY, {
      cartId: `gid://shopify/Cart/${cart.id.split('/').pop()}`,
      country: 'IN',
      language: 'EN',
    });
    expect(result.errors).toBeUndefined();
    const c = result.data.cart;
    expect(c).toMatchObject({
      id: cart.id,
      checkoutUrl: cart.checkoutUrl,
      totalQuantity: 2,
      note: null,
      attributes: [],
      appliedGiftCards: [],
      discountCodes: [{applicable: true, code: 'SAVE10'}],
      cost: {
        subtotalAmount: {amount: '998.0', currencyCode: 'INR'},
        totalAmount: {amount: '898.2', currencyCode: 'INR'},
      },
      buyerIdentity: {
        countryCode: 'IN',
        customer: null,
        email: null,
        phone: null,
      },
    });
    const line = c.lines.edges[0].node;
    expect(line.merchandise).toMatchObject({
      id: variant(V.beardOil),
      availableForSale: true,
      price: {amount: '499.0', currencyCode: 'INR'},
      compareAtPrice: {amount: '599.0', currencyCode: 'INR'},
      requiresShipping: true,
      product: {
        handle: 'beard-oil',
        title: 'Beard Oil',
        id: `gid://shopify/Product/${P.beardOil}`,
        vendor: 'Blade & Balm',
      },
      selectedOptions: [{name: 'Title', value: 'Default Title'}],
    });
    expect(line.merchandise.image.url).toBe(
      `${ORIGIN}/cdn/shop/files/beard-oil.png`,
    );
    expect(line.cost.totalAmount.amount).toBe('898.2');
  });
});
