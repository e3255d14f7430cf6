import {PRODUCTS, smokeTest} from '../fixtures';

// Every route of the grooming store (storefronts/grooming/app/routes).
smokeTest({
  paths: [
    '/',
    '/collections',
    '/collections/best-seller',
    `/products/${PRODUCTS.razor.handle}`,
    '/products/nose-ear-trimmer',
    '/cart',
    '/search?q=beard',
    '/blogs',
    '/blogs/beard-care',
    '/blogs/beard-care/how-to-grow-a-thicker-beard',
    '/pages/about-us',
    '/policies/shipping-policy',
    '/account',
    '/no-such-page',
  ],
  orderHandle: PRODUCTS.razor.handle,
});
