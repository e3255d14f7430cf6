/** Grooming catalogue: 70 products across the store's categories. Prices in whole rupees here, paise in the DB. */
import type {ProductSeed, VariantSeed} from '../../data/seed-writer.ts';
import type {ImageKind} from '../../images/recipe.ts';
import {
  daysAgo,
  html,
  productImages,
  ratingMetafields,
  rs,
  seoTitle,
  type Palette,
} from '../common.ts';

export const GROOMING_BRAND = 'Blade & Balm';
const BRAND_MARK = 'BLADE & BALM';

export type GroomingCategory =
  | 'razor'
  | 'cartridge'
  | 'trimmer'
  | 'foam'
  | 'aftershave'
  | 'kit'
  | 'deo'
  | 'bodyspray'
  | 'perfume'
  | 'skin'
  | 'bodywash'
  | 'beard'
  | 'gifting';

interface CategoryInfo {
  productType: string;
  kind: ImageKind;
  palette: Palette;
  tags: string[];
  /** Shared sentences appended after the product's own blurb. */
  care: string[];
  highlights: string[];
}

const CATEGORY: Record<GroomingCategory, CategoryInfo> = {
  razor: {
    productType: 'Razor',
    kind: 'razor',
    palette: {bg: ['#e9eef2', '#b9c7d3'], body: '#1f2a36', accent: '#c9a227'},
    tags: ['razor', 'shave'],
    care: [
      'Rinse the blades under running water after every few strokes and let the razor dry upright.',
      'Designed in India and engineered for coarse, dense facial hair.',
    ],
    highlights: [
      'Precision-aligned stainless-steel blades',
      'Weighted, anti-slip handle',
      'Compatible with Blade & Balm cartridges',
    ],
  },
  cartridge: {
    productType: 'Razor Cartridge',
    kind: 'cartridge',
    palette: {bg: ['#eef1f4', '#c3ccd6'], body: '#2b3542', accent: '#3aa0c8'},
    tags: ['cartridge', 'razor', 'shave', 'refill'],
    care: [
      'Swap a cartridge after 6 to 8 shaves, or sooner if you feel any tug.',
      'Each cartridge clicks into every Blade & Balm handle of the same series.',
    ],
    highlights: [
      'Lubricating strip with aloe vera and vitamin E',
      'Pivoting head follows the jawline',
      'Recyclable pack',
    ],
  },
  trimmer: {
    productType: 'Trimmer',
    kind: 'trimmer',
    palette: {bg: ['#20262d', '#3f4a56'], body: '#11151a', accent: '#d4a84b'},
    tags: ['trimmer', 'electric', 'body-hair-removal'],
    care: [
      'Fully washable head; brush out the hair and rinse under the tap after use.',
      'USB-C fast charging, with a two-year warranty registered online.',
    ],
    highlights: [
      'Skin-safe rounded blade tips',
      'USB-C charging, LED battery indicator',
      'Waterproof (IPX7) for wet and dry use',
      '2-year warranty',
    ],
  },
  foam: {
    productType: 'Shaving Foam',
    kind: 'spray',
    palette: {bg: ['#e6f1f7', '#a9cfe4'], body: '#1b4f72', accent: '#f2f6f9'},
    tags: ['shave', 'shaving-foam'],
    care: [
      'Work a small amount into damp stubble for thirty seconds before the first stroke.',
      'Free of parabens and dermatologically tested on Indian skin.',
    ],
    highlights: [
      'Rich, dense lather',
      'Protects against nicks and razor burn',
      'Paraben-free',
    ],
  },
  aftershave: {
    productType: 'After Shave',
    kind: 'tube',
    palette: {bg: ['#eef4ee', '#bcd5bf'], body: '#2f5d3a', accent: '#e7d9a8'},
    tags: ['shave', 'after-shave'],
    care: [
      'Apply on freshly shaved skin and pat gently; no rinsing needed.',
      'Alcohol-free, so it soothes without the sting.',
    ],
    highlights: [
      'Calms redness and razor burn',
      'Alcohol-free',
      'Light, non-greasy finish',
    ],
  },
  kit: {
    productType: 'Shaving Kit',
    kind: 'kit',
    palette: {bg: ['#f1ebe3', '#d6c3a8'], body: '#2d2a26', accent: '#c9a227'},
    tags: ['kit', 'shave', 'gifting'],
    care: [
      'Packed in a sturdy gift box that is ready to hand over, no wrapping needed.',
      'A thoughtful present for birthdays, anniversaries and Raksha Bandhan.',
    ],
    highlights: [
      'Gift-ready box',
      'Everything needed for a complete shave',
      'Save more than buying separately',
    ],
  },
  deo: {
    productType: 'Deodorant',
    kind: 'spray',
    palette: {bg: ['#e9ecf5', '#b7bfe0'], body: '#23295e', accent: '#d9dcef'},
    tags: ['deo', 'fragrance'],
    care: [
      'Shake well and spray from 15 cm onto dry skin.',
      'Keeps you fresh for up to 48 hours through Indian summers.',
    ],
    highlights: [
      '48-hour odour protection',
      'No white marks',
      'Skin-friendly formula',
    ],
  },
  bodyspray: {
    productType: 'Body Spray',
    kind: 'spray',
    palette: {bg: ['#f2ece6', '#d9c1aa'], body: '#5a3825', accent: '#f0d9b5'},
    tags: ['body-spray', 'fragrance'],
    care: [
      'Spray on the chest and neck after a shower for a long-lasting trail.',
      'A perfume-grade blend at an everyday price.',
    ],
    highlights: [
      'Long-lasting perfume-grade fragrance',
      'Travel-friendly can',
      'Made in India',
    ],
  },
  perfume: {
    productType: 'Perfume',
    kind: 'bottle',
    palette: {bg: ['#f3ede3', '#d8c3a0'], body: '#3b2f2a', accent: '#c9a227'},
    tags: ['perfume', 'fragrance'],
    care: [
      'Spray on pulse points – wrists, neck and behind the ears – and do not rub it in.',
      'Eau de parfum concentration for 8 to 10 hours of wear.',
    ],
    highlights: [
      'Eau de parfum (EDP)',
      'Long-lasting 8–10 hours',
      'IFRA-compliant, made in India',
    ],
  },
  skin: {
    productType: 'Skin Care',
    kind: 'tube',
    palette: {bg: ['#eef3f1', '#bfd6cf'], body: '#245248', accent: '#f3efe4'},
    tags: ['skin', 'skincare'],
    care: [
      'Suitable for oily, dry and combination skin; patch test before first use.',
      'Dermatologically tested, free of parabens and sulphates.',
    ],
    highlights: [
      'Dermatologically tested',
      'Paraben- and sulphate-free',
      'Made for Indian skin and weather',
    ],
  },
  bodywash: {
    productType: 'Body Wash',
    kind: 'pump',
    palette: {bg: ['#eaf0f5', '#b8c9d9'], body: '#1d3c57', accent: '#f1f4f7'},
    tags: ['skin', 'body-wash', 'bath'],
    care: [
      'Lather on a loofah or in your palms and rinse well.',
      'pH-balanced for daily use.',
    ],
    highlights: ['pH-balanced', 'Sulphate-free', '250 ml pump bottle'],
  },
  beard: {
    productType: 'Beard Care',
    kind: 'dropper',
    palette: {bg: ['#f2eadf', '#d6b98f'], body: '#6b4423', accent: '#e8d3ad'},
    tags: ['beard', 'beard-care'],
    care: [
      'Use daily on a clean, towel-dried beard for the best results.',
      'Made with cold-pressed oils and no mineral oil.',
    ],
    highlights: [
      'Softens coarse beard hair',
      'Reduces itch and flakes',
      'No mineral oil or silicones',
    ],
  },
  gifting: {
    productType: 'Gift Set',
    kind: 'kit',
    palette: {bg: ['#f4e6e6', '#dcb3b3'], body: '#5b1f2a', accent: '#d9b25f'},
    tags: ['gifting', 'gift-set', 'personalisation'],
    care: [
      'Arrives in a premium keepsake box with a greeting card; add a message at checkout.',
      'Corporate orders of 25 boxes or more can be personalised with your logo.',
    ],
    highlights: [
      'Premium keepsake box',
      'Free greeting card',
      'Bulk and corporate orders welcome',
    ],
  },
};

