import {describe, expect, it} from 'vitest';
import {isDarkFooterRoute} from './dark-theme';

const handles = ['full-body-trimmer-for-men', 'headshaver-pro-copy'];

describe('isDarkFooterRoute', () => {
  it('is dark on a listed product page', () => {
    expect(
      isDarkFooterRoute(
        '/products/full-body-trimmer-for-men',
        {handle: 'full-body-trimmer-for-men'},
        handles,
      ),
    ).toBe(true);
    expect(
      isDarkFooterRoute(
        '/hi/products/headshaver-pro-copy',
        {handle: 'headshaver-pro-copy', locale: 'hi'},
        handles,
      ),
    ).toBe(true);
  });
  it('is light on other products and on non-product routes with the same handle', () => {
    expect(
      isDarkFooterRoute(
        '/products/beard-trimmer-t1',
        {handle: 'beard-trimmer-t1'},
        handles,
      ),
    ).toBe(false);
    expect(
      isDarkFooterRoute(
        '/collections/headshaver-pro-copy',
        {handle: 'headshaver-pro-copy'},
        handles,
      ),
    ).toBe(false);
    expect(isDarkFooterRoute('/', {}, handles)).toBe(false);
  });
});
