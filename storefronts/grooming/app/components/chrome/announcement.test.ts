import {describe, expect, it} from 'vitest';
import {formatWholeRupees} from '@shared/money/format';
import {freeShippingAnnouncement} from './announcement';

describe('freeShippingAnnouncement', () => {
  it('reads the threshold in paise', () => {
    expect(freeShippingAnnouncement(29900)).toBe(
      'Free shipping on orders above ₹299',
    );
    expect(freeShippingAnnouncement(99900)).toBe(
      'Free shipping on orders above ₹999',
    );
  });
  it('groups thousands the Indian way', () => {
    expect(formatWholeRupees(12345600)).toBe('₹1,23,456');
  });
});
