import {a11ySpecs} from '../fixtures';

const pages = [
  '/',
  '/collections',
  '/search?q=gum',
  '/faq',
  '/pages/contact',
  '/cart',
  '/policies/privacy-policy',
  '/no-such-page',
];

a11ySpecs(pages);
a11ySpecs(
  pages.map((path) => `/hi${path === '/' ? '' : path}`),
  '/hi',
);
