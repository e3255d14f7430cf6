/** QuitPop (gum shop) products in English, with Hindi ('hi') translations. */
import type {
  ImageSeed,
  ProductSeed,
  VariantSeed,
} from '../../data/seed-writer.ts';
import {
  html,
  productImages,
  ratingMetafields,
  rs,
  daysAgo,
  type Palette,
} from '../common.ts';

export const GUM_BRAND = 'QuitPop';
const MARK = 'QUITPOP';

export interface Translated {
  en: string;
  hi: string;
}

/** An option's Hindi name and its values' Hindi text, keyed by the English value. */
export interface TranslatedOption {
  name: string;
  values: Record<string, string>;
}

export interface GumProductDef {
  seed: ProductSeed;
  hi: {
    title: string;
    description: string;
    descriptionHtml: string;
    seoTitle: string;
    seoDescription: string;
    byline: string;
    /** Hindi option names and values, in the order of `seed.options`. */
    options: TranslatedOption[];
  };
  /** Collections (handles) the product belongs to, in addition to 'all'. */
  collections: string[];
}

interface Flavour {
  slug: string;
  name: Translated;
  notes: Translated;
  palette: Palette;
  soldOut?: boolean;
  rating: number;
  reviews?: number;
  rank: number;
}

export const FLAVOURS: Flavour[] = [
  {
    slug: 'fresh-mint',
    name: {en: 'Fresh Mint', hi: 'फ्रेश मिंट'},
    notes: {en: 'a cool, clean peppermint', hi: 'ठंडा और ताज़ा पुदीना'},
    palette: {bg: ['#e3f6ef', '#9fd9c3'], body: '#0f6b52', accent: '#e9fbf4'},
    rating: 4.6,
    reviews: 3120,
    rank: 1,
  },
  {
    slug: 'paan',
    name: {en: 'Paan', hi: 'पान'},
    notes: {
      en: 'the familiar sweet paan with gulkand and fennel',
      hi: 'गुलकंद और सौंफ़ वाला जाना-पहचाना मीठा पान',
    },
    palette: {bg: ['#eaf4dd', '#b5d58e'], body: '#3f6b1d', accent: '#f3e6b3'},
    rating: 4.5,
    reviews: 2260,
    rank: 2,
  },
  {
    slug: 'cinnamon',
    name: {en: 'Cinnamon', hi: 'दालचीनी'},
    notes: {en: 'warm, sweet cinnamon spice', hi: 'गरम और मीठी दालचीनी'},
    palette: {bg: ['#f6e6da', '#dcae8a'], body: '#8a3b12', accent: '#f8e3c8'},
    rating: 4.4,
    reviews: 980,
    rank: 4,
  },
  {
    slug: 'orange',
    name: {en: 'Orange', hi: 'संतरा'},
    notes: {
      en: 'juicy, tangy Nagpur orange',
      hi: 'रसीला और खट्टा-मीठा नागपुरी संतरा',
    },
    palette: {bg: ['#fff0dc', '#ffc27a'], body: '#d9660b', accent: '#fff4e3'},
    rating: 4.3,
    reviews: 744,
    rank: 5,
  },
  {
    slug: 'elaichi',
    name: {en: 'Elaichi', hi: 'इलायची'},
    notes: {
      en: 'fragrant green cardamom, like the last sip of masala chai',
      hi: 'हरी इलायची की ख़ुशबू, मसाला चाय के आख़िरी घूँट जैसी',
    },
    palette: {bg: ['#eef3e2', '#c5d69d'], body: '#56702a', accent: '#f4f1dc'},
    rating: 4.5,
    reviews: 1310,
    rank: 3,
  },
  {
    slug: 'mixed-fruit',
    name: {en: 'Mixed Fruit', hi: 'मिक्स्ड फ्रूट'},
    notes: {
      en: 'a burst of berries, mango and pineapple',
      hi: 'बेरी, आम और अनानास का मज़ेदार मेल',
    },
    palette: {bg: ['#fbe4ec', '#f0a3bd'], body: '#b0234f', accent: '#fff0f5'},
    rating: 4.2,
    rank: 6,
  },
  {
    slug: 'coffee',
    name: {en: 'Coffee', hi: 'कॉफ़ी'},
    notes: {
      en: 'rich roasted South Indian filter coffee',
      hi: 'भुनी हुई दक्षिण भारतीय फ़िल्टर कॉफ़ी',
    },
    palette: {bg: ['#efe3d3', '#c7a580'], body: '#4a2e20', accent: '#f3e2c7'},
    soldOut: true,
    rating: 4.4,
    reviews: 512,
    rank: 8,
  },
];

