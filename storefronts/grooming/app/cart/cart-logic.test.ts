import {describe, expect, it} from 'vitest';
import {
  CACHE_KEYS,
  CART_CACHE_MS,
  COUPON_CACHE_MS,
  OFFERS_CACHE_MS,
  clearAllCaches,
  readCache,
  writeCache,
  type KeyValueStorage,
} from '@shared/cart/cache';
import {camelize} from './convert';
import {freeShippingProgress, freeShippingRemaining} from './progress';
import {offerText, toUpsellProducts} from './upsell';
import {betterOffer, offerTabs, sameCode, splitTnc} from './offers/select';
import type {Offer} from './offers/types';
import {
  cartToCheckout,
  NO_CART_MESSAGE,
  orderCartValue,
} from './checkout/checkout';

function memoryStorage(): KeyValueStorage & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('free-shipping progress', () => {
  it('is subtotal / 299 × 100, capped at 100', () => {
    expect(freeShippingProgress(0, 29900)).toBe(0);
    expect(freeShippingProgress(14950, 29900)).toBe(50);
    expect(freeShippingProgress(9900, 29900)).toBe(33.11);
    expect(freeShippingProgress(29900, 29900)).toBe(100);
    expect(freeShippingProgress(109800, 29900)).toBe(100);
    expect(freeShippingRemaining(9900, 29900)).toBe(20000);
    expect(freeShippingRemaining(40000, 29900)).toBe(0);
  });
});

describe('local caches', () => {
  it('keeps the cart 60 s, offers 120 s and the coupon 24 h', () => {
    const store = memoryStorage();
    const t0 = 1_000_000;
    writeCache('cart', {id: 'c'}, {now: t0, store});
    writeCache('offers', {n: 1}, {now: t0, store});
    writeCache('coupon', {code: 'X'}, {now: t0, store});
    expect(CART_CACHE_MS).toBe(60_000);
    expect(OFFERS_CACHE_MS).toBe(120_000);
    expect(COUPON_CACHE_MS).toBe(86_400_000);
    expect(readCache('cart', {now: t0 + 59_999, store})).toEqual({id: 'c'});
    expect(readCache('cart', {now: t0 + 60_000, store})).toBeNull();
    expect(store.data.has(CACHE_KEYS.cart)).toBe(false);
    expect(readCache('offers', {now: t0 + 119_999, store})).toEqual({n: 1});
    expect(readCache('offers', {now: t0 + 120_000, store})).toBeNull();
    expect(readCache('coupon', {now: t0 + 86_399_999, store})).toEqual({
      code: 'X',
    });
    expect(readCache('coupon', {now: t0 + 86_400_000, store})).toBeNull();
  });

  it('drops unreadable entries and clears everything but what is kept', () => {
    const store = memoryStorage();
    store.setItem(CACHE_KEYS.coupon, '{not json');
    expect(readCache('coupon', {store})).toBeNull();
    writeCache('cart', 1, {store});
    writeCache('checkoutUrl', 'https://x/checkouts/cn/t', {store});
    clearAllCaches(store, ['checkoutUrl']);
    expect(readCache('cart', {store})).toBeNull();
    expect(readCache('checkoutUrl', {store})).toBe('https://x/checkouts/cn/t');
  });
});

describe('snake_case → camelCase', () => {
  it('converts keys deeply and leaves values alone', () => {
    expect(
      camelize({
        checkout_url: 'https://x/checkouts/cn/a_b',
        total_quantity: 2,
        cost: {
          total_amount: {amount: '1.0', currency_code: 'INR'},
          checkout_charge_amount: {amount: '1.0'},
        },
        discount_codes: [{code: 'SAVE_10', applicable: true}],
        lines: {
          nodes: [
            {merchandise: {compare_at_price: null, product: {handle: 'a-b'}}},
          ],
        },
      }),
    ).toEqual({
      checkoutUrl: 'https://x/checkouts/cn/a_b',
      totalQuantity: 2,
      cost: {
        totalAmount: {amount: '1.0', currencyCode: 'INR'},
        checkoutChargeAmount: {amount: '1.0'},
      },
      discountCodes: [{code: 'SAVE_10', applicable: true}],
      lines: {
        nodes: [
          {merchandise: {compareAtPrice: null, product: {handle: 'a-b'}}},
        ],
      },
    });
  });
});

const store = (code: string, amountSaved: string): Offer => ({
  offerType: 'store_offer',
  discountCode: code,
  amountSaved,
  discountDetail: '',
});

