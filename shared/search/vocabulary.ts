/**
 * The words a store's catalogue is found by (titles, product types, tags, vendor), in each of its
 * languages, indexed by phonetic key; and the merchant's synonym table. Built from Storefront API
 * answers by `vocabulary.server.ts`; bounded in size (decision 64).
 */
import {distance as keyDistance} from 'fastest-levenshtein';
import {hasDevanagari, phoneticKey, romanise} from './transliterate';

/** Products read per language; a larger catalogue is understood from its first products only. */
export const MAX_VOCABULARY_PRODUCTS = 1000;
/** Distinct terms kept per vocabulary (words and two-word phrases), across languages. */
export const MAX_VOCABULARY_TERMS = 6000;
/** Synonym lines and words per line read from the merchant's table. */
export const MAX_SYNONYM_LINES = 500;
export const MAX_SYNONYM_WORDS = 12;

export interface CatalogueProduct {
  id: string;
  title: string;
  productType: string;
  tags: readonly string[];
  vendor: string;
}

export interface Term {
  /** As the catalogue writes it, lower-cased: `trimmer`, `face wash`, `दालचीनी`. */
  text: string;
  /** The storefront language the catalogue answered in (`en`, `hi`). */
  language: string;
  key: string;
  /** Indexes of the products whose texts have the term. */
  products: readonly number[];
  /** A term of a title (rather than only a type, tag or vendor). */
  inTitle: boolean;
}

export interface Vocabulary {
  /** All terms by phonetic key. */
  byKey: ReadonlyMap<string, readonly Term[]>;
  /** Each language's term texts, sorted (prefix look-ups while typing). */
  texts: ReadonlyMap<string, readonly string[]>;
  /** Each language's single words. */
  words: ReadonlyMap<string, ReadonlySet<string>>;
  /** Keys long enough for fuzzy matching, with their terms (the same objects as in byKey). */
  fuzzyKeys: readonly string[];
  /** Keys by consonant skeleton (deodorant and डियोडरेंट: ddrnt), for words whose vowels are all off. */
  bySkeleton: ReadonlyMap<string, readonly string[]>;
  /** A term in another language with the same products: दालचीनी (hi) → cinnamon (en). */
  counterpart(term: Term, language: string): Term | null;
  /** The merchant's synonyms by the phonetic key of the shopper's word or phrase. */
  synonyms: ReadonlyMap<string, readonly string[]>;
  /** The merchant's needs table: what shoppers describe, and the catalogue words that meet it (decision 120). */
  needs: readonly Need[];
  /**
   * Up to `n` searches to suggest when nothing matched, in `language`: its product types, most products
   * first; where the types are not translated, the language's most shared title phrases (निकोटीन गम).
   */
  topTypes(language: string, n: number): string[];
}

/** Consonants a skeleton needs before it may match (shorter ones collide). */
export const MIN_SKELETON = 4;

/** A phonetic key without its vowels and glides: what survives the ways a word's vowels get spelt. */
export function consonantSkeleton(key: string): string {
  return key.replace(/[aeiouyvh]/g, '').replace(/(.)\1+/g, '$1');
}

/** Words of a text: letters, marks and digits; `after-shave` gives `after`, `shave`. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/**
 * The merchant's table (a shop metafield, multi-line text): one rule a line, `itr, attar => perfume`;
 * the words left of `=>` find what the words on the right find. `#` starts a comment. Bad lines are skipped.
 */
