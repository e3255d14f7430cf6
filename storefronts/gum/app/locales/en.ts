import common from './en/common.json';
import home from './en/home.json';
import faq from './en/faq.json';

/** The English strings: a module of their own, so a browser loads only its page's language (i18n/strings.ts). */
export default {common, home, faq};
