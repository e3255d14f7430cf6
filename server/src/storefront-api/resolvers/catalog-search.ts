/** Query.search (products, pages, articles with facets) and Query.predictiveSearch. */
import type {IResolvers} from '@graphql-tools/utils';
import type {ProductRow} from '../objects/products.ts';
import {
  listArticles,
  listPages,
  type ArticleRow,
  type PageRow,
} from '../objects/content.ts';
import {
  connectionFromArray,
  mapConnection,
  type PageArgs,
} from '../connection.ts';
import type {ApiContext} from '../context.ts';
import {
  evaluateQuery,
  isStopword,
  matchesWords,
  parseSearchQuery,
  positiveTextTerms,
  type Term,
} from '../search-syntax.ts';
import {htmlToText} from '../objects/text.ts';
import {loader, type Loader} from '../catalog/loader.ts';
import {productParent} from '../objects/products.ts';
import {
  collectionParent,
  collectionTitle,
  listCollections,
} from '../objects/collections.ts';
import {
  applyFilters,
  buildFacets,
  isAvailable,
  matchProducts,
  minPricePaise,
  placeUnavailable,
  relevance,
  type ProductFilterInput,
} from '../catalog/query.ts';
import {articleParent, pageParent} from '../objects/content.ts';

type Ctx = ApiContext;

interface SearchArgs extends PageArgs {
  query: string;
  types?: string[] | null;
  sortKey?: string | null;
  reverse?: boolean | null;
  productFilters?: ProductFilterInput[] | null;
  prefix?: string | null;
  unavailableProducts?: string | null;
}

interface Hit {
  key: string;
  kind: 'product' | 'page' | 'article';
  score: number;
  unavailable: boolean;
  price: number;
  node: unknown;
}

/** Free-text scoring for pages and articles: title hits weigh most. */
function textScore(title: string, body: string, terms: Term[]): number {
  let score = 0;
  for (const term of terms) {
    if (isStopword(term) || !term.value) continue;
    if (matchesWords(title, term.value, true)) score += 8;
    if (matchesWords(body, term.value, true)) score += 1;
  }
  return score;
}

function pageTexts(l: Loader, page: PageRow) {
  const title = l.t('page', page.id, ['title'], page.title);
  const body = htmlToText(
    l.t('page', page.id, ['body_html', 'body'], page.bodyHtml),
  );
  return {title: `${page.title} \n ${title}`, body};
}

function articleTexts(l: Loader, article: ArticleRow) {
  const title = l.t('article', article.id, ['title'], article.title);
  const body = htmlToText(
    l.t(
      'article',
      article.id,
      ['content_html', 'body_html'],
      article.contentHtml,
    ),
  );
  return {
    title: `${article.title} \n ${title}`,
    body: `${body} \n ${article.tags.join(' \n ')} \n ${article.authorName}`,
  };
}

function textMatcher(
  texts: {title: string; body: string},
  extra: Record<string, () => string> = {},
) {
  return (term: Term): boolean => {
    if (term.field === null)
      return (
        isStopword(term) ||
        matchesWords(`${texts.title} \n ${texts.body}`, term.value, true)
      );
    if (term.field === 'title')
      return matchesWords(texts.title, term.value, true);
    const field = extra[term.field];
    return field ? matchesWords(field(), term.value, true) : false;
  };
}

function searchProducts(l: Loader, args: SearchArgs) {
  const node = parseSearchQuery(args.query);
  const matched = matchProducts(l, l.products(), node, true);
  return {matched, terms: positiveTextTerms(node)};
}

