import {describe, expect, it} from 'vitest';
import {resources} from './index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}
const baseKey = (key: string) => key.replace(/_(one|other)$/, '');

describe('gum translations', () => {
  for (const ns of ['common', 'home'] as const) {
    it(`${ns}: Hindi has every English key and no extra ones`, () => {
      expect(keys(resources.hi[ns]).map(baseKey).sort()).toEqual(
        keys(resources.en[ns]).map(baseKey).sort(),
      );
    });
  }
  it('Hindi copy is written in Devanagari', () => {
    expect(resources.hi.common.nav.shop).toMatch(/[\u0900-\u097F]/);
    expect(
      resources.hi.faq.items.every((item) =>
        /[\u0900-\u097F]/.test(item.question),
      ),
    ).toBe(true);
  });
  it('FAQ: 14 questions in English, 17 in Hindi, with the dosage facts', () => {
    expect(resources.en.faq.items).toHaveLength(14);
    expect(resources.hi.faq.items).toHaveLength(17);
    const en = JSON.stringify(resources.en.faq.items);
    for (const fact of [
      '2mg',
      '6-12 pieces a day',
      'more than 24',
      'under 18',
      'non-users of tobacco',
      '18-20 minutes',
      'up to 30 minutes',
      '24 months',
      'below 25°C',
      '15 minutes',
      '3 months',
      '6 months',
      'seven flavours',
      '21 days',
    ]) {
      expect(en, fact).toContain(fact);
    }
    const hi = JSON.stringify(resources.hi.faq.items);
    for (const fact of [
      '2mg',
      '6-12',
      '24',
      '18 वर्ष',
      '18-20 मिनट',
      '30 मिनट',
      '24 महीने',
      '15 मिनट',
      '3 महीने',
      '6 महीने',
      '9 महीने',
      'सात फ़्लेवर',
      '21 दिन',
    ]) {
      expect(hi, fact).toContain(fact);
    }
    const ids = resources.hi.faq.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('keeps the spec strings in English', () => {
    expect(resources.en.common.bars.moneyBack).toBe(
      '100% money back guarantee on prepaid orders',
    );
    expect(resources.en.common.footer.emailPlaceholder).toBe(
      'Enter your email',
    );
    expect(resources.en.common.footer.subscribed).toBe(
      'Thanks for subscribing',
    );
    expect(resources.en.common.footer.subscribeFailed).toBe(
      'Failed to subscribe. Please try again.',
    );
    expect(resources.en.common.errors.generic).toBe(
      'An error occurred. Please try again later.',
    );
    expect(resources.en.common.cart.empty).toBe(
      'Your cart is currently empty.',
    );
    expect(resources.en.common.cart.ageConfirm).toBe('Are you above 18+?');
    expect(resources.en.common.cart.agePrompt).toBe(
      'Please tick before proceeding',
    );
    expect(resources.en.common.collection.noProducts).toBe('No products found');
    expect(resources.en.common.product.outOfStock).toBe('Out of stock');
    expect(resources.en.common.product.checking).toBe('Checking...');
  });
});