describe('offers', () => {
  it('suggests the store offer saving the most, only when it beats the current saving', () => {
    const offers: Offer[] = [
      store('FLAT100', '100.00'),
      store('RAZOR20', '219.60'),
      store('WELCOME10', '109.80'),
      {
        offerType: 'payment_offer',
        discountCode: 'CARD10',
        amountSaved: '500.00',
        discountDetail: '',
      },
    ];
    expect(betterOffer(offers, 'flat100', 10000)).toEqual({
      offer: offers[1],
      extraPaise: 11960,
    });
    expect(betterOffer(offers, 'RAZOR20', 21960)).toBeNull();
    expect(betterOffer(offers, null, 0)?.offer.discountCode).toBe('RAZOR20');
    expect(
      betterOffer([store('A', '50.00'), store('B', '50.00')], null, 0)?.offer
        .discountCode,
    ).toBe('A');
  });

  it('compares codes case-insensitively and splits terms on ||', () => {
    expect(sameCode('Flat100', 'FLAT100 ')).toBe(true);
    expect(sameCode('FLAT100', null)).toBe(false);
    expect(splitTnc('Valid once|| Minimum order ₹499 ||')).toEqual([
      'Valid once',
      'Minimum order ₹499',
    ]);
    expect(splitTnc(undefined)).toEqual([]);
  });

  it('splits the lists into brand and payment tabs', () => {
    const tabs = offerTabs({
      discounts: [
        store('A', '1.00'),
        {
          offerType: 'payment_offer',
          discountCode: 'P',
          amountSaved: '0.00',
          discountDetail: '',
        },
      ],
      unavailableDiscounts: [store('B', '0.00')],
    });
    expect(tabs.brand.available.map((o) => o.discountCode)).toEqual(['A']);
    expect(tabs.brand.unavailable.map((o) => o.discountCode)).toEqual(['B']);
    expect(tabs.payment.available.map((o) => o.discountCode)).toEqual(['P']);
    expect(offerTabs(null).payment.available).toEqual([]);
  });
});

describe('upsell', () => {
  it('shows N% off from MRP, else Best Price', () => {
    expect(offerText('149.0', '199.0')).toBe('25% off');
    expect(offerText('999.0', '1799.0')).toBe('44% off');
    expect(offerText('199.0', null)).toBe('Best Price');
    expect(offerText('199.0', '199.0')).toBe('Best Price');
  });

  it('keeps products for sale whose first variant is not in the cart', () => {
    const product = (id: string, variant: string, available = true) => ({
      id,
      handle: id,
      title: id,
      availableForSale: available,
      featuredImage: null,
      variants: {
        nodes: [
          {
            id: variant,
            availableForSale: available,
            price: {amount: '1.0', currencyCode: 'INR'},
            compareAtPrice: null,
          },
        ],
      },
    });
    const result = toUpsellProducts(
      [product('a', 'v1'), product('b', 'v2'), product('c', 'v3', false)],
      new Set(['v2']),
    );
    expect(result.map((p) => [p.id, p.variantId, p.offerText])).toEqual([
      ['a', 'v1', 'Best Price'],
    ]);
  });
});

describe('checkout hand-off', () => {
  const cart = {
    id: 'gid://shopify/Cart/t1?key=k',
    checkoutUrl: 'http://127.0.0.1:4000/checkouts/cn/t1?key=k',
    cost: {totalAmount: {amount: '998.0', currencyCode: 'INR'}},
    attributes: [{key: 'source', value: 'drawer'}],
    lines: {
      nodes: [
        {
          id: 'gid://shopify/CartLine/1',
          quantity: 2,
          merchandise: {
            id: 'gid://shopify/ProductVariant/1',
            title: 'Default Title',
            price: {amount: '549.0'},
            product: {
              id: 'gid://shopify/Product/1',
              title: 'Razor',
              handle: 'razor',
            },
          },
        },
      ],
    },
  };

  it('turns the cart into the Checkout result', () => {
    expect(cartToCheckout(cart)).toEqual({
      id: cart.id,
      webUrl: cart.checkoutUrl,
      totalPrice: '998.0',
      currencyCode: 'INR',
      lineItems: [
        {
          id: 'gid://shopify/CartLine/1',
          quantity: 2,
          title: 'Razor',
          variant: {
            id: 'gid://shopify/ProductVariant/1',
            title: 'Default Title',
            price: '549.0',
            product: {
              id: 'gid://shopify/Product/1',
              title: 'Razor',
              handle: 'razor',
            },
          },
        },
      ],
      attributes: [{key: 'source', value: 'drawer'}],
    });
    expect(() => cartToCheckout(null)).toThrow(NO_CART_MESSAGE);
    expect(() => cartToCheckout({...cart, lines: {nodes: []}})).toThrow(
      NO_CART_MESSAGE,
    );
  });

  it('reports cartValue = total_price / 100 as a Decimal string', () => {
    expect(orderCartValue(99800)).toBe('998.00');
    expect(orderCartValue(5)).toBe('0.05');
    expect(orderCartValue('12345')).toBe('123.45');
    expect(orderCartValue(12.5)).toBeNull();
    expect(orderCartValue(undefined)).toBeNull();
  });
});
