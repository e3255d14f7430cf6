/**
 * Query understanding: turns what a shopper typed (Hinglish, Devanagari, misspelt, joined or split
 * words, plurals, the merchant's synonyms) into Storefront API search syntax (decision 64). Pure: the vocabulary comes in; the loaders run it, the browser never does.
 *
 * A word the catalogue knows is never rewritten, so an exact query (a product title) is sent as typed
 * and ranks as before. An unknown word becomes `(word OR candidate …)`: whatever the typed word still
 * finds stays found.
 */
import {distance} from 'fastest-levenshtein';
import {phoneticKey} from './transliterate';
import {
  consonantSkeleton,
  MIN_SKELETON,
  termKey,
  wordsOf,
  type Need,
  type Term,
  type Vocabulary,
} from './vocabulary';

/** What is searched at most: longer input is cut at a word, never refused (decision 64). */
export const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_WORDS = 10;
/** Alternatives per word, and search terms per rewritten query (never a huge OR). */
export const MAX_ALTERNATIVES = 4;
export const MAX_QUERY_TERMS = 30;
/** Words of at least this many letters may be one or two letters off. */
export const FUZZY_MIN_LENGTH = 5;

/** Hindi function words typed in queries (neend ki goli, dadhi ka tel): dropped unless the catalogue has them. */
const HINDI_FILLERS = new Set([
  'ka',
  'ki',
  'ke',
  'ko',
  'se',
  'me',
  'mein',
  'liye',
  'lie',
  'wala',
  'wali',
  'wale',
  'vala',
  'vali',
  'aur',
  'hai',
  'का',
  'की',
  'के',
  'को',
  'से',
  'में',
  'लिए',
  'वाला',
  'वाली',
  'वाले',
  'और',
  'है',
]);

const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;

/**
 * The shopper's input made safe to search: control and format characters become spaces, spaces
 * collapse, and it is cut to MAX_QUERY_CHARS / MAX_QUERY_WORDS at a word boundary.
 */
export function cleanQuery(raw: string | null | undefined): string {
  const text = (raw ?? '')
    .slice(0, 10 * MAX_QUERY_CHARS)
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').slice(0, MAX_QUERY_WORDS);
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > MAX_QUERY_CHARS)
      return out || word.slice(0, MAX_QUERY_CHARS);
    out = next;
  }
  return out;
}

export interface Understanding {
  /** What the shopper typed, cleaned and bounded (what "search instead for" links to). */
  typed: string;
  /** Storefront API queries to try in order; the first with results is shown. */
  queries: string[];
  /** The words as understood when a word was corrected: "Showing results for 'trimmer'". */
  correction: string | null;
}

interface Unit {
  /** The shopper's word (or two words typed apart, joined). */
  raw: string;
  /** The typed word is a catalogue word or the start of one (also while typing in the overlay). */
  known: boolean;
  /** Alternatives in search syntax, best first; empty when none. */
  alternatives: string[];
  /** The first alternative as plain words, for the correction line. */
  shown: string | null;
  /** Alternatives only add inflections (trimmers → trimmer): no correction to show. */
  silent: boolean;
  dropped: boolean;
}

/** Search syntax needs phrases quoted; words here are letters and digits only. */
const syntax = (text: string) => (text.includes(' ') ? `"${text}"` : text);

function singular(word: string): string | null {
  if (word.length <= 3) return null;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return null;
}

class Reader {
  readonly #vocabulary: Vocabulary;
  readonly #languages: string[];
  readonly #language: string;

  constructor(
    vocabulary: Vocabulary,
    language: string,
    primaryLanguage: string,
  ) {
    this.#vocabulary = vocabulary;
    this.#language = language;
    this.#languages = [...new Set([language, primaryLanguage])];
  }

