/** Fills menu items' resourceId (gid) from their URL, using the ids the seed just wrote. */
import type {MenuItemSeed, MenuSeed} from '../data/seed-writer.ts';
import {gid} from './common.ts';

export interface SeededIds {
  products: Map<string, number>;
  collections: Map<string, number>;
  pages: Map<string, number>;
  blogs: Map<string, number>;
  policies: Map<string, number>;
}

export function emptyIds(): SeededIds {
  return {
    products: new Map(),
    collections: new Map(),
    pages: new Map(),
    blogs: new Map(),
    policies: new Map(),
  };
}

function resolveItem(item: MenuItemSeed, ids: SeededIds): MenuItemSeed {
  const [, kind, handle] =
    /^\/(products|collections|pages|blogs|policies)\/([^/?#]+)/.exec(
      item.url,
    ) ?? [];
  let resourceId: string | null = item.resourceId ?? null;
  const need = (map: Map<string, number>, type: string) => {
    const id = map.get(handle);
    if (id === undefined)
      throw new Error(
        `Menu item "${item.title}" links to unknown ${kind}/${handle}`,
      );
    return gid(type, id);
  };
  if (kind === 'products') resourceId = need(ids.products, 'Product');
  else if (kind === 'collections')
    resourceId = need(ids.collections, 'Collection');
  else if (kind === 'pages') resourceId = need(ids.pages, 'Page');
  else if (kind === 'blogs') resourceId = need(ids.blogs, 'Blog');
  else if (kind === 'policies') resourceId = need(ids.policies, 'ShopPolicy');
  return {
    ...item,
    resourceId,
    items: item.items?.map((child) => resolveItem(child, ids)),
  };
}

/** Throws if a menu links to a handle that was not seeded, so broken links fail the seed (and its tests). */
export function resolveMenu(menu: MenuSeed, ids: SeededIds): MenuSeed {
  return {...menu, items: menu.items.map((item) => resolveItem(item, ids))};
}
