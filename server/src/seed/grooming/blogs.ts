/** Grooming blogs: one per category in docs/requirements.md, 2–3 articles each. */
import type {ArticleSeed, BlogSeed} from '../../data/seed-writer.ts';
import {bannerImage, daysAgo, html, seoTitle} from '../common.ts';

export type ArticleDef = Omit<
  ArticleSeed,
  'image' | 'publishedAt' | 'contentHtml'
> & {paragraphs: string[]; tips?: string[]; age: number};

const AUTHORS = ['Rohan Mehta', 'Arjun Nair', 'Kabir Sethi', 'Vikram Rao'];

const BLOGS: (BlogSeed & {articles: ArticleDef[]})[] = [
  {
    handle: 'beard-care',
    title: 'Beard Care',
    seoTitle: 'Beard Care Tips for Indian Men | Blade & Balm Blog',
    articles: [
      {
        handle: 'how-to-grow-a-thicker-beard',
        title: 'How to Grow a Thicker Beard',
        authorName: AUTHORS[0],
        tags: ['beard', 'growth'],
        age: 12,
        paragraphs: [
          'A patchy beard is usually a matter of patience, genetics and care, in that order. Most beards fill in noticeably between weeks four and eight, so resist the urge to trim everything back at the first awkward stage.',
          'Support growth from the inside: sleep seven to eight hours, eat enough protein and keep stress in check. Outside, massage a few drops of beard oil into the skin underneath every night to keep it healthy and itch-free.',
          'Once the beard has some length, shape it with a trimmer so the fuller areas hide the thinner ones. A defined neckline alone makes a beard look thicker.',
        ],
        tips: [
          'Wait at least four weeks before judging your beard',
          'Oil the skin, not just the hair',
          "Trim the neckline two fingers above the Adam's apple",
        ],
      },
      {
        handle: 'beard-oil-vs-beard-balm',
        title: 'Beard Oil vs Beard Balm: Which One Do You Need?',
        authorName: AUTHORS[1],
        tags: ['beard', 'products'],
        age: 40,
        paragraphs: [
          'Beard oil and beard balm share most of their ingredients, but they do different jobs. Oil is light, sinks into the skin and softens the hair; balm adds butters and wax for hold and shape.',
          'Short beards and stubble usually need only oil. Once your beard is long enough to fly away, a little balm after the oil keeps it in place all day.',
          'In humid weather use less product; in winter or air-conditioned offices, a bit more helps stop flakes.',
        ],
      },
      {
        handle: 'how-to-wash-your-beard',
        title: 'How Often Should You Wash Your Beard?',
        authorName: AUTHORS[2],
        tags: ['beard', 'routine'],
        age: 75,
        paragraphs: [
          'Washing your beard with ordinary shampoo every day strips the natural oils and leaves the skin underneath dry and itchy.',
          'Use a gentle beard wash two or three times a week and plain water on other days. Pat dry with a towel, never rub, and apply beard oil while the hair is still slightly damp.',
        ],
      },
    ],
  },
  {
    handle: 'shaving',
    title: 'Shaving',
    seoTitle: 'Shaving Guides & Tips | Blade & Balm Blog',
    articles: [
      {
        handle: 'how-to-shave-without-razor-burn',
        title: 'How to Shave Without Razor Burn',
        authorName: AUTHORS[1],
        tags: ['shaving', 'razor-burn'],
        age: 5,
        paragraphs: [
          'Razor burn is almost always caused by one of three things: a dull blade, too little lubrication, or shaving against the grain on the first pass.',
          'Shave after a warm shower, when the hair is soft. Massage shaving foam into the stubble for thirty seconds, then shave with the grain using light, short strokes and rinse the blade often.',
          'Finish with cold water and an alcohol-free after shave balm. If you still get bumps, switch to a razor with fewer, wider-spaced blades.',
        ],
        tips: [
          'Change your cartridge every 6–8 shaves',
          'First pass with the grain',
          'Never shave dry',
        ],
      },
      {
        handle: 'safety-razor-beginners-guide',
        title: "A Beginner's Guide to the Safety Razor",
        authorName: AUTHORS[3],
        tags: ['shaving', 'safety-razor'],
        age: 30,
        paragraphs: [
          'A double-edge safety razor looks intimidating but is one of the gentlest ways to shave, because a single sharp blade cuts each hair once instead of tugging it.',
          'Hold the razor at about 30 degrees to your face and let its weight do the work: no pressing. Shave in short strokes and re-lather for a second pass across the grain if you want it closer.',
          'Blades cost a few rupees each, so change them often. Most men get four or five good shaves per blade.',
        ],
      },
      {
        handle: 'wet-shave-vs-electric-shave',
        title: 'Wet Shave vs Electric Shave',
        authorName: AUTHORS[0],
        tags: ['shaving', 'trimmer'],
        age: 90,
        paragraphs: [
          'A wet shave with a sharp razor gives the closest, smoothest result and is hard to beat for special occasions.',
          'An electric shaver or trimmer is faster, kinder to sensitive skin and perfect for keeping a few days of stubble. Many men use both: a trimmer on weekdays and a razor before weddings and interviews.',
        ],
      },
    ],
  },
  {
    handle: 'fragrances',
    title: 'Fragrances',
    seoTitle: 'Perfume & Fragrance Guides for Men | Blade & Balm Blog',
    articles: [
      {
        handle: 'how-to-make-perfume-last-longer',
        title: 'How to Make Your Perfume Last Longer',
        authorName: AUTHORS[2],
        tags: ['perfume', 'tips'],
        age: 8,
        paragraphs: [
          'Perfume clings best to moisturised skin, so apply a little unscented lotion first, especially in dry weather.',
          'Spray on pulse points (wrists, the base of the neck and behind the ears) and do not rub your wrists together, which breaks down the top notes.',
          'Store your bottle away from heat and sunlight. A bathroom shelf is the worst place for it; a cupboard in your bedroom is ideal.',
        ],
      },
      {
        handle: 'deo-vs-body-spray-vs-perfume',
        title: "Deo vs Body Spray vs Perfume: What's the Difference?",
        authorName: AUTHORS[3],
        tags: ['perfume', 'deo', 'body-spray'],
        age: 55,
        paragraphs: [
          'A deodorant fights the bacteria behind sweat odour and has a light scent. A body spray is mostly fragrance in a gas can and lasts a few hours. An eau de parfum has the highest concentration of perfume oils and lasts eight hours or more.',
          'Use a deodorant every day, a body spray for a quick refresh, and save your eau de parfum for when you want to be remembered.',
        ],
      },
    ],
  },
  {
    handle: 'diy',
    title: 'DIY',
    seoTitle: 'DIY Grooming at Home | Blade & Balm Blog',
    articles: [
      {
        handle: 'diy-coffee-face-mask',
        title: 'A 10-Minute DIY Coffee Face Mask',
        authorName: AUTHORS[0],
        tags: ['diy', 'coffee', 'skincare'],
        age: 20,
        paragraphs: [
          'Mix one tablespoon of finely ground coffee with one tablespoon of curd and a teaspoon of honey. Apply to a clean face, avoiding the eyes, and leave it on for ten minutes.',
          'Rinse with lukewarm water while massaging gently in circles. The caffeine tightens and brightens, the curd soothes and the honey keeps skin soft.',
          'Use it once a week at most; on other days, our coffee face scrub gives the same lift without the mess.',
        ],
      },
      {
        handle: 'how-to-trim-your-beard-at-home',
        title: 'How to Trim Your Beard at Home Like a Barber',
        authorName: AUTHORS[1],
        tags: ['diy', 'beard', 'trimmer'],
        age: 65,
        paragraphs: [
          'Start with a clean, dry, combed-out beard. Choose a longer guard than you think you need; you can always go shorter.',
          "Trim the sides against the direction of growth, then the chin. Define the cheek line from the top of the sideburn to the corner of the moustache, and the neckline two fingers above the Adam's apple.",
          'Finish by tidying the moustache over the lip with the trimmer held upside down.',
        ],
      },
    ],
  },
  {
    handle: 'skincare',
    title: 'Skincare',
    seoTitle: 'Skincare Routines for Men | Blade & Balm Blog',
    articles: [
      {
        handle: 'basic-skincare-routine-for-men',
        title: 'The 3-Step Skincare Routine Every Man Needs',
        authorName: AUTHORS[2],
        tags: ['skincare', 'routine'],
        age: 3,
        paragraphs: [
          'Skin care does not need ten steps. Cleanse, moisturise and protect: that is the whole morning routine.',
          'Wash with a face wash suited to your skin (charcoal for oily skin, a gentle gel for dry skin), then apply a light moisturiser and finish with SPF 50 sunscreen, even on cloudy days.',
          'At night, cleanse again and add a serum if you want to target dark spots or fine lines.',
        ],
        tips: [
          'Cleanse twice a day',
          'Sunscreen every morning',
          'Exfoliate once or twice a week',
        ],
      },
      {
        handle: 'how-to-deal-with-oily-skin',
        title: 'How to Deal with Oily Skin in Humid Weather',
        authorName: AUTHORS[3],
        tags: ['skincare', 'oily-skin'],
        age: 45,
        paragraphs: [
          'Oily skin needs moisture too. Skipping moisturiser makes your skin produce even more oil to compensate.',
          'Use an oil-control gel moisturiser with niacinamide, wash your face no more than twice a day, and keep blotting papers in your bag for the afternoon shine.',
        ],
      },
      {
        handle: 'charcoal-vs-coffee-face-wash',
        title: 'Charcoal or Coffee Face Wash: Which Suits You?',
        authorName: AUTHORS[0],
        tags: ['skincare', 'charcoal', 'coffee'],
        age: 100,
        paragraphs: [
          'Charcoal face wash is best for oily skin and city pollution: activated charcoal binds to dirt and excess sebum.',
          'Coffee face wash is for dull, tired skin: caffeine boosts circulation and gives an instant glow. Many men keep both and choose based on the day.',
        ],
      },
    ],
  },
  {
    handle: 'body-hair-removal',
    title: 'Body Hair Removal',
    seoTitle: 'Body Hair Removal & Manscaping Guides | Blade & Balm Blog',
    articles: [
      {
        handle: 'manscaping-guide-for-beginners',
        title: "Manscaping: A Beginner's Guide",
        authorName: AUTHORS[1],
        tags: ['body-hair-removal', 'trimmer'],
        age: 14,
        paragraphs: [
          'Manscaping simply means keeping body hair tidy. Most men trim rather than remove it completely, which avoids itchy regrowth.',
          'Use a dedicated body trimmer with skin-safe blades, not your beard trimmer. Trim on dry skin, pull the skin taut and move slowly against the direction of growth.',
          'Rinse the trimmer afterwards and moisturise the area. Every two to three weeks is enough for most men.',
        ],
      },
      {
        handle: 'trimming-vs-waxing-vs-shaving',
        title: 'Trimming vs Waxing vs Shaving Body Hair',
        authorName: AUTHORS[2],
        tags: ['body-hair-removal'],
        age: 80,
        paragraphs: [
          'Trimming is quick, painless and leaves a neat, natural look. Shaving gives smooth skin for two or three days but can cause itchy regrowth and ingrown hairs. Waxing lasts weeks but is painful and best done by a professional.',
          'For most men, a waterproof body trimmer used in the shower gives the best balance of comfort and results.',
        ],
      },
    ],
  },
];

