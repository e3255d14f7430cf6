import {beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

// Decision 109: every seeded product carries what the Consumer Protection (E-Commerce) Rules 2020 and
// the Legal Metrology (Packaged Commodities) Rules ask its page to show, as `legal` metafields.
const LEGAL = (
  language: string,
) => `query Legal($after: String) @inContext(language: ${language}) {
  products(first: 40, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes {
      handle
      productType
      manufacturer: metafield(namespace: "legal", key: "manufacturer") { value }
      marketer: metafield(namespace: "legal", key: "marketer") { value }
      origin: metafield(namespace: "legal", key: "country_of_origin") { value }
      quantity: metafield(namespace: "legal", key: "net_quantity") { value }
      bestBefore: metafield(namespace: "legal", key: "best_before") { value }
      care: metafield(namespace: "legal", key: "consumer_care") { value }
      variants(first: 5) { nodes { title quantity: metafield(namespace: "legal", key: "net_quantity") { value } } }
    }
  }
}`;

type Node = {
  handle: string;
  productType: string;
  manufacturer: {value: string} | null;
  marketer: {value: string} | null;
  origin: {value: string} | null;
  quantity: {value: string} | null;
  bestBefore: {value: string} | null;
  care: {value: string} | null;
  variants: {nodes: {title: string; quantity: {value: string} | null}[]};
};

let db: Db;
beforeAll(async () => {
  db = await seededDb();
});

async function products(shop: 'grooming' | 'gum', language = 'EN') {
  const all: Node[] = [];
  let after: string | null = null;
  do {
    const data = await storefrontClient(shop).ok(db, LEGAL(language), {after});
    all.push(...(data.products.nodes as Node[]));
    after = data.products.pageInfo.hasNextPage
      ? data.products.pageInfo.endCursor
      : null;
  } while (after);
  return all;
}

describe('legal metafields of the seeded catalogues', () => {
  it.each(['grooming', 'gum'] as const)(
    '%s: every product names maker, origin, net quantity (its own or each variant’s) and consumer care',
    async (shop) => {
      const nodes = await products(shop);
      expect(nodes.length).toBeGreaterThan(5);
      for (const product of nodes) {
        expect(product.manufacturer?.value, product.handle).toBeTruthy();
        expect(product.origin?.value, product.handle).toBeTruthy();
        expect(product.care?.value, product.handle).toMatch(/@/);
        for (const variant of product.variants.nodes)
          expect(
            variant.quantity?.value ?? product.quantity?.value,
            `${product.handle} ${variant.title}`,
          ).toBeTruthy();
      }
    },
  );

  it('gum: a pack size has its own net quantity, and the texts are in Hindi on /hi', async () => {
    const [en, hi] = await Promise.all([
      products('gum'),
      products('gum', 'HI'),
    ]);
    const mint = en.find((p) => p.handle === 'nicotine-gum-2mg-fresh-mint')!;
    expect(mint.variants.nodes.map((v) => v.quantity?.value)).toEqual([
      '10 pieces (15 g)',
      '30 pieces (45 g)',
      '60 pieces (90 g)',
    ]);
    expect(mint.bestBefore?.value).toMatch(/24 months/);
    const mintHi = hi.find((p) => p.handle === 'nicotine-gum-2mg-fresh-mint')!;
    expect(mintHi.origin?.value).toBe('भारत');
    expect(mintHi.variants.nodes[0].quantity?.value).toBe('10 पीस (15 ग्रा.)');
    expect(mintHi.manufacturer?.value).toMatch(/[\u0900-\u097F]/);
  });

  it('grooming: a razor has no best-before date; a trimmer is made in China; a size option sets the quantity', async () => {
    const nodes = await products('grooming');
    const byHandle = new Map(nodes.map((p) => [p.handle, p]));
    expect(byHandle.get('precision-5-blade-razor')!.bestBefore).toBeNull();
    expect(byHandle.get('full-body-trimmer-for-men')!.origin?.value).toBe(
      'China',
    );
    expect(
      byHandle
        .get('shaving-foam-sensitive')!
        .variants.nodes.map((v) => v.quantity?.value),
    ).toEqual(['266 ml', '418 ml']);
  });
});