export const PACK_SIZES = [
  {en: 'Pack of 1 (10 pieces)', hi: '1 पैक (10 पीस)', price: 149, mrp: 175},
  {en: 'Pack of 3 (30 pieces)', hi: '3 पैक (30 पीस)', price: 399, mrp: 525},
  {en: 'Pack of 6 (60 pieces)', hi: '6 पैक (60 पीस)', price: 749, mrp: 1050},
];
const VALUE_PACK_SIZES = [
  ...PACK_SIZES,
  {
    en: 'Pack of 10 (100 pieces)',
    hi: '10 पैक (100 पीस)',
    price: 1149,
    mrp: 1750,
  },
];

/** Option names in Hindi (the English names are the stored ones). */
const OPTION_NAMES_HI = {
  packSize: 'पैक साइज़',
  strength: 'स्ट्रेंथ',
  flavour: 'स्वाद',
};

function translatedOption(
  name: string,
  values: readonly Translated[],
): TranslatedOption {
  return {name, values: Object.fromEntries(values.map((v) => [v.en, v.hi]))};
}

const GUM_FACTS_EN = [
  'Each piece contains 2mg of nicotine, the WHO-recommended starting strength for people who smoke fewer than 20 cigarettes a day or chew tobacco.',
  'Use the chew-pause-chew method: chew slowly until the taste comes, park the gum between your cheek and gum, and chew again when the taste fades. The flavour fades after 18–20 minutes and a piece can be chewed for up to 30 minutes.',
  'Sugar-free and soft-chew, made in India to a Danish design. Use 6–12 pieces a day and never more than 24. Not for people under 18 or for non-users of tobacco.',
];
const GUM_FACTS_HI = [
  'हर पीस में 2mg निकोटीन है, जो WHO द्वारा सुझाई गई शुरुआती मात्रा है, उन लोगों के लिए जो दिन में 20 से कम सिगरेट पीते हैं या तंबाकू चबाते हैं।',
  'चबाओ-रुको-चबाओ तरीका अपनाएँ: स्वाद आने तक धीरे-धीरे चबाएँ, फिर गम को गाल और मसूड़े के बीच रख दें, और स्वाद फीका पड़ने पर फिर से चबाएँ। स्वाद 18–20 मिनट में फीका पड़ता है और एक पीस 30 मिनट तक चबाया जा सकता है।',
  'शुगर-फ़्री और सॉफ़्ट-च्यू, डेनिश डिज़ाइन पर भारत में बना। दिन में 6–12 पीस लें और 24 से ज़्यादा कभी नहीं। 18 साल से कम उम्र के लोगों और तंबाकू का सेवन न करने वालों के लिए नहीं।',
];
const GUM_HIGHLIGHTS_EN = [
  '2mg nicotine',
  'Sugar-free',
  'Soft-chew',
  'WHO-approved nicotine replacement therapy',
  'Made in India to a Danish design',
];
const GUM_HIGHLIGHTS_HI = [
  '2mg निकोटीन',
  'शुगर-फ़्री',
  'सॉफ़्ट-च्यू',
  'WHO द्वारा मान्य निकोटीन रिप्लेसमेंट थेरेपी',
  'डेनिश डिज़ाइन पर भारत में बना',
];

const BYLINE = {
  en: 'Sugar-free • Soft-chew • 2mg',
  hi: 'शुगर-फ़्री • सॉफ़्ट-च्यू • 2mg',
};

function htmlHi(paragraphs: string[], bullets: string[]): string {
  return html(paragraphs, bullets);
}

