/**
 * Issue 33 items 1 and 8: the seeded policy and FAQ pages say what the code does. The shipping fee and
 * free-shipping minimum, the warehouse's city, transit days and the COD fee and limits all come from
 * contracts/, in English and Hindi (decisions 99, 101).
 */
import {beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {delivery, shops} from '../../../contracts/index.ts';
import {formatWholeRupees as rs} from '../../../shared/money/format.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

let db: Db;
beforeAll(async () => {
  db = await seededDb();
});

const POLICY = `query($language: LanguageCode) @inContext(language: $language) {
  shop { shippingPolicy { body } }
  page(handle: "faq") { body }
}`;

async function read(store: 'grooming' | 'gum', language = 'EN') {
  const {shop, page} = await storefrontClient(store).ok(db, POLICY, {
    language,
  });
  return {policy: shop.shippingPolicy.body as string, faq: page?.body ?? ''};
}

describe('policy text from the store’s settings', () => {
  it('grooming: ₹49 below ₹299, Bengaluru, COD up to ₹10,000 with its fee, on the policy and the FAQ', async () => {
    const {policy, faq} = await read('grooming');
    const {shipping} = shops.grooming;
    const {cod} = delivery.grooming;
    for (const text of [policy, faq]) {
      expect(text).toContain(rs(shipping.feePaise));
      expect(text).toContain(rs(shipping.freeFromPaise));
      expect(text).toContain(`up to ${rs(cod.maxOrderPaise)}`);
    }
    expect(rs(cod.maxOrderPaise)).toBe('₹10,000');
    expect(policy).not.toContain('₹5,000');
    expect(faq).not.toContain('₹5,000');
    expect(policy).toContain(delivery.grooming.warehouseCity.en);
    expect(policy).not.toContain('Bhiwandi');
    expect(policy).toContain(
      `Rest of India: ${delivery.grooming.transitDays.national} working days`,
    );
  });

  it('gum: ships from Gurugram, in English and Hindi, with its own COD limit', async () => {
    const en = (await read('gum')).policy;
    const hi = (await read('gum', 'HI')).policy;
    expect(en).toContain('Gurugram');
    expect(en).not.toContain('Bengaluru');
    expect(hi).toContain('गुरुग्राम');
    expect(hi).not.toContain('बेंगलुरु');
    expect(hi).toContain('लक्षद्वीप');
    expect(hi).not.toMatch(/Andaman|Lakshadweep/);
    for (const text of [en, hi]) {
      expect(text).toContain(rs(shops.gum.shipping.freeFromPaise));
      expect(text).toContain(rs(shops.gum.shipping.feePaise));
      expect(text).toContain(rs(delivery.gum.cod.maxOrderPaise));
      expect(text).toContain(rs(delivery.gum.cod.feePaise));
    }
  });
});
