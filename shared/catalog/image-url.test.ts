import {describe, expect, it} from 'vitest';
import {imageUrl, urlParsingLoader} from './image-url';

const sources = [
  'https://cdn.shopify.com/s/files/1/0001/files/razor.png',
  'https://cdn.shopify.com/s/files/1/0001/files/razor.png?v=1700000000',
  'https://cdn.shopify.com/s/files/1/0001/files/razor_front-1.jpg?v=17&x=a.b',
  'http://127.0.0.1:34500/cdn/shop/files/grooming/products/trimmer-1.png',
  // Shapes the URL parser rewrites: they take the parsing path and must come out the same.
  'https://CDN.shopify.com/files/a.png',
  'https://cdn.shopify.com:443/files/a.png',
  'http://cdn.shopify.com:80/files/a.png?v=1',
  'https://cdn.shopify.com/files/./a/../b.png',
  'https://cdn.shopify.com/files/a%2e%2e/b c.png',
  'https://cdn.shopify.com/files/a.png?v=1+2&w',
  'https://cdn.shopify.com/files/a.png?',
  'https://cdn.shopify.com/files/a.png#x',
  'https://cdn.shopify.com',
  '/relative/a.png?v=3',
  '//cdn.shopify.com/a.png',
];
const params = [
  {width: 200, height: 200, crop: 'center' as const},
  {width: 100, height: 56.25, crop: 'center' as const},
  {width: 400},
  {height: 300.4, crop: 'top' as const},
  {},
];

describe('imageUrl (Image loader)', () => {
  it('writes the same URL as Hydrogen’s URL-parsing loader for every shape of source', () => {
    for (const src of sources) {
      for (const p of params)
        expect(imageUrl({src, ...p}), `${src} ${JSON.stringify(p)}`).toBe(
          urlParsingLoader({src, ...p}),
        );
    }
  });

  it('adds width, height and crop to a CDN URL and keeps its version', () => {
    expect(
      imageUrl({
        src: 'https://cdn.shopify.com/files/a.png?v=9',
        width: 400,
        height: 400,
        crop: 'center',
      }),
    ).toBe(
      'https://cdn.shopify.com/files/a.png?v=9&width=400&height=400&crop=center',
    );
    expect(imageUrl({src: undefined, width: 10})).toBe('');
  });
});
