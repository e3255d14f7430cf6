import {createInstance, type i18n as I18n, type Resource} from 'i18next';
import {useEffect, useMemo, type ReactNode} from 'react';
import {I18nextProvider, initReactI18next} from 'react-i18next';
import {interpolation} from './i18next-interpolation';
import {
  LANGUAGE_KEY,
  languageCookie,
  parseLanguage,
  readCookie,
} from '@shared/i18n/languages';

const instanceCache = new WeakMap<Resource, Map<string, I18n>>();

/**
 * One i18next instance per language, initialised synchronously from bundled resources. The server
 * render and hydration use the same instance for the request's language, so there is no flash of
 * the default language; switching swaps the instance in the same render as the new loader data.
 */
export function getI18nInstance(
  language: string,
  resources: Resource,
  defaultNS = 'common',
): I18n {
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
    memoizeStrings(instance);
    byLanguage.set(language, instance);
  }
  return instance;
}

const MEMO_LIMIT = 2000;

type Translate = (
  key: unknown,
  options?: unknown,
  ...rest: unknown[]
) => unknown;

/**
 * Remembers the strings `t` returns for a key and plain options. i18next copies its options,
 * resolves, interpolates and post-processes on every call, and a page calls it hundreds of times per
 * render: it was a tenth of a gum page's server render (decision 56). Resources
 * are bundled and fixed per instance, so a string for the same key and options never changes.
 * Components get `t` from `getFixedT` (react-i18next's useTranslation), so that is where the memo
 * sits, one per language, namespace and key prefix. Only strings are remembered (objects from
 * `returnObjects` are not), calls with options holding objects pass through, and a memo starts over
 * when full (counts and amounts make the option space open-ended).
 */
function memoizeStrings(instance: I18n) {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (
    ...args: unknown[]
  ) => Translate & Record<string, unknown>;
  const fixed = new Map<string, Translate>();
  instance.getFixedT = ((...args: unknown[]) => {
    // (language, namespace or namespaces, key prefix): plain values unless a caller passes a selector.
    const id = args.every(isPlain) ? JSON.stringify(args) : null;
    const known = id === null ? undefined : fixed.get(id);
    if (known) return known;
    const t = memoized(getFixedT(...args));
    if (id !== null) fixed.set(id, t);
    return t;
  }) as unknown as I18n['getFixedT'];
}

function memoized(translate: Translate & Record<string, unknown>): Translate {
  const memo = new Map<string, unknown>();
  const t: Translate = (key, options, ...rest) => {
    const id = rest.length === 0 ? memoKey(key, options) : null;
    if (id === null) return translate(key, options, ...rest);
    if (memo.has(id)) return memo.get(id);
    const value = translate(key, options);
    if (typeof value === 'string') {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(id, value);
    }
    return value;
  };
  // react-i18next reads the language and namespace the fixed `t` was made for.
  for (const property of ['lng', 'lngs', 'ns', 'keyPrefix'])
    (t as unknown as Record<string, unknown>)[property] = translate[property];
  return t;
}

const isPlain = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) &&
    value.every(
      (item) =>
        item === null || ['string', 'number', 'boolean'].includes(typeof item),
    ));

/** A key for the memo, or null when the call has options that are not plain values (or lists of them). */
function memoKey(key: unknown, options: unknown): string | null {
  if (!isPlain(key)) return null;
  if (options === undefined || isPlain(options))
    return JSON.stringify([key, options ?? null]);
  if (typeof options !== 'object') return null;
  for (const value of Object.values(options as object))
    if (!isPlain(value)) return null;
  return JSON.stringify([key, options]);
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
  const i18n = useMemo(
    () => getI18nInstance(language, resources, defaultNS),
    [language, resources, defaultNS],
  );
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
    const cookie = parseLanguage(
      readCookie(document.cookie, LANGUAGE_KEY),
      supported,
    );
    let stored: string | null = null;
    try {
      stored = parseLanguage(
        window.localStorage.getItem(LANGUAGE_KEY),
        supported,
      );
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
    document.cookie = languageCookie(stored, {
      secure: window.location.protocol === 'https:',
    });
  }, [language, supported, fallback, onRestore]);
}
