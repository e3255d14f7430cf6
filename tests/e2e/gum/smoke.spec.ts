import {smokeTest} from '../fixtures';

// Every route of the gum store (storefronts/gum/app/routes), each also in Hindi.
smokeTest({
  paths: [
    '/',
    '/collections',
    '/collections/nicotine-gums',
    '/products/nicotine-gum-2mg-paan',
    '/products/nicotine-gum-2mg-coffee',
    '/cart',
    '/search?q=mint',
    '/faq',
    '/pages/how-to-use',
    '/policies/shipping-policy',
    '/account',
    '/no-such-page',
  ],
  orderHandle: 'nicotine-gum-2mg-paan',
});
