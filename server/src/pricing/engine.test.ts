import {describe, expect, it} from 'vitest';
import {
  allocateProportionally,
  chooseDiscount,
  evaluateDiscount,
  type EngineDiscount,
  type EngineLine,
} from './engine.ts';

const line = (
  productId: number,
  unitPricePaise: number,
  quantity = 1,
): EngineLine => ({
  variantId: productId * 10,
  productId,
  quantity,
  unitPricePaise,
  compareAtPaise: null,
});

const discount = (over: Partial<EngineDiscount>): EngineDiscount => ({
  code: 'CODE',
  valueType: 'percentage',
  value: 1000,
  maxDiscountPaise: null,
  minSubtotalPaise: 0,
  minQuantity: 0,
  productIds: [],
  active: true,
  ...over,
});

describe('allocateProportionally', () => {
  it('gives leftover paise to the largest remainders, earlier line first on ties', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [1, 2])).toEqual([3, 7]); // 3.33 / 6.67
    expect(allocateProportionally(5, [0, 10, 0])).toEqual([0, 5, 0]);
  });

  it('always sums to the total exactly, for many random carts', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const weights = Array.from({length: 1 + rand(8)}, () =>
        rand(3) === 0 ? 0 : 1 + rand(500000),
      );
      const weightSum = weights.reduce((a, b) => a + b, 0);
      const total = weightSum === 0 ? 0 : rand(weightSum + 1);
      const shares = allocateProportionally(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(
        weightSum === 0 ? 0 : total,
      );
      shares.forEach((share, i) => {
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeLessThanOrEqual(weights[i]);
        if (weights[i] === 0) expect(share).toBe(0);
      });
    }
  });
});

describe('evaluateDiscount', () => {
  it('rounds a percentage half-up to the paise and allocates it exactly across lines', () => {
    // 10% of 123.45 = 12.345 → 12.35
    const lines = [line(1, 3333), line(2, 3333), line(3, 5679)];
    const result = evaluateDiscount(lines, discount({value: 1000}));
    expect(result.applicable).toBe(true);
    expect(result.cartSubtotalPaise).toBe(12345);
    expect(result.discountPaise).toBe(1235);
    expect(result.lineAllocations.reduce((a, b) => a + b, 0)).toBe(1235);
    // exact shares 333.45, 333.45, 568.11: the spare paisa goes to the first of the tied remainders
    expect(result.lineAllocations).toEqual([334, 333, 568]);
    expect(result.totalPaise).toBe(12345 - 1235);
  });

  it('caps a percentage at maxDiscountPaise', () => {
    const result = evaluateDiscount(
      [line(1, 200000)],
      discount({value: 2000, maxDiscountPaise: 15000}),
    );
    expect(result.discountPaise).toBe(15000);
    expect(result.totalPaise).toBe(185000);
  });

  it('reports the missing subtotal below the minimum and applies once it is met', () => {
    const d = discount({minSubtotalPaise: 100000});
    const short = evaluateDiscount([line(1, 29900, 2)], d);
    expect(short).toMatchObject({
      applicable: false,
      reason: 'MIN_SUBTOTAL_NOT_MET',
      subtotalMissingPaise: 40200,
      discountPaise: 0,
    });
    expect(short.lineAllocations).toEqual([0]);
    expect(evaluateDiscount([line(1, 50000, 2)], d)).toMatchObject({
      applicable: true,
      discountPaise: 10000,
    });
  });

  it('reports how many items are missing for a minimum item count', () => {
    const d = discount({
      valueType: 'fixed_amount',
      value: 10000,
      minQuantity: 5,
    });
    const short = evaluateDiscount([line(1, 1000, 2), line(2, 1000, 1)], d);
    expect(short).toMatchObject({
      applicable: false,
      reason: 'MIN_QUANTITY_NOT_MET',
      itemCountMissing: 2,
    });
    const met = evaluateDiscount([line(1, 1000, 4), line(2, 30000, 1)], d);
    expect(met).toMatchObject({
      applicable: true,
      itemCountMissing: 0,
      discountPaise: 10000,
    });
    expect(met.lineAllocations).toEqual([1176, 8824]); // exact shares 1176.47 and 8823.53
  });

  it('never takes a fixed amount beyond the subtotal', () => {
    const result = evaluateDiscount(
      [line(1, 5000)],
      discount({valueType: 'fixed_amount', value: 10000}),
    );
    expect(result.discountPaise).toBe(5000);
    expect(result.totalPaise).toBe(0);
  });

  it('limits a product-specific discount to its products, minimums included', () => {
    const d = discount({value: 1500, productIds: [7], minQuantity: 2});
    const lines = [line(7, 49900, 1), line(8, 29900, 3)];
    expect(evaluateDiscount(lines, d)).toMatchObject({
      applicable: false,
      reason: 'MIN_QUANTITY_NOT_MET',
      itemCountMissing: 1,
    });
    const ok = evaluateDiscount([line(7, 49900, 2), line(8, 29900, 3)], d);
    expect(ok.applicable).toBe(true);
    expect(ok.entitledSubtotalPaise).toBe(99800);
    expect(ok.discountPaise).toBe(14970);
    expect(ok.lineAllocations).toEqual([14970, 0]);
    expect(
      evaluateDiscount([line(8, 29900)], discount({productIds: [7]})),
    ).toMatchObject({
      applicable: false,
      reason: 'NO_ENTITLED_LINES',
    });
  });

  it('never applies an inactive discount or one on an empty cart', () => {
    expect(
      evaluateDiscount([line(1, 1000)], discount({active: false})).reason,
    ).toBe('INACTIVE');
    expect(evaluateDiscount([], discount({})).reason).toBe('EMPTY_CART');
  });
});

