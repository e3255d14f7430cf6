/** Grooming collections: every handle docs/requirements.md lists, plus cart-upsell, best-seller, all, trimmers, gifts-for-men. */
import type {GroomingItem} from './products.ts';

export interface GroomingCollectionDef {
  handle: string;
  title: string;
  description: string;
  palette: {bg: [string, string]; body: string; accent: string};
  /** Product handles in display order. */
  members: (items: GroomingItem[]) => string[];
}

const byRank = (items: GroomingItem[]) =>
  [...items].sort((a, b) => a.rank - b.rank);
const handles = (items: GroomingItem[]) => items.map((i) => i.handle);
const has = (item: GroomingItem, tag: string) =>
  item.tags?.includes(tag) ?? false;
const cats =
  (...categories: GroomingItem['category'][]) =>
  (items: GroomingItem[]) =>
    handles(byRank(items.filter((i) => categories.includes(i.category))));
const pick =
  (...list: string[]) =>
  () =>
    list;

const DARK = {
  bg: ['#1f2329', '#3c444f'] as [string, string],
  body: '#0f1216',
  accent: '#d4a84b',
};
const SAND = {
  bg: ['#f3ece2', '#d8c2a3'] as [string, string],
  body: '#2d2a26',
  accent: '#c9a227',
};
const SKY = {
  bg: ['#e7f0f6', '#aecbe0'] as [string, string],
  body: '#1b4f72',
  accent: '#f2f6f9',
};
const LEAF = {
  bg: ['#eaf2ec', '#b9d4bf'] as [string, string],
  body: '#245248',
  accent: '#f3efe4',
};
const ROSE = {
  bg: ['#f6e3e3', '#dca6a6'] as [string, string],
  body: '#6a1b29',
  accent: '#f0cf7a',
};
const COFFEE = {
  bg: ['#efe3d3', '#c7a580'] as [string, string],
  body: '#4a2e20',
  accent: '#e6c99a',
};
const COAL = {
  bg: ['#2b2b2b', '#505050'] as [string, string],
  body: '#111111',
  accent: '#c7ccd1',
};

