/**
 * The language lives in the URL (Shopify Markets' subfolder convention, as Hydrogen's skeleton
 * does with an optional `($locale)` route segment): the default language has no prefix (`/faq`),
 * every other supported language has its own (`/hi/faq`). See decision 47.
 */
import {
  LANGUAGE_KEY,
  LANGUAGE_PARAM,
  parseLanguage,
  readCookie,
  type LanguageOptions,
} from './languages';

/** React Router's single-fetch data requests end in `.data` (`/hi.data`, `/hi/faq.data`). */
const DATA_SUFFIX = '.data';

/**
 * The URL's language: its first path segment when that is a supported language other than the
 * fallback (`/hi/...` → hi), else the fallback. `/en/...` is not a language prefix.
 */
export function languageFromPath<L extends string>(
  pathname: string,
  options: LanguageOptions<L>,
): L {
  const first = pathname.split('/')[1] ?? '';
  const segment = first.endsWith(DATA_SUFFIX)
    ? first.slice(0, -DATA_SUFFIX.length)
    : first;
  const language =
    segment === segment.toLowerCase()
      ? parseLanguage(segment, options.supported)
      : null;
  return language && language !== options.fallback
    ? language
    : options.fallback;
}

/** `/hi` for Hindi, `` for the default language. */
export function pathPrefix(language: string, fallback: string): string {
  return language === fallback ? '' : `/${language}`;
}

/** The path without its language prefix: `/hi/faq?x=1` → `/faq?x=1`, `/hi` → `/`. */
export function stripLanguagePrefix<L extends string>(
  path: string,
  options: LanguageOptions<L>,
): string {
  const url = new URL(path, 'http://localhost');
  const language = languageFromPath(url.pathname, options);
  if (language === options.fallback)
    return `${url.pathname}${url.search}${url.hash}`;
  const rest = url.pathname.slice(language.length + 1) || '/';
  return `${rest}${url.search}${url.hash}`;
}

/**
 * `path` in `language`: `/faq` → `/hi/faq`, `/hi/faq` → `/faq` (for en), `/` → `/hi`. Only
 * same-site absolute paths are changed; anything else (`https://…`, `tel:`, `#top`) is returned as is.
 */
export function localizePath<L extends string>(
  path: string,
  language: L,
  options: LanguageOptions<L>,
): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = stripLanguagePrefix(path, options);
  const prefix = pathPrefix(language, options.fallback);
  if (!prefix) return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#')
    ? `${prefix}${bare.slice(1)}`
    : `${prefix}${bare}`;
}

export interface LanguageAlternate<L extends string = string> {
  /** `en`, `hi`, or `x-default` (the default language's URL, for everyone else). */
  hreflang: L | 'x-default';
  href: string;
}

/**
 * The page in every language (absolute URLs, no query): one `hreflang` alternate per language plus
 * `x-default` pointing at the default language, as search engines expect on every page.
 */
export function languageAlternates<L extends string>(
  url: URL,
  options: LanguageOptions<L>,
): LanguageAlternate<L>[] {
  const links: LanguageAlternate<L>[] = options.supported.map((language) => ({
    hreflang: language,
    href: `${url.origin}${localizePath(url.pathname, language, options)}`,
  }));
  links.push({
    hreflang: 'x-default',
    href: `${url.origin}${localizePath(url.pathname, options.fallback, options)}`,
  });
  return links;
}

/** The page's canonical URL: this language's address of the page, without query or trailing slash. */
export function canonicalUrl<L extends string>(
  url: URL,
  options: LanguageOptions<L>,
): string {
  const language = languageFromPath(url.pathname, options);
  const path = localizePath(url.pathname, language, options).replace(
    /(.)\/$/,
    '$1',
  );
  return `${url.origin}${path}`;
}

/** Paths that are never redirected to another language: data, files, APIs, the switch itself. */
function isPagePath(pathname: string): boolean {
  if (
    pathname.startsWith('/api/') ||
    pathname === '/language' ||
    pathname.startsWith('/account/logout')
  )
    return false;
  // `robots.txt`, `sitemap.xml`, `sw.js`, `*.data`, assets: a dot in the last segment.
  return !(pathname.split('/').pop() ?? '').includes('.');
}

/**
 * Where to send a request whose URL does not carry the language the shopper wants, or null:
 * - an old `?lang=hi` link goes to the same page under its language prefix (301, the URL decides now);
 * - a first visit (a GET for a document with no Referer from this store) to a default-language URL
 *   by a shopper whose stored `preferred-language` is another language goes to that language (302).
 * Links inside the store, the language switch and Hindi URLs are never redirected.
 */
export function languageRedirect<L extends string>(
  request: Request,
  options: LanguageOptions<L>,
): {location: string; status: 301 | 302} | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  if (!isPagePath(url.pathname)) return null;
  const current = languageFromPath(url.pathname, options);

  if (url.searchParams.has(LANGUAGE_PARAM)) {
    const wanted =
      parseLanguage(url.searchParams.get(LANGUAGE_PARAM), options.supported) ??
      current;
    url.searchParams.delete(LANGUAGE_PARAM);
    return {
      location: localizePath(`${url.pathname}${url.search}`, wanted, options),
      status: 301,
    };
  }

  if (current !== options.fallback) return null;
  const dest = request.headers.get('Sec-Fetch-Dest');
  if (dest && dest !== 'document') return null;
  if (isOwnReferer(request.headers.get('Referer'), url.origin)) return null;
  const stored = parseLanguage(
    readCookie(request.headers.get('Cookie'), LANGUAGE_KEY),
    options.supported,
  );
  if (!stored || stored === current) return null;
  return {
    location: localizePath(`${url.pathname}${url.search}`, stored, options),
    status: 302,
  };
}

function isOwnReferer(referer: string | null, origin: string): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}

/** The request's language: decided by its URL alone (see `languageFromPath`). */
export function languageFromRequest<L extends string>(
  request: Request,
  options: LanguageOptions<L>,
): L {
  return languageFromPath(new URL(request.url).pathname, options);
}

/**
 * A third party's URL (checkout, login) with the shopper's language as `locale=` — the parameter
 * hosted checkouts and login widgets take; unchanged without a language or for a non-URL.
 */
export function withLocaleParam(
  url: string,
  language: string | null | undefined,
): string {
  if (!language) return url;
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('locale', language);
    return parsed.toString();
  } catch {
    return url;
  }
}
