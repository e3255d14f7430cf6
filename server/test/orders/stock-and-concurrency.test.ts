/**
 * Stock and concurrency, as callers see them over HTTP: checkout completion never sells more than is in
 * stock (one SQLite write transaction checks and takes it), a variant at 0 is not for sale, one order
 * per cart however many completions race (also from several processes on one database file), and many
 * shoppers working on their carts at once each end with exactly the cart they built.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {addCartLine, createCart} from '../../src/data/carts.ts';
import {routes} from '../../src/routes.ts';
import {commerceDb, V} from '../fixtures/commerce-fixture.ts';
import {drawnCartVersion} from '../fixtures/checkout-page.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const storefront = storefrontClient('grooming');
// Prepaid: these carts are worth more than the store's Cash on Delivery limit (contracts/ `delivery`).
const FORM = {
  name: 'Ravi Kumar',
  phone: '9876543210',
  pincode: '560001',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  paymentMethod: 'PREPAID',
};
const ordersModule = fileURLToPath(
  new URL('../../src/orders/from-cart.ts', import.meta.url),
);
const dbModule = fileURLToPath(
  new URL('../../src/data/db.ts', import.meta.url),
);

let dir = '';
let dbFile = '';
let db: Db;
let served: ServedApp;
let base = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stock-test-'));
  dbFile = join(dir, 'commerce.sqlite');
  db = commerceDb(dbFile);
  served = await serveBackend(db, routes);
  base = served.base;
});

afterAll(async () => {
  await served.close();
  db.close();
  rmSync(dir, {recursive: true, force: true});
});

function setStock(variantId: number, quantity: number) {
  db.prepare(
    'UPDATE variants SET quantity_available = ?, available_for_sale = 1 WHERE id = ?',
  ).run(quantity, variantId);
}
const stockOf = (variantId: number) =>
  db
    .prepare(
      'SELECT quantity_available AS q, available_for_sale AS a FROM variants WHERE id = ?',
    )
    .get(variantId) as {q: number; a: number};
const ordersFor = (cartId: string) =>
  (
    db
      .prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?')
      .get(cartId) as {n: number}
  ).n;
const soldOf = (variantId: number) =>
  (
    db
      .prepare(
        'SELECT COALESCE(SUM(quantity), 0) AS n FROM order_lines WHERE variant_id = ?',
      )
      .get(variantId) as {n: number}
  ).n;

function cartWith(variantId: number, quantity: number) {
  const cart = createCart(db, 'grooming');
  addCartLine(db, cart.id, variantId, quantity);
  return cart;
}

async function complete(cart: {id: string; secret: string}) {
  const res = await fetch(`${base}/provider/checkout/${cart.id}/complete`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({
      ...FORM,
      key: cart.secret,
      cartVersion: await drawnCartVersion(base, cart),
    }),
  });
  return {status: res.status, body: (await res.json()) as any};
}

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const {body} = await storefront.post(base, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const VARIANT_STOCK = `query StockOf($id: ID!) {
  node(id: $id) { ... on ProductVariant { availableForSale quantityAvailable currentlyNotInStock product { availableForSale } } }
}`;
const gidOf = (variantId: number) =>
  `gid://shopify/ProductVariant/${variantId}`;

describe('checkout completion and stock', () => {
  it('two carts of 60 against 100 in stock: one order, the other refused with 409 and how many are left', async () => {
    setStock(V.beardOil, 100);
    const soldBefore = soldOf(V.beardOil);
    const a = cartWith(V.beardOil, 60);
    const b = cartWith(V.beardOil, 60);
    const results = await Promise.all([complete(a), complete(b)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.error.message).toBe(
      'Only 40 left of Beard Oil. Please lower the quantity in your cart.',
    );
    expect(stockOf(V.beardOil)).toEqual({q: 40, a: 1});
    expect(soldOf(V.beardOil) - soldBefore).toBe(60);
    expect(ordersFor(a.id) + ordersFor(b.id)).toBe(1);
    // The refused cart is still open: lowered to what is left, it completes.
    const loser = results[0].status === 409 ? a : b;
    db.prepare('UPDATE cart_lines SET quantity = 40 WHERE cart_id = ?').run(
      loser.id,
    );
    expect((await complete(loser)).status).toBe(201);
    expect(stockOf(V.beardOil)).toEqual({q: 0, a: 0});
  });

  it('a variant sold down to 0 is not for sale, cannot be added, and its checkout says it is sold out', async () => {
    setStock(V.faceWashLarge, 3);
    const late = cartWith(V.faceWashLarge, 2);
    expect((await complete(cartWith(V.faceWashLarge, 3))).status).toBe(201);
    const variant = (await gql(VARIANT_STOCK, {id: gidOf(V.faceWashLarge)}))
      .node;
    expect(variant).toMatchObject({
      availableForSale: false,
      quantityAvailable: 0,
      currentlyNotInStock: false,
    });
    // The other size is still for sale, so the product is.
    expect(variant.product.availableForSale).toBe(true);
    const refused = await complete(late);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Face Wash (200 ml) is sold out. Please remove it from your cart.',
    );
    expect(ordersFor(late.id)).toBe(0);
    const created = await gql(
      `mutation Add($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { cart { totalQuantity } warnings { code } } }`,
      {lines: [{merchandiseId: gidOf(V.faceWashLarge), quantity: 1}]},
    );
    expect(created.cartCreate.cart.totalQuantity).toBe(0);
    expect(
      created.cartCreate.warnings.map((w: {code: string}) => w.code),
    ).toEqual(['MERCHANDISE_OUT_OF_STOCK']);
  });

  it('a completion that cannot be filled writes nothing (no order, stock and cart unchanged)', async () => {
    setStock(V.razor, 2);
    setStock(V.faceWash, 100);
    const cart = createCart(db, 'grooming');
    addCartLine(db, cart.id, V.faceWash, 5);
    addCartLine(db, cart.id, V.razor, 2);
    setStock(V.razor, 1); // someone else bought one after this cart was filled
    const refused = await complete(cart);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Only 1 left of Limited Razor. Please lower the quantity in your cart.',
    );
    expect(stockOf(V.faceWash).q).toBe(100);
    expect(stockOf(V.razor).q).toBe(1);
    expect(
      (
        db
          .prepare('SELECT completed_at FROM carts WHERE id = ?')
          .get(cart.id) as {completed_at: string | null}
      ).completed_at,
    ).toBeNull();
  });

  it('10 parallel completions of one cart place exactly one order', async () => {
    setStock(V.faceWash, 100);
    const cart = cartWith(V.faceWash, 2);
    const results = await Promise.all(
      Array.from({length: 10}, () => complete(cart)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(
      true,
    );
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
    expect(ordersFor(cart.id)).toBe(1);
    expect(stockOf(V.faceWash).q).toBe(98);
  });
});

/**
 * Several backend processes on one database file (each its own SQLite connection) completing at the
 * same moment: BEGIN IMMEDIATE serializes them, so stock is never oversold and a cart never gets two
 * orders. Each child opens the file, says "ready", waits for "go", completes its cart and prints the result.
 */
