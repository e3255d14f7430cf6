import {describe, expect, it} from 'vitest';
import {
  canonicalUrl,
  languageAlternates,
  languageFromPath,
  languageFromRequest,
  languageRedirect,
  localizePath,
  stripLanguagePrefix,
  withLocaleParam,
} from './url';

const options = {supported: ['en', 'hi'] as const, fallback: 'en' as const};
const get = (
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
) => new Request(url, {method, headers});

describe('language from the URL', () => {
  it('is Hindi under /hi and English otherwise, whatever the cookie says', () => {
    expect(languageFromPath('/hi', options)).toBe('hi');
    expect(languageFromPath('/hi/faq', options)).toBe('hi');
    expect(languageFromPath('/hi.data', options)).toBe('hi');
    expect(languageFromPath('/hi/faq.data', options)).toBe('hi');
    expect(languageFromPath('/', options)).toBe('en');
    expect(languageFromPath('/faq', options)).toBe('en');
    expect(languageFromPath('/en/faq', options)).toBe('en');
    expect(languageFromPath('/HI/faq', options)).toBe('en');
    expect(languageFromPath('/hindi/faq', options)).toBe('en');
    expect(
      languageFromRequest(
        get('http://x/faq', {Cookie: 'preferred-language=hi'}),
        options,
      ),
    ).toBe('en');
    expect(languageFromRequest(get('http://x/hi/faq?lang=en'), options)).toBe(
      'hi',
    );
  });
});

describe('localizePath', () => {
  it('adds, swaps and removes the prefix, keeping query and hash', () => {
    expect(localizePath('/faq', 'hi', options)).toBe('/hi/faq');
    expect(localizePath('/', 'hi', options)).toBe('/hi');
    expect(localizePath('/?login=1', 'hi', options)).toBe('/hi?login=1');
    expect(
      localizePath('/collections/all?sort=price-high-low#x', 'hi', options),
    ).toBe('/hi/collections/all?sort=price-high-low#x');
    expect(localizePath('/hi/faq', 'hi', options)).toBe('/hi/faq');
    expect(localizePath('/hi/faq', 'en', options)).toBe('/faq');
    expect(localizePath('/hi', 'en', options)).toBe('/');
    expect(localizePath('/history', 'en', options)).toBe('/history');
    expect(localizePath('/history', 'hi', options)).toBe('/hi/history');
  });
  it('leaves other sites, protocol-relative URLs, schemes and fragments alone', () => {
    for (const path of [
      'https://evil.example/x',
      '//evil.example/x',
      'tel:+911234',
      'mailto:a@b.in',
      '#top',
      'faq',
    ]) {
      expect(localizePath(path, 'hi', options)).toBe(path);
    }
  });
  it('strips a prefix', () => {
    expect(stripLanguagePrefix('/hi/products/x?y=1', options)).toBe(
      '/products/x?y=1',
    );
    expect(stripLanguagePrefix('/hi', options)).toBe('/');
    expect(stripLanguagePrefix('/faq', options)).toBe('/faq');
  });
});

describe('alternates and canonical', () => {
  it('lists en, hi and x-default for every page, without the query', () => {
    expect(
      languageAlternates(
        new URL('https://shop.in/hi/products/mint?Flavour=Paan'),
        options,
      ),
    ).toEqual([
      {hreflang: 'en', href: 'https://shop.in/products/mint'},
      {hreflang: 'hi', href: 'https://shop.in/hi/products/mint'},
      {hreflang: 'x-default', href: 'https://shop.in/products/mint'},
    ]);
    expect(
      languageAlternates(new URL('https://shop.in/'), options).map(
        (a) => a.href,
      ),
    ).toEqual(['https://shop.in/', 'https://shop.in/hi', 'https://shop.in/']);
  });
  it('canonical is the page in its own language', () => {
    expect(canonicalUrl(new URL('https://shop.in/hi/faq?x=1'), options)).toBe(
      'https://shop.in/hi/faq',
    );
    expect(canonicalUrl(new URL('https://shop.in/faq/'), options)).toBe(
      'https://shop.in/faq',
    );
  });
});

describe('languageRedirect', () => {
  const hi = {Cookie: 'a=b; preferred-language=hi'};
  it('sends a first visit to an English page to the Hindi one when the shopper chose Hindi', () => {
    expect(
      languageRedirect(
        get('http://shop/products/mint?Flavour=Paan', hi),
        options,
      ),
    ).toEqual({
      location: '/hi/products/mint?Flavour=Paan',
      status: 302,
    });
    expect(
      languageRedirect(
        get('http://shop/', {
          ...hi,
          'Sec-Fetch-Dest': 'document',
          Referer: 'https://www.google.com/',
        }),
        options,
      ),
    ).toEqual({
      location: '/hi',
      status: 302,
    });
  });
  it('leaves links inside the store, other choices, Hindi pages and non-pages alone', () => {
    expect(
      languageRedirect(
        get('http://shop/faq', {...hi, Referer: 'http://shop/hi/faq'}),
        options,
      ),
    ).toBeNull();
    expect(
      languageRedirect(
        get('http://shop/faq', {Cookie: 'preferred-language=en'}),
        options,
      ),
    ).toBeNull();
    expect(
      languageRedirect(
        get('http://shop/faq', {Cookie: 'preferred-language=fr'}),
        options,
      ),
    ).toBeNull();
    expect(languageRedirect(get('http://shop/faq'), options)).toBeNull();
    expect(languageRedirect(get('http://shop/hi/faq', hi), options)).toBeNull();
    expect(
      languageRedirect(get('http://shop/faq', hi, 'POST'), options),
    ).toBeNull();
    expect(
      languageRedirect(
        get('http://shop/faq', {...hi, 'Sec-Fetch-Dest': 'empty'}),
        options,
      ),
    ).toBeNull();
    for (const path of [
      '/faq.data',
      '/_root.data',
      '/sitemap.xml',
      '/robots.txt',
      '/sw.js',
      '/api/login',
      '/language',
      '/account/logout',
    ]) {
      expect(
        languageRedirect(get(`http://shop${path}`, hi), options),
        path,
      ).toBeNull();
    }
  });
  it('moves old ?lang= links to the URL that carries the language, permanently', () => {
    expect(
      languageRedirect(get('http://shop/faq?lang=hi&x=1'), options),
    ).toEqual({location: '/hi/faq?x=1', status: 301});
    expect(
      languageRedirect(get('http://shop/hi/faq?lang=en'), options),
    ).toEqual({location: '/faq', status: 301});
    expect(
      languageRedirect(get('http://shop/faq?lang=<script>'), options),
    ).toEqual({location: '/faq', status: 301});
  });
});

describe('withLocaleParam', () => {
  it('hands the language to a third party as locale=', () => {
    expect(
      withLocaleParam('https://shop.in/checkouts/cn/abc?key=k1', 'hi'),
    ).toBe('https://shop.in/checkouts/cn/abc?key=k1&locale=hi');
    expect(
      withLocaleParam(
        'https://shop.in/checkouts/cn/abc?key=k1&locale=en',
        'hi',
      ),
    ).toBe('https://shop.in/checkouts/cn/abc?key=k1&locale=hi');
    expect(withLocaleParam('https://shop.in/x', null)).toBe(
      'https://shop.in/x',
    );
    expect(withLocaleParam('not a url', 'hi')).toBe('not a url');
  });
});
