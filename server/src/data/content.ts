/** Content reads: menus, pages, blogs, articles, policies, URL redirects, shop extras. */
import type {Db} from './db.ts';
import {json} from './db.ts';
import {prepared} from './prepared.ts';

type Raw = Record<string, unknown>;

export interface MenuRow {
  id: number;
  shop: string;
  handle: string;
  title: string;
}

export interface MenuItemRow {
  id: number;
  menuId: number;
  parentId: number | null;
  position: number;
  title: string;
  url: string;
  type: string;
  resourceId: string | null;
  tags: string[];
}

export interface PageRow {
  id: number;
  shop: string;
  handle: string;
  title: string;
  bodyHtml: string;
  bodySummary: string;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BlogRow {
  id: number;
  shop: string;
  handle: string;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface ArticleRow {
  id: number;
  blogId: number;
  handle: string;
  title: string;
  contentHtml: string;
  excerpt: string;
  authorName: string;
  tags: string[];
  imageId: number | null;
  publishedAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface PolicyRow {
  id: number;
  shop: string;
  handle: string;
  title: string;
  bodyHtml: string;
}

export interface UrlRedirectRow {
  id: number;
  path: string;
  target: string;
}

const str = (v: unknown) => (v == null ? null : String(v));

const toMenu = (r: Raw): MenuRow => ({
  id: Number(r.id),
  shop: String(r.shop),
  handle: String(r.handle),
  title: String(r.title),
});

const toMenuItem = (r: Raw): MenuItemRow => ({
  id: Number(r.id),
  menuId: Number(r.menu_id),
  parentId: r.parent_id == null ? null : Number(r.parent_id),
  position: Number(r.position),
  title: String(r.title),
  url: String(r.url),
  type: String(r.type),
  resourceId: str(r.resource_id),
  tags: json<string[]>(r.tags, []),
});

const toPage = (r: Raw): PageRow => ({
  id: Number(r.id),
  shop: String(r.shop),
  handle: String(r.handle),
  title: String(r.title),
  bodyHtml: String(r.body_html ?? ''),
  bodySummary: String(r.body_summary ?? ''),
  seoTitle: str(r.seo_title),
  seoDescription: str(r.seo_description),
  createdAt: String(r.created_at),
  updatedAt: String(r.updated_at),
});

const toBlog = (r: Raw): BlogRow => ({
  id: Number(r.id),
  shop: String(r.shop),
  handle: String(r.handle),
  title: String(r.title),
  seoTitle: str(r.seo_title),
  seoDescription: str(r.seo_description),
});

const toArticle = (r: Raw): ArticleRow => ({
  id: Number(r.id),
  blogId: Number(r.blog_id),
  handle: String(r.handle),
  title: String(r.title),
  contentHtml: String(r.content_html ?? ''),
  excerpt: String(r.excerpt ?? ''),
  authorName: String(r.author_name ?? ''),
  tags: json<string[]>(r.tags, []),
  imageId: r.image_id == null ? null : Number(r.image_id),
  publishedAt: String(r.published_at),
  seoTitle: str(r.seo_title),
  seoDescription: str(r.seo_description),
});

const toPolicy = (r: Raw): PolicyRow => ({
  id: Number(r.id),
  shop: String(r.shop),
  handle: String(r.handle),
  title: String(r.title),
  bodyHtml: String(r.body_html ?? ''),
});

// ---- shop ----

/** A stable number for the shop's gid (the row's rowid). */
export function shopNumber(db: Db, shop: string): number {
  const row = prepared(db, 'SELECT rowid AS n FROM shops WHERE id = ?').get(
    shop,
  ) as Raw | undefined;
  return row ? Number(row.n) : 0;
}

// ---- menus ----

export function findMenuByHandle(
  db: Db,
  shop: string,
  handle: string,
): MenuRow | null {
  const row = prepared(
    db,
    'SELECT * FROM menus WHERE shop = ? AND handle = ?',
  ).get(shop, handle) as Raw | undefined;
  return row ? toMenu(row) : null;
}

export function findMenuById(db: Db, shop: string, id: number): MenuRow | null {
  const row = prepared(db, 'SELECT * FROM menus WHERE shop = ? AND id = ?').get(
    shop,
    id,
  ) as Raw | undefined;
  return row ? toMenu(row) : null;
}

export function listMenuItems(db: Db, menuId: number): MenuItemRow[] {
  const sql =
    'SELECT * FROM menu_items WHERE menu_id = ? ORDER BY position, id';
  return (prepared(db, sql).all(menuId) as Raw[]).map(toMenuItem);
}

// ---- pages ----

export function listPages(db: Db, shop: string): PageRow[] {
  return (
    prepared(db, 'SELECT * FROM pages WHERE shop = ? ORDER BY id').all(
      shop,
    ) as Raw[]
  ).map(toPage);
}

export function findPageByHandle(
  db: Db,
  shop: string,
  handle: string,
): PageRow | null {
  const row = prepared(
    db,
    'SELECT * FROM pages WHERE shop = ? AND handle = ?',
  ).get(shop, handle) as Raw | undefined;
  return row ? toPage(row) : null;
}

export function findPageById(db: Db, shop: string, id: number): PageRow | null {
  const row = prepared(db, 'SELECT * FROM pages WHERE shop = ? AND id = ?').get(
    shop,
    id,
  ) as Raw | undefined;
  return row ? toPage(row) : null;
}

// ---- blogs and articles ----

export function listBlogs(db: Db, shop: string): BlogRow[] {
  return (
    prepared(db, 'SELECT * FROM blogs WHERE shop = ? ORDER BY id').all(
      shop,
    ) as Raw[]
  ).map(toBlog);
}

export function findBlogByHandle(
  db: Db,
  shop: string,
  handle: string,
): BlogRow | null {
  const row = prepared(
    db,
    'SELECT * FROM blogs WHERE shop = ? AND handle = ?',
  ).get(shop, handle) as Raw | undefined;
  return row ? toBlog(row) : null;
}

export function findBlogById(db: Db, shop: string, id: number): BlogRow | null {
  const row = prepared(db, 'SELECT * FROM blogs WHERE shop = ? AND id = ?').get(
    shop,
    id,
  ) as Raw | undefined;
  return row ? toBlog(row) : null;
}

/** Articles of every blog of the shop (blogId null) or of one blog, newest first. */
export function listArticles(
  db: Db,
  shop: string,
  blogId: number | null = null,
): ArticleRow[] {
  const sql = `SELECT a.* FROM articles a JOIN blogs b ON b.id = a.blog_id
    WHERE b.shop = ? AND (? IS NULL OR a.blog_id = ?) ORDER BY a.id`;
  return (prepared(db, sql).all(shop, blogId, blogId) as Raw[]).map(toArticle);
}

export function findArticleById(
  db: Db,
  shop: string,
  id: number,
): ArticleRow | null {
  const sql =
    'SELECT a.* FROM articles a JOIN blogs b ON b.id = a.blog_id WHERE b.shop = ? AND a.id = ?';
  const row = prepared(db, sql).get(shop, id) as Raw | undefined;
  return row ? toArticle(row) : null;
}

export function findArticleByHandle(
  db: Db,
  blogId: number,
  handle: string,
): ArticleRow | null {
  const row = prepared(
    db,
    'SELECT * FROM articles WHERE blog_id = ? AND handle = ?',
  ).get(blogId, handle) as Raw | undefined;
  return row ? toArticle(row) : null;
}

// ---- policies ----

export function listPolicies(db: Db, shop: string): PolicyRow[] {
  return (
    prepared(db, 'SELECT * FROM policies WHERE shop = ? ORDER BY id').all(
      shop,
    ) as Raw[]
  ).map(toPolicy);
}

export function findPolicyById(
  db: Db,
  shop: string,
  id: number,
): PolicyRow | null {
  const row = prepared(
    db,
    'SELECT * FROM policies WHERE shop = ? AND id = ?',
  ).get(shop, id) as Raw | undefined;
  return row ? toPolicy(row) : null;
}

// ---- redirects ----

export function listUrlRedirects(db: Db, shop: string): UrlRedirectRow[] {
  const sql =
    'SELECT id, path, target FROM url_redirects WHERE shop = ? ORDER BY id';
  return (prepared(db, sql).all(shop) as Raw[]).map((r) => ({
    id: Number(r.id),
    path: String(r.path),
    target: String(r.target),
  }));
}

export function findUrlRedirectById(
  db: Db,
  shop: string,
  id: number,
): UrlRedirectRow | null {
  const row = prepared(
    db,
    'SELECT id, path, target FROM url_redirects WHERE shop = ? AND id = ?',
  ).get(shop, id) as Raw | undefined;
  return row
    ? {id: Number(row.id), path: String(row.path), target: String(row.target)}
    : null;
}