export const GROOMING_COLLECTIONS: GroomingCollectionDef[] = [
  {
    handle: 'all',
    title: 'All Products',
    palette: SAND,
    description:
      'Every razor, trimmer, fragrance and skin care essential we make, in one place.',
    members: (items) => handles(items),
  },
  {
    handle: 'best-seller',
    title: 'Best Sellers',
    palette: DARK,
    description:
      'The grooming essentials Indian men buy again and again: our top-rated trimmers, razors, kits and face washes.',
    members: (items) =>
      handles(byRank(items.filter((i) => !i.soldOut)).slice(0, 12)),
  },
  {
    handle: 'new-arrivals',
    title: 'New Arrivals',
    palette: SKY,
    description:
      'Fresh launches from our lab: new trimmers, fragrances and skin care, added this season.',
    members: (items) =>
      handles(
        [...items]
          .filter((i) => (i.age ?? 365) <= 60)
          .sort((a, b) => (a.age ?? 0) - (b.age ?? 0)),
      ),
  },
  {
    handle: 'shaving-products-for-men',
    title: 'Shaving Products for Men',
    palette: SKY,
    description:
      'Razors, cartridges, foams, gels and after shave for a smooth, irritation-free shave.',
    members: cats('razor', 'cartridge', 'foam', 'aftershave', 'kit'),
  },
  {
    handle: 'razors-1',
    title: 'Razors for Men',
    palette: DARK,
    description:
      'Multi-blade, sensitive and classic safety razors engineered for Indian beards.',
    members: cats('razor'),
  },
  {
    handle: 'best-razor-cartridges',
    title: 'Razor Cartridges & Blades',
    palette: SKY,
    description:
      'Refill cartridges and double-edge blades for every Blade & Balm razor.',
    members: cats('cartridge'),
  },
  {
    handle: 'shaving-kits-razors',
    title: 'Shaving Kits',
    palette: SAND,
    description:
      'Complete shaving kits with a razor, foam and after care, boxed and ready to gift.',
    members: cats('kit'),
  },
  {
    handle: 'skincare-products-for-men-1',
    title: 'Skincare Products for Men',
    palette: LEAF,
    description:
      "Face washes, scrubs, serums, moisturisers and sunscreen made for men's skin and Indian weather.",
    members: cats('skin', 'bodywash'),
  },
  {
    handle: 'everything-bsc',
    title: 'Everything Blade & Balm',
    palette: SAND,
    description:
      'The full Blade & Balm range, from the first shave to the final spritz of perfume.',
    members: (items) => handles(byRank(items)),
  },
  {
    handle: 'deos',
    title: 'Deodorants',
    palette: SKY,
    description:
      'Long-lasting deodorant sprays, sticks and roll-ons with 48-hour protection.',
    members: cats('deo'),
  },
  {
    handle: 'body-sprays',
    title: 'Body Sprays',
    palette: SAND,
    description:
      'Perfume-grade body sprays and no-gas body perfumes at everyday prices.',
    members: cats('bodyspray'),
  },
  {
    handle: 'set-of-perfumes',
    title: 'Perfume Gift Sets',
    palette: ROSE,
    description:
      'Discovery sets and gift sets to try several signature scents at once.',
    members: (items) =>
      handles(
        byRank(items.filter((i) => i.category === 'perfume' && has(i, 'set'))),
      ),
  },
  {
    handle: 'best-of-perfumes',
    title: 'Best of Perfumes',
    palette: DARK,
    description:
      'Our highest-rated eau de parfums, loved for their long-lasting trail.',
    members: (items) =>
      handles(
        byRank(items.filter((i) => i.category === 'perfume' && !has(i, 'set'))),
      ),
  },
  {
    handle: 'charcoal-range',
    title: 'Charcoal Range',
    palette: COAL,
    description:
      'Activated charcoal face wash, scrub, mask, foam and body wash for deep-clean, oil-free skin.',
    members: (items) =>
      handles(byRank(items.filter((i) => has(i, 'charcoal')))),
  },
  {
    handle: 'coffee-range',
    title: 'Coffee Range',
    palette: COFFEE,
    description:
      'Energising coffee face wash, scrub, body wash and under eye cream with Arabica extract.',
    members: (items) => handles(byRank(items.filter((i) => has(i, 'coffee')))),
  },
  {
    handle: 'skin-care',
    title: 'Skin Care',
    palette: LEAF,
    description:
      'Everyday skin care for men: cleanse, treat, moisturise and protect.',
    members: cats('skin'),
  },
  {
    handle: 'shaving-foams-1',
    title: 'Shaving Foams & Gels',
    palette: SKY,
    description:
      'Shaving foams, gels and creams that cushion the blade and protect the skin.',
    members: (items) =>
      handles(byRank(items.filter((i) => i.category === 'foam'))),
  },
  {
    handle: 'shaving-regime',
    title: 'Shaving Regime',
    palette: SAND,
    description:
      'Build a complete shaving routine in four steps: prep, lather, shave and soothe.',
    members: pick(
      'pre-shave-oil',
      'shaving-foam-sensitive',
      'precision-5-blade-razor',
      'after-shave-balm',
      'oil-control-moisturiser',
      'complete-shaving-regime-kit',
      'precision-5-cartridges',
    ),
  },
  {
    handle: 'valentines-day-gifts-for-him',
    title: "Valentine's Day Gifts for Him",
    palette: ROSE,
    description:
      'Gifts he will actually use: perfume sets, trimmers and grooming boxes, wrapped with love.',
    members: pick(
      'valentines-gift-set',
      'perfume-duo-set',
      'perfume-gift-set-of-4',
      'the-gentleman-gift-box',
      'full-body-trimmer-spl-edition',
      'beard-grooming-kit',
      'midnight-oud-eau-de-parfum',
    ),
  },
  {
    handle: 'buy-perfumes-fragrances-for-men',
    title: 'Perfumes & Fragrances for Men',
    palette: DARK,
    description:
      'Eau de parfums, body sprays and deodorants in woody, fresh, oud and spicy scents.',
    members: cats('perfume', 'bodyspray', 'deo'),
  },
  {
    handle: 'mens-beardcare-products',
    title: 'Beard Care Products for Men',
    palette: SAND,
    description:
      'Beard oils, washes, balms, combs and trimmers for a softer, fuller, better-shaped beard.',
    members: (items) =>
      handles(
        byRank(
          items.filter(
            (i) => i.category === 'beard' || i.handle === 'beard-trimmer-t1',
          ),
        ),
      ),
  },
  // --- beyond docs/requirements.md: used by the menus
  {
    handle: 'trimmers',
    title: 'Trimmers for Men',
    palette: DARK,
    description:
      'Body, beard, groin, head and nose trimmers with skin-safe blades and a two-year warranty.',
    members: cats('trimmer'),
  },
  {
    handle: 'gifts-for-men',
    title: 'Gifts for Men',
    palette: ROSE,
    description:
      'Gift boxes, kits and perfume sets for birthdays, anniversaries and festivals.',
    members: (items) =>
      handles(
        byRank(
          items.filter(
            (i) =>
              i.category === 'gifting' ||
              i.category === 'kit' ||
              has(i, 'gifting'),
          ),
        ),
      ),
  },
  // --- cart drawer upsell strip: cheap add-ons, one with an out-of-stock first variant (travel-shaving-foam 50 ml)
  {
    handle: 'cart-upsell',
    title: 'Offers Unlocked!',
    palette: SKY,
    description: 'Add-ons under ₹399 to complete your order.',
    members: pick(
      'travel-shaving-foam',
      'lip-balm-spf-15',
      'wooden-beard-comb',
      'disposable-twin-blade-razors-pack-of-5',
      'shaving-foam-sensitive',
      'roll-on-deodorant-cool-mint',
      'travel-razor-mini',
      'neem-face-wash',
    ),
  },
];
