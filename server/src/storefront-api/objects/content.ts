/** Page, blog, article and menu objects and their finders, shared by the resolver maps. */
import type {
  ArticleRow,
  BlogRow,
  MenuItemRow,
  MenuRow,
  PageRow,
} from '../../data/content.ts';
import * as content from '../../data/content.ts';
import type {ApiContext} from '../context.ts';
import {numericId, toGid} from '../ids.ts';
import {loader} from '../catalog/loader.ts';
import {primaryDomainUrl} from './urls.ts';

type Ctx = ApiContext;

export type {ArticleRow, BlogRow, PageRow};

export interface PageParent extends PageRow {
  __typename: 'Page';
}
export interface BlogParent extends BlogRow {
  __typename: 'Blog';
}
export interface ArticleParent extends ArticleRow {
  __typename: 'Article';
}

export const pageParent = (row: PageRow): PageParent => ({
  ...row,
  __typename: 'Page',
});
export const blogParent = (row: BlogRow): BlogParent => ({
  ...row,
  __typename: 'Blog',
});
export const articleParent = (row: ArticleRow): ArticleParent => ({
  ...row,
  __typename: 'Article',
});

/** Internal paths become absolute on the shop's primary domain; external URLs are kept. */
export function absoluteUrl(ctx: Ctx, url: string): string | null {
  if (!url) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${primaryDomainUrl(ctx)}${url.startsWith('/') ? url : `/${url}`}`;
}

export function menuParent(ctx: Ctx, menu: MenuRow) {
  const l = loader(ctx);
  const rows = content.listMenuItems(ctx.db, menu.id);
  const children = new Map<number | null, MenuItemRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const build = (row: MenuItemRow): Record<string, unknown> => ({
    __typename: 'MenuItem',
    id: toGid('MenuItem', row.id),
    title: l.t('menu_item', row.id, ['title'], row.title),
    url: absoluteUrl(ctx, row.url),
    type: row.type,
    resourceId: row.resourceId,
    tags: row.tags,
    items: (children.get(row.id) ?? []).map(build),
  });
  return {
    __typename: 'Menu',
    id: toGid('Menu', menu.id),
    handle: menu.handle,
    title: menu.title,
    items: (children.get(null) ?? []).map(build),
    itemsCount: rows.length,
  };
}

export function findPage(
  ctx: Ctx,
  args: {id?: string | null; handle?: string | null},
): PageParent | null {
  let row: PageRow | null = null;
  if (args.id != null) {
    const id = numericId(args.id, 'Page');
    row = id === null ? null : content.findPageById(ctx.db, ctx.shop.id, id);
  } else if (args.handle != null)
    row = content.findPageByHandle(ctx.db, ctx.shop.id, args.handle);
  return row ? pageParent(row) : null;
}

export function findBlog(
  ctx: Ctx,
  args: {id?: string | null; handle?: string | null},
): BlogParent | null {
  let row: BlogRow | null = null;
  if (args.id != null) {
    const id = numericId(args.id, 'Blog');
    row = id === null ? null : content.findBlogById(ctx.db, ctx.shop.id, id);
  } else if (args.handle != null)
    row = content.findBlogByHandle(ctx.db, ctx.shop.id, args.handle);
  return row ? blogParent(row) : null;
}

// The request shop's content, for the resolver maps (which never read data/ themselves; decision 80).
export const shopNumber = (ctx: Ctx) => content.shopNumber(ctx.db, ctx.shop.id);

export const findMenuByHandle = (ctx: Ctx, handle: string) =>
  content.findMenuByHandle(ctx.db, ctx.shop.id, handle);

export const listPages = (ctx: Ctx) => content.listPages(ctx.db, ctx.shop.id);

export const listBlogs = (ctx: Ctx) => content.listBlogs(ctx.db, ctx.shop.id);

export const findBlogById = (ctx: Ctx, id: number) =>
  content.findBlogById(ctx.db, ctx.shop.id, id);

/** Articles of the shop, or of one of its blogs. */
export const listArticles = (ctx: Ctx, blogId: number | null = null) =>
  content.listArticles(ctx.db, ctx.shop.id, blogId);

export const findArticleById = (ctx: Ctx, id: number) =>
  content.findArticleById(ctx.db, ctx.shop.id, id);

/** An article by handle within a blog already found in the request's shop. */
export const findArticleByHandle = (ctx: Ctx, blogId: number, handle: string) =>
  content.findArticleByHandle(ctx.db, blogId, handle);

export const listUrlRedirects = (ctx: Ctx) =>
  content.listUrlRedirects(ctx.db, ctx.shop.id);
