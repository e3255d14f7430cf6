/** Query.node / Query.nodes. */
import type {IResolvers} from '@graphql-tools/utils';
import type {ApiContext} from '../context.ts';
import {resolveGid} from '../objects/nodes.ts';

export const catalogNodeResolvers: IResolvers<unknown, ApiContext> = {
  QueryRoot: {
    node: (_: unknown, args: {id: string}, ctx: ApiContext) =>
      resolveGid(ctx, args.id),
    nodes: (_: unknown, args: {ids: string[]}, ctx: ApiContext) =>
      args.ids.map((id) => resolveGid(ctx, id)),
  },
};
