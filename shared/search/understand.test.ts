import {describe, expect, it} from 'vitest';
import {
  buildVocabulary,
  parseSynonyms,
  type CatalogueProduct,
} from './vocabulary';
import {
  cleanQuery,
  MAX_QUERY_CHARS,
  MAX_QUERY_TERMS,
  MAX_QUERY_WORDS,
  suggestSearches,
  understandQuery,
} from './understand';
import {phoneticKey, romanise} from './transliterate';

const product = (
  id: number,
  title: string,
  productType: string,
  tags: string[] = [],
): CatalogueProduct => ({
  id: `gid://shopify/Product/${id}`,
  title,
  productType,
  tags,
  vendor: 'Blade & Balm',
});

const grooming = buildVocabulary(
  [
    {
      language: 'en',
      products: [
        product(1, 'Full Body Trimmer for Men', 'Trimmer', ['trimmer']),
        product(2, 'Beard Trimmer T1', 'Trimmer', ['trimmer', 'beard']),
        product(3, 'Precision 5 Blade Razor', 'Razor', ['razor']),
        product(4, 'Charcoal Face Wash', 'Skin Care', ['face-wash']),
        product(5, 'After Shave Balm', 'After Shave', ['after-shave']),
        product(6, 'SPF 50 Sunscreen Gel', 'Skin Care'),
        product(7, 'Aqua Rush Deodorant', 'Deodorant', ['deo']),
        product(8, 'Classic Beard Oil', 'Beard Care', ['beard']),
        product(9, 'Legend Eau de Parfum', 'Perfume', ['perfume']),
      ],
    },
  ],
  'itr, attar => perfume\ndadhi, daadhi => beard\ntel => oil',
);

const gum = buildVocabulary(
  [
    {
      language: 'en',
      products: [
        product(1, 'Nicotine Gum 2mg – Cinnamon', 'Nicotine Gum'),
        product(2, 'Nicotine Gum 2mg – Orange', 'Nicotine Gum'),
        product(3, 'Nicotine Gum 2mg – Elaichi', 'Nicotine Gum'),
        product(4, 'Nicotine Gum 2mg – Fresh Mint', 'Nicotine Gum'),
        product(5, 'Sleep Well Gummies', 'Supplement'),
      ],
    },
    {
      language: 'hi',
      products: [
        product(1, 'निकोटीन गम 2mg – दालचीनी', 'Nicotine Gum'),
        product(2, 'निकोटीन गम 2mg – संतरा', 'Nicotine Gum'),
        product(3, 'निकोटीन गम 2mg – इलायची', 'Nicotine Gum'),
        product(4, 'निकोटीन गम 2mg – फ्रेश मिंट', 'Nicotine Gum'),
        product(5, 'स्लीप वेल गमीज़', 'Supplement'),
      ],
    },
  ],
  'pudina => mint\nneend => sleep\ncardamom => elaichi',
);

const en = (query: string, vocabulary = grooming) =>
  understandQuery(query, vocabulary, 'en');

describe('Hindi romanisation (Sanscript adapted to Hindi)', () => {
  it('drops the inherent vowel where Hindi does, keeps nasals and long vowels readable', () => {
    expect(romanise('दालचीनी')).toBe('daalcheenee');
    expect(romanise('संतरा')).toBe('santraa');
    expect(romanise('नींद')).toBe('neend');
    expect(romanise('बाल')).toBe('baal');
    expect(romanise('सनस्क्रीन')).toBe('sanskreen');
  });

  it('gives Hinglish spellings and Devanagari one key', () => {
    expect(phoneticKey('neend')).toBe(phoneticKey('नींद'));
    expect(phoneticKey('dalchini')).toBe(phoneticKey('दालचीनी'));
    expect(phoneticKey('daadhi')).toBe(phoneticKey('dadhi'));
    expect(phoneticKey('coffee')).toBe(phoneticKey('कॉफ़ी'));
  });
});

