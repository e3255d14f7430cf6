/** Any of our gids back to its object, within the request's shop (Query.node, MenuItem.resource). */
import * as content from '../../data/content.ts';
import type {ApiContext} from '../context.ts';
import {gidType, numericId} from '../ids.ts';
import {loader} from '../catalog/loader.ts';
import {mediaImageParent} from './images.ts';
import {variantParent, findProduct} from './products.ts';
import {policyParent} from './policies.ts';
import {findCollection} from './collections.ts';
import {articleParent, findBlog, findPage, menuParent} from './content.ts';

export function resolveGid(ctx: ApiContext, gid: string): unknown {
  const type = gidType(gid);
  if (!type) return null;
  const id = numericId(gid, type);
  if (id === null) return null;
  const {db} = ctx;
  const shop = ctx.shop.id;
  switch (type) {
    case 'Product':
      return findProduct(ctx, {id: gid});
    case 'ProductVariant':
      return variantParent(ctx, id);
    case 'Collection':
      return findCollection(ctx, {id: gid});
    case 'Page':
      return findPage(ctx, {id: gid});
    case 'Blog':
      return findBlog(ctx, {id: gid});
    case 'Article': {
      const row = content.findArticleById(db, shop, id);
      return row ? articleParent(row) : null;
    }
    case 'Menu': {
      const row = content.findMenuById(db, shop, id);
      return row ? menuParent(ctx, row) : null;
    }
    case 'ShopPolicy': {
      const row = content.findPolicyById(db, shop, id);
      return row ? policyParent(ctx, row) : null;
    }
    case 'UrlRedirect': {
      const row = content.findUrlRedirectById(db, shop, id);
      return row
        ? {
            __typename: 'UrlRedirect',
            id: gid,
            path: row.path,
            target: row.target,
          }
        : null;
    }
    case 'MediaImage': {
      const row = loader(ctx).image(id);
      return row ? mediaImageParent(ctx, row) : null;
    }
    default:
      return null;
  }
}
