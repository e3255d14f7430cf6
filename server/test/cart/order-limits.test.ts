import {beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {orderLimits} from '../../../contracts/index.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

// Decision 110: gum's nicotine gum is capped per order by the backend cart, whatever the storefront sends.
const {ok} = storefrontClient('gum');
const CAP = orderLimits.gum[0].maxUnits;

const VARIANTS = `query Variants($handle: String!) {
  product(handle: $handle) { variants(first: 5) { nodes { id } } }
}`;
const CREATE = `mutation Create($lines: [CartLineInput!]!) {
  cartCreate(input: {lines: $lines}) {
    cart { id totalQuantity lines(first: 10) { nodes { id quantity } } }
    userErrors { code field message }
  }
}`;
const ADD = `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) {
  cartLinesAdd(cartId: $cartId, lines: $lines) {
    cart { totalQuantity }
    userErrors { code message }
  }
}`;
const UPDATE = `mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) {
    cart { totalQuantity }
    userErrors { code message }
  }
}`;

let db: Db;
let mint: string;
let paan: string;
let perfume: string;
beforeAll(async () => {
  db = await seededDb();
  const first = async (handle: string) =>
    (await ok(db, VARIANTS, {handle})).product.variants.nodes[0].id as string;
  mint = await first('nicotine-gum-2mg-fresh-mint');
  paan = await first('nicotine-gum-2mg-paan');
  perfume = await first('pop-fresh-pocket-perfume');
});

describe('the per-order limit on nicotine gum (gum)', () => {
  it('is 10 packs', () => {
    expect(CAP).toBe(10);
  });

  it('refuses a new cart past the limit, across products, and keeps other products out of the count', async () => {
    const over = await ok(db, CREATE, {
      lines: [
        {merchandiseId: mint, quantity: 6},
        {merchandiseId: paan, quantity: 5},
      ],
    });
    expect(over.cartCreate.cart).toBeNull();
    expect(over.cartCreate.userErrors[0]).toMatchObject({
      code: 'VALIDATION_CUSTOM',
      message: 'You can buy at most 10 packs of nicotine gum in one order.',
    });
    const within = await ok(db, CREATE, {
      lines: [
        {merchandiseId: mint, quantity: 6},
        {merchandiseId: paan, quantity: 4},
        {merchandiseId: perfume, quantity: 3},
      ],
    });
    expect(within.cartCreate.userErrors).toEqual([]);
    expect(within.cartCreate.cart.totalQuantity).toBe(13);
  });

  it('refuses an add or an update past it and leaves the cart as it was; going down is always allowed', async () => {
    const created = await ok(db, CREATE, {
      lines: [{merchandiseId: mint, quantity: CAP}],
    });
    const cart = created.cartCreate.cart;
    const add = await ok(db, ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: paan, quantity: 1}],
    });
    expect(add.cartLinesAdd.userErrors[0].code).toBe('VALIDATION_CUSTOM');
    const line = cart.lines.nodes[0].id;
    const up = await ok(db, UPDATE, {
      cartId: cart.id,
      lines: [{id: line, quantity: CAP + 1}],
    });
    expect(up.cartLinesUpdate.userErrors[0].code).toBe('VALIDATION_CUSTOM');
    expect(up.cartLinesUpdate.cart.totalQuantity).toBe(CAP);
    const down = await ok(db, UPDATE, {
      cartId: cart.id,
      lines: [{id: line, quantity: CAP - 1}],
    });
    expect(down.cartLinesUpdate.userErrors).toEqual([]);
    expect(down.cartLinesUpdate.cart.totalQuantity).toBe(CAP - 1);
  });
});
