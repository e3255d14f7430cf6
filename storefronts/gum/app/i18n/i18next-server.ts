import {RemixI18Next} from 'remix-i18next/server';
import type {Resource} from 'i18next';
import type {LanguageOptions} from '@shared/i18n/languages';
import {interpolation} from './i18next-interpolation';
import {languageFromRequest} from '@shared/i18n/url';

export interface I18nServerOptions<
  L extends string,
> extends LanguageOptions<L> {
  /** All translation resources, bundled with the app: `{en: {common: {...}}, hi: {...}}`. */
  resources: Resource;
  defaultNS?: string;
}

/**
 * remix-i18next for one storefront: takes the language from the URL (`/hi/…` → hi, no prefix →
 * the default; see `shared/i18n/url.ts`) and hands out fixed
 * `t` functions for loaders and `meta` (page titles, SEO) in the request's language.
 */
export function createI18nServer<L extends string>(
  options: I18nServerOptions<L>,
) {
  const remixI18n = new RemixI18Next({
    detection: {
      supportedLanguages: [...options.supported],
      fallbackLanguage: options.fallback,
      order: ['custom'],
      findLocale: async (request) => languageFromRequest(request, options),
    },
    i18next: {
      resources: options.resources,
      supportedLngs: [...options.supported],
      fallbackLng: options.fallback,
      defaultNS: options.defaultNS ?? 'common',
      interpolation,
      showSupportNotice: false,
    },
  });
  // remix-i18next creates and initialises an i18next instance on every getFixedT call: a loader
  // calling it paid that on every request (decision 56). The resources
  // are bundled and never change, so the `t` for a language and namespace is made once.
  const fixed = new Map<string, ReturnType<typeof remixI18n.getFixedT>>();
  const getFixedT = (language: L, namespace?: string) => {
    const key = `${language}\u0000${namespace ?? ''}`;
    let t = fixed.get(key);
    if (!t) {
      t = remixI18n.getFixedT(language, namespace);
      // A failed start is not kept: the next call tries again.
      t.catch(() => fixed.delete(key));
      fixed.set(key, t);
    }
    return t;
  };
  return {
    /** The request's language (sync; the same rule as the detector above). */
    language: (request: Request): L => languageFromRequest(request, options),
    getLocale: (request: Request) => remixI18n.getLocale(request) as Promise<L>,
    /** `t` for a language (`i18nServer.language(request)`) and namespace, shared across requests. */
    getFixedT,
  };
}