function completer(
  cartId: string,
): Promise<{child: ReturnType<typeof spawn>; result: Promise<string>}> {
  const script = `
    import {openDatabase} from ${JSON.stringify(dbModule)};
    import {createOrderFromCart} from ${JSON.stringify(ordersModule)};
    const db = openDatabase(${JSON.stringify(dbFile)});
    process.stdout.write('ready\\n');
    process.stdin.once('data', () => {
      let out;
      try { out = createOrderFromCart(db, {cartId: ${JSON.stringify(cartId)}, paymentMethod: 'COD', shippingAddress: {}}).created ? 'created' : 'replayed'; }
      catch (error) { out = error.code ?? String(error); }
      process.stdout.write(out + '\\n');
      db.close();
      process.exit(0);
    });`;
  const child = spawn(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      '--input-type=module',
      '-e',
      script,
    ],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let out = '';
  const lines: ((line: string) => void)[] = [];
  child.stdout!.on('data', (chunk) => {
    out += chunk;
    let i;
    while ((i = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, i);
      out = out.slice(i + 1);
      lines.shift()?.(line);
    }
  });
  const next = () => new Promise<string>((resolve) => lines.push(resolve));
  const ready = next();
  const result = ready.then(next);
  return ready.then(() => ({child, result}));
}

