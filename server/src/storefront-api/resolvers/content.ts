/** Menus, pages, blogs, articles, URL redirects and sitemaps. */
import type {IResolvers} from '@graphql-tools/utils';
import {listCollections} from '../objects/collections.ts';
import {
  findArticleById,
  findArticleByHandle,
  findBlogById,
  findMenuByHandle,
  listArticles,
  listBlogs,
  listPages,
  listUrlRedirects,
  type ArticleRow,
  type BlogRow,
  type PageRow,
  articleParent,
  blogParent,
  findBlog,
  findPage,
  menuParent,
  pageParent,
  type ArticleParent,
  type BlogParent,
  type PageParent,
} from '../objects/content.ts';
import {
  connectionFromArray,
  emptyConnection,
  mapConnection,
  type PageArgs,
} from '../connection.ts';
import type {ApiContext} from '../context.ts';
import {numericId, toGid} from '../ids.ts';
import {
  compareDate,
  evaluateQuery,
  matchesWords,
  parseSearchQuery,
  type Term,
} from '../search-syntax.ts';
import {htmlToText, seoParent, truncate} from '../objects/text.ts';
import {imageParent} from '../objects/images.ts';
import {loader} from '../catalog/loader.ts';
import {metafieldResolvers} from '../objects/metafields.ts';
import {primaryDomainUrl} from '../objects/urls.ts';
import {resolveGid} from '../objects/nodes.ts';

type Ctx = ApiContext;

function sortRows<T>(
  rows: T[],
  compare: ((a: T, b: T) => number) | null,
  reverse: boolean | null | undefined,
): T[] {
  const sorted = compare ? [...rows].sort(compare) : [...rows];
  return reverse ? sorted.reverse() : sorted;
}

function connection<T, N>(
  rows: T[],
  args: PageArgs,
  key: (row: T) => number,
  node: (row: T) => N,
) {
  const page = connectionFromArray(rows, args, key);
  return mapConnection(page, (n) => node(n));
}

const words = (text: string, term: Term) =>
  matchesWords(text, term.value, true);
const same = (a: string, term: Term) =>
  a.toLowerCase() === term.value.toLowerCase();

function pageMatches(
  ctx: Ctx,
  page: PageRow,
  query: ReturnType<typeof parseSearchQuery>,
): boolean {
  const l = loader(ctx);
  const title = `${page.title} \n ${l.t('page', page.id, ['title'], page.title)}`;
  return evaluateQuery(query, (term) => {
    switch (term.field) {
      case null:
        return words(`${title} \n ${htmlToText(page.bodyHtml)}`, term);
      case 'title':
        return words(title, term);
      case 'handle':
        return same(page.handle, term);
      case 'created_at':
        return compareDate(term.op, page.createdAt, term.value);
      case 'updated_at':
        return compareDate(term.op, page.updatedAt, term.value);
      default:
        return false;
    }
  });
}

function articleMatches(
  ctx: Ctx,
  article: ArticleRow,
  blogTitle: string,
  query: ReturnType<typeof parseSearchQuery>,
): boolean {
  const l = loader(ctx);
  const title = `${article.title} \n ${l.t('article', article.id, ['title'], article.title)}`;
  return evaluateQuery(query, (term) => {
    switch (term.field) {
      case null:
        return words(
          `${title} \n ${htmlToText(article.contentHtml)} \n ${article.tags.join(' \n ')} \n ${article.authorName}`,
          term,
        );
      case 'title':
        return words(title, term);
      case 'author':
        return words(article.authorName, term);
      case 'blog_title':
        return words(blogTitle, term);
      case 'tag':
        return article.tags.some((t) => same(t, term));
      case 'tag_not':
        return !article.tags.some((t) => same(t, term));
      case 'handle':
        return same(article.handle, term);
      case 'created_at':
      case 'published_at':
      case 'updated_at':
        return compareDate(term.op, article.publishedAt, term.value);
      default:
        return false;
    }
  });
}

type ArticleListArgs = PageArgs & {
  query?: string | null;
  sortKey?: string | null;
  reverse?: boolean | null;
};

