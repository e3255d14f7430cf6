import {describe, expect, it} from 'vitest';
import {CART_OUTAGE, isCartOutage} from './protocol';

describe('cart actions during an outage', () => {
  it('the outage body is recognised, with the message the pages toast', () => {
    expect(CART_OUTAGE.message).toBe(
      'Could not update your cart. Please try again.',
    );
    expect(
      isCartOutage({
        cart: null,
        errors: [{code: 'SERVICE_UNAVAILABLE', message: CART_OUTAGE.message}],
        warnings: [],
      }),
    ).toBe(true);
  });

  it('a refused action (user errors) is not an outage', () => {
    expect(
      isCartOutage({cart: null, errors: [{message: 'Quantity too high'}]}),
    ).toBe(false);
    expect(
      isCartOutage({cart: null, errors: [{message: CART_OUTAGE.message}]}),
    ).toBe(false);
    expect(isCartOutage(null)).toBe(false);
  });
});
