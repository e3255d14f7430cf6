/**
 * Shared shapes for the cart / customer / order resolvers: variants as cart merchandise and order line
 * variants, and a minimal Relay pagination over in-memory lists (cart lines, orders, order lines;
 * written before connection.ts existed, kept because its cursors carry stable item keys).
 *
 * Objects returned here are fully resolved: graphql's default resolver reads their properties, calls
 * function-valued properties with the field's arguments, and picks union/interface members by
 * `__typename`, so these modules register no type resolvers that could collide with the catalogue's
 * (ProductVariant fields are the catalogue's resolvers).
 */
import type {Merchandise} from '../../data/carts.ts';
import type {ApiContext} from '../context.ts';
import {variantParent} from './catalog-loader.ts';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: {cursor: string; node: T}[];
  nodes: T[];
  pageInfo: PageInfo;
}

export function encodeCursor(key: string | number): string {
  return Buffer.from(`c:${key}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string | null | undefined): string | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text.startsWith('c:') ? text.slice(2) : null;
}

/**
 * Relay connection over an already ordered list. Cursors carry each item's key, so they stay valid
 * when other items are added or removed. Unknown cursors are treated as absent.
 */
export function paginate<T>(items: readonly T[], args: PageArgs, keyOf: (item: T) => string | number): Connection<T> {
  let list = args.reverse ? [...items].reverse() : [...items];
  const keys = list.map((item) => String(keyOf(item)));
  let start = 0;
  let end = list.length;
  const after = decodeCursor(args.after);
  if (after !== null) {
    const i = keys.indexOf(after);
    if (i >= 0) start = i + 1;
  }
  const before = decodeCursor(args.before);
  if (before !== null) {
    const i = keys.indexOf(before);
    if (i >= 0) end = i;
  }
  let hasNextPage = end < list.length;
  let hasPreviousPage = start > 0;
  if (typeof args.first === 'number' && args.first >= 0 && end - start > args.first) {
    end = start + args.first;
    hasNextPage = true;
  }
  if (typeof args.last === 'number' && args.last >= 0 && end - start > args.last) {
    start = end - args.last;
    hasPreviousPage = true;
  }
  list = list.slice(start, end);
  const edges = list.map((node, i) => ({cursor: encodeCursor(keys[start + i]), node}));
  return {
    edges,
    nodes: list,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

export function emptyConnection<T = never>(): Connection<T> & {totalCount: string} {
  return {
    edges: [],
    nodes: [],
    pageInfo: {hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null},
    totalCount: '0',
  };
}

/**
 * A ProductVariant parent for cart merchandise and order line variants: the catalogue's parent object
 * (catalog-loader `variantParent`), so ProductVariant fields resolve the same as on product pages.
 */
export function variantView(ctx: ApiContext, m: Merchandise) {
  return variantParent(ctx, m.variantId);
}
