import {a11ySpecs} from '../fixtures';

const contentPages = [
  '/collections',
  '/search?q=gum',
  '/faq',
  '/pages/contact',
  '/policies/privacy-policy',
  '/no-such-page',
];

a11ySpecs({
  bothWidths: ['/', 'product', 'collection', '/cart'],
  oneViewport: contentPages,
});
// In Hindi the layout is the English one at each width (covered above) with other words: the home page
// checks the Hindi chrome at both widths; every other page at 390 px.
a11ySpecs(
  {
    bothWidths: ['/hi'],
    oneViewport: [
      'product',
      'collection',
      '/hi/cart',
      ...contentPages.map((path) => `/hi${path}`),
    ],
  },
  '/hi',
);
