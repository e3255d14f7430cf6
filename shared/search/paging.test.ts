import {describe, expect, it, vi} from 'vitest';
import {COUNT_CAP, countResults, searchPagination} from './paging';

describe('countResults', () => {
  it('stops at 10,000 with a warning', async () => {
    const warn = vi.fn();
    const fetchPage = vi
      .fn()
      .mockResolvedValue({count: 50, hasNextPage: true, endCursor: 'next'});
    const result = await countResults(fetchPage, {logger: {warn}});
    expect(result).toEqual({count: COUNT_CAP, capped: true, pages: 200});
    expect(fetchPage).toHaveBeenCalledTimes(200);
    expect(warn).toHaveBeenCalledTimes(1);
  });
  it('does not warn when the results end exactly at the cap', async () => {
    const warn = vi.fn();
    let calls = 0;
    const result = await countResults(
      async () => ({count: 50, hasNextPage: ++calls < 200, endCursor: 'n'}),
      {logger: {warn}},
    );
    expect(result).toEqual({count: 10_000, capped: false, pages: 200});
    expect(warn).not.toHaveBeenCalled();
  });
  it('stops on the last page', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce({count: 50, hasNextPage: true, endCursor: 'p1'})
      .mockResolvedValueOnce({count: 3, hasNextPage: false, endCursor: 'p2'});
    expect(await countResults(fetchPage)).toEqual({
      count: 53,
      capped: false,
      pages: 2,
    });
    expect(fetchPage.mock.calls.map((call) => call[0])).toEqual([null, 'p1']);
  });
});

describe('searchPagination', () => {
  it('pages 6 forward and backward from the URL', () => {
    expect(searchPagination(new URLSearchParams(''), 6)).toEqual({first: 6});
    expect(
      searchPagination(new URLSearchParams('cursor=abc&direction=next'), 6),
    ).toEqual({first: 6, after: 'abc'});
    expect(
      searchPagination(new URLSearchParams('cursor=abc&direction=previous'), 6),
    ).toEqual({last: 6, before: 'abc'});
  });
});
