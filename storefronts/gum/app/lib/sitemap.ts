import type {SitemapLanguages} from '@shared/seo/sitemap.server';
import {languageOptions, localizePathFor, type Language} from '~/i18n';

/** The store's own pages, not in the Storefront API's sitemap: home and FAQ. */
export const STATIC_SITEMAP = '/sitemap/static/1.xml';
export const STATIC_PATHS = ['/', '/faq'];

/** Every page in English (`/…`) and Hindi (`/hi/…`). */
export const sitemapLanguages: SitemapLanguages = {
  languages: languageOptions.supported,
  localize: (path, language) => localizePathFor(path, language as Language),
};
