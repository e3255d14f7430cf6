import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import deva400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import deva600 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';
import deva700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import type {Language} from './i18n';

/**
 * The web fonts a page's first screen is set in (the same files app.css's @font-face rules name), for
 * `<link rel="preload">`: fetched with the document instead of after the stylesheet, they are in before the
 * first paint, so text is not set twice and nothing shifts when they swap in (docs/decisions.md,
 * "One stylesheet per page"). Devanagari only on Hindi pages: an English page uses it for one word.
 */
export function fontPreloads(language: Language): string[] {
  return language === 'hi' ? [inter400, inter600, inter700, deva400, deva600, deva700] : [inter400, inter600, inter700];
}
