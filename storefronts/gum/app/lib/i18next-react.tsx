import {createInstance, type i18n as I18n, type Resource} from 'i18next';
import {useEffect, useMemo, type ReactNode} from 'react';
import {I18nextProvider, initReactI18next} from 'react-i18next';
import {interpolation} from './i18next-interpolation';
import {LANGUAGE_KEY, languageCookie, parseLanguage, readCookie} from '@shared/i18n/languages';

const instanceCache = new WeakMap<Resource, Map<string, I18n>>();

/**
 * One i18next instance per language, initialised synchronously from bundled resources. The server
 * render and hydration use the same instance for the request's language, so there is no flash of
 * the default language; switching swaps the instance in the same render as the new loader data.
 */
export function getI18nInstance(language: string, resources: Resource, defaultNS = 'common'): I18n {
  let byLanguage = instanceCache.get(resources);
  if (!byLanguage) instanceCache.set(resources, (byLanguage = new Map()));
  let instance = byLanguage.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: false,
      supportedLngs: Object.keys(resources),
      defaultNS,
      ns: Object.keys(resources[language] ?? {}),
      initAsync: false,
      interpolation,
      showSupportNotice: false,
      react: {useSuspense: false},
    });
    byLanguage.set(language, instance);
  }
  return instance;
}

export function I18nProvider({
  language,
  resources,
  defaultNS,
  children,
}: {
  language: string;
  resources: Resource;
  defaultNS?: string;
  children: ReactNode;
}) {
  const i18n = useMemo(() => getI18nInstance(language, resources, defaultNS), [language, resources, defaultNS]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * Keeps the browser's two copies of the shopper's choice (`preferred-language` cookie and
 * localStorage) in step; the page's own language comes from its URL and is not a choice.
 * - A cookie (set by the language switch) is the choice: localStorage mirrors it.
 * - No cookie but a valid localStorage value: it becomes the cookie, and on a default-language page
 *   `onRestore` takes the shopper to their language (a Hindi URL someone shared is left alone).
 */
export function useLanguagePersistence(
  language: string,
  options: {supported: readonly string[]; fallback: string},
  onRestore?: (stored: string) => void,
) {
  const {supported, fallback} = options;
  useEffect(() => {
    const cookie = parseLanguage(readCookie(document.cookie, LANGUAGE_KEY), supported);
    let stored: string | null = null;
    try {
      stored = parseLanguage(window.localStorage.getItem(LANGUAGE_KEY), supported);
    } catch {
      // Storage may be unavailable (private mode); the cookie still carries the choice.
    }
    if (cookie) {
      if (stored !== cookie) {
        try {
          window.localStorage.setItem(LANGUAGE_KEY, cookie);
        } catch {
          // ignore
        }
      }
      return;
    }
    if (!stored) return;
    if (language === fallback && stored !== language && onRestore) {
      onRestore(stored);
      return;
    }
    document.cookie = languageCookie(stored, {secure: window.location.protocol === 'https:'});
  }, [language, supported, fallback, onRestore]);
}
