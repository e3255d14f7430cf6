import {hydrateStorefront} from '@shared/hydrogen/document/entry-client';
import {parseLanguage} from '@shared/i18n/languages';
import {languageOptions} from '~/i18n';
import {loadStrings} from '~/i18n/strings';

// The client bundle carries no language's strings (decision 89): the page's come first. Should they fail to
// load, the page stays as the server rendered it (links and forms work) instead of hydrating without text.
const language =
  parseLanguage(document.documentElement.lang, languageOptions.supported) ??
  languageOptions.fallback;
void loadStrings(language).then(hydrateStorefront);
