import common from './hi/common.json';
import home from './hi/home.json';
import faq from './hi/faq.json';

/** The Hindi strings: a module of their own, so a browser loads only its page's language (i18n/strings.ts). */
export default {common, home, faq};