function flavourProduct(f: Flavour): GumProductDef {
  const handle = `nicotine-gum-2mg-${f.slug}`;
  const title = `Nicotine Gum 2mg – ${f.name.en}`;
  const intro = `QuitPop ${f.name.en} nicotine gum tastes of ${f.notes.en} and takes the edge off cravings when you quit smoking or chewing tobacco.`;
  const introHi = `QuitPop ${f.name.hi} निकोटीन गम में ${f.notes.hi} का स्वाद है, जो सिगरेट या तंबाकू छोड़ते समय तलब को कम करता है।`;
  const paragraphs = [intro, ...GUM_FACTS_EN];
  const paragraphsHi = [introHi, ...GUM_FACTS_HI];
  // Up to 10 images on the hero flavour (fresh mint), 3 on the others.
  const count = f.slug === 'fresh-mint' ? 10 : 3;
  const images = productImages({
    shop: 'gum',
    handle,
    kind: 'gumpack',
    palette: f.palette,
    label: f.name.en,
    sublabel: 'Nicotine gum 2mg',
    brand: MARK,
    altText: `QuitPop nicotine gum 2mg, ${f.name.en} flavour`,
    count,
  });
  const variants: VariantSeed[] = PACK_SIZES.map((pack, i) => ({
    optionValues: [pack.en, '2mg'],
    pricePaise: rs(pack.price),
    compareAtPaise: rs(pack.mrp),
    availableForSale: !f.soldOut,
    quantityAvailable: f.soldOut ? 0 : 250 - i * 50,
    sku: `QP-NG2-${f.slug.toUpperCase()}-${[1, 3, 6][i]}`,
    barcode: `89012345${String(FLAVOURS.indexOf(f)).padStart(2, '0')}${i}`,
  }));
  const seoTitle = `${title} | Sugar-free nicotine gum | QuitPop`;
  const seoDescription = `${f.name.en} flavour 2mg nicotine gum: sugar-free, soft-chew, WHO-approved. Helps you quit smoking and chewing tobacco.`;
  return {
    seed: {
      handle,
      title,
      description: paragraphs.join(' '),
      descriptionHtml: html(paragraphs, GUM_HIGHLIGHTS_EN),
      productType: 'Nicotine Gum',
      vendor: GUM_BRAND,
      tags: [
        'nicotine-gum',
        'nrt',
        'quit-smoking',
        'quit-chewing',
        '2mg',
        `flavour-${f.slug}`,
        'sugar-free',
      ],
      seoTitle,
      seoDescription,
      createdAt: daysAgo(200 - f.rank * 10),
      bestSellingRank: f.rank,
      options: [
        {name: 'Pack Size', values: PACK_SIZES.map((p) => p.en)},
        {name: 'Strength', values: ['2mg']},
      ],
      variants,
      images,
      metafields: [
        ...ratingMetafields(f.rating, f.reviews),
        {
          namespace: 'custom',
          key: 'byline',
          type: 'single_line_text_field',
          value: BYLINE.en,
        },
      ],
    },
    hi: {
      title: `निकोटीन गम 2mg – ${f.name.hi}`,
      description: paragraphsHi.join(' '),
      descriptionHtml: htmlHi(paragraphsHi, GUM_HIGHLIGHTS_HI),
      seoTitle: `निकोटीन गम 2mg – ${f.name.hi} | शुगर-फ़्री निकोटीन गम | QuitPop`,
      seoDescription: `${f.name.hi} स्वाद वाली 2mg निकोटीन गम: शुगर-फ़्री, सॉफ़्ट-च्यू, WHO द्वारा मान्य। सिगरेट और तंबाकू छोड़ने में मदद करती है।`,
      byline: BYLINE.hi,
      options: [
        translatedOption(OPTION_NAMES_HI.packSize, PACK_SIZES),
        translatedOption(OPTION_NAMES_HI.strength, [{en: '2mg', hi: '2mg'}]),
      ],
    },
    collections: ['nicotine-gums', 'nrt', 'quit-smoking', 'quit-chewing'],
  };
}

