import {describe, expect, it} from 'vitest';
import {discountPercent, parseRating, parseRatingCount, toPaise} from './pricing';

describe('catalogue pricing', () => {
  it('reads Decimal strings as paise without float error', () => {
    expect(toPaise('1299.0')).toBe(129900);
    expect(toPaise('0.29')).toBe(29);
    expect(toPaise('19.99')).toBe(1999);
    expect(toPaise('abc')).toBeNull();
  });
  it('rounds the percent off MRP and hides non-discounts', () => {
    expect(discountPercent('1999.0', '1299.0')).toBe(35); // 35.0175
    expect(discountPercent('599.0', '499.0')).toBe(17); // 16.69
    expect(discountPercent('499.0', '499.0')).toBeNull();
    expect(discountPercent(null, '499.0')).toBeNull();
    expect(discountPercent('399.0', '499.0')).toBeNull();
  });
  it('parses the rating metafield and defaults the count to 100', () => {
    expect(parseRating('{"value":"4.6","scale_min":"1.0","scale_max":"5.0"}')).toEqual({value: 4.6, max: 5});
    expect(parseRating('4.2')).toEqual({value: 4.2, max: 5});
    expect(parseRating(null)).toBeNull();
    expect(parseRatingCount(null)).toBe(100);
    expect(parseRatingCount('37')).toBe(37);
  });
});
