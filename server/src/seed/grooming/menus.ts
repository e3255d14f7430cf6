/** Grooming menus: main-menu (desktop mega-menu, docs/requirements.md, grooming: routes and screens), mobile-menu, footer. */
import type {MenuItemSeed, MenuSeed} from '../../data/seed-writer.ts';

export const WOMEN_STORE_URL = 'https://women.example.in';
export const ORDER_TRACKING_URL = 'https://track.example.in/blade-and-balm';

const c = (
  title: string,
  handle: string,
  items?: MenuItemSeed[],
): MenuItemSeed => ({
  title,
  url: `/collections/${handle}`,
  type: 'COLLECTION',
  items,
});
const p = (
  title: string,
  handle: string,
  items?: MenuItemSeed[],
): MenuItemSeed => ({title, url: `/pages/${handle}`, type: 'PAGE', items});
const prod = (title: string, handle: string): MenuItemSeed => ({
  title,
  url: `/products/${handle}`,
  type: 'PRODUCT',
});
const b = (title: string, handle: string): MenuItemSeed => ({
  title,
  url: `/blogs/${handle}`,
  type: 'BLOG',
});
const pol = (title: string, handle: string): MenuItemSeed => ({
  title,
  url: `/policies/${handle}`,
  type: 'SHOP_POLICY',
});
const http = (title: string, url: string): MenuItemSeed => ({
  title,
  url,
  type: 'HTTP',
});

export const BLOG_CATEGORIES = [
  {handle: 'beard-care', title: 'Beard Care'},
  {handle: 'shaving', title: 'Shaving'},
  {handle: 'fragrances', title: 'Fragrances'},
  {handle: 'diy', title: 'DIY'},
  {handle: 'skincare', title: 'Skincare'},
  {handle: 'body-hair-removal', title: 'Body Hair Removal'},
] as const;

const trimmerChildren = (): MenuItemSeed[] => [
  c('All Trimmers', 'trimmers'),
  prod('Full Body Trimmer', 'full-body-trimmer-for-men'),
  prod('Full Body Trimmer 2.0', 'full-body-trimmer-copy'),
  prod('Full Body Trimmer Special Edition', 'full-body-trimmer-spl-edition'),
  prod(
    'Landscaper Pubic Hair Trimmer',
    'landscaper-pubic-hair-trimmer-for-men',
  ),
  prod('Landscaper 2.0 Groin Trimmer', 'landscaper-2-0-groin-trimmer-copy'),
  prod('Headshaver Pro', 'headshaver-pro-copy'),
  prod('Beard Trimmer T1', 'beard-trimmer-t1'),
];

const shaveChildren = (): MenuItemSeed[] => [
  c('Razors', 'razors-1'),
  c('Razor Cartridges', 'best-razor-cartridges'),
  c('Shaving Foams & Gels', 'shaving-foams-1'),
  c('Shaving Kits', 'shaving-kits-razors'),
  c('Shaving Regime', 'shaving-regime'),
  c('All Shaving Products', 'shaving-products-for-men'),
];

const skinChildren = (): MenuItemSeed[] => [
  c('Skin Care', 'skin-care'),
  c('Charcoal Range', 'charcoal-range'),
  c('Coffee Range', 'coffee-range'),
  c('Beard Care', 'mens-beardcare-products'),
  c('All Skincare', 'skincare-products-for-men-1'),
];

const fragranceChildren = (): MenuItemSeed[] => [
  c('Best of Perfumes', 'best-of-perfumes'),
  c('Perfume Gift Sets', 'set-of-perfumes'),
  c('Deodorants', 'deos'),
  c('Body Sprays', 'body-sprays'),
  c('All Fragrances', 'buy-perfumes-fragrances-for-men'),
];

const giftChildren = (): MenuItemSeed[] => [
  c("Valentine's Day Gifts", 'valentines-day-gifts-for-him'),
  c('Shaving Kits', 'shaving-kits-razors'),
  c('Perfume Gift Sets', 'set-of-perfumes'),
  prod('The Gentleman Gift Box', 'the-gentleman-gift-box'),
  p('Corporate Gifting', 'corporate-gifting'),
];