function valuePack(): GumProductDef {
  const flavours = FLAVOURS.slice(0, 5);
  const handle = 'nicotine-gum-2mg-build-your-pack';
  const images: ImageSeed[] = [];
  // 10 images: each flavour's pack, then each flavour in a 'lifestyle' shot.
  flavours.forEach((f, i) => {
    images.push(
      ...productImages({
        shop: 'gum',
        handle: `${handle}-${f.slug}`,
        kind: 'gumpack',
        palette: f.palette,
        label: f.name.en,
        sublabel: 'Build your pack',
        brand: MARK,
        altText: `QuitPop nicotine gum 2mg, ${f.name.en}`,
        count: 2,
      }).map((image, j) => ({
        ...image,
        path: `gum/products/${handle}-${i * 2 + j + 1}.png`,
      })),
    );
  });
  const variants: VariantSeed[] = [];
  flavours.forEach((f, fi) => {
    VALUE_PACK_SIZES.forEach((pack, pi) => {
      variants.push({
        optionValues: [f.name.en, pack.en],
        pricePaise: rs(pack.price),
        compareAtPaise: rs(pack.mrp),
        sku: `QP-BYP-${f.slug.toUpperCase()}-${pi + 1}`,
        imageIndex: fi * 2,
        quantityAvailable: 120,
      });
    });
  });
  const paragraphs = [
    'Pick your favourite flavour and the pack size that fits your quit plan: the bigger the pack, the lower the price per piece.',
    ...GUM_FACTS_EN.slice(1),
  ];
  const paragraphsHi = [
    'अपना पसंदीदा स्वाद और अपनी क्विट योजना के हिसाब से पैक साइज़ चुनें: पैक जितना बड़ा, प्रति पीस दाम उतना कम।',
    ...GUM_FACTS_HI.slice(1),
  ];
  return {
    seed: {
      handle,
      title: 'Nicotine Gum 2mg – Build Your Pack',
      description: paragraphs.join(' '),
      descriptionHtml: html(paragraphs, GUM_HIGHLIGHTS_EN),
      productType: 'Nicotine Gum',
      vendor: GUM_BRAND,
      tags: [
        'nicotine-gum',
        'nrt',
        'quit-smoking',
        'quit-chewing',
        '2mg',
        'value-pack',
      ],
      seoTitle: 'Build Your Pack – 2mg Nicotine Gum in 5 Flavours | QuitPop',
      seoDescription:
        'Choose from five flavours and four pack sizes of sugar-free 2mg nicotine gum.',
      createdAt: daysAgo(60),
      bestSellingRank: 7,
      options: [
        {name: 'Flavour', values: flavours.map((f) => f.name.en)},
        {name: 'Pack Size', values: VALUE_PACK_SIZES.map((p) => p.en)},
      ],
      variants,
      images,
      metafields: [
        ...ratingMetafields(4.5, 860),
        {
          namespace: 'custom',
          key: 'byline',
          type: 'single_line_text_field',
          value: '5 flavours • 4 pack sizes',
        },
      ],
    },
    hi: {
      title: 'निकोटीन गम 2mg – अपना पैक बनाएँ',
      description: paragraphsHi.join(' '),
      descriptionHtml: html(paragraphsHi, GUM_HIGHLIGHTS_HI),
      seoTitle: 'अपना पैक बनाएँ – 5 स्वादों में 2mg निकोटीन गम | QuitPop',
      seoDescription:
        'शुगर-फ़्री 2mg निकोटीन गम के पाँच स्वादों और चार पैक साइज़ में से चुनें।',
      byline: '5 स्वाद • 4 पैक साइज़',
      options: [
        translatedOption(
          OPTION_NAMES_HI.flavour,
          flavours.map((f) => f.name),
        ),
        translatedOption(OPTION_NAMES_HI.packSize, VALUE_PACK_SIZES),
      ],
    },
    collections: ['nicotine-gums', 'nrt', 'quit-smoking', 'quit-chewing'],
  };
}

