import type {Resource} from 'i18next';
import {resources} from '~/locales';
import type {Language} from './index';

export type Strings = (typeof resources)[Language];

const imports: Record<Language, () => Promise<{default: Strings}>> = {
  en: () => import('~/locales/en'),
  hi: () => import('~/locales/hi'),
};
const loaded = new Map<Language, Strings>();
const i18nSets = new Map<Language, Resource>();

/**
 * The gum store's strings in one language. The server has every language bundled; the browser's bundle has
 * none (decision 89): it loads its page's language before hydrating (entry.client.tsx) and another one
 * before a page in it renders (root's clientLoader), so this finds them in. Should a language's chunk fail to
 * load, a page keeps the language it has rather than break.
 */
export function stringsFor(language: Language): Strings {
  if (import.meta.env.SSR) return resources[language];
  const strings = loaded.get(language) ?? loaded.values().next().value;
  if (!strings) throw new Error(`No strings loaded for ${language}`);
  return strings;
}

/** Loads a language's strings into the browser (a no-op on the server and once loaded). */
export async function loadStrings(language: Language): Promise<void> {
  if (import.meta.env.SSR || loaded.has(language)) return;
  loaded.set(language, (await imports[language]()).default);
}

/** i18next's resources for a page in `language`: the same object every time, so its instance is made once. */
export function i18nResources(language: Language): Resource {
  if (import.meta.env.SSR) return resources;
  let set = i18nSets.get(language);
  if (!set) {
    set = {[language]: stringsFor(language)};
    if (loaded.has(language)) i18nSets.set(language, set);
  }
  return set;
}