export const catalogSearchResolvers: IResolvers<unknown, ApiContext> = {
  QueryRoot: {
    search: (_: unknown, args: SearchArgs, ctx: Ctx) => {
      const l = loader(ctx);
      const types = args.types?.length
        ? args.types
        : ['PRODUCT', 'PAGE', 'ARTICLE'];
      const blank = !args.query.trim();
      const hits: Hit[] = [];
      let facetBase: ProductRow[] = [];
      if (!blank && types.includes('PRODUCT')) {
        const {matched, terms} = searchProducts(l, args);
        facetBase =
          args.unavailableProducts === 'HIDE'
            ? placeUnavailable(l, matched, 'HIDE')
            : matched;
        for (const p of applyFilters(l, facetBase, args.productFilters)) {
          hits.push({
            key: `Product:${p.id}`,
            kind: 'product',
            score: relevance(l, p, terms),
            unavailable: !isAvailable(l, p),
            price: minPricePaise(l, p),
            node: productParent(p),
          });
        }
      }
      const node = parseSearchQuery(args.query);
      const terms = positiveTextTerms(node);
      if (!blank && types.includes('PAGE')) {
        for (const page of listPages(ctx)) {
          const texts = pageTexts(l, page);
          if (!evaluateQuery(node, textMatcher(texts))) continue;
          hits.push({
            key: `Page:${page.id}`,
            kind: 'page',
            score: textScore(texts.title, texts.body, terms),
            unavailable: false,
            price: 0,
            node: pageParent(page),
          });
        }
      }
      if (!blank && types.includes('ARTICLE')) {
        for (const article of listArticles(ctx)) {
          const texts = articleTexts(l, article);
          const matcher = textMatcher(texts, {
            author: () => article.authorName,
            tag: () => article.tags.join(' \n '),
          });
          if (!evaluateQuery(node, matcher)) continue;
          hits.push({
            key: `Article:${article.id}`,
            kind: 'article',
            score: textScore(texts.title, texts.body, terms),
            unavailable: false,
            price: 0,
            node: articleParent(article),
          });
        }
      }
      const kindOrder = {product: 0, page: 1, article: 2};
      const byPrice = args.sortKey === 'PRICE';
      const sorted = hits
        .map((hit, index) => ({hit, index}))
        .sort((a, b) => {
          const primary = byPrice
            ? kindOrder[a.hit.kind] - kindOrder[b.hit.kind] ||
              a.hit.price - b.hit.price
            : b.hit.score - a.hit.score ||
              kindOrder[a.hit.kind] - kindOrder[b.hit.kind];
          return primary || a.index - b.index;
        })
        .map((x) => x.hit);
      if (args.reverse) sorted.reverse();
      const mode = args.unavailableProducts ?? 'LAST';
      const ordered =
        mode === 'LAST'
          ? [
              ...sorted.filter((h) => !h.unavailable),
              ...sorted.filter((h) => h.unavailable),
            ]
          : sorted;
      return {
        ...mapConnection(
          connectionFromArray(ordered, args, (h) => h.key),
          (h) => h.node,
        ),
        productFilters: () =>
          facetBase.length || types.includes('PRODUCT')
            ? buildFacets(l, facetBase, args.productFilters)
            : [],
      };
    },

    predictiveSearch: (
      _: unknown,
      args: {
        query: string;
        limit?: number | null;
        limitScope?: string | null;
        types?: string[] | null;
        searchableFields?: string[] | null;
        unavailableProducts?: string | null;
      },
      ctx: Ctx,
    ) => {
      const l = loader(ctx);
      const limit = Math.max(0, Math.min(args.limit ?? 10, 10));
      const types = args.types?.length
        ? args.types
        : ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'];
      const empty = {
        products: [],
        collections: [],
        pages: [],
        articles: [],
        queries: [],
      };
      const query = args.query.trim();
      if (!query) return empty;
      const terms = positiveTextTerms(parseSearchQuery(query)).filter(
        (t) => !isStopword(t) && t.value,
      );
      if (!terms.length) return empty;
      const matchesAll = (text: string) =>
        terms.every((t) => matchesWords(text, t.value, true));
      const fields = new Set(
        args.searchableFields?.length
          ? args.searchableFields
          : ['TITLE', 'PRODUCT_TYPE', 'VARIANTS_TITLE', 'VENDOR', 'TAG'],
      );

      const productText = (p: ProductRow) => {
        const parts: string[] = [];
        if (fields.has('TITLE'))
          parts.push(p.title, l.t('product', p.id, ['title'], p.title));
        if (fields.has('PRODUCT_TYPE')) parts.push(p.productType);
        if (fields.has('VENDOR')) parts.push(p.vendor);
        if (fields.has('TAG')) parts.push(...p.tags);
        if (fields.has('BODY')) parts.push(p.description);
        for (const v of l.variants(p.id)) {
          if (fields.has('VARIANTS_TITLE')) parts.push(v.title);
          if (fields.has('VARIANTS_SKU') && v.sku) parts.push(v.sku);
          if (fields.has('VARIANTS_BARCODE') && v.barcode)
            parts.push(v.barcode);
        }
        return parts.join(' \n ');
      };
      let products = l.products().filter((p) => matchesAll(productText(p)));
      const scores = new Map(
        products.map((p) => [p.id, relevance(l, p, terms)]),
      );
      products.sort(
        (a, b) =>
          (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) ||
          a.bestSellingRank - b.bestSellingRank ||
          a.id - b.id,
      );
      products = placeUnavailable(
        l,
        products,
        args.unavailableProducts ?? 'LAST',
      );

      const collections = listCollections(ctx).filter((c) =>
        matchesAll(`${c.title} \n ${collectionTitle(ctx, c)}`),
      );
      const pages = listPages(ctx).filter((p) =>
        matchesAll(pageTexts(l, p).title),
      );
      const articles = listArticles(ctx).filter((a) =>
        matchesAll(articleTexts(l, a).title),
      );
      const queries = suggestions(
        l,
        query,
        products,
        collections.map((c) => collectionTitle(ctx, c)),
      );

      const lists: Record<string, unknown[]> = {
        PRODUCT: products.map(productParent),
        QUERY: queries,
        COLLECTION: collections.map(collectionParent),
        PAGE: pages.map(pageParent),
        ARTICLE: articles.map(articleParent),
      };
      const result: Record<string, unknown[]> = {
        PRODUCT: [],
        QUERY: [],
        COLLECTION: [],
        PAGE: [],
        ARTICLE: [],
      };
      let remaining = limit;
      for (const type of [
        'PRODUCT',
        'QUERY',
        'COLLECTION',
        'PAGE',
        'ARTICLE',
      ]) {
        if (!types.includes(type)) continue;
        if (args.limitScope === 'EACH')
          result[type] = lists[type].slice(0, limit);
        else {
          result[type] = lists[type].slice(0, remaining);
          remaining -= result[type].length;
        }
      }
      return {
        products: result.PRODUCT,
        queries: result.QUERY,
        collections: result.COLLECTION,
        pages: result.PAGE,
        articles: result.ARTICLE,
      };
    },
  },
};

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Query suggestions: product titles, types, tags and collection titles that continue what was typed. */
function suggestions(
  l: Loader,
  query: string,
  products: ProductRow[],
  collectionTitles: string[],
) {
  const typed = query.toLowerCase();
  const candidates = [
    ...products.map((p) => l.t('product', p.id, ['title'], p.title)),
    ...products.map((p) => p.productType),
    ...products.flatMap((p) => p.tags),
    ...collectionTitles,
  ];
  const seen = new Set<string>();
  const out: {text: string; styledText: string; trackingParameters: null}[] =
    [];
  for (const candidate of candidates) {
    const text = candidate.trim().toLowerCase();
    if (!text || seen.has(text) || !matchesWords(text, typed, true)) continue;
    seen.add(text);
    const at = text.indexOf(typed);
    const styledText =
      at === -1
        ? `<mark>${escapeHtml(text)}</mark>`
        : [
            text.slice(0, at),
            text.slice(at, at + typed.length),
            text.slice(at + typed.length),
          ]
            .map((part, i) =>
              i === 1 || !part
                ? escapeHtml(part)
                : `<mark>${escapeHtml(part)}</mark>`,
            )
            .join('');
    out.push({text, styledText, trackingParameters: null});
  }
  return out.sort(
    (a, b) =>
      Number(!b.text.startsWith(typed)) - Number(!a.text.startsWith(typed)) ||
      a.text.length - b.text.length,
  );
}