function sampler(): GumProductDef {
  const handle = 'nicotine-gum-2mg-seven-flavour-pack';
  const paragraphs = [
    'Cannot decide? The Seven Flavour Pack has one strip of every QuitPop flavour (Fresh Mint, Paan, Cinnamon, Orange, Elaichi, Mixed Fruit and Coffee), 70 pieces in all.',
    'Switching flavours through the day keeps chewing interesting, which helps many people stick with their quit plan for the full three months.',
    ...GUM_FACTS_EN.slice(2),
  ];
  const paragraphsHi = [
    'तय नहीं कर पा रहे? सेवन फ्लेवर पैक में QuitPop के हर स्वाद (फ्रेश मिंट, पान, दालचीनी, संतरा, इलायची, मिक्स्ड फ्रूट और कॉफ़ी) की एक स्ट्रिप है, कुल 70 पीस।',
    'दिन भर में स्वाद बदलते रहने से चबाना दिलचस्प बना रहता है, जिससे कई लोग अपनी तीन महीने की क्विट योजना पर टिके रहते हैं।',
    ...GUM_FACTS_HI.slice(2),
  ];
  return {
    seed: {
      handle,
      title: 'Nicotine Gum 2mg – Seven Flavour Pack',
      description: paragraphs.join(' '),
      descriptionHtml: html(paragraphs, GUM_HIGHLIGHTS_EN),
      productType: 'Nicotine Gum',
      vendor: GUM_BRAND,
      tags: [
        'nicotine-gum',
        'nrt',
        'quit-smoking',
        'quit-chewing',
        '2mg',
        'multi-flavour',
      ],
      seoTitle: 'Seven Flavour Nicotine Gum Pack (70 pieces) | QuitPop',
      seoDescription:
        'All seven QuitPop flavours in one pack: 70 pieces of sugar-free 2mg nicotine gum.',
      createdAt: daysAgo(90),
      bestSellingRank: 3,
      options: [],
      variants: [
        {
          optionValues: [],
          pricePaise: rs(899),
          compareAtPaise: rs(1225),
          sku: 'QP-NG2-SEVEN',
          quantityAvailable: 80,
        },
      ],
      images: productImages({
        shop: 'gum',
        handle,
        kind: 'gumpack',
        palette: {
          bg: ['#ede7f6', '#b39ddb'],
          body: '#4527a0',
          accent: '#fff8e1',
        },
        label: '7 Flavours',
        sublabel: '70 pieces • 2mg',
        brand: MARK,
        altText: 'QuitPop seven flavour nicotine gum pack',
        count: 4,
      }),
      metafields: [
        ...ratingMetafields(4.7, 1420),
        {
          namespace: 'custom',
          key: 'byline',
          type: 'single_line_text_field',
          value: 'All 7 flavours • 70 pieces',
        },
      ],
    },
    hi: {
      title: 'निकोटीन गम 2mg – सेवन फ्लेवर पैक',
      description: paragraphsHi.join(' '),
      descriptionHtml: html(paragraphsHi, GUM_HIGHLIGHTS_HI),
      seoTitle: 'सेवन फ्लेवर निकोटीन गम पैक (70 पीस) | QuitPop',
      seoDescription:
        'QuitPop के सातों स्वाद एक पैक में: शुगर-फ़्री 2mg निकोटीन गम के 70 पीस।',
      byline: 'सातों स्वाद • 70 पीस',
      options: [],
    },
    collections: ['nicotine-gums', 'nrt', 'quit-smoking', 'quit-chewing'],
  };
}

interface SupplementDef {
  handle: string;
  area: 'skin' | 'hair' | 'sleep';
  title: Translated;
  label: string;
  paragraphs: Translated[];
  highlights: Translated[];
  byline: Translated;
  palette: Palette;
  price30: number;
  mrp30: number;
  rating: number;
  reviews?: number;
}