export const GROOMING_MENUS: MenuSeed[] = [
  {
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      p('Razors for men', 'razors-for-men', [
        c('Razors', 'razors-1'),
        c('Razor Cartridges', 'best-razor-cartridges'),
        c('Shaving Kits', 'shaving-kits-razors'),
        c('Shaving Foams & Gels', 'shaving-foams-1'),
        c('Shaving Regime', 'shaving-regime'),
      ]),
      c('Best sellers', 'best-seller', [
        c('Best Sellers', 'best-seller'),
        c('New Arrivals', 'new-arrivals'),
        c('Everything Blade & Balm', 'everything-bsc'),
        c('Shop All', 'all'),
      ]),
      c('Gifts for men', 'gifts-for-men', giftChildren()),
      p('Trimmers', 'trimmers-for-men', trimmerChildren()),
      c('Shave', 'shaving-products-for-men', shaveChildren()),
      c('Skin', 'skincare-products-for-men-1', skinChildren()),
      c('Fragrances', 'buy-perfumes-fragrances-for-men', fragranceChildren()),
      p('Corporate gifting', 'corporate-gifting', [
        p('Corporate Gifting Enquiry', 'corporate-gifting'),
        prod('Corporate Gift Hamper', 'corporate-gift-hamper'),
        c('Gift Boxes & Kits', 'gifts-for-men'),
      ]),
      p(
        'Blog',
        'blog',
        BLOG_CATEGORIES.map((blog) => b(blog.title, blog.handle)),
      ),
      http('Women', WOMEN_STORE_URL),
    ],
  },
  {
    handle: 'mobile-menu',
    title: 'Mobile menu',
    items: [
      p('Trimmers', 'trimmers-for-men', trimmerChildren()),
      c('Gifting Kits', 'gifts-for-men', giftChildren()),
      c('Shave Care', 'shaving-products-for-men', shaveChildren()),
      c('Fragrances', 'buy-perfumes-fragrances-for-men', fragranceChildren()),
      c('Skin Care', 'skincare-products-for-men-1', skinChildren()),
      p('Blogs', 'blog'),
      p('FAQs', 'faq'),
      p('Contact Us', 'contact-us'),
      http('Track Your Order', ORDER_TRACKING_URL),
    ],
  },
  {
    handle: 'footer',
    title: 'Footer menu',
    items: [
      {
        title: 'Shop',
        url: '/collections/all',
        type: 'COLLECTION',
        items: [
          p('Razors for Men', 'razors-for-men'),
          p('Trimmers for Men', 'trimmers-for-men'),
          c('Shaving Kits', 'shaving-kits-razors'),
          c('Perfumes', 'buy-perfumes-fragrances-for-men'),
          c('Skin Care', 'skin-care'),
          c('Beard Care', 'mens-beardcare-products'),
          c('Best Sellers', 'best-seller'),
          c('New Arrivals', 'new-arrivals'),
        ],
      },
      {
        title: 'Policies & Help',
        url: '/pages/faq',
        type: 'PAGE',
        items: [
          p('Terms & Conditions', 'terms-and-conditions'),
          p('Privacy Policy', 'privacy-policy'),
          p('Cancellations & Returns', 'cancellations'),
          pol('Shipping Policy', 'shipping-policy'),
          pol('Refund Policy', 'refund-policy'),
          p('FAQs', 'faq'),
          p('Site Map', 'site-map'),
        ],
      },
      {
        title: 'Customer Service',
        url: '/pages/contact-us',
        type: 'PAGE',
        items: [
          p('About Us', 'about-us'),
          p('Contact Us', 'contact-us'),
          p('Coupons & Offers', 'coupons-and-offers'),
          p('Corporate Gifting', 'corporate-gifting'),
          p('Careers', 'careers'),
          p('Franchise Enquiry', 'franchise-enquiry'),
          p('Investors', 'investors'),
          p('Blog', 'blog'),
          http('Track Your Order', ORDER_TRACKING_URL),
        ],
      },
    ],
  },
];
