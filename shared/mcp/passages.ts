/**
 * search_policies_and_faqs: the few passages (FAQ answers, policy and page paragraphs) that answer a
 * question, best first, each with its page; never every policy at once (decision 120). Pure: the
 * passages come in; scoring is word overlap by phonetic key, the question's rarer words weighing more.
 */
import {hasDevanagari, phoneticKey, romanise} from '../search/transliterate';
import {wordsOf} from '../search/vocabulary';

export interface Passage {
  title: string;
  text: string;
  /** Absolute URL of the page it is on. */
  url: string;
  kind: 'faq' | 'policy' | 'page';
}

/** Passages answered at most, and the characters kept of each. */
export const MAX_PASSAGES = 3;
export const MAX_PASSAGE_CHARS = 600;

/** Words too common to tell passages apart (English and Hindi). */
const STOP = new Set(
  (
    'a an and are as at be by can do does for from have how i if in is it me my of on or our the to ' +
    'what when where which who why will with you your we us this that there get ka ki ke ko se me mein ' +
    'hai kya kaise kab kitna kitne liye aur main mujhe mera meri का की के को से में है क्या कैसे कब ' +
    'कितना कितने लिए और मैं मुझे मेरा मेरी हैं हूँ'
  ).split(' '),
);

/** Words that ask the same thing (a shopper's word → the policy's word), in both languages. */
const ALIASES: Record<string, string[]> = {
  return: ['refund', 'exchange', 'wapas', 'vapas', 'वापसी'],
  refund: ['return', 'paisa', 'पैसा', 'रिफ़ंड'],
  wapas: ['return', 'refund'],
  vapas: ['return', 'refund'],
  वापसी: ['return', 'refund'],
  delivery: ['shipping', 'ship', 'dispatch', 'courier', 'डिलीवरी'],
  shipping: ['delivery', 'ship', 'dispatch'],
  डिलीवरी: ['delivery', 'shipping', 'शिपिंग'],
  cod: ['cash', 'delivery'],
  cash: ['cod'],
  privacy: ['data', 'personal'],
  cancel: ['cancellation', 'cancelled'],
};

const keyOf = (word: string) =>
  phoneticKey(hasDevanagari(word) ? romanise(word) : word);

function stem(word: string): string {
  return word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word;
}

function questionKeys(question: string): string[] {
  const keys = new Set<string>();
  for (const word of wordsOf(question)) {
    if (STOP.has(word)) continue;
    for (const alias of [word, ...(ALIASES[word] ?? [])])
      keys.add(keyOf(stem(alias)));
  }
  return [...keys].filter(Boolean);
}

/** Paragraphs of an HTML body as plain text (tags dropped, entities of everyday text read). */
export function paragraphsOf(html: string): string[] {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .split(/<\/(?:p|li|h[1-6]|div)>|<br\s*\/?>|\n{2,}/i)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;|&rsquo;/g, '’')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => part.length >= 20);
}

export function bestPassages(
  question: string,
  passages: readonly Passage[],
  count = MAX_PASSAGES,
): Passage[] {
  const wanted = questionKeys(question);
  if (!wanted.length) return [];
  const keyed = passages.map((passage) => ({
    passage,
    keys: new Set(
      wordsOf(`${passage.title} ${passage.text}`).map((w) => keyOf(stem(w))),
    ),
    titleKeys: new Set(wordsOf(passage.title).map((w) => keyOf(stem(w)))),
  }));
  // A word most passages have says little: weigh each by how rare it is.
  const weight = new Map(
    wanted.map((key) => {
      const having = keyed.filter((k) => k.keys.has(key)).length;
      return [key, having ? Math.log(1 + keyed.length / having) : 0];
    }),
  );
  return keyed
    .map(({passage, keys, titleKeys}) => ({
      passage,
      score: wanted.reduce(
        (sum, key) =>
          sum +
          (keys.has(key) ? weight.get(key)! : 0) +
          (titleKeys.has(key) ? weight.get(key)! / 2 : 0),
        0,
      ),
    }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({passage}) => ({
      ...passage,
      text:
        passage.text.length > MAX_PASSAGE_CHARS
          ? `${passage.text.slice(0, MAX_PASSAGE_CHARS - 1).replace(/\s+\S*$/, '')}…`
          : passage.text,
    }));
}