describe('understandQuery', () => {
  it('sends catalogue words and exact titles as typed, with no correction', () => {
    expect(en('Full Body Trimmer for Men')).toEqual({
      typed: 'Full Body Trimmer for Men',
      queries: ['Full Body Trimmer for Men'],
      correction: null,
    });
    // A word being typed in the overlay is the start of a catalogue word: left alone.
    expect(en('trimm').queries).toEqual(['trimm']);
  });

  it('corrects words one or two letters off (five letters or more)', () => {
    expect(en('trimer')).toMatchObject({
      queries: ['(trimer OR trimmer)'],
      correction: 'trimmer',
    });
    expect(en('razer')).toMatchObject({
      queries: ['(razer OR razor)'],
      correction: 'razor',
    });
    expect(en('deodrant')).toMatchObject({correction: 'deodorant'});
    // Short words are not guessed at.
    expect(en('rzr').correction).toBeNull();
  });

  it('splits joined words and joins split ones', () => {
    expect(en('facewash')).toMatchObject({
      queries: ['(facewash OR "face wash")'],
      correction: 'face wash',
    });
    expect(en('aftershave').correction).toBe('after shave');
    expect(en('sun screen')).toMatchObject({
      queries: ['("sun screen" OR sunscreen)'],
      correction: 'sunscreen',
    });
  });

  it('applies the merchant synonyms and drops Hindi function words', () => {
    expect(en('itr')).toMatchObject({
      queries: ['(itr OR perfume)'],
      correction: 'perfume',
    });
    expect(en('dadhi ka tel')).toMatchObject({
      queries: [
        '(dadhi OR beard) (tel OR oil)',
        '(dadhi OR beard) OR (tel OR oil)',
      ],
      correction: 'beard oil',
    });
  });

  it('adds the singular of a plural silently', () => {
    expect(en('trimmers')).toEqual({
      typed: 'trimmers',
      queries: ['(trimmers OR trimmer)'],
      correction: null,
    });
  });

  it('reads Devanagari for English titles', () => {
    expect(en('ट्रिमर')).toMatchObject({
      queries: ['(ट्रिमर OR trimmer)'],
      correction: 'trimmer',
    });
    // Every vowel spelt another way: the consonants still agree.
    expect(en('डियोडरेंट').correction).toBe('deodorant');
  });

  it('maps Hinglish and Devanagari to the page language through the catalogue translations', () => {
    expect(understandQuery('dalchini', gum, 'en')).toMatchObject({
      queries: ['(dalchini OR cinnamon)'],
      correction: 'cinnamon',
    });
    expect(understandQuery('santra', gum, 'en').correction).toBe('orange');
    expect(understandQuery('दालचीनी', gum, 'en').correction).toBe('cinnamon');
    expect(understandQuery('dalchini', gum, 'hi', 'en')).toMatchObject({
      queries: ['(dalchini OR दालचीनी)'],
      correction: 'दालचीनी',
    });
    expect(understandQuery('ilaichi', gum, 'en').correction).toBe('elaichi');
    expect(understandQuery('pudina', gum, 'en').correction).toBe('mint');
    expect(understandQuery('neend', gum, 'en').correction).toBe('sleep');
    expect(understandQuery('cardamom', gum, 'en').correction).toBe('elaichi');
  });

  it('falls back to any of the words when all of them find nothing', () => {
    expect(understandQuery('neend ki goli', gum, 'en').queries).toEqual([
      '(neend OR sleep) goli',
      '(neend OR sleep) OR goli',
    ]);
  });

  it('keeps search syntax typed on purpose', () => {
    expect(en('tag:beard').queries).toEqual(['tag:beard']);
  });
});

