import {describe, expect, it} from 'vitest';
import {getI18nInstance} from './i18next-react';

const resources = {
  en: {
    common: {
      reviews_one: '{{count}} review',
      reviews_other: '{{count}} reviews',
      hello: 'Hello {{name}}',
      list: ['a', 'b'],
      tail: {x: 'X'},
    },
  },
  hi: {
    common: {
      reviews_one: '{{count}} समीक्षा',
      reviews_other: '{{count}} समीक्षाएँ',
      hello: 'नमस्ते {{name}}',
    },
  },
};

describe('the fixed t components get (remembered strings)', () => {
  it('answers the same as i18next for repeated calls, other options and the other language', () => {
    const en = getI18nInstance('en', resources).getFixedT('en');
    const hi = getI18nInstance('hi', resources).getFixedT('hi');
    for (let i = 0; i < 3; i++) {
      expect(en('reviews', {count: 1})).toBe('1 review');
      expect(en('reviews', {count: 100000})).toBe('1,00,000 reviews');
      expect(en('hello', {name: 'Asha'})).toBe('Hello Asha');
      expect(en('hello', {name: 'Ravi'})).toBe('Hello Ravi');
      expect(hi('hello', {name: 'Asha'})).toBe('नमस्ते Asha');
    }
  });

  it('passes objects through untouched and keeps the language and namespace react-i18next reads', () => {
    const i18n = getI18nInstance('en', resources);
    const t = i18n.getFixedT('en', 'common');
    expect(t('list', {returnObjects: true})).toEqual(['a', 'b']);
    expect(t('hello', {name: {toString: () => 'obj'}})).toBe('Hello obj');
    expect((t as unknown as {lng: string}).lng).toBe('en');
    expect(i18n.getFixedT('en', 'common')).toBe(t);
    // react-i18next asks with the namespaces as a list.
    expect(i18n.getFixedT('en', ['common'])).toBe(
      i18n.getFixedT('en', ['common']),
    );
  });
});
