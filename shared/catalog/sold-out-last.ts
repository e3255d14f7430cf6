/**
 * Sold-out products after the ones for sale, whatever the sort (decision 108). The Storefront API
 * cannot order a collection that way (`Collection.products` has no `unavailableProducts`, unlike
 * `search`), so a collection page reads two result sets with the shopper's sort: the products for sale
 * (`available: true`), then, once those run out, the sold-out ones (`available: false`). The page's
 * cursors name their set (`a:` for sale, `s:` sold out) so "load more" and "load previous" walk
 * across the seam. A shopper's own availability filter is one set: it is read as it is.
 */
import type {ProductFilterInput} from './filters';

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

export interface Page<N> {
  nodes: N[];
  pageInfo: PageInfo;
}

/** What a loader reads one set with: the filters (the set's availability added) and the page. */
export interface SetRequest {
  filters: ProductFilterInput[];
  first?: number;
  last?: number;
  endCursor?: string | null;
  startCursor?: string | null;
}

/** Hydrogen's getPaginationVariables result. */
export type PaginationVariables =
  | {first: number; endCursor?: string | null}
  | {last: number; startCursor?: string | null};

const FOR_SALE = 'a:';
const SOLD_OUT = 's:';

function tagged(prefix: string, cursor: string | null | undefined) {
  return cursor ? `${prefix}${cursor}` : null;
}

function split(cursor: string | null | undefined): {
  set: 'a' | 's';
  cursor: string | undefined;
} {
  if (cursor?.startsWith(SOLD_OUT))
    return {set: 's', cursor: cursor.slice(SOLD_OUT.length)};
  if (cursor?.startsWith(FOR_SALE))
    return {set: 'a', cursor: cursor.slice(FOR_SALE.length)};
  // A cursor from before this scheme (an old shared link): the products for sale from that cursor.
  return {set: 'a', cursor: cursor || undefined};
}

/**
 * One page of a collection with its sold-out products last. `read` runs the page's query for one
 * set and returns its product connection, or null when the collection is gone (then so is the page).
 */
export async function soldOutLast<N>(
  filters: ProductFilterInput[],
  pagination: PaginationVariables,
  read: (request: SetRequest) => Promise<Page<N> | null>,
): Promise<Page<N> | null> {
  if (filters.some((filter) => 'available' in filter))
    return read({filters, ...pagination});
  const forSale = [...filters, {available: true}];
  const soldOut = [...filters, {available: false}];

  if ('first' in pagination) {
    const size = pagination.first;
    const {set, cursor} = split(pagination.endCursor);
    if (set === 's') {
      const page = await read({
        filters: soldOut,
        first: size,
        endCursor: cursor,
      });
      return page && tag(page, SOLD_OUT, SOLD_OUT, true, undefined);
    }
    const head = await read({filters: forSale, first: size, endCursor: cursor});
    if (!head || head.pageInfo.hasNextPage)
      return head && tag(head, FOR_SALE, FOR_SALE, undefined, undefined);
    // The last page of products for sale: the sold-out ones fill it (or, when it is full, one is
    // read to know whether "load more" has anything left).
    const room = size - head.nodes.length;
    const tail = await read({filters: soldOut, first: Math.max(room, 1)});
    if (!tail) return null;
    const taken = room > 0 ? tail.nodes : [];
    return {
      nodes: [...head.nodes, ...taken],
      pageInfo: {
        hasPreviousPage: head.pageInfo.hasPreviousPage,
        hasNextPage:
          room > 0 ? tail.pageInfo.hasNextPage : tail.nodes.length > 0,
        startCursor: head.nodes.length
          ? tagged(FOR_SALE, head.pageInfo.startCursor)
          : tagged(SOLD_OUT, tail.pageInfo.startCursor),
        endCursor: taken.length
          ? tagged(SOLD_OUT, tail.pageInfo.endCursor)
          : tagged(FOR_SALE, head.pageInfo.endCursor),
      },
    };
  }

  const size = pagination.last;
  const {set, cursor} = split(pagination.startCursor);
  if (set === 'a') {
    const page = await read({
      filters: forSale,
      last: size,
      startCursor: cursor,
    });
    return page && tag(page, FOR_SALE, FOR_SALE, undefined, true);
  }
  const tail = await read({filters: soldOut, last: size, startCursor: cursor});
  if (!tail || tail.pageInfo.hasPreviousPage)
    return tail && tag(tail, SOLD_OUT, SOLD_OUT, undefined, true);
  // The first sold-out page going back: the last products for sale fill it.
  const room = size - tail.nodes.length;
  const head = await read({filters: forSale, last: Math.max(room, 1)});
  if (!head) return null;
  const taken = room > 0 ? head.nodes : [];
  return {
    nodes: [...taken, ...tail.nodes],
    pageInfo: {
      hasPreviousPage:
        room > 0 ? head.pageInfo.hasPreviousPage : head.nodes.length > 0,
      hasNextPage: true,
      startCursor: taken.length
        ? tagged(FOR_SALE, head.pageInfo.startCursor)
        : tagged(SOLD_OUT, tail.pageInfo.startCursor),
      endCursor: tail.nodes.length
        ? tagged(SOLD_OUT, tail.pageInfo.endCursor)
        : tagged(FOR_SALE, head.pageInfo.endCursor),
    },
  };
}

function tag<N>(
  page: Page<N>,
  start: string,
  end: string,
  hasPreviousPage: boolean | undefined,
  hasNextPage: boolean | undefined,
): Page<N> {
  return {
    nodes: page.nodes,
    pageInfo: {
      hasPreviousPage: hasPreviousPage ?? page.pageInfo.hasPreviousPage,
      hasNextPage: hasNextPage ?? page.pageInfo.hasNextPage,
      startCursor: tagged(start, page.pageInfo.startCursor),
      endCursor: tagged(end, page.pageInfo.endCursor),
    },
  };
}