describe('bounded input', () => {
  it('turns control characters into spaces and cuts long input at a word', () => {
    expect(cleanQuery('tri\u0000mer\u202e\n  razor')).toBe('tri mer razor');
    const long = cleanQuery('trimer '.repeat(400));
    expect(long.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(long.split(' ')).toHaveLength(MAX_QUERY_WORDS);
    expect(cleanQuery('x'.repeat(2000))).toHaveLength(MAX_QUERY_CHARS);
  });

  it('never fans 200 misspelt words out into more than MAX_QUERY_TERMS search terms', () => {
    const {queries} = en(
      Array.from({length: 200}, () => 'trimer deodrant razer').join(' '),
    );
    for (const query of queries)
      expect(query.split(/\s+OR\s+|\s+/).length).toBeLessThanOrEqual(
        MAX_QUERY_TERMS,
      );
  });
});

describe('synonym table', () => {
  it('reads one rule a line and skips comments and malformed lines', () => {
    const table = parseSynonyms(
      '# comment\nitr, attar => perfume, fragrance\nbroken line\na => b => c\n => x',
    );
    expect(table.get(phoneticKey('attar'))).toEqual(['perfume', 'fragrance']);
    expect(table.size).toBe(2);
  });
});

describe('suggestSearches', () => {
  it('offers near catalogue words, then the main product types', () => {
    expect(suggestSearches('trimmmmer', grooming, 'en')).toContain('trimmer');
    expect(suggestSearches('zzzz', grooming, 'en')[0]).toBe('skin care');
    // Untranslated product types: the page language's shared title words instead.
    expect(suggestSearches('zzzz', gum, 'hi', 'en')[0]).toBe('निकोटीन गम');
  });
});

describe('needs (the merchant’s search.needs table, decision 120)', () => {
  const needs = [
    '# comment',
    'razor ke daane, razor bumps, रेज़र के दाने => after shave balm, sensitive',
    'office ke liye khushbu, office perfume => eau de parfum, deodorant',
    'beard growth => beard growth serum, beard oil',
    'muh se badbu, bad breath, मुँह से बदबू => mint',
    'bad line without arrow',
  ].join('\n');
  const catalogue = [
    {
      language: 'en',
      products: [
        product(5, 'After Shave Balm', 'After Shave', ['after-shave']),
        product(7, 'Aqua Rush Deodorant', 'Deodorant', ['deo']),
        product(8, 'Classic Beard Oil', 'Beard Care', ['beard']),
        product(10, 'Beard Growth Serum', 'Beard Care', ['beard']),
        product(9, 'Legend Eau de Parfum', 'Perfume', ['perfume']),
      ],
    },
  ];
  const synonyms = 'dadhi => beard\ntel => oil';
  const groomingNeeds = buildVocabulary(catalogue, synonyms, needs);

  it('reads the table: phrases and targets, comments and bad lines skipped', () => {
    expect(groomingNeeds.needs).toHaveLength(4);
    expect(groomingNeeds.needs[0].targets).toEqual([
      'after shave balm',
      'sensitive',
    ]);
  });

  it('a need typed in Hinglish, Hindi or English searches what meets it, and says so', () => {
    for (const typed of [
      'razor ke daane',
      'razor ke dane',
      'रेज़र के दाने',
      'razor bumps',
    ])
      expect(en(typed, groomingNeeds)).toMatchObject({
        queries: expect.arrayContaining(['("after shave balm" OR sensitive)']),
        correction: 'after shave balm, sensitive',
      });
    expect(en('office ke liye khushbu chahiye', groomingNeeds).queries[0]).toBe(
      '("eau de parfum" OR deodorant)',
    );
  });

  it('extra words narrow a need first, then the need alone is tried', () => {
    expect(en('bad breath at work', groomingNeeds).queries.slice(0, 2)).toEqual(
      ['(mint) at work', '(mint)'],
    );
  });

  it('a query the catalogue knows word for word is tried as typed first', () => {
    expect(en('beard growth', groomingNeeds).queries).toEqual([
      'beard growth',
      '("beard growth serum" OR "beard oil")',
    ]);
  });

  it('no need matches: the understanding is what it was', () => {
    expect(en('dadhi ka tel', groomingNeeds)).toEqual(
      en('dadhi ka tel', buildVocabulary(catalogue, synonyms)),
    );
    expect(en('after', groomingNeeds).correction).toBeNull();
  });
});
