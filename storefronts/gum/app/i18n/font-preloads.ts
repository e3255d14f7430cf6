import deva400 from '~/styles/fonts/noto-sans-devanagari-400-core.woff2?url';
import type {Language} from './index';

/**
 * The web fonts a page's first screen is set in, for `<link rel="preload">`. English text is in the device's
 * own fonts (decision 88), so an English page preloads none. A Hindi page preloads the Devanagari core file
 * (the one fonts.css names for Hindi's letters and the Latin mixed in, decision 94): a device with no
 * Devanagari font would otherwise lay the text out in empty boxes and shift when it arrived. Bold is
 * synthesized from the 400 (decision 98).
 */
export function fontPreloads(language: Language): string[] {
  return language === 'hi' ? [deva400] : [];
}
