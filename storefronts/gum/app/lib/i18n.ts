import {createI18nServer} from '@shared/i18n/server';
import {toStorefrontLanguage} from '@shared/i18n/languages';
import {store} from '~/store';
import {resources} from '~/locales';

export type Language = (typeof store.locales)[number];

/** Server-side i18n for the gum store: en (default) and hi. */
export const i18nServer = createI18nServer<Language>({
  supported: store.locales,
  fallback: store.defaultLocale,
  resources,
});

export function storefrontLanguage(language: Language) {
  return toStorefrontLanguage(language);
}
