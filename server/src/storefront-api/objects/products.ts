/** Product, variant and option objects, connections and finders, shared by the resolver maps (kept out of them so the maps never import each other). */
import type {ProductRow, VariantRow} from '../../data/catalog.ts';
import {
  connectionFromArray,
  mapConnection,
  type PageArgs,
} from '../connection.ts';
import type {ApiContext} from '../context.ts';
import {numericId} from '../ids.ts';
import {
  loader,
  type OptionModel,
  type OptionValueModel,
} from '../catalog/loader.ts';

type Ctx = ApiContext;

export type {ProductRow, VariantRow};

export interface ProductParent extends ProductRow {
  __typename: 'Product';
}
export interface VariantParent extends VariantRow {
  __typename: 'ProductVariant';
}

export interface OptionParent extends OptionModel {
  __typename: 'ProductOption';
}
export interface OptionValueParent extends OptionValueModel {
  __typename: 'ProductOptionValue';
  optionId: number;
  productId: number;
  optionPosition: number;
}

export function productParent(row: ProductRow): ProductParent {
  return {...row, __typename: 'Product'};
}

export function variantParentOf(row: VariantRow): VariantParent {
  return {...row, __typename: 'ProductVariant'};
}

/** A ProductVariant parent by numeric id, only within the request's shop. */
export function variantParent(
  ctx: ApiContext,
  id: number,
): VariantParent | null {
  const row = loader(ctx).variantById(id);
  return row ? variantParentOf(row) : null;
}

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
