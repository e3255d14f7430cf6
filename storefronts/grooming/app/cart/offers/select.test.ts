import {describe, expect, it} from 'vitest';
import {codeIsOnCart, shownCoupon} from './select';

const applied = {
  code: 'flat100',
  message: 'Flat ₹100 off',
  amount: '100.00',
  totalPrice: '998.00',
};

describe('the drawer shows a coupon only when the totals carry it', () => {
  it('a code on the cart that applies is shown (codes compare case-insensitively)', () => {
    const cart = {discountCodes: [{code: 'FLAT100', applicable: true}]};
    expect(codeIsOnCart(cart, 'flat100')).toBe(true);
    expect(shownCoupon(applied, cart)).toBe(applied);
  });

  it('a cached code the cart no longer has, or has but cannot apply, is not shown', () => {
    expect(shownCoupon(applied, {discountCodes: []})).toBeNull();
    expect(
      shownCoupon(applied, {
        discountCodes: [{code: 'FLAT100', applicable: false}],
      }),
    ).toBeNull();
    expect(
      shownCoupon(applied, {
        discountCodes: [{code: 'WELCOME10', applicable: true}],
      }),
    ).toBeNull();
    expect(shownCoupon(applied, null)).toBeNull();
  });

  it('nothing applied shows nothing', () => {
    expect(
      shownCoupon(null, {discountCodes: [{code: 'FLAT100', applicable: true}]}),
    ).toBeNull();
  });
});
