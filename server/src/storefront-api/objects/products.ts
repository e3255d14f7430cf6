/** Product objects, connections and finders, shared by the resolver maps (kept out of them so the maps never import each other). */
import type {ProductRow} from '../../data/catalog.ts';
import {
  connectionFromArray,
  mapConnection,
  type PageArgs,
} from '../connection.ts';
import type {ApiContext} from '../context.ts';
import {numericId} from '../ids.ts';
import {loader, productParent, type ProductParent} from '../catalog/loader.ts';

type Ctx = ApiContext;

/** A ProductConnection page over product rows (ordered); `filters` may be a thunk, run only if asked for. */
export function productConnection(
  rows: ProductRow[],
  args: PageArgs,
  filters: unknown[] | (() => unknown[]) = [],
) {
  return {
    ...mapConnection(
      connectionFromArray(rows, args, (p) => p.id),
      productParent,
    ),
    filters,
  };
}

export function findProduct(
  ctx: Ctx,
  args: {id?: string | null; handle?: string | null},
): ProductParent | null {
  const l = loader(ctx);
  let row: ProductRow | null = null;
  if (args.id != null) {
    const id = numericId(args.id, 'Product');
    row = id === null ? null : l.productById(id);
  } else if (args.handle != null) {
    row = l.productByHandle(args.handle);
  }
  return row ? productParent(row) : null;
}
