import type {IResolvers} from '@graphql-tools/utils';
import type {ApiContext} from '../context.ts';
import {catalogProductResolvers} from './catalog-products.ts';
import {catalogCollectionResolvers} from './catalog-collections.ts';
import {catalogSearchResolvers} from './catalog-search.ts';
import {catalogNodeResolvers} from './catalog-nodes.ts';
import {contentResolvers} from './content.ts';
import {shopResolvers} from './shop.ts';
import {cartResolvers} from './cart.ts';
import {customerResolvers} from './customer.ts';

/**
 * Every resolver module exports a map keyed by schema type; they are merged here.
 * Keep one module per area of the API (catalog, content, cart, customer, ...).
 */
const modules: IResolvers<unknown, ApiContext>[] = [
  catalogProductResolvers,
  catalogCollectionResolvers,
  catalogSearchResolvers,
  catalogNodeResolvers,
  contentResolvers,
  shopResolvers,
  cartResolvers,
  customerResolvers,
];

export const resolvers = mergeResolverMaps(modules);

function mergeResolverMaps(
  maps: IResolvers<unknown, ApiContext>[],
): IResolvers<unknown, ApiContext> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(
        fields as Record<string, unknown>,
      )) {
        if (field in target)
          throw new Error(`Resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as IResolvers<unknown, ApiContext>;
}
