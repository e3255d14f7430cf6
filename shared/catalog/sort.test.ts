import {describe, expect, it} from 'vitest';
import {sortOption, withParams} from './sort';

describe('one sort vocabulary', () => {
  it('maps each value to the Storefront API sort', () => {
    expect(sortOption('price-low-high')).toMatchObject({
      sortKey: 'PRICE',
      reverse: false,
    });
    expect(sortOption('price-high-low')).toMatchObject({
      sortKey: 'PRICE',
      reverse: true,
    });
    expect(sortOption('newest')).toMatchObject({
      sortKey: 'CREATED',
      reverse: true,
    });
  });

  it('reads an unknown, missing or retired value as featured', () => {
    for (const value of ['price-asc', 'nope', '', null, undefined])
      expect(sortOption(value).value).toBe('featured');
  });

  it('keeps other parameters, drops the cursors and leaves the default sort out of the URL', () => {
    expect(
      withParams('?available=true&cursor=abc&direction=next', {
        sort: 'price-high-low',
      }),
    ).toBe('?available=true&sort=price-high-low');
    expect(withParams('?sort=title', {sort: 'featured'})).toBe('');
  });
});
