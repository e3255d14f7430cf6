import {describe, expect, it} from 'vitest';
import {shops} from './shops.ts';
import {freeShippingRemainingPaise, shippingFeePaise} from './shipping.ts';

describe('shipping rule', () => {
  const rule = {feePaise: 4900, freeFromPaise: 29900};

  it('charges the fee below the minimum and nothing from it', () => {
    expect(shippingFeePaise(rule, 14900)).toBe(4900);
    expect(shippingFeePaise(rule, 29899)).toBe(4900);
    expect(shippingFeePaise(rule, 29900)).toBe(0);
    expect(shippingFeePaise(rule, 0)).toBe(0);
    expect(freeShippingRemainingPaise(rule, 14900)).toBe(15000);
    expect(freeShippingRemainingPaise(rule, 40000)).toBe(0);
  });

  it('is each store’s promise: grooming ₹49 below ₹299, gum ₹49 below ₹999', () => {
    expect(shops.grooming.shipping).toEqual({
      feePaise: 4900,
      freeFromPaise: 29900,
    });
    expect(shops.gum.shipping).toEqual({feePaise: 4900, freeFromPaise: 99900});
  });
});