interface Option {
  name: string;
  values: {
    value: string;
    price: number;
    mrp?: number;
    available?: boolean;
    image?: number;
  }[];
}

export interface GroomingItem {
  handle: string;
  title: string;
  /** Short name printed on the product image. */
  short: string;
  sub?: string;
  category: GroomingCategory;
  /** Overrides the category silhouette. */
  kind?: ImageKind;
  price: number;
  mrp?: number;
  /** The product's own opening sentences (search cards show its first three words). */
  blurb: string;
  tags?: string[];
  rating: number;
  /** Omitted on some products so the storefront default (100) applies. */
  reviews?: number;
  rank: number;
  images: number;
  option?: Option;
  soldOut?: boolean;
  /** Days since launch; recent ones make New Arrivals. */
  age?: number;
  palette?: Partial<Palette>;
  /** Body colour per image (colour variants). */
  imageColours?: string[];
}

// prettier-ignore
export const GROOMING_ITEMS: GroomingItem[] = [
  // ----- razors
  {handle: 'precision-5-blade-razor', title: 'Precision 5 Blade Razor', short: 'Precision 5', sub: '5 blades', category: 'razor', price: 549, mrp: 699, rating: 4.6, reviews: 2318, rank: 3, images: 4, age: 300,
    blurb: 'Five German-steel blades set close together give a smooth, close shave in fewer strokes. The balanced metal handle gives you control around the chin and under the nose.'},
  {handle: 'sensitive-3-blade-razor', title: 'Sensitive 3 Blade Razor', short: 'Sensitive 3', sub: '3 blades', category: 'razor', price: 349, mrp: 449, rating: 4.4, reviews: 1204, rank: 14, images: 3, age: 420,
    blurb: 'Three widely spaced blades glide over sensitive skin without dragging. A good first razor for men who get bumps after shaving.', palette: {body: '#2f4a5d', accent: '#7fc4d8'}},
  {handle: 'classic-double-edge-safety-razor', title: 'Classic Double-Edge Safety Razor', short: 'Safety Razor', sub: 'Double edge', category: 'razor', price: 899, mrp: 1199, rating: 4.7, reviews: 861, rank: 9, images: 3, age: 380, tags: ['safety-razor', 'plastic-free'],
    blurb: 'A solid brass, double-edge safety razor that shaves as well as it did in your grandfather\'s day. Plastic-free and built to last a lifetime.',
    option: {name: 'Colour', values: [{value: 'Gunmetal', price: 899, mrp: 1199, image: 0}, {value: 'Rose Gold', price: 949, mrp: 1249, image: 1}, {value: 'Chrome', price: 899, mrp: 1199, image: 2}]},
    imageColours: ['#3a3f45', '#b76e5a', '#a8b0b8']},
  {handle: 'precision-6-blade-razor-gold', title: 'Precision 6 Blade Razor – Gold Edition', short: 'Precision 6', sub: 'Gold edition', category: 'razor', price: 799, mrp: 999, rating: 4.5, reviews: 412, rank: 21, images: 2, age: 40,
    blurb: 'Six blades and a gold-finished handle make this our most luxurious everyday razor. It comes with two cartridges and a travel cover.', palette: {body: '#8c6d1f', accent: '#f1d68a'}},
  {handle: 'disposable-twin-blade-razors-pack-of-5', title: 'Disposable Twin Blade Razors (Pack of 5)', short: 'Twin Blade x5', sub: 'Disposable', category: 'razor', price: 199, mrp: 249, rating: 4.1, reviews: 655, rank: 30, images: 1, age: 500, tags: ['value-pack'],
    blurb: 'Five lightweight twin-blade razors for travel, the gym bag or a quick touch-up. Each one lasts several shaves.', palette: {body: '#1f6f8b', accent: '#f2f2f2'}},
  {handle: 'travel-razor-mini', title: 'Travel Razor Mini', short: 'Travel Razor', sub: 'Mini', category: 'razor', price: 299, mrp: 399, rating: 4.2, rank: 36, images: 2, age: 60, tags: ['travel'],
    blurb: 'Compact, foldable razor that fits in a shirt pocket. It uses the same 3-blade cartridges as the Sensitive range.'},
  // ----- cartridges
  {handle: 'precision-5-cartridges', title: 'Precision 5 Blade Cartridges', short: 'Precision 5', sub: 'Cartridges', category: 'cartridge', price: 499, mrp: 599, rating: 4.6, reviews: 1780, rank: 6, images: 2, age: 300,
    blurb: 'Refill cartridges for the Precision 5 razor, each with a vitamin E lubricating strip. Stock up and never shave with a dull blade again.',
    option: {name: 'Pack Size', values: [{value: 'Pack of 4', price: 499, mrp: 599}, {value: 'Pack of 8', price: 899, mrp: 1199}]}},
  {handle: 'sensitive-3-cartridges-pack-of-6', title: 'Sensitive 3 Blade Cartridges (Pack of 6)', short: 'Sensitive 3', sub: 'Pack of 6', category: 'cartridge', price: 399, mrp: 499, rating: 4.4, reviews: 590, rank: 19, images: 1, age: 420,
    blurb: 'Six refill cartridges for the Sensitive 3 and Travel Mini razors. Spaced blades rinse clean easily.'},
  {handle: 'double-edge-blades-pack-of-20', title: 'Double-Edge Safety Razor Blades (Pack of 20)', short: 'DE Blades x20', sub: 'Platinum coated', category: 'cartridge', price: 249, mrp: 299, rating: 4.5, reviews: 734, rank: 24, images: 1, age: 380, tags: ['safety-razor'],
    blurb: 'Platinum-coated double-edge blades that fit every standard safety razor. Twenty blades last most men four to five months.'},
  {handle: 'precision-6-cartridges-pack-of-4', title: 'Precision 6 Blade Cartridges (Pack of 4)', short: 'Precision 6', sub: 'Pack of 4', category: 'cartridge', price: 599, mrp: 749, rating: 4.5, rank: 33, images: 1, age: 40,
    blurb: 'Four cartridges for the Precision 6 Gold Edition with an extra trimmer blade on the back for sideburns.'},
  // ----- trimmers (the six dark-footer handles of docs/requirements.md first)
  {handle: 'full-body-trimmer-for-men', title: 'Full Body Trimmer for Men', short: 'Full Body', sub: 'Trimmer', category: 'trimmer', price: 1799, mrp: 2999, rating: 4.5, reviews: 3402, rank: 1, images: 4, age: 250,
    blurb: 'One trimmer for your beard, chest, back and below the belt. Skin-safe blades and four length combs let you trim or go smooth without nicks.'},
  {handle: 'full-body-trimmer-copy', title: 'Full Body Trimmer 2.0', short: 'Full Body 2.0', sub: 'Trimmer', category: 'trimmer', price: 1999, mrp: 3299, rating: 4.6, reviews: 1288, rank: 4, images: 4, age: 30,
    blurb: 'The second generation of our best-selling body groomer, now with a ceramic blade that stays cool and a 120-minute battery.', palette: {accent: '#6fc3b2'}},
  {handle: 'full-body-trimmer-spl-edition', title: 'Full Body Trimmer – Special Edition', short: 'Full Body SE', sub: 'Special edition', category: 'trimmer', price: 2299, mrp: 3499, rating: 4.7, reviews: 402, rank: 12, images: 3, age: 20,
    blurb: 'A limited run of the Full Body Trimmer in two new finishes, with a travel pouch and a spare blade head in the box.',
    option: {name: 'Colour', values: [{value: 'Matte Black', price: 2299, mrp: 3499, image: 0}, {value: 'Olive Green', price: 2299, mrp: 3499, image: 1}]},
    imageColours: ['#15181c', '#4b5b3a']},
  {handle: 'headshaver-pro-copy', title: 'Headshaver Pro', short: 'Headshaver Pro', sub: 'Rotary', category: 'trimmer', price: 2499, mrp: 3999, rating: 4.4, reviews: 517, rank: 16, images: 3, age: 90,
    blurb: 'Five floating rotary heads give a smooth bald-head shave in under five minutes. The ergonomic palm grip reaches the back of the head easily.'},
  {handle: 'landscaper-pubic-hair-trimmer-for-men', title: 'Landscaper Pubic Hair Trimmer for Men', short: 'Landscaper', sub: 'Groin trimmer', category: 'trimmer', price: 1499, mrp: 2499, rating: 4.5, reviews: 2210, rank: 5, images: 3, age: 260,
    blurb: 'A below-the-belt trimmer with a guarded ceramic blade that will not nick or cut sensitive skin. Waterproof, so you can use it in the shower.'},
  {handle: 'landscaper-2-0-groin-trimmer-copy', title: 'Landscaper 2.0 Groin Trimmer', short: 'Landscaper 2.0', sub: 'Groin trimmer', category: 'trimmer', price: 1699, mrp: 2799, rating: 4.6, reviews: 689, rank: 11, images: 3, age: 25,
    blurb: 'Landscaper 2.0 adds an LED light and a 3 mm guard comb to the trimmer thousands of men already trust for intimate grooming.', palette: {accent: '#7fb5e6'}},
  {handle: 'beard-trimmer-t1', title: 'Beard Trimmer T1', short: 'Beard T1', sub: '20 lengths', category: 'trimmer', price: 999, mrp: 1799, rating: 4.3, reviews: 1450, rank: 8, images: 2, age: 340, tags: ['beard'],
    blurb: 'Twenty length settings from 0.5 mm to 10 mm for stubble, short beards and clean edges. Ninety minutes of cordless use on a single charge.'},
  {handle: 'nose-ear-trimmer', title: 'Nose & Ear Trimmer', short: 'Nose & Ear', sub: 'Trimmer', category: 'trimmer', price: 599, mrp: 999, rating: 4.2, reviews: 388, rank: 40, images: 1, age: 280, soldOut: true,
    blurb: 'A dual-edge rotating blade that trims nose and ear hair without pulling. Runs on a single AA battery.'},
  // ----- shaving foams, gels, after shave
  {handle: 'shaving-foam-sensitive', title: 'Shaving Foam – Sensitive Skin', short: 'Shaving Foam', sub: 'Sensitive', category: 'foam', price: 199, mrp: 249, rating: 4.5, reviews: 2045, rank: 7, images: 2, age: 400,
    blurb: 'A dense, cushioning foam with aloe vera and chamomile for men whose skin reddens easily.',
    option: {name: 'Size', values: [{value: '266 ml', price: 199, mrp: 249}, {value: '418 ml', price: 279, mrp: 349}]}},
  {handle: 'charcoal-shaving-foam', title: 'Charcoal Shaving Foam', short: 'Charcoal Foam', sub: '266 ml', category: 'foam', price: 229, mrp: 275, rating: 4.4, reviews: 977, rank: 17, images: 2, age: 330, tags: ['charcoal'],
    blurb: 'Activated charcoal draws out dirt and oil while you shave, leaving skin clean and matte.', palette: {body: '#1a1a1a', accent: '#9aa3ab'}},
  {handle: 'aloe-vera-shaving-gel', title: 'Aloe Vera Shaving Gel', short: 'Shaving Gel', sub: 'Aloe vera', category: 'foam', kind: 'tube', price: 249, mrp: 299, rating: 4.3, reviews: 402, rank: 28, images: 2, age: 120,
    blurb: 'A clear shaving gel so you can see exactly where you are shaving, perfect for sharp beard lines.', palette: {body: '#2e7d4f', accent: '#dff3e4'}},
  {handle: 'coffee-shaving-cream', title: 'Coffee Shaving Cream', short: 'Coffee Cream', sub: 'Shaving cream', category: 'foam', kind: 'tube', price: 199, mrp: 249, rating: 4.5, reviews: 1120, rank: 15, images: 2, age: 200, tags: ['coffee'],
    blurb: 'Arabica coffee extract wakes up tired skin while a rich cream lather protects against nicks.', palette: {body: '#5b3a29', accent: '#e9d6b9'}},
  {handle: 'travel-shaving-foam', title: 'Travel Size Shaving Foam', short: 'Travel Foam', sub: 'Mini', category: 'foam', price: 99, mrp: 129, rating: 4.2, rank: 45, images: 1, age: 50, tags: ['travel'],
    blurb: 'Our Sensitive shaving foam in cabin-friendly sizes for weekend trips.',
    option: {name: 'Size', values: [{value: '50 ml', price: 99, mrp: 129, available: false}, {value: '100 ml', price: 149, mrp: 179}]}},
  {handle: 'pre-shave-oil', title: 'Pre-Shave Oil', short: 'Pre-Shave Oil', sub: '30 ml', category: 'aftershave', kind: 'dropper', price: 349, mrp: 399, rating: 4.4, reviews: 233, rank: 38, images: 2, age: 150,
    blurb: 'Three drops of this almond and jojoba oil soften stubble and let the blade glide.'},
  {handle: 'after-shave-balm', title: 'After Shave Balm', short: 'After Shave', sub: 'Balm', category: 'aftershave', price: 299, mrp: 349, rating: 4.5, reviews: 876, rank: 18, images: 2, age: 310,
    blurb: 'A cooling balm with menthol and allantoin that calms razor burn in seconds.'},
  {handle: 'after-shave-lotion-citrus', title: 'After Shave Lotion – Citrus', short: 'After Shave', sub: 'Citrus lotion', category: 'aftershave', kind: 'bottle', price: 349, mrp: 399, rating: 4.3, rank: 42, images: 1, age: 330,
    blurb: 'A classic splash-on lotion with a zesty lemon and bergamot scent that lingers for hours.', palette: {body: '#d08a1e', accent: '#fff1cc'}},
  // ----- shaving kits
  {handle: 'precision-5-shaving-kit', title: 'Precision 5 Shaving Kit', short: 'Shaving Kit', sub: 'Precision 5', category: 'kit', price: 1199, mrp: 1599, rating: 4.7, reviews: 1532, rank: 2, images: 4, age: 290,
    blurb: 'The Precision 5 razor, two spare cartridges, Sensitive shaving foam and After Shave Balm in one box.'},
  {handle: 'classic-safety-razor-kit', title: 'Classic Safety Razor Kit', short: 'Safety Kit', sub: 'Brass razor', category: 'kit', price: 1499, mrp: 1999, rating: 4.6, reviews: 398, rank: 23, images: 3, age: 360, tags: ['safety-razor'],
    blurb: 'A brass safety razor, twenty platinum blades, a synthetic brush and shaving cream, for the traditional wet shave.'},
  {handle: 'charcoal-shaving-kit', title: 'Charcoal Shaving Kit', short: 'Charcoal Kit', sub: 'Shave set', category: 'kit', price: 999, mrp: 1399, rating: 4.5, reviews: 744, rank: 13, images: 3, age: 310, tags: ['charcoal'],
    blurb: 'Charcoal shaving foam, charcoal face wash and the Sensitive 3 razor for a detoxifying shave routine.', palette: {bg: ['#2b2b2b', '#4a4a4a'], body: '#111111', accent: '#b9c0c7'}},
  {handle: 'coffee-grooming-kit', title: 'Coffee Grooming Kit', short: 'Coffee Kit', sub: 'Grooming set', category: 'kit', price: 1099, mrp: 1499, rating: 4.6, reviews: 521, rank: 20, images: 3, age: 190, tags: ['coffee'],
    blurb: 'Coffee face wash, coffee face scrub and coffee shaving cream, three energising essentials in one box.', palette: {bg: ['#efe3d3', '#c7a580'], body: '#4a2e20', accent: '#e6c99a'}},
  {handle: 'complete-shaving-regime-kit', title: 'Complete Shaving Regime Kit', short: 'Shave Regime', sub: '5-step kit', category: 'kit', price: 1799, mrp: 2499, rating: 4.7, reviews: 289, rank: 26, images: 4, age: 75, tags: ['regime'],
    blurb: 'Pre-shave oil, shaving foam, the Precision 5 razor, after shave balm and moisturiser: a complete five-step routine.'},
  {handle: 'travel-shave-kit', title: 'Travel Shave Kit', short: 'Travel Kit', sub: 'Zip pouch', category: 'kit', price: 699, mrp: 899, rating: 4.3, rank: 41, images: 2, age: 65, tags: ['travel'],
    blurb: 'The Travel Razor Mini, a 50 ml shaving foam and a mini after shave balm in a water-resistant zip pouch.'},
  // ----- deodorants
  {handle: 'deodorant-aqua-rush', title: 'Aqua Rush Deodorant', short: 'Aqua Rush', sub: 'Deodorant 150 ml', category: 'deo', price: 249, mrp: 299, rating: 4.3, reviews: 812, rank: 22, images: 2, age: 240,
    blurb: 'A fresh aquatic scent with marine notes and green apple for everyday wear.', palette: {body: '#1f5f8b', accent: '#bfe3f5'}},
  {handle: 'deodorant-oud-noir', title: 'Oud Noir Deodorant', short: 'Oud Noir', sub: 'Deodorant 150 ml', category: 'deo', price: 249, mrp: 299, rating: 4.4, reviews: 655, rank: 27, images: 2, age: 230,
    blurb: 'Smoky oud, saffron and leather in a deodorant that smells like a far pricier perfume.', palette: {body: '#2b1d17', accent: '#c9a227'}},
  {handle: 'deodorant-charcoal-fresh', title: 'Charcoal Fresh Deodorant', short: 'Charcoal Fresh', sub: 'Deodorant 150 ml', category: 'deo', price: 249, mrp: 299, rating: 4.2, rank: 35, images: 1, age: 200, tags: ['charcoal'],
    blurb: 'Activated charcoal and mint keep sweat odour in check through long, humid days.', palette: {body: '#1a1a1a', accent: '#8fd3c1'}},
  {handle: 'stick-deodorant-sport', title: 'Sport Stick Deodorant', short: 'Sport Stick', sub: '75 g', category: 'deo', kind: 'stick', price: 299, mrp: 349, rating: 4.1, reviews: 144, rank: 48, images: 1, age: 100,
    blurb: 'A gas-free stick deodorant that glides on clear, made for the gym and the cricket field.', palette: {body: '#c0392b', accent: '#f5f5f5'}},
  {handle: 'roll-on-deodorant-cool-mint', title: 'Cool Mint Roll-On', short: 'Cool Mint', sub: 'Roll-on 50 ml', category: 'deo', kind: 'bottle', price: 199, mrp: 249, rating: 4.0, reviews: 96, rank: 52, images: 1, age: 110,
    blurb: 'A pocket-sized roll-on with a cooling mint finish and no alcohol.', palette: {body: '#2e8b7a', accent: '#e0f5ef'}},
  // ----- body sprays
  {handle: 'body-spray-cedar-smoke', title: 'Cedar Smoke Body Spray', short: 'Cedar Smoke', sub: 'Body spray', category: 'bodyspray', price: 299, mrp: 399, rating: 4.4, reviews: 503, rank: 25, images: 2, age: 180,
    blurb: 'Warm cedarwood, black pepper and a hint of smoke for evenings out.'},
  {handle: 'body-spray-ocean-drift', title: 'Ocean Drift Body Spray', short: 'Ocean Drift', sub: 'Body spray', category: 'bodyspray', price: 299, mrp: 399, rating: 4.3, reviews: 377, rank: 31, images: 2, age: 170,
    blurb: 'Sea salt, bergamot and driftwood: a clean, breezy scent for the office.', palette: {body: '#1f6f8b', accent: '#d6eef7'}},
  {handle: 'body-spray-spice-route', title: 'Spice Route Body Spray', short: 'Spice Route', sub: 'Body spray', category: 'bodyspray', price: 299, mrp: 399, rating: 4.5, rank: 34, images: 1, age: 15,
    blurb: 'Cardamom, clove and amber inspired by the old Malabar spice trade.', palette: {body: '#8b3a1f', accent: '#f3d9a4'}},
  {handle: 'no-gas-body-perfume-vetiver', title: 'No Gas Body Perfume – Vetiver', short: 'Vetiver', sub: 'No gas perfume', category: 'bodyspray', kind: 'bottle', price: 349, mrp: 449, rating: 4.4, reviews: 219, rank: 39, images: 2, age: 140,
    blurb: 'Every spray is pure perfume, with no gas. Earthy vetiver (khus) with lime and musk.', palette: {body: '#3d5a2a', accent: '#dfe8c9'}},
  // ----- perfumes
  {handle: 'legend-eau-de-parfum', title: 'Legend Eau de Parfum', short: 'Legend', sub: 'Eau de parfum', category: 'perfume', price: 799, mrp: 999, rating: 4.6, reviews: 1876, rank: 10, images: 4, age: 270,
    blurb: 'Our signature fragrance: Italian bergamot opens into lavender and finishes on tonka bean and cedar.',
    option: {name: 'Size', values: [{value: '50 ml', price: 799, mrp: 999}, {value: '100 ml', price: 1299, mrp: 1599}]}},
  {handle: 'midnight-oud-eau-de-parfum', title: 'Midnight Oud Eau de Parfum', short: 'Midnight Oud', sub: 'Eau de parfum', category: 'perfume', price: 899, mrp: 1199, rating: 4.7, reviews: 942, rank: 29, images: 3, age: 210,
    blurb: 'Rich Assamese oud, rose and saffron: a bold evening fragrance for weddings and celebrations.', palette: {body: '#1d1530', accent: '#c9a227'},
    option: {name: 'Size', values: [{value: '50 ml', price: 899, mrp: 1199}, {value: '100 ml', price: 1499, mrp: 1899}]}},
  {handle: 'aqua-blue-eau-de-parfum', title: 'Aqua Blue Eau de Parfum', short: 'Aqua Blue', sub: '100 ml EDP', category: 'perfume', price: 999, mrp: 1399, rating: 4.5, reviews: 610, rank: 32, images: 3, age: 160,
    blurb: 'A crisp aquatic fougère with grapefruit, sea notes and white musk that works from morning meetings to dinner.', palette: {body: '#1f4e8c', accent: '#cfe2f7'}},
  {handle: 'citrus-vetiver-eau-de-parfum', title: 'Citrus Vetiver Eau de Parfum', short: 'Citrus Vetiver', sub: '100 ml EDP', category: 'perfume', price: 999, mrp: 1299, rating: 4.4, rank: 44, images: 2, age: 12,
    blurb: 'Sicilian lemon and Haitian vetiver in a bright, green fragrance built for hot afternoons.', palette: {body: '#5f7a1f', accent: '#f2efc0'}},
  {handle: 'tobacco-vanilla-eau-de-parfum', title: 'Tobacco Vanilla Eau de Parfum', short: 'Tobacco Vanilla', sub: '100 ml EDP', category: 'perfume', price: 1199, mrp: 1599, rating: 4.8, reviews: 355, rank: 37, images: 2, age: 150, soldOut: true,
    blurb: 'Sweet pipe tobacco, vanilla and dried fruit, warm and cosy for winter evenings.', palette: {body: '#6b3b1a', accent: '#f0d2a0'}},
  {handle: 'perfume-gift-set-of-4', title: 'Perfume Gift Set (4 × 20 ml)', short: 'Perfume Set', sub: '4 x 20 ml', category: 'perfume', kind: 'kit', price: 1199, mrp: 1796, rating: 4.6, reviews: 1390, rank: 12, images: 3, age: 220, tags: ['set', 'gifting'],
    blurb: 'Four of our best-loved perfumes (Legend, Midnight Oud, Aqua Blue and Citrus Vetiver) in 20 ml travel sprays.'},
  {handle: 'perfume-discovery-set-of-6', title: 'Perfume Discovery Set (6 × 10 ml)', short: 'Discovery Set', sub: '6 x 10 ml', category: 'perfume', kind: 'kit', price: 1499, mrp: 2394, rating: 4.5, reviews: 466, rank: 43, images: 2, age: 35, tags: ['set', 'gifting'],
    blurb: 'Six 10 ml sprays to find your signature scent before you commit to a full bottle.', palette: {bg: ['#ece6f3', '#c2b2da'], body: '#2a1f3d', accent: '#d9b25f'}},
  {handle: 'perfume-duo-set', title: 'Perfume Duo Set (2 × 50 ml)', short: 'Perfume Duo', sub: '2 x 50 ml', category: 'perfume', kind: 'kit', price: 1599, mrp: 2198, rating: 4.6, rank: 47, images: 2, age: 80, tags: ['set', 'gifting'],
    blurb: 'Legend for the day and Midnight Oud for the night, two 50 ml bottles in a gift box.'},
  // ----- charcoal range
  {handle: 'charcoal-face-wash', title: 'Charcoal Face Wash', short: 'Charcoal Wash', sub: 'Face wash 100 ml', category: 'skin', price: 249, mrp: 299, rating: 4.5, reviews: 2874, rank: 5, images: 3, age: 350, tags: ['charcoal', 'face-wash'],
    blurb: 'Activated charcoal and tea tree oil pull out pollution and excess oil without drying the skin.', palette: {bg: ['#2e2e2e', '#555555'], body: '#111111', accent: '#c7ccd1'}},
  {handle: 'charcoal-peel-off-mask', title: 'Charcoal Peel-Off Mask', short: 'Charcoal Mask', sub: 'Peel-off 100 g', category: 'skin', price: 349, mrp: 399, rating: 4.3, reviews: 945, rank: 27, images: 2, age: 320, tags: ['charcoal', 'face-mask'],
    blurb: 'Peels away blackheads and dead skin from the nose and chin in fifteen minutes.', palette: {bg: ['#2e2e2e', '#555555'], body: '#111111', accent: '#c7ccd1'}},
  {handle: 'charcoal-face-scrub', title: 'Charcoal Face Scrub', short: 'Charcoal Scrub', sub: 'Scrub 100 g', category: 'skin', price: 299, mrp: 349, rating: 4.4, reviews: 611, rank: 33, images: 2, age: 300, tags: ['charcoal', 'scrub'],
    blurb: 'Walnut granules and charcoal buff away dead skin and prepare the face for a closer shave.', palette: {bg: ['#2e2e2e', '#555555'], body: '#111111', accent: '#c7ccd1'}},
  {handle: 'charcoal-body-wash', title: 'Charcoal Body Wash', short: 'Charcoal Wash', sub: 'Body wash 250 ml', category: 'bodywash', price: 349, mrp: 399, rating: 4.4, reviews: 388, rank: 46, images: 2, age: 260, tags: ['charcoal'],
    blurb: 'A deep-cleansing shower gel with charcoal and menthol for post-workout freshness.', palette: {bg: ['#2e2e2e', '#555555'], body: '#111111', accent: '#c7ccd1'}},
  // ----- coffee range
  {handle: 'coffee-face-wash', title: 'Coffee Face Wash', short: 'Coffee Wash', sub: 'Face wash 100 ml', category: 'skin', price: 249, mrp: 299, rating: 4.5, reviews: 1654, rank: 9, images: 3, age: 210, tags: ['coffee', 'face-wash'],
    blurb: 'Caffeine and Arabica coffee beans wake up dull, tired skin in the morning.', palette: {bg: ['#efe3d3', '#c7a580'], body: '#4a2e20', accent: '#e6c99a'}},
  {handle: 'coffee-face-scrub', title: 'Coffee Face Scrub', short: 'Coffee Scrub', sub: 'Scrub 100 g', category: 'skin', price: 299, mrp: 349, rating: 4.6, reviews: 1120, rank: 17, images: 2, age: 205, tags: ['coffee', 'scrub'],
    blurb: 'Finely ground coffee and walnut shell gently exfoliate to reveal brighter skin.', palette: {bg: ['#efe3d3', '#c7a580'], body: '#4a2e20', accent: '#e6c99a'}},
  {handle: 'coffee-body-wash', title: 'Coffee Body Wash', short: 'Coffee Wash', sub: 'Body wash 250 ml', category: 'bodywash', price: 349, mrp: 399, rating: 4.5, reviews: 402, rank: 38, images: 2, age: 190, tags: ['coffee'],
    blurb: 'A rich, energising body wash with the aroma of fresh filter coffee.', palette: {bg: ['#efe3d3', '#c7a580'], body: '#4a2e20', accent: '#e6c99a'}},
  {handle: 'coffee-under-eye-cream', title: 'Coffee Under Eye Cream', short: 'Under Eye', sub: 'Coffee cream 20 g', category: 'skin', price: 399, mrp: 499, rating: 4.2, rank: 49, images: 2, age: 45, tags: ['coffee'],
    blurb: 'Caffeine and peptides reduce puffiness and dark circles after late nights.', palette: {bg: ['#efe3d3', '#c7a580'], body: '#4a2e20', accent: '#e6c99a'}},
  // ----- skin care
  {handle: 'oil-control-moisturiser', title: 'Oil Control Moisturiser', short: 'Moisturiser', sub: 'Oil control 80 g', category: 'skin', kind: 'jar', price: 349, mrp: 449, rating: 4.4, reviews: 830, rank: 22, images: 2, age: 230,
    blurb: 'A light gel-cream with niacinamide that hydrates without shine, even in humid weather.'},
  {handle: 'vitamin-c-face-serum', title: 'Vitamin C Face Serum', short: 'Vitamin C', sub: 'Serum 30 ml', category: 'skin', kind: 'dropper', price: 499, mrp: 599, rating: 4.5, reviews: 712, rank: 19, images: 3, age: 55, tags: ['serum'],
    blurb: 'Ten per cent vitamin C with hyaluronic acid fades dark spots and evens out skin tone.', palette: {body: '#d9822b', accent: '#fff1d9'}},
  {handle: 'spf-50-sunscreen', title: 'SPF 50 Sunscreen Gel', short: 'Sunscreen', sub: 'SPF 50 PA++++', category: 'skin', price: 399, mrp: 499, rating: 4.4, reviews: 655, rank: 26, images: 2, age: 10,
    blurb: 'A matte, no-white-cast sunscreen gel with SPF 50 and PA++++ for daily outdoor protection.', palette: {body: '#e0a526', accent: '#fff6dc'}},
  {handle: 'lip-balm-spf-15', title: 'Lip Balm SPF 15', short: 'Lip Balm', sub: 'SPF 15', category: 'skin', kind: 'stick', price: 149, mrp: 199, rating: 4.2, reviews: 310, rank: 50, images: 1, age: 130,
    blurb: 'An unflavoured, non-shiny lip balm with shea butter and sun protection.'},
  {handle: 'neem-face-wash', title: 'Neem Face Wash', short: 'Neem Wash', sub: 'Face wash 100 ml', category: 'skin', price: 199, mrp: 249, rating: 4.3, reviews: 544, rank: 35, images: 1, age: 260, tags: ['face-wash'],
    blurb: 'Neem and tulsi fight the bacteria behind acne and pimples.', palette: {body: '#3f7a2a', accent: '#e3f0d5'}},
  {handle: 'retinol-night-cream', title: 'Retinol Night Cream', short: 'Night Cream', sub: 'Retinol 50 g', category: 'skin', kind: 'jar', price: 599, mrp: 799, rating: 4.3, rank: 53, images: 2, age: 18,
    blurb: 'Encapsulated retinol works overnight on fine lines and uneven texture.', palette: {body: '#2c2a4a', accent: '#d8d3f0'}},
  // ----- beard care
  {handle: 'beard-oil-classic', title: 'Classic Beard Oil', short: 'Beard Oil', sub: 'Classic', category: 'beard', price: 349, mrp: 449, rating: 4.5, reviews: 1988, rank: 6, images: 3, age: 330,
    blurb: 'Argan, jojoba and almond oils soften a coarse beard and stop itch.',
    option: {name: 'Size', values: [{value: '30 ml', price: 349, mrp: 449}, {value: '50 ml', price: 499, mrp: 649}]}},
  {handle: 'beard-wash', title: 'Beard Wash', short: 'Beard Wash', sub: '100 ml', category: 'beard', kind: 'tube', price: 299, mrp: 349, rating: 4.4, reviews: 722, rank: 24, images: 2, age: 300,
    blurb: 'A gentle beard shampoo that cleans without stripping natural oils.'},
  {handle: 'beard-balm', title: 'Beard Balm', short: 'Beard Balm', sub: '50 g', category: 'beard', kind: 'jar', price: 349, mrp: 399, rating: 4.3, rank: 39, images: 2, age: 240,
    blurb: 'Shea butter and beeswax tame flyaways and hold your beard in shape all day.'},
  {handle: 'beard-growth-serum', title: 'Beard Growth Serum', short: 'Growth Serum', sub: '30 ml', category: 'beard', price: 499, mrp: 699, rating: 4.1, reviews: 1032, rank: 28, images: 2, age: 95,
    blurb: 'Redensyl and biotin help fill in a patchy beard over eight to twelve weeks.', palette: {body: '#3b2a1a', accent: '#e2c48f'}},
  {handle: 'wooden-beard-comb', title: 'Wooden Beard Comb', short: 'Beard Comb', sub: 'Sheesham wood', category: 'beard', kind: 'comb', price: 149, mrp: 199, rating: 4.4, reviews: 280, rank: 55, images: 1, age: 280,
    blurb: 'A hand-finished sheesham wood comb that does not snag or cause static.'},
  {handle: 'beard-grooming-kit', title: 'Beard Grooming Kit', short: 'Beard Kit', sub: '4-piece set', category: 'beard', kind: 'kit', price: 899, mrp: 1199, rating: 4.6, reviews: 644, rank: 15, images: 3, age: 170, tags: ['kit', 'gifting'],
    blurb: 'Beard oil, beard wash, beard balm and a wooden comb, everything a bearded man needs.'},
  // ----- gifting
  {handle: 'the-gentleman-gift-box', title: 'The Gentleman Gift Box', short: 'Gentleman Box', sub: 'Gift box', category: 'gifting', price: 1999, mrp: 2799, rating: 4.7, reviews: 512, rank: 14, images: 4, age: 140,
    blurb: 'Legend perfume, the Precision 5 razor, beard oil and coffee face wash in a black keepsake box.'},
  {handle: 'corporate-gift-hamper', title: 'Corporate Gift Hamper', short: 'Corporate Hamper', sub: 'Gift hamper', category: 'gifting', price: 2999, mrp: 3999, rating: 4.6, rank: 60, images: 2, age: 130, tags: ['corporate'],
    blurb: 'Our most complete grooming hamper for clients and teams, with a trimmer, perfume and a shaving kit.'},
  {handle: 'valentines-gift-set', title: 'Valentine\'s Gift Set for Him', short: 'Valentine Set', sub: 'Gift set', category: 'gifting', price: 1499, mrp: 2099, rating: 4.5, reviews: 230, rank: 44, images: 3, age: 8, tags: ['valentines'],
    blurb: 'Midnight Oud perfume, beard oil and lip balm, wrapped in red and ready to surprise him.', palette: {bg: ['#f7dede', '#e39b9b'], body: '#7a1020', accent: '#f3d27a'}},
  {handle: 'grooming-essentials-gift-box', title: 'Grooming Essentials Gift Box', short: 'Essentials Box', sub: 'Gift box', category: 'gifting', price: 1299, mrp: 1799, rating: 4.4, reviews: 170, rank: 51, images: 2, age: 70,
    blurb: 'Face wash, moisturiser, deodorant and a razor: the everyday basics in one neat box.', palette: {bg: ['#e3ecf4', '#a9c0d6'], body: '#17324d', accent: '#d9b25f'}},
];

