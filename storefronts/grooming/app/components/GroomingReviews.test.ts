import {describe, expect, it} from 'vitest';
import {LABELS} from './GroomingReviews';

describe("grooming's review labels", () => {
  it('names a star bar in the singular for one star and one review', () => {
    expect(LABELS.starBar(1, 1)).toBe('1 star: 1 review. Show only these');
    expect(LABELS.starBar(5, 2015)).toBe(
      '5 stars: 2,015 reviews. Show only these',
    );
  });
});