describe('several processes on one database', () => {
  it('6 processes each completing a cart of 30 against 100 in stock: 3 orders, 3 refused, 10 left', async () => {
    setStock(V.beardOil, 100);
    const carts = Array.from({length: 6}, () => cartWith(V.beardOil, 30));
    const children = await Promise.all(carts.map((c) => completer(c.id)));
    for (const {child} of children) child.stdin!.write('go\n');
    const results = await Promise.all(children.map((c) => c.result));
    expect(results.filter((r) => r === 'created')).toHaveLength(3);
    expect(results.filter((r) => r === 'NOT_ENOUGH_STOCK')).toHaveLength(3);
    expect(stockOf(V.beardOil).q).toBe(10);
    expect(carts.reduce((n, c) => n + ordersFor(c.id), 0)).toBe(3);
  }, 30_000);

  it('5 processes completing the same cart: one order', async () => {
    setStock(V.faceWash, 100);
    const cart = cartWith(V.faceWash, 1);
    const children = await Promise.all(
      Array.from({length: 5}, () => completer(cart.id)),
    );
    for (const {child} of children) child.stdin!.write('go\n');
    const results = await Promise.all(children.map((c) => c.result));
    expect(results.sort()).toEqual([
      'created',
      'replayed',
      'replayed',
      'replayed',
      'replayed',
    ]);
    expect(ordersFor(cart.id)).toBe(1);
    expect(stockOf(V.faceWash).q).toBe(99);
  }, 30_000);
});

describe('many shoppers at once', () => {
  const CREATE = `mutation C($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { cart { id lines(first: 10) { nodes { id merchandise { ... on ProductVariant { id } } } } } userErrors { message } } }`;
  const ADD = `mutation A($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id lines(first: 10) { nodes { id merchandise { ... on ProductVariant { id } } } } } userErrors { message } } }`;
  const UPDATE = `mutation U($id: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $id, lines: $lines) { cart { id } userErrors { message } } }`;
  const READ = `query R($id: ID!) { cart(id: $id) { totalQuantity lines(first: 10) { nodes { quantity merchandise { ... on ProductVariant { id } } } } } }`;

  it('60 shoppers create, add, update and read in parallel; every final cart is exactly what its shopper built', async () => {
    setStock(V.beardOil, 10_000);
    setStock(V.faceWash, 10_000);
    setStock(V.faceWashLarge, 10_000);
    const shopper = async (n: number) => {
      const first = 1 + (n % 4);
      const second = 1 + (n % 3);
      const finalFirst = 2 + (n % 5);
      const created = (
        await gql(CREATE, {
          lines: [{merchandiseId: gidOf(V.beardOil), quantity: first}],
        })
      ).cartCreate;
      expect(created.userErrors).toEqual([]);
      const id = created.cart.id;
      const added = (
        await gql(ADD, {
          id,
          lines: [
            {
              merchandiseId: gidOf(n % 2 ? V.faceWash : V.faceWashLarge),
              quantity: second,
            },
          ],
        })
      ).cartLinesAdd;
      expect(added.userErrors).toEqual([]);
      const oilLine = added.cart.lines.nodes.find(
        (l: any) => l.merchandise.id === gidOf(V.beardOil),
      );
      expect(
        (
          await gql(UPDATE, {
            id,
            lines: [{id: oilLine.id, quantity: finalFirst}],
          })
        ).cartLinesUpdate.userErrors,
      ).toEqual([]);
      const cart = (await gql(READ, {id})).cart;
      return {n, second, finalFirst, cart};
    };
    const results = await Promise.all(
      Array.from({length: 60}, (_, n) => shopper(n)),
    );
    for (const {n, second, finalFirst, cart} of results) {
      expect(cart.totalQuantity).toBe(finalFirst + second);
      const byVariant = Object.fromEntries(
        cart.lines.nodes.map((l: any) => [l.merchandise.id, l.quantity]),
      );
      expect(byVariant).toEqual({
        [gidOf(V.beardOil)]: finalFirst,
        [gidOf(n % 2 ? V.faceWash : V.faceWashLarge)]: second,
      });
    }
  }, 60_000);
});