const SUPPLEMENTS: SupplementDef[] = [
  {
    handle: 'skin-glow-gummies',
    area: 'skin',
    label: 'Skin Glow',
    title: {en: 'Skin Glow Gummies', hi: 'स्किन ग्लो गमीज़'},
    paragraphs: [
      {
        en: 'Smoking dulls the skin. These sugar-free gummies combine vitamin C, biotin, zinc and amla extract to help your skin recover its glow after you quit.',
        hi: 'धूम्रपान त्वचा की चमक छीन लेता है। ये शुगर-फ़्री गमीज़ विटामिन C, बायोटिन, ज़िंक और आंवले के अर्क को मिलाकर छोड़ने के बाद त्वचा की चमक लौटाने में मदद करती हैं।',
      },
      {
        en: 'Take two gummies a day after a meal. Results build over eight to twelve weeks of regular use.',
        hi: 'खाने के बाद दिन में दो गमी लें। नियमित सेवन से 8 से 12 हफ़्तों में असर दिखता है।',
      },
    ],
    highlights: [
      {en: 'Vitamin C and amla', hi: 'विटामिन C और आंवला'},
      {en: 'Biotin and zinc', hi: 'बायोटिन और ज़िंक'},
      {en: 'Sugar-free, vegetarian', hi: 'शुगर-फ़्री, शाकाहारी'},
    ],
    byline: {en: 'Vitamin C • Amla • Zinc', hi: 'विटामिन C • आंवला • ज़िंक'},
    palette: {bg: ['#fff1e6', '#ffc9a3'], body: '#e2703a', accent: '#fff7f0'},
    price30: 499,
    mrp30: 699,
    rating: 4.3,
    reviews: 410,
  },
  {
    handle: 'hair-strength-gummies',
    area: 'hair',
    label: 'Hair Strength',
    title: {en: 'Hair Strength Gummies', hi: 'हेयर स्ट्रेंथ गमीज़'},
    paragraphs: [
      {
        en: 'Biotin, folic acid, vitamin E and bhringraj support stronger hair and less hair fall, which many people notice after they stop smoking.',
        hi: 'बायोटिन, फ़ोलिक एसिड, विटामिन E और भृंगराज बालों को मज़बूत बनाने और झड़ना कम करने में मदद करते हैं, जो कई लोग धूम्रपान छोड़ने के बाद महसूस करते हैं।',
      },
      {
        en: 'Take two gummies a day. Each bottle lasts fifteen or thirty days depending on the pack size.',
        hi: 'दिन में दो गमी लें। पैक साइज़ के हिसाब से हर बोतल 15 या 30 दिन चलती है।',
      },
    ],
    highlights: [
      {en: 'Biotin and bhringraj', hi: 'बायोटिन और भृंगराज'},
      {en: 'Vitamin E', hi: 'विटामिन E'},
      {en: 'Sugar-free, vegetarian', hi: 'शुगर-फ़्री, शाकाहारी'},
    ],
    byline: {
      en: 'Biotin • Bhringraj • Vitamin E',
      hi: 'बायोटिन • भृंगराज • विटामिन E',
    },
    palette: {bg: ['#f3e5f5', '#ce93d8'], body: '#7b1fa2', accent: '#fbf2fd'},
    price30: 549,
    mrp30: 749,
    rating: 4.2,
  },
  {
    handle: 'sleep-well-gummies',
    area: 'sleep',
    label: 'Sleep Well',
    title: {en: 'Sleep Well Gummies', hi: 'स्लीप वेल गमीज़'},
    paragraphs: [
      {
        en: 'Nicotine withdrawal often disturbs sleep in the first weeks. Melatonin, chamomile and ashwagandha help you fall asleep faster and wake up rested.',
        hi: 'निकोटीन छोड़ने के शुरुआती हफ़्तों में अक्सर नींद बिगड़ जाती है। मेलाटोनिन, कैमोमाइल और अश्वगंधा जल्दी नींद आने और तरोताज़ा उठने में मदद करते हैं।',
      },
      {
        en: 'Take one gummy thirty minutes before bed. Non-habit-forming.',
        hi: 'सोने से 30 मिनट पहले एक गमी लें। इसकी आदत नहीं लगती।',
      },
    ],
    highlights: [
      {en: 'Melatonin 3mg', hi: 'मेलाटोनिन 3mg'},
      {en: 'Chamomile and ashwagandha', hi: 'कैमोमाइल और अश्वगंधा'},
      {en: 'Non-habit-forming', hi: 'आदत नहीं लगती'},
    ],
    byline: {
      en: 'Melatonin • Chamomile • Ashwagandha',
      hi: 'मेलाटोनिन • कैमोमाइल • अश्वगंधा',
    },
    palette: {bg: ['#e8eaf6', '#9fa8da'], body: '#283593', accent: '#f1f2fb'},
    price30: 449,
    mrp30: 599,
    rating: 4.4,
    reviews: 655,
  },
];

