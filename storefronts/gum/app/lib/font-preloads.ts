import inter400 from '~/styles/fonts/inter-latin-400-core.woff2?url';
import inter700 from '~/styles/fonts/inter-latin-700-core.woff2?url';
import deva400 from '~/styles/fonts/noto-sans-devanagari-devanagari-400-core.woff2?url';
import type {Language} from './i18n';

/**
 * The web fonts a page's first screen is set in (the same files fonts.css's @font-face rules name), for
 * `<link rel="preload">`: fetched with the document instead of after the stylesheet, they are in before the
 * first paint, so text is not set twice and nothing shifts when they swap in. Inter 400 and 700 (600 and 800
 * draw with the 700 file): the first screen of every page has both (body text; headings, buttons, the logo).
 * Devanagari 400 (its one weight; bold is synthesized) only on Hindi pages: an English page shows one Hindi
 * word, the language switch's, in its own few-glyph font. Only the core files: the extended ones (accented
 * letters, Vedic signs) come when a page shows such a character (decision
 * 59).
 */
export function fontPreloads(language: Language): string[] {
  return language === 'hi'
    ? [inter400, inter700, deva400]
    : [inter400, inter700];
}