function articleConnection(
  ctx: Ctx,
  rows: ArticleRow[],
  args: ArticleListArgs,
) {
  const blogs = new Map(listBlogs(ctx).map((b) => [b.id, b]));
  const query = parseSearchQuery(args.query);
  const matched = query
    ? rows.filter((a) =>
        articleMatches(ctx, a, blogs.get(a.blogId)?.title ?? '', query),
      )
    : rows;
  const l = loader(ctx);
  const title = (a: ArticleRow) => l.t('article', a.id, ['title'], a.title);
  const compare: Record<string, (a: ArticleRow, b: ArticleRow) => number> = {
    ID: (a, b) => a.id - b.id,
    TITLE: (a, b) => title(a).localeCompare(title(b)) || a.id - b.id,
    AUTHOR: (a, b) => a.authorName.localeCompare(b.authorName) || a.id - b.id,
    BLOG_TITLE: (a, b) =>
      (blogs.get(a.blogId)?.title ?? '').localeCompare(
        blogs.get(b.blogId)?.title ?? '',
      ) || a.id - b.id,
    PUBLISHED_AT: (a, b) =>
      a.publishedAt.localeCompare(b.publishedAt) || a.id - b.id,
    UPDATED_AT: (a, b) =>
      a.publishedAt.localeCompare(b.publishedAt) || a.id - b.id,
  };
  const sorted = sortRows(
    matched,
    compare[args.sortKey ?? 'ID'] ?? compare.ID,
    args.reverse,
  );
  return connection(sorted, args, (a) => a.id, articleParent);
}

const pageMetafields = metafieldResolvers<PageParent>(
  'page',
  (p) => p.id,
  (p) => p.updatedAt,
);
const blogMetafields = metafieldResolvers<BlogParent>(
  'blog',
  (b) => b.id,
  () => new Date(0).toISOString(),
);
const articleMetafields = metafieldResolvers<ArticleParent>(
  'article',
  (a) => a.id,
  (a) => a.publishedAt,
);

const SITEMAP_PAGE_SIZE = 250;

interface SitemapItem {
  handle: string;
  updatedAt: string;
  title: string | null;
  image: {
    alt: string | null;
    filepath: string | null;
    updatedAt: string;
  } | null;
}

function sitemapItems(ctx: Ctx, type: string): SitemapItem[] {
  const l = loader(ctx);
  const image = (id: number | null, updatedAt: string) => {
    const row = l.image(id);
    return row
      ? {
          alt: row.altText,
          filepath: `${ctx.origin}/cdn/shop/files/${row.path}`,
          updatedAt,
        }
      : null;
  };
  switch (type) {
    case 'PRODUCT':
      return l.products().map((p) => {
        const featured = l.featuredImage(p.id);
        return {
          handle: p.handle,
          updatedAt: p.updatedAt,
          title: p.title,
          image: featured ? image(featured.id, p.updatedAt) : null,
        };
      });
    case 'COLLECTION':
      return listCollections(ctx).map((c) => ({
        handle: c.handle,
        updatedAt: c.updatedAt,
        title: c.title,
        image: image(c.imageId, c.updatedAt),
      }));
    case 'PAGE':
      return listPages(ctx).map((p) => ({
        handle: p.handle,
        updatedAt: p.updatedAt,
        title: p.title,
        image: null,
      }));
    case 'BLOG': {
      const articles = listArticles(ctx);
      return listBlogs(ctx).map((b) => {
        const latest = articles
          .filter((a) => a.blogId === b.id)
          .map((a) => a.publishedAt)
          .sort()
          .at(-1);
        return {
          handle: b.handle,
          updatedAt: latest ?? new Date(0).toISOString(),
          title: b.title,
          image: null,
        };
      });
    }
    case 'ARTICLE': {
      const blogs = new Map(listBlogs(ctx).map((b) => [b.id, b.handle]));
      return listArticles(ctx).map((a) => ({
        handle: `${blogs.get(a.blogId)}/${a.handle}`,
        updatedAt: a.publishedAt,
        title: a.title,
        image: image(a.imageId, a.publishedAt),
      }));
    }
    default:
      return [];
  }
}

