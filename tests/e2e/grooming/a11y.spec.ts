import {a11ySpecs} from '../fixtures';

a11ySpecs({
  bothWidths: ['/', 'product', 'collection'],
  oneViewport: [
    '/collections',
    '/search?q=razor',
    '/pages/about-us',
    '/blogs',
    '/policies/shipping-policy',
    '/no-such-page',
  ],
});
