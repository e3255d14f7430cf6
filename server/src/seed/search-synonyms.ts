/**
 * Each shop's search synonym table as its merchant keeps it: the shop metafield `search.synonyms`
 * (multi-line text, one `words => words` rule a line), which the storefronts' query understanding reads
 * (shared/search/vocabulary.ts, parseSynonyms). The backend's own search never reads it: Shopify's does not.
 */
import type {MetafieldSeed} from '../data/seed-writer.ts';

const table = (lines: string[], key = 'synonyms'): MetafieldSeed => ({
  namespace: 'search',
  key,
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

/**
 * Each shop's needs table, beside the synonyms: the shop metafield `search.needs`, one rule a line,
 * `how shoppers say a need, … => catalogue words that meet it, …` (shared/search/vocabulary.ts,
 * parseNeeds; decision 120). The merchant edits it like the synonyms; no query is written in code.
 */
export const SEARCH_NEEDS: Record<'grooming' | 'gum', MetafieldSeed> = {
  grooming: table(
    [
      '# Needs shoppers describe (English, Hinglish, Hindi) => catalogue words that meet them, best first',
      'razor ke daane, razor ke dane, razor bumps, razor burn, shaving rash, shave ke baad jalan, रेज़र के दाने, शेविंग के बाद जलन => after shave balm, aloe vera, sensitive',
      'office ke liye khushbu, office ke liye perfume, office perfume, office fragrance, daily perfume, ऑफ़िस के लिए ख़ुशबू, ऑफिस के लिए खुशबू => eau de parfum, deodorant',
      'dry skin ke liye, dry skin, rukhi twacha, rukhi skin, रूखी त्वचा => moisturiser, night cream, lip balm',
      'beard growth, dadhi badhani hai, dadhi nahi aati, patchy beard, दाढ़ी बढ़ानी है => beard growth serum, beard oil',
      'oily skin, chipchipi skin, तैलीय त्वचा => oil control, charcoal',
      'pimples, acne, muhase, muhaase, मुँहासे => neem, charcoal face wash',
      'pasine ki badbu, body odour, body odor, sweat smell, पसीने की बदबू => deodorant, body spray',
    ],
    'needs',
  ),
  gum: table(
    [
      '# Needs shoppers describe (English, Hinglish, Hindi) => catalogue words that meet them, best first',
      'muh se badbu, munh se badbu, muh ki badbu, mooh ki badbu, bad breath, mouth smell, मुँह से बदबू, मुंह से बदबू, मुँह की बदबू => mint, fresh',
      'bidi chhodni hai, bidi chodni hai, bidi chhodna, beedi chhodni, cigarette chhodni hai, sigret chhodna, smoking chhodna, quit smoking, stop smoking, बीड़ी छोड़नी है, सिगरेट छोड़नी है => quit smoking starter kit, nicotine gum',
      'gutka chhodna, tambaku chhodna, quit tobacco, तंबाकू छोड़ना, गुटखा छोड़ना => nicotine gum',
      'neend nahi aati, insomnia, cannot sleep, नींद नहीं आती => sleep',
      'baal jhad rahe, baal girna, hair fall, बाल झड़ रहे, बाल झड़ना => hair strength',
      'dry skin ke liye, dry skin, dull skin, rukhi twacha, रूखी त्वचा => skin glow',
    ],
    'needs',
  ),
};
