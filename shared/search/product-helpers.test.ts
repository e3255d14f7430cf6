import {describe, expect, it} from 'vitest';
import {decimalToPaise, discountPercent, firstWords, parseRating, parseRatingCount} from './product-helpers';

describe('firstWords', () => {
  it('keeps the first three words, collapsing whitespace', () => {
    expect(firstWords('Rechargeable waterproof trimmer with 90 min runtime')).toBe('Rechargeable waterproof trimmer');
    expect(firstWords('  Smooth\n\tclose   shave, every day ')).toBe('Smooth close shave,');
  });
  it('handles short and empty text', () => {
    expect(firstWords('Two words')).toBe('Two words');
    expect(firstWords('')).toBe('');
    expect(firstWords(null)).toBe('');
    expect(firstWords('a b c d e', 2)).toBe('a b');
  });
});

describe('decimalToPaise', () => {
  it('reads Storefront API decimals exactly', () => {
    expect(decimalToPaise('1299.0')).toBe(129900);
    expect(decimalToPaise('0.1')).toBe(10);
    expect(decimalToPaise('19.99')).toBe(1999);
    expect(decimalToPaise('349')).toBe(34900);
    expect(decimalToPaise(12.5)).toBe(1250);
  });
  it('returns null for non-prices', () => {
    expect(decimalToPaise('')).toBeNull();
    expect(decimalToPaise('abc')).toBeNull();
    expect(decimalToPaise(undefined)).toBeNull();
  });
});

describe('discountPercent', () => {
  it('is round((mrp − price) / mrp × 100)', () => {
    expect(discountPercent('1999.0', '1299.0')).toBe(35); // 35.02
    expect(discountPercent('599.0', '399.0')).toBe(33); // 33.39
    expect(discountPercent('999.0', '499.0')).toBe(50); // 50.05
    expect(discountPercent('200.0', '149.0')).toBe(26); // 25.5 rounds up
  });
  it('is 0 without a saving or without an MRP', () => {
    expect(discountPercent('499.0', '499.0')).toBe(0);
    expect(discountPercent('399.0', '499.0')).toBe(0);
    expect(discountPercent(null, '499.0')).toBe(0);
    expect(discountPercent('0.0', '0.0')).toBe(0);
  });
});

describe('parseRating', () => {
  it('reads the rating metafield JSON value', () => {
    expect(parseRating('{"value":"4.6","scale_min":"1.0","scale_max":"5.0"}')).toBe(4.6);
    expect(parseRating('{"value":4}')).toBe(4);
  });
  it('accepts a bare number and rejects junk', () => {
    expect(parseRating('4.2')).toBe(4.2);
    expect(parseRating('{"value":"x"}')).toBeNull();
    expect(parseRating('not json')).toBeNull();
    expect(parseRating(null)).toBeNull();
  });
});

describe('parseRatingCount', () => {
  it('defaults to 100', () => {
    expect(parseRatingCount(null)).toBe(100);
    expect(parseRatingCount('')).toBe(100);
    expect(parseRatingCount('abc')).toBe(100);
  });
  it('reads integer counts', () => {
    expect(parseRatingCount('2341')).toBe(2341);
    expect(parseRatingCount('0')).toBe(0);
  });
});