export const GROOMING_BLOGS = BLOGS;

const PALETTES = [
  {
    bg: ['#f1ebe3', '#d6c3a8'] as [string, string],
    body: '#2d2a26',
    accent: '#c9a227',
  },
  {
    bg: ['#e7f0f6', '#aecbe0'] as [string, string],
    body: '#1b4f72',
    accent: '#f2f6f9',
  },
  {
    bg: ['#eaf2ec', '#b9d4bf'] as [string, string],
    body: '#245248',
    accent: '#f3efe4',
  },
];

export function groomingArticle(
  def: ArticleDef,
  blogHandle: string,
  index: number,
): ArticleSeed {
  return {
    handle: def.handle,
    title: def.title,
    authorName: def.authorName,
    tags: def.tags,
    excerpt: def.paragraphs[0],
    contentHtml: html(def.paragraphs, def.tips),
    publishedAt: daysAgo(def.age),
    seoTitle: seoTitle(def.title, 'Blade & Balm Blog', 'Blade & Balm'),
    seoDescription: def.paragraphs[0].slice(0, 155),
    image: bannerImage({
      path: `grooming/blogs/${blogHandle}/${def.handle}.png`,
      altText: def.title,
      label:
        def.title.length > 34
          ? `${def.title.slice(0, def.title.lastIndexOf(' ', 32))}…`
          : def.title,
      sublabel: blogHandle.replace(/-/g, ' ').toUpperCase(),
      palette: PALETTES[index % PALETTES.length],
      brand: 'BLADE & BALM',
    }),
  };
}
