import {describe, expect, it} from 'vitest';
import {spreadAdjustments} from './order-adjustments.ts';

describe('spreadAdjustments', () => {
  it('spreads each adjustment over what is still paid per line, adding up to the paisa', () => {
    const lines = [
      {pricePaise: 49900, quantity: 2, discountPaise: 9980}, // pays 89820
      {pricePaise: 29900, quantity: 1, discountPaise: 0}, // pays 29900
      {pricePaise: 19900, quantity: 1, discountPaise: 19900}, // free gift: pays nothing
    ];
    const shares = spreadAdjustments(lines, [5986, 1000]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(6986);
    expect(shares[2]).toBe(0);
    expect(shares[0]).toBeGreaterThan(shares[1] * 2);
    expect(shares.every(Number.isInteger)).toBe(true);
  });

  it('gives nothing to lines when there is nothing to spread', () => {
    expect(
      spreadAdjustments([{pricePaise: 100, quantity: 1, discountPaise: 0}], []),
    ).toEqual([0]);
  });
});
