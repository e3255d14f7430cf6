import {getSitemap, getSitemapIndex, type Storefront} from '@shopify/hydrogen';
import type {SitemapType} from '@shopify/hydrogen/storefront-api-types';

/**
 * Sitemaps for both stores, on Hydrogen's getSitemapIndex / getSitemap: an index of child sitemaps
 * per resource type and page (`/sitemap/products/1.xml`), each listing the shop's URLs. A store with
 * more than one language (gum: `/…` and `/hi/…`) lists every page once per language, each entry
 * with its `hreflang` alternates (en, hi, x-default), as search engines ask for multilingual sites
 * (decision 48). Cached for a day.
 */

export const SITEMAP_TYPES = [
  'products',
  'collections',
  'pages',
  'blogs',
  'articles',
] as const;
export type SitemapResource = (typeof SITEMAP_TYPES)[number];

const ONE_DAY = `max-age=${60 * 60 * 24}`;

/** A resource's path on the storefront (article handles come as "<blog>/<article>"). */
export function resourcePath(type: string, handle: string): string {
  switch (type) {
    case 'products':
      return `/products/${handle}`;
    case 'collections':
      return `/collections/${handle}`;
    case 'pages':
      return `/pages/${handle}`;
    case 'blogs':
    case 'articles':
      return `/blogs/${handle}`;
    case 'static':
      // The store's own pages (home, FAQ): the handle is the path.
      return handle;
    default:
      return `/${type}/${handle}`;
  }
}

/** /sitemap.xml: Hydrogen's index of child sitemaps for `types`. */
export async function sitemapIndexResponse({
  storefront,
  request,
  types = SITEMAP_TYPES,
  customChildSitemaps = [],
}: {
  storefront: Storefront;
  request: Request;
  types?: readonly SitemapResource[];
  /** Extra child sitemaps (paths), e.g. the store's own pages. */
  customChildSitemaps?: string[];
}): Promise<Response> {
  const response = await getSitemapIndex({
    storefront,
    request,
    types: [...types],
    customChildSitemaps,
  });
  response.headers.set('Cache-Control', ONE_DAY);
  return response;
}

export interface SitemapLanguages {
  /** hreflang codes, the default first: ['en', 'hi']. */
  languages: readonly string[];
  /** `/products/x` in a language: `/hi/products/x`. */
  localize: (path: string, language: string) => string;
}

const TYPE_ENUM: Record<string, SitemapType> = {
  products: 'PRODUCT',
  collections: 'COLLECTION',
  pages: 'PAGE',
  blogs: 'BLOG',
  articles: 'ARTICLE',
};

/**
 * /sitemap/:type/:page.xml. One language: Hydrogen's getSitemap. Several: every resource once per
 * language, each `<url>` with the alternates of all languages plus x-default (the default language).
 */
export async function sitemapResponse({
  storefront,
  request,
  params,
  languages,
}: {
  storefront: Storefront;
  request: Request;
  params: {type?: string; page?: string};
  languages?: SitemapLanguages;
}): Promise<Response> {
  if (!languages || languages.languages.length < 2) {
    const response = await getSitemap({
      storefront,
      request,
      params,
      locales: [],
      getLink: ({type, baseUrl, handle}) =>
        `${baseUrl}${resourcePath(type, handle ?? '')}`,
    });
    response.headers.set('Cache-Control', ONE_DAY);
    return response;
  }

  const type = params.type ?? '';
  const page = Number(params.page);
  const sitemapType = TYPE_ENUM[type];
  if (!sitemapType || !Number.isInteger(page) || page < 1)
    throw new Response('Not found', {status: 404});
  const data = await storefront.query(SITEMAP_RESOURCES_QUERY, {
    variables: {type: sitemapType, page},
    cache: storefront.CacheLong(),
  });
  const items = data?.sitemap?.resources?.items ?? [];
  const origin = new URL(request.url).origin;
  const body = renderLocalizedSitemap(items, {origin, type, ...languages});
  return new Response(body, {
    headers: {'Content-Type': 'application/xml', 'Cache-Control': ONE_DAY},
  });
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The `<urlset>` for `items` in every language (pure; exported for tests). */
export function renderLocalizedSitemap(
  items: ReadonlyArray<{handle: string; updatedAt?: string | null}>,
  {
    origin,
    type,
    languages,
    localize,
  }: {origin: string; type: string} & SitemapLanguages,
): string {
  const urls = items.flatMap((item) => {
    const path = resourcePath(type, item.handle);
    const alternates = [
      ...languages.map((language) => ({
        hreflang: language,
        href: `${origin}${localize(path, language)}`,
      })),
      {
        hreflang: 'x-default',
        href: `${origin}${localize(path, languages[0]!)}`,
      },
    ];
    const links = alternates
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}" />`,
      )
      .join('\n');
    return languages.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(`${origin}${localize(path, language)}`)}</loc>`,
        ...(item.updatedAt
          ? [`    <lastmod>${escapeXml(item.updatedAt)}</lastmod>`]
          : []),
        '    <changefreq>weekly</changefreq>',
        links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

const SITEMAP_RESOURCES_QUERY = `#graphql
  query SharedSitemapResources($type: SitemapType!, $page: Int!) {
    sitemap(type: $type) {
      resources(page: $page) {
        items {
          handle
          updatedAt
        }
      }
    }
  }
` as const;
