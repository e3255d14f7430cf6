import {describe, expect, it} from 'vitest';
import {plural} from './plural';

describe('plural', () => {
  const items = {one: '{count} item', other: '{count} items'};
  it('follows English rules: one for 1 only', () => {
    expect(plural('en-IN', 1, items)).toBe('1 item');
    expect(plural('en-IN', 0, items)).toBe('0 items');
    expect(plural('en-IN', 2, items)).toBe('2 items');
  });
  it('follows Hindi rules: one for 0 and 1', () => {
    const hi = {one: '{count} आइटम (one)', other: '{count} आइटम'};
    expect(plural('hi', 0, hi)).toBe('0 आइटम (one)');
    expect(plural('hi', 1, hi)).toBe('1 आइटम (one)');
    expect(plural('hi', 2, hi)).toBe('2 आइटम');
  });
});
