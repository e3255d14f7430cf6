import {describe, expect, it} from 'vitest';
import {robotsTxt} from './robots';
import {renderLocalizedSitemap} from './sitemap.server';
import {localizePath} from '../i18n/url';

const options = {supported: ['en', 'hi'] as const, fallback: 'en' as const};
const languages = {
  languages: options.supported,
  localize: (path: string, language: string) =>
    localizePath(path, language as 'en' | 'hi', options),
};

describe('robots.txt', () => {
  it('keeps cart, account and search out in every language and points at the sitemap', () => {
    const body = robotsTxt('https://shop.in', {prefixes: ['', '/hi']});
    for (const path of [
      '/cart',
      '/account',
      '/search',
      '/hi/cart',
      '/hi/account',
      '/hi/search',
      '/api/',
    ]) {
      expect(body).toContain(`Disallow: ${path}\n`);
    }
    expect(body).toContain('Sitemap: https://shop.in/sitemap.xml');
    expect(robotsTxt('https://shop.in')).not.toContain('/hi/');
  });
});

describe('multilingual sitemap', () => {
  it('lists each page in every language, each with en, hi and x-default alternates', () => {
    const xml = renderLocalizedSitemap(
      [{handle: 'mint', updatedAt: '2026-01-01T00:00:00Z'}],
      {origin: 'https://shop.in', type: 'products', ...languages},
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://shop.in/products/mint</loc>');
    expect(xml).toContain('<loc>https://shop.in/hi/products/mint</loc>');
    expect(
      xml.match(/hreflang="hi" href="https:\/\/shop.in\/hi\/products\/mint"/g),
    ).toHaveLength(2);
    expect(
      xml.match(
        /hreflang="x-default" href="https:\/\/shop.in\/products\/mint"/g,
      ),
    ).toHaveLength(2);
    expect(xml).toContain('<lastmod>2026-01-01T00:00:00Z</lastmod>');
  });
  it('escapes what it writes', () => {
    const xml = renderLocalizedSitemap([{handle: 'a&b'}], {
      origin: 'https://shop.in',
      type: 'pages',
      ...languages,
    });
    expect(xml).toContain('/pages/a&amp;b');
    expect(xml).not.toContain('a&b');
  });
  it('writes the home page as / and /hi', () => {
    const xml = renderLocalizedSitemap([{handle: '/'}], {
      origin: 'https://shop.in',
      type: 'static',
      ...languages,
    });
    expect(xml).toContain('<loc>https://shop.in/</loc>');
    expect(xml).toContain('<loc>https://shop.in/hi</loc>');
  });
});