function supplementProduct(s: SupplementDef, rank: number): GumProductDef {
  const en = s.paragraphs.map((p) => p.en);
  const hi = s.paragraphs.map((p) => p.hi);
  const sizes = [
    {value: '30 gummies', hi: '30 गमीज़', price: s.price30, mrp: s.mrp30},
    {
      value: '60 gummies',
      hi: '60 गमीज़',
      price: s.price30 * 2 - 100,
      mrp: s.mrp30 * 2,
    },
  ];
  return {
    seed: {
      handle: s.handle,
      title: s.title.en,
      description: en.join(' '),
      descriptionHtml:
        html(
          en,
          s.highlights.map((h) => h.en),
        ) +
        `<p><a href="/pages/${s.area}-ingredients">See the ingredients</a></p>`,
      productType: 'Supplement',
      vendor: GUM_BRAND,
      tags: ['supplement', 'healthy-living', s.area],
      seoTitle: `${s.title.en} | QuitPop`,
      seoDescription: en[0].slice(0, 155),
      createdAt: daysAgo(30 + rank),
      bestSellingRank: 10 + rank,
      options: [{name: 'Pack Size', values: sizes.map((x) => x.value)}],
      variants: sizes.map((x, i) => ({
        optionValues: [x.value],
        pricePaise: rs(x.price),
        compareAtPaise: rs(x.mrp),
        sku: `QP-${s.area.toUpperCase()}-${i + 1}`,
      })),
      images: productImages({
        shop: 'gum',
        handle: s.handle,
        kind: 'gumjar',
        palette: s.palette,
        label: s.label,
        sublabel: sizes[0].value,
        brand: MARK,
        altText: s.title.en,
        count: 3,
      }),
      metafields: [
        ...ratingMetafields(s.rating, s.reviews),
        {
          namespace: 'custom',
          key: 'byline',
          type: 'single_line_text_field',
          value: s.byline.en,
        },
      ],
    },
    hi: {
      title: s.title.hi,
      description: hi.join(' '),
      descriptionHtml:
        html(
          hi,
          s.highlights.map((h) => h.hi),
        ) + `<p><a href="/pages/${s.area}-ingredients">सामग्री देखें</a></p>`,
      seoTitle: `${s.title.hi} | QuitPop`,
      seoDescription: hi[0],
      byline: s.byline.hi,
      options: [
        translatedOption(
          OPTION_NAMES_HI.packSize,
          sizes.map((x) => ({en: x.value, hi: x.hi})),
        ),
      ],
    },
    collections: ['healthy-living', 'supplements'],
  };
}

function starterKit(): GumProductDef {
  const handle = 'quit-smoking-starter-kit';
  const paragraphs = [
    'Everything for your first month without cigarettes or gutkha: three packs of nicotine gum (Fresh Mint, Paan and Elaichi), a pocket tin and a 21-day habit tracker.',
    'It takes about 21 days to form a new habit. Use the tracker to log your pieces each day and watch the number fall.',
    ...GUM_FACTS_EN.slice(1),
  ];
  const paragraphsHi = [
    'सिगरेट या गुटखे के बिना आपके पहले महीने के लिए सब कुछ: निकोटीन गम के तीन पैक (फ्रेश मिंट, पान और इलायची), एक पॉकेट टिन और 21 दिन का हैबिट ट्रैकर।',
    'नई आदत बनने में लगभग 21 दिन लगते हैं। ट्रैकर में रोज़ अपने पीस लिखें और गिनती को घटते हुए देखें।',
    ...GUM_FACTS_HI.slice(1),
  ];
  return {
    seed: {
      handle,
      title: 'Quit Smoking Starter Kit',
      description: paragraphs.join(' '),
      descriptionHtml: html(paragraphs, [
        '3 × 10 pieces, 2mg',
        'Pocket tin',
        '21-day habit tracker',
      ]),
      productType: 'Kit',
      vendor: GUM_BRAND,
      tags: ['nicotine-gum', 'nrt', 'quit-smoking', 'quit-chewing', 'kit'],
      seoTitle:
        'Quit Smoking Starter Kit – Nicotine Gum + 21-Day Tracker | QuitPop',
      seoDescription:
        'Three packs of 2mg nicotine gum, a pocket tin and a 21-day habit tracker.',
      createdAt: daysAgo(20),
      bestSellingRank: 6,
      options: [],
      variants: [
        {
          optionValues: [],
          pricePaise: rs(549),
          compareAtPaise: rs(799),
          sku: 'QP-KIT-START',
          quantityAvailable: 60,
        },
      ],
      images: productImages({
        shop: 'gum',
        handle,
        kind: 'kit',
        palette: {
          bg: ['#e0f2f1', '#80cbc4'],
          body: '#00695c',
          accent: '#fff8e1',
        },
        label: 'Starter Kit',
        sublabel: '21-day plan',
        brand: MARK,
        altText: 'QuitPop quit smoking starter kit',
        count: 3,
      }),
      metafields: [
        ...ratingMetafields(4.6, 275),
        {
          namespace: 'custom',
          key: 'byline',
          type: 'single_line_text_field',
          value: 'Gum + tin + 21-day tracker',
        },
      ],
    },
    hi: {
      title: 'क्विट स्मोकिंग स्टार्टर किट',
      description: paragraphsHi.join(' '),
      descriptionHtml: html(paragraphsHi, [
        '3 × 10 पीस, 2mg',
        'पॉकेट टिन',
        '21 दिन का हैबिट ट्रैकर',
      ]),
      seoTitle:
        'क्विट स्मोकिंग स्टार्टर किट – निकोटीन गम + 21 दिन का ट्रैकर | QuitPop',
      seoDescription:
        '2mg निकोटीन गम के तीन पैक, एक पॉकेट टिन और 21 दिन का हैबिट ट्रैकर।',
      byline: 'गम + टिन + 21 दिन का ट्रैकर',
      options: [],
    },
    collections: ['nrt', 'quit-smoking', 'quit-chewing'],
  };
}

