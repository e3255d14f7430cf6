import {storeSeo} from '@shared/catalog/seo';
import {store} from '~/store';
import {stringsFor} from '~/i18n/strings';

/**
 * Gum's SEO helpers: the brand from hydrogen.config.ts; a title that names it in a page language's own
 * spelling (Hindi क्विटपॉप, from the strings) is not branded again (decision 142).
 */
export const seo = storeSeo(store.brand, {
  brandNames: () =>
    store.locales.map((language) => stringsFor(language).common.brand),
});
