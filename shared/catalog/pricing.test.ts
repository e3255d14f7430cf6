import {describe, expect, it} from 'vitest';
import {
  discountPercent,
  parseRating,
  parseRatingCount,
  savingPaise,
} from './pricing';

describe('discount off MRP', () => {
  it('rounds the percent half up in integers', () => {
    expect(discountPercent('1999.0', '1299.0')).toBe(35); // 35.0175
    expect(discountPercent('599.0', '499.0')).toBe(17); // 16.69
    expect(discountPercent('599.0', '399.0')).toBe(33); // 33.39
    expect(discountPercent('999.0', '499.0')).toBe(50); // 50.05
    expect(discountPercent('200.0', '149.0')).toBe(26); // 25.5 rounds up
    expect(discountPercent('100000', '1999.99')).toBe(98); // 98.00001
    expect(discountPercent('1999.99', '0')).toBe(100);
  });
  it('is null when there is no discount to show', () => {
    expect(discountPercent('499.0', '499.0')).toBeNull(); // compare-at equal to the price
    expect(discountPercent('399.0', '499.0')).toBeNull(); // compare-at lower than the price
    expect(discountPercent(null, '499.0')).toBeNull(); // missing compare-at
    expect(discountPercent(undefined, '499.0')).toBeNull();
    expect(discountPercent('499.0', null)).toBeNull(); // missing price
    expect(discountPercent('0.0', '0.0')).toBeNull();
    expect(discountPercent('abc', '499.0')).toBeNull();
    expect(discountPercent('1000.00', '999.99')).toBeNull(); // a saving that rounds to 0%
  });
  it('gives the saving in paise only when the MRP is above the price', () => {
    expect(savingPaise('1999.99', '1299.0')).toBe(70099);
    expect(savingPaise('1000.00', '999.99')).toBe(1);
    expect(savingPaise('399.0', '499.0')).toBeNull();
    expect(savingPaise('499.0', '499.0')).toBeNull();
    expect(savingPaise(null, '499.0')).toBeNull();
    expect(savingPaise('0.005', '0')).toBe(1);
  });
});

describe('review metafields', () => {
  it('reads the rating JSON or a bare number', () => {
    expect(
      parseRating('{"value":"4.6","scale_min":"1.0","scale_max":"5.0"}'),
    ).toEqual({value: 4.6, max: 5});
    expect(parseRating('{"value":4}')).toEqual({value: 4, max: 5});
    expect(parseRating('4.2')).toEqual({value: 4.2, max: 5});
    expect(parseRating('{"value":"x"}')).toBeNull();
    expect(parseRating('not json')).toBeNull();
    expect(parseRating(null)).toBeNull();
  });
  it('reads the count, never making one up: a missing or broken count is 0 (decision 124)', () => {
    expect(parseRatingCount('37')).toBe(37);
    expect(parseRatingCount('0')).toBe(0);
    expect(parseRatingCount(null)).toBe(0);
    expect(parseRatingCount('')).toBe(0);
    expect(parseRatingCount('abc')).toBe(0);
    expect(parseRatingCount('3.5')).toBe(0);
  });
});
