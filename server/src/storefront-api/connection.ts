/** Relay connections over an already ordered list: first/after/last/before with opaque cursors. */
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

/** The key inside a cursor; throws a GraphQL error for anything that is not one of ours. */
export function decodeCursor(cursor: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as {last_id?: unknown};
    if (parsed && (typeof parsed.last_id === 'string' || typeof parsed.last_id === 'number')) return String(parsed.last_id);
  } catch {
    // fall through
  }
  throw new GraphQLError(`Invalid cursor: ${cursor}`, {extensions: {code: 'BAD_USER_INPUT'}});
}

/** Checks Shopify's paging rules: exactly one of first/last, between 0 and 250. */
export function checkPageArgs(args: PageArgs): void {
  if (args.first == null && args.last == null) {
    throw new GraphQLError('you must provide one of first or last', {extensions: {code: 'BAD_USER_INPUT'}});
  }
  if (args.first != null && args.last != null) {
    throw new GraphQLError('Passing both `first` and `last` to paginate a connection is not supported.', {
      extensions: {code: 'BAD_USER_INPUT'},
    });
  }
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw new GraphQLError(`The value of \`${name}\` must be between 0 and ${MAX_PAGE_SIZE}`, {
        extensions: {code: 'BAD_USER_INPUT', argumentName: name},
      });
    }
  }
}

export function emptyConnection<T>(): Connection<T> {
  return {
    edges: [],
    nodes: [],
    pageInfo: {hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null},
    totalCount: 0,
  };
}

/**
 * Slices `items` (already in the requested order) by the paging arguments. `keyOf` gives each item
 * a stable key that its cursor carries. hasPreviousPage/hasNextPage are exact in both directions.
 */
export function connectionFromArray<T>(items: readonly T[], args: PageArgs, keyOf: (item: T) => string | number): Connection<T> {
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
  const edges = items.slice(start, end).map((node, i) => ({cursor: encodeCursor(keys[start + i]), node}));
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