/** The FREEPERFUME gift (a real product, also sold on its own): a pocket perfume for fresh breath days. */
export const GUM_PERFUME_HANDLE = 'pop-fresh-pocket-perfume';

function pocketPerfume(): GumProductDef {
  const handle = GUM_PERFUME_HANDLE;
  const paragraphs = [
    'A 20 ml pocket perfume with a clean citrus and vetiver scent. Quitting smoking brings back your sense of smell: enjoy it with a fragrance that does not hide smoke.',
    'Free with code FREEPERFUME on orders of ₹999 or more.',
  ];
  const paragraphsHi = [
    'साफ़ सिट्रस और खस की ख़ुशबू वाला 20 ml का पॉकेट परफ़्यूम। धूम्रपान छोड़ने से सूँघने की शक्ति लौट आती है: ऐसी ख़ुशबू का आनंद लें जो धुएँ को नहीं छुपाती।',
    '₹999 या उससे ज़्यादा के ऑर्डर पर कोड FREEPERFUME से मुफ़्त।',
  ];
  return {
    seed: {
      handle,
      title: 'POP Fresh Pocket Perfume',
      description: paragraphs.join(' '),
      descriptionHtml: html(paragraphs, [
        '20 ml pocket spray',
        'Citrus and vetiver',
        'Alcohol-based, skin-safe',
      ]),
      productType: 'Perfume',
      vendor: GUM_BRAND,
      tags: ['perfume', 'gift', 'healthy-living'],
      seoTitle: 'POP Fresh Pocket Perfume, 20 ml | QuitPop',
      seoDescription:
        'A 20 ml pocket perfume with a clean citrus and vetiver scent. Free with code FREEPERFUME on orders of ₹999 or more.',
      createdAt: daysAgo(40),
      bestSellingRank: 20,
      options: [],
      variants: [
        {
          optionValues: [],
          pricePaise: rs(299),
          compareAtPaise: rs(399),
          sku: 'QP-PERFUME-20',
          quantityAvailable: 500,
        },
      ],
      images: productImages({
        shop: 'gum',
        handle,
        kind: 'bottle',
        palette: {
          bg: ['#fff8e1', '#ffe082'],
          body: '#f9a825',
          accent: '#fffde7',
        },
        label: 'POP Fresh',
        sublabel: '20 ml',
        brand: MARK,
        altText: 'QuitPop POP Fresh pocket perfume',
        count: 2,
      }),
      metafields: [
        ...ratingMetafields(4.1, 188),
        {
          namespace: 'custom',
          key: 'byline',
          type: 'single_line_text_field',
          value: 'Citrus • Vetiver • 20 ml',
        },
      ],
    },
    hi: {
      title: 'POP फ्रेश पॉकेट परफ़्यूम',
      description: paragraphsHi.join(' '),
      descriptionHtml: html(paragraphsHi, [
        '20 ml पॉकेट स्प्रे',
        'सिट्रस और खस',
        'त्वचा के लिए सुरक्षित',
      ]),
      seoTitle: 'POP फ्रेश पॉकेट परफ़्यूम, 20 ml | QuitPop',
      seoDescription:
        'साफ़ सिट्रस और खस की ख़ुशबू वाला 20 ml का पॉकेट परफ़्यूम। ₹999 या ज़्यादा के ऑर्डर पर कोड FREEPERFUME से मुफ़्त।',
      byline: 'सिट्रस • खस • 20 ml',
      options: [],
    },
    collections: ['healthy-living'],
  };
}

export function gumProducts(): GumProductDef[] {
  return [
    ...FLAVOURS.map(flavourProduct),
    sampler(),
    valuePack(),
    starterKit(),
    ...SUPPLEMENTS.map((s, i) => supplementProduct(s, i + 1)),
    pocketPerfume(),
  ];
}
