import {describe, expect, it} from 'vitest';
import {withParams} from './sort';
import {parseCollectionParams, priceRangeFromFacet} from './filters';

describe('parseCollectionParams', () => {
  it('defaults to featured with no filters', () => {
    expect(parseCollectionParams(new URLSearchParams(''))).toMatchObject({
      filters: [],
      sort: 'featured',
      sortKey: 'COLLECTION_DEFAULT',
      reverse: false,
    });
  });
  it('maps availability, price range and sort to Storefront API inputs', () => {
    const params = parseCollectionParams(
      new URLSearchParams(
        'available=true&price_min=100&price_max=900&sort=price-high-low',
      ),
    );
    expect(params.filters).toEqual([
      {available: true},
      {price: {min: 100, max: 900}},
    ]);
    expect(params.sortKey).toBe('PRICE');
    expect(params.reverse).toBe(true);
  });
  it('ignores junk and swaps an inverted range', () => {
    const params = parseCollectionParams(
      new URLSearchParams(
        'available=maybe&price_min=900&price_max=100&sort=nope',
      ),
    );
    expect(params.filters).toEqual([{price: {min: 100, max: 900}}]);
    expect(params.sort).toBe('featured');
    expect(
      parseCollectionParams(new URLSearchParams('price_min=-5&price_max=abc'))
        .filters,
    ).toEqual([]);
    expect(
      parseCollectionParams(new URLSearchParams('available=false')).filters,
    ).toEqual([{available: false}]);
  });
});

describe('withParams', () => {
  it('sets and removes keys and drops pagination cursors', () => {
    expect(
      withParams('?sort=title&cursor=abc&direction=next', {available: 'true'}),
    ).toBe('?sort=title&available=true');
    expect(withParams('?available=true', {available: null})).toBe('');
    expect(withParams('?available=true', {sort: 'featured'})).toBe(
      '?available=true',
    );
  });
});

describe('priceRangeFromFacet', () => {
  it('reads the PRICE_RANGE input', () => {
    expect(priceRangeFromFacet('{"price":{"min":0,"max":1149.5}}')).toEqual({
      min: 0,
      max: 1150,
    });
    expect(priceRangeFromFacet('nope')).toBeNull();
  });
});