function colourOf(palette: Palette, item: GroomingItem): Palette {
  return {
    bg: item.palette?.bg ?? palette.bg,
    body: item.palette?.body ?? palette.body,
    accent: item.palette?.accent ?? palette.accent,
  };
}

export function groomingCategory(category: GroomingCategory): CategoryInfo {
  return CATEGORY[category];
}

/** Turns the compact item table into product seeds. */
export function groomingProducts(): ProductSeed[] {
  const seen = new Set<string>();
  // Unique best-selling ranks: order by the table's rank, ties by table order.
  const rankOf = new Map(
    GROOMING_ITEMS.map((item, index) => ({item, index}))
      .sort((a, b) => a.item.rank - b.item.rank || a.index - b.index)
      .map(({item}, position) => [item.handle, position + 1]),
  );
  return GROOMING_ITEMS.map((item) => {
    if (seen.has(item.handle))
      throw new Error(`Duplicate grooming handle ${item.handle}`);
    seen.add(item.handle);
    const info = CATEGORY[item.category];
    const palette = colourOf(info.palette, item);
    const kind = item.kind ?? info.kind;
    const overrides: Record<number, {body: string; alt?: string}> = {};
    item.imageColours?.forEach((colour, i) => {
      overrides[i] = {
        body: colour,
        alt: `${item.title} in ${item.option?.values[i]?.value ?? 'colour ' + (i + 1)}`,
      };
    });
    const images = productImages({
      shop: 'grooming',
      handle: item.handle,
      kind,
      palette,
      label: item.short,
      sublabel: item.sub,
      brand: BRAND_MARK,
      altText: item.title,
      count: item.images,
      overrides,
    });
    const variants: VariantSeed[] = item.option
      ? item.option.values.map((v, i) => ({
          optionValues: [v.value],
          pricePaise: rs(v.price),
          compareAtPaise: v.mrp ? rs(v.mrp) : null,
          availableForSale: item.soldOut ? false : (v.available ?? true),
          sku: `BB-${item.handle.toUpperCase().slice(0, 18)}-${i + 1}`,
          imageIndex: v.image,
        }))
      : [
          {
            optionValues: [],
            pricePaise: rs(item.price),
            compareAtPaise: item.mrp ? rs(item.mrp) : null,
            availableForSale: !item.soldOut,
            sku: `BB-${item.handle.toUpperCase().slice(0, 18)}`,
          },
        ];
    const paragraphs = [item.blurb, ...info.care];
    const description = paragraphs.join(' ');
    return {
      handle: item.handle,
      title: item.title,
      description,
      descriptionHtml: html(paragraphs, info.highlights),
      productType: info.productType,
      vendor: GROOMING_BRAND,
      // Every product is for men: shoppers search 'perfume for men', 'razors for men'.
      tags: [...new Set(['men', ...info.tags, ...(item.tags ?? [])])],
      seoTitle: seoTitle(
        item.title,
        `Buy online at the best price | ${GROOMING_BRAND}`,
        `Buy online | ${GROOMING_BRAND}`,
        GROOMING_BRAND,
      ),
      seoDescription:
        item.blurb.length > 155 ? `${item.blurb.slice(0, 152)}...` : item.blurb,
      createdAt: daysAgo(item.age ?? 365),
      bestSellingRank: rankOf.get(item.handle) ?? 1000,
      options: item.option
        ? [
            {
              name: item.option.name,
              values: item.option.values.map((v) => v.value),
            },
          ]
        : [],
      variants,
      images,
      metafields: ratingMetafields(item.rating, item.reviews),
    };
  });
}
