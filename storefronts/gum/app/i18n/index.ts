import {createI18nServer} from './i18next-server';
import {toStorefrontLanguage} from '@shared/i18n/languages';
import {localizePath} from '@shared/i18n/url';
import {store} from '~/store';
import {resources} from '~/locales';

export type Language = (typeof store.locales)[number];

/** The gum store's languages: en (default, no URL prefix) and hi (`/hi/…`). */
export const languageOptions = {
  supported: store.locales,
  fallback: store.defaultLocale,
} as const;

/**
 * Server-side i18n for the gum store: the language comes from the URL. Only loaders and actions use it, so
 * the client build leaves it out, and with it remix-i18next and every language's strings (decisions 60, 89).
 */
export const i18nServer = import.meta.env.SSR
  ? createI18nServer<Language>({...languageOptions, resources})
  : (undefined as unknown as ReturnType<typeof createI18nServer<Language>>);

export function storefrontLanguage(language: Language) {
  return toStorefrontLanguage(language);
}

/** `path` in `language`: `/faq` → `/hi/faq` for hi (server code: redirects, canonical URLs). */
export function localizePathFor(path: string, language: Language): string {
  return localizePath<Language>(path, language, languageOptions);
}
