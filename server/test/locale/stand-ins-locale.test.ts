import {describe, expect, it} from 'vitest';
import {
  checkoutLocale,
  checkoutStrings,
} from '../../src/checkout-provider/checkout-strings.ts';
import {widgetScript} from '../../src/phone-login/widget.ts';
import {WIDGET_STRINGS} from '../../src/phone-login/widget-strings.ts';

describe('the stand-ins take the shopper’s locale', () => {
  it('checkout: ?locale=hi (or hi-IN, or lang=hi) is Hindi, anything else English', () => {
    expect(
      checkoutLocale(new URL('http://x/checkouts/cn/a?key=k&locale=hi')),
    ).toBe('hi');
    expect(
      checkoutLocale(new URL('http://x/checkouts/cn/a?locale=hi-IN')),
    ).toBe('hi');
    expect(checkoutLocale(new URL('http://x/checkouts/cn/a?lang=HI'))).toBe(
      'hi',
    );
    expect(checkoutLocale(new URL('http://x/checkouts/cn/a?locale=fr'))).toBe(
      'en',
    );
    expect(checkoutLocale(new URL('http://x/checkouts/cn/a'))).toBe('en');
    expect(checkoutStrings('hi').placeOrder).toBe('ऑर्डर करें');
  });
  it('both tables have the same keys', () => {
    expect(Object.keys(checkoutStrings('hi')).sort()).toEqual(
      Object.keys(checkoutStrings('en')).sort(),
    );
    expect(Object.keys(WIDGET_STRINGS.hi).sort()).toEqual(
      Object.keys(WIDGET_STRINGS.en).sort(),
    );
  });
  it('the widget script carries the Hindi strings and picks them from open({locale})', () => {
    const script = widgetScript('http://127.0.0.1:4000');
    expect(script).toContain(WIDGET_STRINGS.hi.title);
    expect(script).toContain('options.locale');
    expect(script).not.toMatch(/<\/script/i);
  });
});
