import {describe, expect, it} from 'vitest';
import type {ProductFilterInput} from './filters';
import {soldOutLast, type Page, type SetRequest} from './sold-out-last';

// A collection as the API sorts it by price: the cheapest product (a) is sold out.
const PRODUCTS = [
  {id: 'a', available: false},
  {id: 'b', available: true},
  {id: 'c', available: true},
  {id: 'd', available: false},
  {id: 'e', available: true},
];

/** The Storefront API's connection over PRODUCTS, with its filters, cursors = ids. */
async function read(request: SetRequest): Promise<Page<string>> {
  const wanted = request.filters.find(
    (filter): filter is {available: boolean} => 'available' in filter,
  );
  const list = PRODUCTS.filter(
    (p) => wanted == null || p.available === wanted.available,
  ).map((p) => p.id);
  let from = 0;
  let to = list.length;
  if (request.endCursor) from = list.indexOf(request.endCursor) + 1;
  if (request.startCursor) to = list.indexOf(request.startCursor);
  let slice = list.slice(from, to);
  if (request.first != null) slice = slice.slice(0, request.first);
  if (request.last != null) slice = slice.slice(-request.last);
  const start = list.indexOf(slice[0]);
  const end = list.indexOf(slice[slice.length - 1]);
  return {
    nodes: slice,
    pageInfo: {
      hasPreviousPage: slice.length > 0 && start > 0,
      hasNextPage: slice.length > 0 && end < list.length - 1,
      startCursor: slice[0] ?? null,
      endCursor: slice[slice.length - 1] ?? null,
    },
  };
}

const none: ProductFilterInput[] = [];

describe('soldOutLast', () => {
  it('lists the products for sale first, then the sold-out ones, in the sort within each', async () => {
    const page = await soldOutLast(none, {first: 12}, read);
    expect(page?.nodes).toEqual(['b', 'c', 'e', 'a', 'd']);
    expect(page?.pageInfo.hasNextPage).toBe(false);
  });

  it('walks page by page across the seam and back', async () => {
    const seen: string[] = [];
    let page = await soldOutLast(none, {first: 2}, read);
    seen.push(...page!.nodes);
    while (page!.pageInfo.hasNextPage) {
      page = await soldOutLast(
        none,
        {first: 2, endCursor: page!.pageInfo.endCursor!},
        read,
      );
      seen.push(...page!.nodes);
    }
    expect(seen).toEqual(['b', 'c', 'e', 'a', 'd']);

    // From the last page ('d'), "load previous" pages back to the start.
    const back: string[][] = [];
    let cursor = page!.pageInfo.startCursor!;
    for (;;) {
      const previous = await soldOutLast(
        none,
        {last: 2, startCursor: cursor},
        read,
      );
      back.unshift(previous!.nodes);
      if (!previous!.pageInfo.hasPreviousPage) break;
      cursor = previous!.pageInfo.startCursor!;
    }
    expect(back.flat()).toEqual(['b', 'c', 'e', 'a']);
  });

  it('reads a shopper’s own availability filter as it is', async () => {
    const page = await soldOutLast([{available: false}], {first: 12}, read);
    expect(page?.nodes).toEqual(['a', 'd']);
  });
});
