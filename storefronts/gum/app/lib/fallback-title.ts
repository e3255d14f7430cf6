import {languageFromPath} from '@shared/i18n/url';
import type {resources} from '~/locales';
import {languageOptions} from '~/lib/i18n';
import {stringsFor} from '~/lib/strings';

type Common = (typeof resources)['en']['common'];
type TitleKey = {
  [S in keyof Common]: `${S & string}.${keyof Common[S] & string}`;
}[keyof Common];

/**
 * A page's title in its URL's language when the loader gave no data (an outage or error page): the
 * title bar of /hi/search must not fall back to English. `suffix` matches what the loader adds.
 */
export function fallbackTitle(
  pathname: string,
  key: TitleKey,
  suffix = '',
): string {
  const language = languageFromPath(pathname, languageOptions);
  const [section, name] = key.split('.') as [keyof Common, string];
  const text = (stringsFor(language).common[section] as Record<string, string>)[
    name
  ];
  return `${text}${suffix}`;
}
