import {describe, expect, it} from 'vitest';
import {getI18nInstance} from './i18next-react';

const resources = {
  en: {
    common: {
      reviews_one: '{{count}} review',
      reviews_other: '{{count}} reviews',
      rights: '© {{year}} QuitPop',
      n: '{{value, number}}',
    },
  },
  hi: {
    common: {
      reviews_one: '{{count}} समीक्षा',
      reviews_other: '{{count}} समीक्षाएँ',
    },
  },
};

describe('i18next interpolation', () => {
  it('writes counts the Indian way in both languages, and leaves other numbers alone', () => {
    const en = getI18nInstance('en', resources);
    expect(en.t('reviews', {count: 100000})).toBe('1,00,000 reviews');
    expect(en.t('reviews', {count: 1})).toBe('1 review');
    expect(en.t('rights', {year: 2026})).toBe('© 2026 QuitPop');
    expect(en.t('n', {value: 1234567})).toBe('12,34,567');
    expect(getI18nInstance('hi', resources).t('reviews', {count: 2318})).toBe(
      '2,318 समीक्षाएँ',
    );
  });
});
