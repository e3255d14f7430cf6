import {describe, expect, it} from 'vitest';
import {
  discountPercent,
  paiseToDecimal,
  toMinorUnits,
  parseRating,
  parseRatingCount,
  savingPaise,
  toPaise,
} from './pricing';

describe('toPaise: a Decimal string read as integer paise', () => {
  it('reads the digits without float error', () => {
    expect(toPaise('1299.0')).toBe(129900);
    expect(toPaise('1999.99')).toBe(199999);
    expect(toPaise('100000')).toBe(10000000);
    expect(toPaise('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994 in floats
    expect(toPaise('0.1')).toBe(10);
    expect(toPaise('0.29')).toBe(29);
    expect(toPaise('349')).toBe(34900);
    expect(toPaise('7.')).toBe(700);
    expect(toPaise(' 12.5 ')).toBe(1250);
    expect(toPaise('0')).toBe(0);
  });
  it('rounds a third decimal half up, away from zero', () => {
    expect(toPaise('0.005')).toBe(1);
    expect(toPaise('0.004')).toBe(0);
    expect(toPaise('1.005')).toBe(101);
    expect(toPaise('1.0049')).toBe(100);
    expect(toPaise('69.855')).toBe(6986);
    expect(toPaise('-1.005')).toBe(-101);
    expect(toPaise('-0.004')).toBe(0);
  });
  it('reads a number from its decimal text, by the same rule', () => {
    expect(toPaise(12.5)).toBe(1250);
    expect(toPaise(1.005)).toBe(101); // (1.005).toFixed(2) would say "1.00"
    expect(toPaise(Number.NaN)).toBeNull();
    expect(toPaise(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('is null for what is not a plain decimal', () => {
    for (const value of [
      null,
      undefined,
      '',
      ' ',
      'abc',
      '1e3',
      '1,299.00',
      '₹5',
      '.5',
      '--1',
      '12.5.1',
    ])
      expect(toPaise(value)).toBeNull();
    expect(toPaise('9'.repeat(20))).toBeNull(); // not exact as a JS number
  });
  it('writes paise back as a Decimal string', () => {
    expect(paiseToDecimal(129950)).toBe('1299.50');
    expect(paiseToDecimal(1)).toBe('0.01');
    expect(paiseToDecimal(-101)).toBe('-1.01');
    expect(paiseToDecimal(toPaise('100000')!)).toBe('100000.00');
  });
});

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
  it('reads the count, falling back to 100 (or the store’s default)', () => {
    expect(parseRatingCount('37')).toBe(37);
    expect(parseRatingCount('0')).toBe(0);
    expect(parseRatingCount(null)).toBe(100);
    expect(parseRatingCount('')).toBe(100);
    expect(parseRatingCount('abc')).toBe(100);
    expect(parseRatingCount('3.5')).toBe(100);
    expect(parseRatingCount(null, 0)).toBe(0);
  });
});

describe('toMinorUnits', () => {
  it('multiplies by 100 on the digits', () => {
    expect(toMinorUnits('1299.0')).toBe('129900');
    expect(toMinorUnits('1299')).toBe('129900');
    expect(toMinorUnits('0.29')).toBe('29');
    expect(toMinorUnits('19.99')).toBe('1999');
    expect(toMinorUnits('4.35')).toBe('435'); // 4.35 * 100 = 434.99999999999994 with floats
    expect(toMinorUnits('0')).toBe('0');
  });
  it('rounds a third decimal half up and rejects junk', () => {
    expect(toMinorUnits('1.005')).toBe('101');
    expect(toMinorUnits('1.004')).toBe('100');
    expect(toMinorUnits(null)).toBeNull();
    expect(toMinorUnits('abc')).toBeNull();
  });
});
