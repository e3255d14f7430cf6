import {describe, expect, it} from 'vitest';
import {starCounts} from './seed.ts';

describe('seeded star counts', () => {
  it('add up to the count and average to the rating shown, for every rating and size', () => {
    for (const count of [1, 2, 7, 96, 144, 512, 3402]) {
      for (let tenths = 40; tenths <= 50; tenths++) {
        const rating = tenths / 10;
        const stars = starCounts(count, rating);
        const total = stars.reduce((a, b) => a + b, 0);
        const mean = stars.reduce((sum, n, star) => sum + n * star, 0) / total;
        expect(total, `${count} @ ${rating}`).toBe(count);
        expect(stars.every((n) => n >= 0)).toBe(true);
        // Whole stars: a handful of reviews can only come within half a star of the rating over count.
        expect(Math.abs(mean - rating), `${count} @ ${rating}`).toBeLessThan(
          Math.max(0.05, 0.5 / count) + 1e-9,
        );
      }
    }
  });
});
