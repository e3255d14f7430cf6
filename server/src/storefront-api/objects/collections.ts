/** Collection objects and finders, shared by the resolver maps (kept out of them so the maps never import each other). */
import type {CollectionRow} from '../../data/catalog.ts';
import * as catalog from '../../data/catalog.ts';
import type {ApiContext} from '../context.ts';
import {numericId} from '../ids.ts';
import {loader} from '../catalog/loader.ts';

type Ctx = ApiContext;

export interface CollectionParent extends CollectionRow {
  __typename: 'Collection';
}

export function collectionParent(row: CollectionRow): CollectionParent {
  return {...row, __typename: 'Collection'};
}

export function findCollection(
  ctx: Ctx,
  args: {id?: string | null; handle?: string | null},
): CollectionParent | null {
  let row: CollectionRow | null = null;
  if (args.id != null) {
    const id = numericId(args.id, 'Collection');
    row =
      id === null ? null : catalog.findCollectionById(ctx.db, ctx.shop.id, id);
  } else if (args.handle != null) {
    row = catalog.findCollectionByHandle(ctx.db, ctx.shop.id, args.handle);
  }
  return row ? collectionParent(row) : null;
}

export const collectionTitle = (ctx: Ctx, c: CollectionRow) =>
  loader(ctx).t('collection', c.id, ['title'], c.title);

// The request shop's collection lists (fresh arrays: a caller may filter or reverse them).
export const listCollections = (ctx: Ctx) =>
  catalog.listCollections(ctx.db, ctx.shop.id);

export const listCollectionProductIds = (ctx: Ctx, collectionId: number) =>
  catalog.listCollectionProductIds(ctx.db, ctx.shop.id, collectionId);

export const listCollectionsOfProduct = (ctx: Ctx, productId: number) =>
  catalog.listCollectionsOfProduct(ctx.db, ctx.shop.id, productId);
