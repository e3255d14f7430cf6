/**
 * The one Relay pagination of the Storefront API: every connection (catalogue, content, search, cart
 * lines, orders, addresses) pages an already ordered list here, so every connection has the same
 * paging rules, the same cursors and the same invalid-cursor error (decision
 * 15). A caller orders (and reverses) its list first, then maps the page's nodes.
 */
import {GraphQLError} from 'graphql';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
  /** Size of the whole list, before paging. */
  totalCount: number;
}

export const MAX_PAGE_SIZE = 250;

export function encodeCursor(key: string | number): string {
  return Buffer.from(JSON.stringify({last_id: key})).toString('base64');
}

/** The error every connection gives for a cursor that is not one of ours. */
export function invalidCursorError(cursor: string): GraphQLError {
  return new GraphQLError(`Invalid cursor: ${cursor}`, {
    extensions: {code: 'BAD_USER_INPUT'},
  });
}

/** The key inside a cursor; throws `invalidCursorError` for anything that is not one of ours. */
export function decodeCursor(cursor: string): string {
  try {
    const parsed = JSON.parse(
      Buffer.from(cursor, 'base64').toString('utf8'),
    ) as {last_id?: unknown};
    if (
      parsed &&
      (typeof parsed.last_id === 'string' || typeof parsed.last_id === 'number')
    )
      return String(parsed.last_id);
  } catch {
    // fall through
  }
  throw invalidCursorError(cursor);
}

/** Checks Shopify's paging rules: exactly one of first/last, between 0 and 250. */
export function checkPageArgs(args: PageArgs): void {
  if (args.first == null && args.last == null) {
    throw new GraphQLError('you must provide one of first or last', {
      extensions: {code: 'BAD_USER_INPUT'},
    });
  }
  if (args.first != null && args.last != null) {
    throw new GraphQLError(
      'Passing both `first` and `last` to paginate a connection is not supported.',
      {
        extensions: {code: 'BAD_USER_INPUT'},
      },
    );
  }
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw new GraphQLError(
        `The value of \`${name}\` must be between 0 and ${MAX_PAGE_SIZE}`,
        {
          extensions: {code: 'BAD_USER_INPUT', argumentName: name},
        },
      );
    }
  }
}

export function emptyConnection<T>(): Connection<T> {
  return {
    edges: [],
    nodes: [],
    pageInfo: {
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    },
    totalCount: 0,
  };
}

/**
 * Slices `items` (already in the requested order) by the paging arguments. `keyOf` gives each item
 * a stable key that its cursor carries. hasPreviousPage/hasNextPage are exact in both directions.
 */
export function connectionFromArray<T>(
  items: readonly T[],
  args: PageArgs,
  keyOf: (item: T) => string | number,
): Connection<T> {
  checkPageArgs(args);
  const keys = items.map((item) => String(keyOf(item)));
  let start = 0;
  let end = items.length;
  if (args.after != null) {
    const key = decodeCursor(args.after);
    const index = keys.indexOf(key);
    start = index === -1 ? items.length : index + 1;
  }
  if (args.before != null) {
    const key = decodeCursor(args.before);
    const index = keys.indexOf(key);
    end = index === -1 ? end : Math.min(end, index);
  }
  if (end < start) end = start;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);
  const edges = items
    .slice(start, end)
    .map((node, i) => ({cursor: encodeCursor(keys[start + i]), node}));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: end < items.length,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: items.length,
  };
}

/** The same page with each node mapped (row → schema object); cursors and pageInfo are kept. */
export function mapConnection<T, U>(
  page: Connection<T>,
  toNode: (item: T) => U,
): Connection<U> {
  const edges = page.edges.map((e) => ({
    cursor: e.cursor,
    node: toNode(e.node),
  }));
  return {...page, edges, nodes: edges.map((e) => e.node)};
}