export const contentResolvers: IResolvers<unknown, ApiContext> = {
  MenuItem: {
    resource: (item: {resourceId: string | null}, _: unknown, ctx: Ctx) =>
      item.resourceId ? resolveGid(ctx, item.resourceId) : null,
  },
  QueryRoot: {
    menu: (_: unknown, args: {handle: string}, ctx: Ctx) => {
      const menu = findMenuByHandle(ctx, args.handle);
      return menu ? menuParent(ctx, menu) : null;
    },
    page: (_: unknown, args: {id?: string; handle?: string}, ctx: Ctx) =>
      findPage(ctx, args),
    pageByHandle: (_: unknown, args: {handle: string}, ctx: Ctx) =>
      findPage(ctx, args),
    pages: (
      _: unknown,
      args: PageArgs & {
        query?: string | null;
        sortKey?: string | null;
        reverse?: boolean | null;
      },
      ctx: Ctx,
    ) => {
      const query = parseSearchQuery(args.query);
      const rows = listPages(ctx).filter(
        (p) => !query || pageMatches(ctx, p, query),
      );
      const l = loader(ctx);
      const title = (p: PageRow) => l.t('page', p.id, ['title'], p.title);
      const compare =
        args.sortKey === 'TITLE'
          ? (a: PageRow, b: PageRow) =>
              title(a).localeCompare(title(b)) || a.id - b.id
          : args.sortKey === 'UPDATED_AT'
            ? (a: PageRow, b: PageRow) =>
                a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id
            : null;
      return connection(
        sortRows(rows, compare, args.reverse),
        args,
        (p) => p.id,
        pageParent,
      );
    },
    blog: (_: unknown, args: {id?: string; handle?: string}, ctx: Ctx) =>
      findBlog(ctx, args),
    blogByHandle: (_: unknown, args: {handle: string}, ctx: Ctx) =>
      findBlog(ctx, args),
    blogs: (
      _: unknown,
      args: PageArgs & {
        query?: string | null;
        sortKey?: string | null;
        reverse?: boolean | null;
      },
      ctx: Ctx,
    ) => {
      const query = parseSearchQuery(args.query);
      const l = loader(ctx);
      const title = (b: BlogRow) => l.t('blog', b.id, ['title'], b.title);
      const rows = listBlogs(ctx).filter((b) =>
        evaluateQuery(query, (term) =>
          term.field === 'handle'
            ? same(b.handle, term)
            : term.field === null || term.field === 'title'
              ? words(`${b.title} \n ${title(b)}`, term)
              : false,
        ),
      );
      const compare =
        args.sortKey === 'TITLE'
          ? (a: BlogRow, b: BlogRow) =>
              title(a).localeCompare(title(b)) || a.id - b.id
          : args.sortKey === 'HANDLE'
            ? (a: BlogRow, b: BlogRow) =>
                a.handle.localeCompare(b.handle) || a.id - b.id
            : null;
      return connection(
        sortRows(rows, compare, args.reverse),
        args,
        (b) => b.id,
        blogParent,
      );
    },
    article: (_: unknown, args: {id: string}, ctx: Ctx) => {
      const id = numericId(args.id, 'Article');
      const row = id === null ? null : findArticleById(ctx, id);
      return row ? articleParent(row) : null;
    },
    articles: (_: unknown, args: ArticleListArgs, ctx: Ctx) =>
      articleConnection(ctx, listArticles(ctx), args),
    urlRedirects: (
      _: unknown,
      args: PageArgs & {query?: string | null; reverse?: boolean | null},
      ctx: Ctx,
    ) => {
      const query = parseSearchQuery(args.query);
      const norm = (path: string) =>
        (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
      const rows = listUrlRedirects(ctx).filter((r) =>
        evaluateQuery(query, (term) => {
          if (term.field === 'path') return norm(r.path) === norm(term.value);
          if (term.field === 'target')
            return norm(r.target) === norm(term.value);
          if (term.field === 'id')
            return (
              String(r.id) ===
              (numericId(term.value, 'UrlRedirect')?.toString() ?? term.value)
            );
          if (term.field === null)
            return r.path.toLowerCase().includes(term.value.toLowerCase());
          return false;
        }),
      );
      return connection(
        sortRows(rows, null, args.reverse),
        args,
        (r) => r.id,
        (r) => ({
          __typename: 'UrlRedirect',
          id: toGid('UrlRedirect', r.id),
          path: r.path,
          target: r.target,
        }),
      );
    },
    sitemap: (_: unknown, args: {type: string}, ctx: Ctx) => {
      let items: SitemapItem[] | undefined;
      const all = () => (items ??= sitemapItems(ctx, args.type));
      return {
        pagesCount: () => ({
          count: Math.ceil(all().length / SITEMAP_PAGE_SIZE),
          precision: 'EXACT',
        }),
        resources: ({page}: {page: number}) => {
          const start = (Math.max(1, page) - 1) * SITEMAP_PAGE_SIZE;
          const slice = all().slice(start, start + SITEMAP_PAGE_SIZE);
          return {
            hasNextPage: start + SITEMAP_PAGE_SIZE < all().length,
            items: slice.map((item) => ({
              __typename: 'SitemapResource',
              ...item,
            })),
          };
        },
      };
    },
  },

  Page: {
    id: (p: PageParent) => toGid('Page', p.id),
    title: (p: PageParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t('page', p.id, ['title'], p.title),
    body: (p: PageParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t('page', p.id, ['body_html', 'body'], p.bodyHtml),
    bodySummary: (p: PageParent, _: unknown, ctx: Ctx) => {
      const l = loader(ctx);
      const summary = l.t('page', p.id, ['body_summary'], p.bodySummary);
      return (
        summary ||
        truncate(
          htmlToText(l.t('page', p.id, ['body_html', 'body'], p.bodyHtml)),
          150,
        )
      );
    },
    seo: (p: PageParent, _: unknown, ctx: Ctx) => {
      const l = loader(ctx);
      return seoParent(
        l.tOptional('page', p.id, ['seo_title', 'meta_title'], p.seoTitle),
        l.tOptional(
          'page',
          p.id,
          ['seo_description', 'meta_description'],
          p.seoDescription,
        ),
      );
    },
    onlineStoreUrl: (p: PageParent, _: unknown, ctx: Ctx) =>
      `${primaryDomainUrl(ctx)}/pages/${p.handle}`,
    trackingParameters: () => null,
    ...pageMetafields,
  },

  Blog: {
    id: (b: BlogParent) => toGid('Blog', b.id),
    title: (b: BlogParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t('blog', b.id, ['title'], b.title),
    seo: (b: BlogParent, _: unknown, ctx: Ctx) => {
      const l = loader(ctx);
      return seoParent(
        l.tOptional('blog', b.id, ['seo_title', 'meta_title'], b.seoTitle),
        l.tOptional(
          'blog',
          b.id,
          ['seo_description', 'meta_description'],
          b.seoDescription,
        ),
      );
    },
    onlineStoreUrl: (b: BlogParent, _: unknown, ctx: Ctx) =>
      `${primaryDomainUrl(ctx)}/blogs/${b.handle}`,
    articles: (b: BlogParent, args: ArticleListArgs, ctx: Ctx) =>
      articleConnection(ctx, listArticles(ctx, b.id), args),
    articleByHandle: (b: BlogParent, args: {handle: string}, ctx: Ctx) => {
      const row = findArticleByHandle(ctx, b.id, args.handle);
      return row ? articleParent(row) : null;
    },
    authors: (b: BlogParent, _: unknown, ctx: Ctx) => {
      const names = [
        ...new Set(listArticles(ctx, b.id).map((a) => a.authorName)),
      ];
      return names.map(author);
    },
    ...blogMetafields,
  },

  Article: {
    id: (a: ArticleParent) => toGid('Article', a.id),
    title: (a: ArticleParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t('article', a.id, ['title'], a.title),
    contentHtml: (a: ArticleParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t(
        'article',
        a.id,
        ['content_html', 'body_html'],
        a.contentHtml,
      ),
    content: (a: ArticleParent, args: {truncateAt?: number | null}, ctx: Ctx) =>
      truncate(
        htmlToText(
          loader(ctx).t(
            'article',
            a.id,
            ['content_html', 'body_html'],
            a.contentHtml,
          ),
        ),
        args.truncateAt,
      ),
    excerpt: (
      a: ArticleParent,
      args: {truncateAt?: number | null},
      ctx: Ctx,
    ) => {
      const html = loader(ctx).t(
        'article',
        a.id,
        ['excerpt', 'summary_html'],
        a.excerpt,
      );
      return html ? truncate(htmlToText(html), args.truncateAt) : null;
    },
    excerptHtml: (a: ArticleParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t('article', a.id, ['excerpt', 'summary_html'], a.excerpt) ||
      null,
    image: (a: ArticleParent, _: unknown, ctx: Ctx) =>
      imageParent(ctx, loader(ctx).image(a.imageId)),
    authorV2: (a: ArticleParent) => author(a.authorName),
    author: (a: ArticleParent) => author(a.authorName),
    blog: (a: ArticleParent, _: unknown, ctx: Ctx) => {
      const row = findBlogById(ctx, a.blogId);
      return row ? blogParent(row) : null;
    },
    seo: (a: ArticleParent, _: unknown, ctx: Ctx) => {
      const l = loader(ctx);
      return seoParent(
        l.tOptional('article', a.id, ['seo_title', 'meta_title'], a.seoTitle),
        l.tOptional(
          'article',
          a.id,
          ['seo_description', 'meta_description'],
          a.seoDescription,
        ),
      );
    },
    onlineStoreUrl: (a: ArticleParent, _: unknown, ctx: Ctx) => {
      const blog = findBlogById(ctx, a.blogId);
      return `${primaryDomainUrl(ctx)}/blogs/${blog?.handle ?? 'news'}/${a.handle}`;
    },
    comments: () => emptyConnection(),
    trackingParameters: () => null,
    ...articleMetafields,
  },
};

function author(name: string) {
  const [firstName = '', ...rest] = name.split(' ');
  return {name, firstName, lastName: rest.join(' '), email: '', bio: null};
}