  /** A catalogue word (or its start) searchable in this language: the page's own, or the shop's. */
  known(word: string): boolean {
    return this.#languages.some((language) => {
      const texts = this.#vocabulary.texts.get(language) ?? [];
      let lo = 0;
      let hi = texts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (texts[mid] < word) lo = mid + 1;
        else hi = mid;
      }
      return lo < texts.length && texts[lo].startsWith(word);
    });
  }

  isWord(word: string): boolean {
    return this.#languages.some((language) =>
      this.#vocabulary.words.get(language)?.has(word),
    );
  }

  /** A catalogue term as this page's language searches it (दालचीनी on an English page: cinnamon). */
  inLanguage(term: Term): string | null {
    const own = this.#vocabulary.counterpart(term, this.#language);
    if (own) return own.text;
    return this.#languages.includes(term.language) ? term.text : null;
  }

  /** Terms whose key equals `key`, or is one or two edits from it for long words; most products first. */
  terms(key: string, typedLength: number): Term[] {
    const exact = this.#vocabulary.byKey.get(key);
    if (exact) return byProducts(exact);
    if (typedLength < FUZZY_MIN_LENGTH) return [];
    let best = 3;
    let found: Term[] = [];
    for (const candidate of this.#vocabulary.fuzzyKeys) {
      if (Math.abs(candidate.length - key.length) > 2) continue;
      const d = distance(candidate, key);
      // Two letters off only with the same first letter: razer → razor, not laser.
      if (d > 2 || d > best || (d === 2 && candidate[0] !== key[0])) continue;
      if (d < best) [best, found] = [d, []];
      found.push(...this.#vocabulary.byKey.get(candidate)!);
    }
    if (!found.length) {
      // Every vowel spelt differently (डियोडरेंट → diyodarent, deodorant): the consonants agree.
      const skeleton = consonantSkeleton(key);
      if (skeleton.length >= MIN_SKELETON)
        for (const candidate of this.#vocabulary.bySkeleton.get(skeleton) ?? [])
          found.push(...this.#vocabulary.byKey.get(candidate)!);
    }
    return byProducts(found);
  }

  synonyms(key: string, typedLength: number): string[] {
    const exact = this.#vocabulary.synonyms.get(key);
    if (exact) return [...exact];
    if (typedLength < FUZZY_MIN_LENGTH) return [];
    for (const [source, targets] of this.#vocabulary.synonyms) {
      if (
        source.length >= FUZZY_MIN_LENGTH - 1 &&
        source[0] === key[0] &&
        distance(source, key) <= 1
      )
        return [...targets];
    }
    return [];
  }

  /** A synonym's target as searched here: its catalogue term in this language when there is one. */
  target(text: string): string {
    const terms =
      this.#vocabulary.byKey.get(phoneticKey(text.replaceAll(' ', ''))) ?? [];
    const own = terms.find((t) => t.text === text) ?? terms[0];
    return (own && this.inLanguage(own)) ?? text;
  }

  /** facewash → "face wash" when both halves are catalogue words. */
  split(word: string): string | null {
    for (let i = 3; i <= word.length - 3; i++) {
      const [left, right] = [word.slice(0, i), word.slice(i)];
      if (this.isWord(left) && this.isWord(right)) return `${left} ${right}`;
    }
    return null;
  }
}

function byProducts(terms: readonly Term[]): Term[] {
  return [...terms].sort(
    (a, b) =>
      Number(b.inTitle) - Number(a.inTitle) ||
      b.products.length - a.products.length,
  );
}

function readUnit(reader: Reader, raw: string): Unit {
  const unit: Unit = {
    raw,
    known: false,
    alternatives: [],
    shown: null,
    silent: false,
    dropped: false,
  };
  if (HINDI_FILLERS.has(raw) && !reader.isWord(raw))
    return {...unit, dropped: true};
  if (reader.known(raw)) return {...unit, known: true};
  const key = phoneticKey(raw);
  const length = [...raw].length;
  const add = (texts: Array<string | null>) => {
    for (const text of texts) {
      if (!text || text === raw || unit.alternatives.includes(syntax(text)))
        continue;
      if (unit.alternatives.length >= MAX_ALTERNATIVES) break;
      unit.alternatives.push(syntax(text));
      unit.shown ??= text;
    }
  };
  const one = singular(raw);
  if (one && reader.known(one)) {
    add([one]);
    return {...unit, silent: true};
  }
  add(reader.synonyms(key, length).map((text) => reader.target(text)));
  if (!unit.alternatives.length)
    add(reader.terms(key, length).map((term) => reader.inLanguage(term)));
  if (!unit.alternatives.length) add([reader.split(raw)]);
  return unit;
}

/**
 * Understands one query for a page in `language` (the storefront's, lower-case: `en`, `hi`);
 * `primaryLanguage` is the shop's own, whose words every language's search finds.
 */
export function understandQuery(
  input: string,
  vocabulary: Vocabulary,
  language: string,
  primaryLanguage = language,
): Understanding {
  const understood = understandWords(
    input,
    vocabulary,
    language,
    primaryLanguage,
  );
  const {typed} = understood;
  if (!typed || !vocabulary.needs.length || isSearchSyntax(typed))
    return understood;
  const reader = new Reader(vocabulary, language, primaryLanguage);
  const need = matchNeed(vocabulary.needs, wordsOf(typed));
  if (!need) return understood;
  // A need ('muh se badbu', 'dry skin ke liye') searches what meets it; a query the catalogue knows
  // word for word (a title) is still tried first, as typed (decision 120).
  const targets = need.targets.map((text) => reader.target(text));
  const group = `(${targets.map(syntax).join(' OR ')})`;
  const rest = need.rest.map(syntax).join(' ');
  const allKnown = wordsOf(typed).every(
    (word) => isNeedFiller(word) || reader.known(word),
  );
  const queries = [
    ...(allKnown ? [typed] : []),
    ...(rest ? [`${group} ${rest}`] : []),
    group,
    ...understood.queries.filter((q) => q !== typed || !allKnown),
  ];
  return {
    typed,
    queries: [...new Set(queries)].slice(0, 4),
    correction: targets.join(', '),
  };
}

/** Words that only carry a need's sentence ('chahiye', 'for my'): not part of what is matched. */
const NEED_FILLERS = new Set([
  'for',
  'my',
  'the',
  'a',
  'i',
  'want',
  'need',
  'chahiye',
  'chahie',
  'mujhe',
  'mera',
  'meri',
  'mere',
  'चाहिए',
  'मुझे',
  'मेरा',
  'मेरी',
  'मेरे',
]);

function isNeedFiller(word: string): boolean {
  return HINDI_FILLERS.has(word) || NEED_FILLERS.has(word);
}

function sameKey(a: string, b: string): boolean {
  return a === b || (a.length >= FUZZY_MIN_LENGTH && distance(a, b) <= 1);
}

const phraseKeys = new WeakMap<readonly string[], string[]>();

/**
 * The need whose phrase the query says (its words in order, fillers aside, a letter off allowed on long
 * words): the phrase with the most words wins. `rest` is the query's other words.
 */
export function matchNeed(
  needs: readonly Need[],
  words: readonly string[],
): {targets: readonly string[]; rest: string[]} | null {
  const typed = words
    .map((word, index) => ({word, index, key: termKey(word)}))
    .filter(({word, key}) => key && !isNeedFiller(word));
  let best: {need: Need; used: Set<number>} | null = null;
  for (const need of needs) {
    for (const phrase of need.phrases) {
      let keys = phraseKeys.get(phrase);
      if (!keys) {
        keys = phrase
          .filter((word) => !isNeedFiller(word))
          .map(termKey)
          .filter(Boolean);
        phraseKeys.set(phrase, keys);
      }
      if (!keys.length || (best && keys.length <= best.used.size)) continue;
      const used = new Set<number>();
      let at = 0;
      for (const key of keys) {
        while (at < typed.length && !sameKey(typed[at].key, key)) at++;
        if (at === typed.length) break;
        used.add(typed[at].index);
        at++;
      }
      if (used.size === keys.length) best = {need, used};
    }
  }
  if (!best) return null;
  const used = best.used;
  return {
    targets: best.need.targets,
    rest: typed.filter(({index}) => !used.has(index)).map(({word}) => word),
  };
}

/** Search syntax typed on purpose (tag:, title:, quotes, OR) is the shopper's to keep. */
function isSearchSyntax(typed: string): boolean {
  return /[:"()*]|\sOR\s|(^|\s)-\S/.test(typed);
}

function understandWords(
  input: string,
  vocabulary: Vocabulary,
  language: string,
  primaryLanguage: string,
): Understanding {
  const typed = cleanQuery(input);
  const plain: Understanding = {
    typed,
    queries: typed ? [typed] : [],
    correction: null,
  };
  if (!typed || isSearchSyntax(typed)) return plain;
  const reader = new Reader(vocabulary, language, primaryLanguage);
  const words = wordsOf(typed);
  const units: Unit[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next] = [words[i], words[i + 1]];
    // sun screen → sunscreen: two typed words that the catalogue writes as one.
    if (
      next &&
      !(reader.isWord(word) && reader.isWord(next)) &&
      !HINDI_FILLERS.has(word) &&
      !HINDI_FILLERS.has(next)
    ) {
      const joined = `${word}${next}`;
      if (reader.isWord(joined)) {
        units.push({
          raw: `${word} ${next}`,
          known: false,
          alternatives: [joined],
          shown: joined,
          silent: false,
          dropped: false,
        });
        i++;
        continue;
      }
    }
    units.push(readUnit(reader, word));
  }

  const changed = units.some((u) => u.dropped || u.alternatives.length);
  if (!changed)
    return {
      ...plain,
      queries:
        units.some((u) => !u.known) && units.length > 1
          ? [typed, relaxed(units)]
          : [typed],
    };

  let budget = MAX_QUERY_TERMS;
  const groups: string[] = [];
  for (const unit of units) {
    if (unit.dropped) continue;
    const alternatives = unit.alternatives.slice(0, Math.max(0, budget - 1));
    budget -= 1 + alternatives.length;
    const typedTerm = syntax(unit.raw);
    groups.push(
      alternatives.length
        ? `(${[typedTerm, ...alternatives].join(' OR ')})`
        : typedTerm,
    );
  }
  const queries = [groups.join(' ')];
  if (groups.length > 1) queries.push(groups.join(' OR '));
  const corrected = units.some(
    (u) => u.dropped || (u.alternatives.length && !u.silent),
  );
  const correction = corrected
    ? units
        .filter((u) => !u.dropped)
        .map((u) => (u.silent ? u.raw : (u.shown ?? u.raw)))
        .join(' ')
    : null;
  return {
    typed,
    queries: queries.filter((q) => q.trim()),
    correction:
      correction && correction !== typed.toLowerCase() ? correction : null,
  };
}

/** Any of the words: tried when all of them together find nothing (neend ki goli). */
function relaxed(units: Unit[]): string {
  return units.map((u) => syntax(u.raw)).join(' OR ');
}

/** Searches to offer when nothing matched: catalogue words that sound near the typed ones, else the main product types. */
export function suggestSearches(
  input: string,
  vocabulary: Vocabulary,
  language: string,
  primaryLanguage = language,
  count = 5,
): string[] {
  const reader = new Reader(vocabulary, language, primaryLanguage);
  const near: Array<{text: string; score: number}> = [];
  for (const word of wordsOf(cleanQuery(input)).slice(0, 3)) {
    const key = phoneticKey(word);
    if (key.length < 3) continue;
    for (const candidate of vocabulary.fuzzyKeys) {
      const d = distance(candidate, key);
      if (d > Math.max(1, Math.floor(key.length / 3))) continue;
      for (const term of vocabulary.byKey.get(candidate)!) {
        const text = reader.inLanguage(term);
        if (text && !text.includes(' '))
          near.push({text, score: d * 1000 - term.products.length});
      }
    }
  }
  const texts = near.sort((a, b) => a.score - b.score).map((n) => n.text);
  const types = vocabulary
    .topTypes(language, count)
    .map((type) => type.toLowerCase());
  return [...new Set([...texts, ...types])].slice(0, count);
}
