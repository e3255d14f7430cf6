import type {Resource} from 'i18next';
import en from './en';
import hi from './hi';

/**
 * Every translation of the gum store, bundled into the server so it renders in the right language. The
 * browser imports one language at a time instead (i18n/strings.ts, decision 89).
 */
export const resources = {en, hi} satisfies Resource;
