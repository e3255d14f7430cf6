import type {Language} from './i18n';

/** Hreflang alternates for a path (the language comes from `?lang=` or the cookie). */
export function alternates(origin: string, path: string) {
  return [
    {tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}${path}?lang=en`},
    {tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: `${origin}${path}?lang=hi`},
  ] as const;
}

export function ogLocale(language: Language) {
  return language === 'hi' ? 'hi_IN' : 'en_IN';
}
