import {describe, expect, it} from 'vitest';
import {
  languageCookie,
  parseLanguage,
  readCookie,
  safeRedirectPath,
  toStorefrontLanguage,
  withoutLanguageParam,
} from './languages';

const options = {supported: ['en', 'hi'] as const, fallback: 'en' as const};

describe('parseLanguage', () => {
  it('parses case-insensitively and rejects non-strings', () => {
    expect(parseLanguage(' HI ', options.supported)).toBe('hi');
    expect(parseLanguage('fr', options.supported)).toBeNull();
    expect(parseLanguage(undefined, options.supported)).toBeNull();
    expect(parseLanguage('', options.supported)).toBeNull();
  });
});

describe('cookie helpers', () => {
  it('writes a plain value the server can read back', () => {
    const header = languageCookie('hi');
    expect(header).toMatch(
      /^preferred-language=hi; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    expect(readCookie(header.split(';')[0], 'preferred-language')).toBe('hi');
    expect(languageCookie('en', {secure: true})).toContain('Secure');
  });
  it('does not confuse similarly named cookies', () => {
    expect(
      readCookie('xpreferred-language=hi; a=b', 'preferred-language'),
    ).toBeNull();
  });
});

describe('redirect and API helpers', () => {
  it('maps to the Storefront API LanguageCode', () => {
    expect(toStorefrontLanguage('hi')).toBe('HI');
  });
  it('only allows same-site paths', () => {
    expect(safeRedirectPath('/faq?x=1')).toBe('/faq?x=1');
    expect(safeRedirectPath('//evil.com')).toBe('/');
    expect(safeRedirectPath('https://evil.com')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
  it('drops ?lang= and keeps other parameters', () => {
    expect(withoutLanguageParam('/search?q=gum&lang=hi#top')).toBe(
      '/search?q=gum#top',
    );
  });
});
