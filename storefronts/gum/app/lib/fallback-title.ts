import {languageFromPath} from '@shared/i18n/url';
import type {resources} from '~/locales';
import {languageOptions} from '~/i18n';
import {stringsFor} from '~/i18n/strings';
import {seo} from '~/lib/seo';

type Common = (typeof resources)['en']['common'];
type TitleKey = {
  [S in keyof Common]: `${S & string}.${keyof Common[S] & string}`;
}[keyof Common];

/**
 * A page's title in its URL's language when the loader gave no data (an outage or error page): the
 * title bar of /hi/search must not fall back to English. `branded` matches a loader's `seo.title`.
 */
export function fallbackTitle(
  pathname: string,
  key: TitleKey,
  branded = false,
): string {
  const language = languageFromPath(pathname, languageOptions);
  const [section, name] = key.split('.') as [keyof Common, string];
  const text = (stringsFor(language).common[section] as Record<string, string>)[
    name
  ];
  return branded ? seo.title(text) : text;
}

/** A route's `meta` when its loader answered 404: a title in the URL's language, kept out of search (decision 111). */
export function notFoundMeta(pathname: string) {
  return [
    {title: fallbackTitle(pathname, 'errors.notFoundTitle', true)},
    {name: 'robots', content: 'noindex'},
  ];
}
