/**
 * Hindi in Latin letters, the way shoppers type it (decision 64).
 *
 * Sanscript maps Devanagari letter by letter, as Sanskrit is read: every consonant keeps its inherent
 * 'a' (दालचीनी → dālacīnī). Hindi drops most of them, so before Sanscript runs we add the virama where
 * Hindi speakers drop the vowel (दालचीनी → dālcīnī), then fold the result to plain ASCII (dalchini).
 * `phoneticKey` then forgets what Hinglish spellings disagree on (ee/i, aa/a, doubled letters, w/v, z/j).
 */
import Sanscript from '@indic-transliteration/sanscript';

const VIRAMA = '\u094D';
const NUKTA = '\u093C';
/** Anusvara, chandrabindu, visarga: a schwa carrying one of them is sounded (सं in संतरा). */
const MODIFIERS = /[\u0900-\u0903]/u;
const CONSONANT = /[\u0915-\u0939\u0958-\u095F\u0978-\u097F]/u;
/** Dependent vowel signs (matras). */
const MATRA =
  /[\u093A\u093B\u093E-\u094C\u094E\u094F\u0955-\u0957\u0962\u0963]/u;
const DEVANAGARI = /[\u0900-\u097F]/u;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

interface Akshara {
  text: string;
  consonant: boolean;
  /** A consonant with no vowel sign and no virama: it carries the inherent 'a'. */
  schwa: boolean;
  /** The inherent vowel is nasal or followed by a visarga: never dropped. */
  modified: boolean;
}

/** Splits one Devanagari word into written syllables (consonant + signs, or an independent vowel). */
function aksharas(word: string): Akshara[] {
  const out: Akshara[] = [];
  for (const char of word) {
    const last = out[out.length - 1];
    if (last?.consonant && last.text.endsWith(VIRAMA) && CONSONANT.test(char)) {
      // A conjunct (स्क्री in सनस्क्रीन): the next consonant joins the syllable and carries its vowel.
      last.text += char;
      last.schwa = true;
      continue;
    }
    if (
      CONSONANT.test(char) ||
      !last ||
      !(MATRA.test(char) || char === VIRAMA || MODIFIERS.test(char))
    ) {
      const consonant = CONSONANT.test(char);
      out.push({text: char, consonant, schwa: consonant, modified: false});
      continue;
    }
    last.text += char;
    if (MATRA.test(char) || char === VIRAMA) last.schwa = false;
    if (MODIFIERS.test(char)) last.modified = true;
  }
  return out;
}

const soundsVowel = (a: Akshara | undefined) =>
  Boolean(a && (!a.consonant || !a.text.endsWith(VIRAMA)));
const isConsonantWithVowel = (a: Akshara | undefined) =>
  Boolean(a && a.consonant && !a.text.endsWith(VIRAMA));

/**
 * Hindi schwa deletion on one word: the word-final inherent vowel goes (बाल → बाल्), and a medial one
 * goes in a vowel-consonant_consonant-vowel context, scanning from the right (दालचीनी → दाल्चीनी,
 * संतरा → संत्रा). Words of one syllable keep theirs.
 */
export function dropInherentVowels(word: string): string {
  const parts = aksharas(word);
  if (parts.length < 2) return word;
  const last = parts[parts.length - 1];
  if (last.schwa && !last.modified) {
    last.text += VIRAMA;
    last.schwa = false;
  }
  for (let i = parts.length - 2; i > 0; i--) {
    const part = parts[i];
    if (!part.schwa || part.modified) continue;
    if (soundsVowel(parts[i - 1]) && isConsonantWithVowel(parts[i + 1])) {
      part.text += VIRAMA;
      part.schwa = false;
    }
  }
  return parts.map((p) => p.text).join('');
}

/** Letters Sanscript's Sanskrit tables lack, as Hindi writers mean them. */
function normaliseHindiLetters(text: string): string {
  return text
    .normalize('NFD')
    .replaceAll(NUKTA, '') // ज़ फ़ ड़ ढ़: shoppers write z/j, f/ph, d/r alike; the key folds them anyway
    .replaceAll('\u0949', '\u094B') // ॉ (candra o, कॉफ़ी) → ो
    .replaceAll('\u0945', '\u0947') // ॅ → े
    .replaceAll('\u0911', '\u0913') // ऑ → ओ
    .replaceAll('\u0901', '\u0902'); // chandrabindu → anusvara: both are a nasal vowel
}

/** IAST (Sanscript's output) to the ASCII spelling Hinglish typists use. */
const IAST_TO_HINGLISH: Array<[RegExp, string]> = [
  [/ch/g, 'chh'], // छ (IAST ch) before च (IAST c)
  [/c/g, 'ch'],
  [/[śṣ]/g, 'sh'],
  [/ṃ(?=[pbm])/g, 'm'],
  [/[ṃṅñṇ]/g, 'n'],
  [/ṛ/g, 'ri'],
  [/ā/g, 'aa'],
  [/ī/g, 'ee'],
  [/ū/g, 'oo'],
];

/** A Devanagari word or phrase in Hinglish Latin spelling (दालचीनी → daalcheenee). Latin text passes through. */
export function romanise(text: string): string {
  if (!hasDevanagari(text)) return text.toLowerCase();
  const words = normaliseHindiLetters(text).split(/(\s+)/u);
  const hindi = words
    .map((w) => (hasDevanagari(w) ? dropInherentVowels(w) : w))
    .join('');
  let latin = Sanscript.t(hindi, 'devanagari', 'iast').toLowerCase();
  for (const [pattern, to] of IAST_TO_HINGLISH)
    latin = latin.replace(pattern, to);
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u0964\u0965]/gu, ' ');
}

const KEY_RULES: Array<[RegExp, string]> = [
  [/[^a-z0-9]/g, ''],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/c(?=[eiy])/g, 's'],
  [/c(?!h)/g, 'k'],
  [/([bdgjkt])h/g, '$1'], // aspiration: dadhi/dadi, bhringraj/bringraj
  [/sh/g, 's'],
  [/(ee|ii|ie)/g, 'i'],
  [/(oo|uu)/g, 'u'],
  [/aa/g, 'a'],
  [/([a-z])\1+/g, '$1'],
  [/(?<=.{3}[^aeiou])e$/, ''], // a silent final e (perfume → perfum)
];

/**
 * What Hinglish and English spellings of one word share: `neend`, `nind` and नींद have one key; so
 * do `trimmer` and `trimer`, `coffee` and कॉफ़ी. Only for matching, never shown.
 */
export function phoneticKey(word: string): string {
  let key = romanise(word)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  for (const [pattern, to] of KEY_RULES) key = key.replace(pattern, to);
  return key;
}
