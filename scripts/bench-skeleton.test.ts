import {describe, expect, it} from 'vitest';
// @ts-expect-error plain ESM script without types
import {parseSkeletonRow} from './bench-skeleton.mjs';

describe('skeleton comparison rows', () => {
  it('reads one row of vs-skeleton.mjs into table cells', () => {
    expect(
      parseSkeletonRow(
        'home       skeleton 126 req/s (35 KB) | grooming 64 req/s (101 KB) ratio 0.51 | gum 77 req/s (62 KB) ratio 0.62',
      ),
    ).toEqual({
      page: 'home',
      skeleton: '126 (35 KB)',
      grooming: '64 (101 KB), ratio 0.51',
      gum: '77 (62 KB), ratio 0.62',
    });
  });

  it('ignores the lines around the rows', () => {
    expect(parseSkeletonRow('min ratio 0.51 (goal 1.00)')).toBeNull();
    expect(parseSkeletonRow('http://x: 3 non-2xx, 0 errors')).toBeNull();
  });
});
