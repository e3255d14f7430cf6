import type {Resource} from 'i18next';
import enCommon from './en/common.json';
import enHome from './en/home.json';
import enFaq from './en/faq.json';
import hiCommon from './hi/common.json';
import hiHome from './hi/home.json';
import hiFaq from './hi/faq.json';

/** Every translation of the gum store, bundled (small) so the server renders in the right language. */
export const resources = {
  en: {common: enCommon, home: enHome, faq: enFaq},
  hi: {common: hiCommon, home: hiHome, faq: hiFaq},
} satisfies Resource;