export function parseSynonyms(
  table: string | null | undefined,
): Map<string, string[]> {
  const synonyms = new Map<string, string[]>();
  const lines = (table ?? '').split(/\r?\n/).slice(0, MAX_SYNONYM_LINES);
  for (const line of lines) {
    const rule = line.replace(/#.*/, '');
    const [from, to, extra] = rule.split('=>');
    if (from === undefined || to === undefined || extra !== undefined) continue;
    const targets = to
      .split(',')
      .map((t) => wordsOf(t).join(' '))
      .filter(Boolean)
      .slice(0, MAX_SYNONYM_WORDS);
    if (!targets.length) continue;
    for (const source of from.split(',').slice(0, MAX_SYNONYM_WORDS)) {
      const key = phoneticKey(wordsOf(source).join(''));
      if (!key) continue;
      synonyms.set(key, [
        ...new Set([...(synonyms.get(key) ?? []), ...targets]),
      ]);
    }
  }
  return synonyms;
}

export interface Need {
  /** Ways shoppers say the need, each as its words (lower-case; Devanagari kept). */
  phrases: readonly (readonly string[])[];
  /** Catalogue words or phrases that meet it, best first. */
  targets: readonly string[];
}

/** Need lines read from the merchant's table. */
export const MAX_NEED_LINES = 200;

/**
 * The merchant's needs table (shop metafield `search.needs`, multi-line text), beside the synonyms and
 * in the same form: `muh se badbu, bad breath, मुँह से बदबू => mint, fresh breath`. Left of `=>`: how
 * shoppers say a need, in any language; right: catalogue words that meet it. `#` starts a comment.
 */
export function parseNeeds(table: string | null | undefined): Need[] {
  const needs: Need[] = [];
  const lines = (table ?? '').split(/\r?\n/).slice(0, MAX_NEED_LINES);
  for (const line of lines) {
    const [from, to, extra] = line.replace(/#.*/, '').split('=>');
    if (from === undefined || to === undefined || extra !== undefined) continue;
    const targets = to
      .split(',')
      .map((t) => wordsOf(t).join(' '))
      .filter(Boolean)
      .slice(0, MAX_SYNONYM_WORDS);
    const phrases = from
      .split(',')
      .slice(0, MAX_SYNONYM_WORDS)
      .map((source) => wordsOf(source).slice(0, MAX_SYNONYM_WORDS))
      .filter((words) => words.length);
    if (targets.length && phrases.length) needs.push({phrases, targets});
  }
  return needs;
}

/** Terms of one product text field: each word, and each pair of neighbouring words as a phrase. */
function termsOfField(text: string): string[] {
  const words = wordsOf(text);
  const out = [...words];
  for (let i = 0; i + 1 < words.length; i++)
    out.push(`${words[i]} ${words[i + 1]}`);
  return out;
}

/** The key of a term; Devanagari is read the Hindi way first. Phrases are keyed joined (facewash). */
export function termKey(text: string): string {
  return phoneticKey(hasDevanagari(text) ? romanise(text) : text);
}

interface MutableTerm extends Omit<Term, 'products'> {
  products: Set<number>;
}

/**
 * Builds the vocabulary from each language's products (same products, translated texts; the first
 * language is the shop's own) and the synonym table.
 */
export function buildVocabulary(
  catalogues: ReadonlyArray<{
    language: string;
    products: readonly CatalogueProduct[];
  }>,
  synonymTable?: string | null,
  needsTable?: string | null,
): Vocabulary {
  const productIndex = new Map<string, number>();
  const terms = new Map<string, MutableTerm>();
  const typeCounts = new Map<string, Map<string, number>>();
  for (const {language, products} of catalogues) {
    const types = new Map<string, number>();
    typeCounts.set(language, types);
    for (const product of products.slice(0, MAX_VOCABULARY_PRODUCTS)) {
      let index = productIndex.get(product.id);
      if (index === undefined)
        productIndex.set(product.id, (index = productIndex.size));
      const type = product.productType.trim();
      if (type) types.set(type, (types.get(type) ?? 0) + 1);
      const fields: Array<[string, boolean]> = [
        [product.title, true],
        [product.productType, false],
        [product.vendor, false],
        ...product.tags.map((tag): [string, boolean] => [tag, false]),
      ];
      for (const [text, inTitle] of fields) {
        for (const term of termsOfField(text)) {
          const id = `${language}\u0000${term}`;
          let entry = terms.get(id);
          if (!entry) {
            if (terms.size >= MAX_VOCABULARY_TERMS) continue;
            entry = {
              text: term,
              language,
              key: termKey(term),
              products: new Set(),
              inTitle: false,
            };
            terms.set(id, entry);
          }
          entry.products.add(index);
          entry.inTitle ||= inTitle;
        }
      }
    }
  }

  const byKey = new Map<string, Term[]>();
  const bySignature = new Map<string, Term[]>();
  for (const entry of terms.values()) {
    if (!entry.key) continue;
    const term: Term = {
      ...entry,
      products: [...entry.products].sort((a, b) => a - b),
    };
    byKey.set(term.key, [...(byKey.get(term.key) ?? []), term]);
    const signature = `${term.language}|${term.products.join(',')}`;
    bySignature.set(signature, [...(bySignature.get(signature) ?? []), term]);
  }

  const counterparts = new Map<string, Term | null>();
  const counterpart = (term: Term, language: string): Term | null => {
    if (term.language === language) return term;
    const signature = `${language}|${term.products.join(',')}`;
    const memoKey = `${signature}|${term.language}|${term.text}`;
    if (counterparts.has(memoKey)) return counterparts.get(memoKey)!;
    // Same products in the other language; the closest-sounding one (निकोटीन ↔ nicotine, not gum), titles first.
    let best: Term | null = null;
    let bestScore = Infinity;
    for (const candidate of bySignature.get(signature) ?? []) {
      const score =
        keyDistance(term.key, candidate.key) +
        (candidate.inTitle ? 0 : 100) +
        (candidate.text.includes(' ') ? 50 : 0);
      if (score < bestScore) [best, bestScore] = [candidate, score];
    }
    counterparts.set(memoKey, best);
    return best;
  };

  const texts = new Map<string, string[]>();
  const words = new Map<string, Set<string>>();
  for (const {language, text} of terms.values()) {
    texts.set(language, [...(texts.get(language) ?? []), text]);
    if (!text.includes(' '))
      words.set(language, (words.get(language) ?? new Set()).add(text));
  }
  for (const list of texts.values()) list.sort();
  const bySkeleton = new Map<string, string[]>();
  for (const key of byKey.keys()) {
    const skeleton = consonantSkeleton(key);
    if (skeleton.length >= MIN_SKELETON)
      bySkeleton.set(skeleton, [...(bySkeleton.get(skeleton) ?? []), key]);
  }
  return {
    byKey,
    texts,
    words,
    fuzzyKeys: [...byKey.keys()].filter((k) => k.length >= 4),
    bySkeleton,
    counterpart,
    synonyms: parseSynonyms(synonymTable),
    needs: parseNeeds(needsTable),
    topTypes(language, n) {
      const ranked = (types: Map<string, number>) =>
        [...types.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([type]) => type);
      const primary = catalogues[0]?.language;
      const own = ranked(typeCounts.get(language) ?? new Map());
      const primaryTypes = new Set(
        primary ? ranked(typeCounts.get(primary) ?? new Map()) : [],
      );
      if (language === primary || own.some((type) => !primaryTypes.has(type)))
        return own.slice(0, n);
      const phrases: string[] = [];
      const titleTerms = [...byKey.values()]
        .flat()
        .filter(
          (t) =>
            t.language === language &&
            t.inTitle &&
            hasDevanagari(t.text) &&
            t.products.length > 1,
        )
        .sort(
          (a, b) =>
            b.products.length - a.products.length ||
            b.text.length - a.text.length,
        );
      for (const term of titleTerms) {
        if (phrases.length >= n) break;
        if (!phrases.some((p) => p.includes(term.text)))
          phrases.push(term.text);
      }
      return phrases.length ? phrases : own.slice(0, n);
    },
  };
}