describe('chooseDiscount', () => {
  it('applies only the code that saves the most; unknown codes stay unapplied', () => {
    const lines = [line(1, 100000)];
    const {results, applied} = chooseDiscount(lines, [
      {code: 'nope', discount: null},
      {code: 'TEN', discount: discount({code: 'TEN', value: 1000})},
      {
        code: 'FLAT',
        discount: discount({
          code: 'FLAT',
          valueType: 'fixed_amount',
          value: 15000,
        }),
      },
    ]);
    expect(applied?.code).toBe('FLAT');
    expect(results.map((r) => r.applied)).toEqual([false, false, true]);
    expect(results[0].evaluation).toBeNull();
    expect(results[1].evaluation?.applicable).toBe(true);
  });
});

describe('free gift', () => {
  const gift = {
    variantId: 99,
    productId: 9,
    quantity: 1,
    unitPricePaise: 29900,
  };
  const freePerfume = (over: Partial<EngineDiscount> = {}) =>
    discount({
      code: 'FREEPERFUME',
      valueType: 'free_gift',
      value: 10000,
      minSubtotalPaise: 99900,
      gift,
      ...over,
    });

  it('adds the gift at 100% off from the minimum and takes nothing off the chosen lines', () => {
    const at = evaluateDiscount([line(1, 14900, 7)], freePerfume());
    expect(at).toMatchObject({
      applicable: true,
      discountPaise: 0,
      lineAllocations: [0],
      totalPaise: 104300,
      gift,
      giftPaise: 29900,
    });
    const below = evaluateDiscount([line(1, 14900, 6)], freePerfume());
    expect(below).toMatchObject({
      applicable: false,
      reason: 'MIN_SUBTOTAL_NOT_MET',
      subtotalMissingPaise: 99900 - 89400,
      gift: null,
      giftPaise: 0,
    });
  });

  it('is not applicable when there is no gift to give (out of stock)', () => {
    expect(
      evaluateDiscount([line(1, 14900, 7)], freePerfume({gift: null})).reason,
    ).toBe('GIFT_UNAVAILABLE');
  });

  it('competes with money-off codes at the gift’s value', () => {
    const lines = [line(1, 14900, 7)];
    const flat200 = discount({
      code: 'FLAT200',
      valueType: 'fixed_amount',
      value: 20000,
    });
    const flat300 = discount({
      code: 'FLAT300',
      valueType: 'fixed_amount',
      value: 30000,
    });
    expect(
      chooseDiscount(lines, [
        {code: 'FLAT200', discount: flat200},
        {code: 'FREEPERFUME', discount: freePerfume()},
      ]).applied?.code,
    ).toBe('FREEPERFUME');
    expect(
      chooseDiscount(lines, [
        {code: 'FREEPERFUME', discount: freePerfume()},
        {code: 'FLAT300', discount: flat300},
      ]).applied?.code,
    ).toBe('FLAT300');
  });
});
