/**
 * Each shop's search synonym table as its merchant keeps it: the shop metafield `search.synonyms`
 * (multi-line text, one `words => words` rule a line), which the storefronts' query understanding reads
 * (shared/search/vocabulary.ts, parseSynonyms). The backend's own search never reads it: Shopify's does not.
 */
import type {MetafieldSeed} from '../data/seed-writer.ts';

const table = (lines: string[]): MetafieldSeed => ({
  namespace: 'search',
  key: 'synonyms',
  type: 'multi_line_text_field',
  value: lines.join('\n'),
});

export const SEARCH_SYNONYMS: Record<'grooming' | 'gum', MetafieldSeed> = {
  grooming: table([
    '# Hindi and Hinglish words shoppers type => the words our catalogue uses',
    'itr, attar, ittar, ittr, khushbu, scent => perfume',
    'dadhi, daadhi, darhi, daari => beard',
    'moonch, mooch => beard',
    'tel => oil',
    'baal, bal => hair',
    'ustra, ustara => razor',
    'machine => trimmer',
    'saabun, sabun => wash',
    'chehra => face',
    'cologne, edp => perfume',
  ]),
  gum: table([
    '# Hindi and Hinglish words shoppers type => the words our catalogue uses',
    'pudina, pudeena, podina, peppermint => mint',
    'cardamom => elaichi',
    'neend, nidra => sleep',
    'baal, bal, kesh => hair',
    'twacha, tvacha, chehra => skin',
    'saunf, supari, gulkand => paan',
    'phal, fal => fruit',
    'narangi => orange',
    'cigarette, bidi, beedi, smoking, tambaku, tobacco, gutka, gutkha => nicotine',
    'chewing gum, chuingum => gum',
  ]),
};
