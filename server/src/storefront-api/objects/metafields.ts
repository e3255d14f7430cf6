/** Metafield objects and the `metafield` / `metafields` fields of any owner kind. */
import type {MetafieldRow} from '../../data/catalog.ts';
import {loader} from '../catalog/loader.ts';
import type {ApiContext} from '../context.ts';
import {toGid} from '../ids.ts';

/** A `Metafield` object; `parent` is the owner's parent object (for parentResource). */
export function metafieldParent(
  row: MetafieldRow,
  parent: unknown,
  updatedAt: string,
) {
  return {
    __typename: 'Metafield',
    id: toGid('Metafield', row.id),
    namespace: row.namespace,
    key: row.key,
    type: row.type,
    value: row.value,
    description: null,
    createdAt: updatedAt,
    updatedAt,
    parentResource: parent,
    reference: null,
    references: null,
  };
}

/** `metafield(namespace, key)` and `metafields(identifiers)` resolvers for any owner kind. */
export function metafieldResolvers<P>(
  owner: string,
  idOf: (p: P) => number | string,
  updatedAtOf: (p: P) => string,
) {
  const find = (
    parent: P,
    ctx: ApiContext,
    namespace: string | null | undefined,
    key: string,
  ) => {
    const ns = namespace ?? 'custom';
    const l = loader(ctx);
    const row = l
      .metafields(owner, idOf(parent))
      .find((m) => m.namespace === ns && m.key === key);
    if (!row) return null;
    const translated = {
      ...row,
      value: l.t('metafield', row.id, ['value'], row.value),
    };
    return metafieldParent(translated, parent, updatedAtOf(parent));
  };
  return {
    metafield: (
      parent: P,
      args: {namespace?: string | null; key: string},
      ctx: ApiContext,
    ) => find(parent, ctx, args.namespace, args.key),
    metafields: (
      parent: P,
      args: {identifiers: {namespace?: string | null; key: string}[]},
      ctx: ApiContext,
    ) => args.identifiers.map((id) => find(parent, ctx, id.namespace, id.key)),
  };
}
