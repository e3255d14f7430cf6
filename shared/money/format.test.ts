import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {formatCount, formatMoney, formatPaiseAmount} from './format';
import {Money} from './Money';

describe('Indian digit grouping', () => {
  it('writes money in lakhs and crores with two decimals', () => {
    expect(formatMoney({amount: '100000.0', currencyCode: 'INR'})).toBe(
      '₹1,00,000.00',
    );
    expect(formatMoney({amount: '1299', currencyCode: 'INR'})).toBe(
      '₹1,299.00',
    );
    expect(formatMoney({amount: '12345678.9', currencyCode: 'INR'})).toBe(
      '₹1,23,45,678.90',
    );
    expect(formatMoney({amount: '0.05', currencyCode: 'INR'})).toBe('₹0.05');
    expect(formatMoney({amount: '-100', currencyCode: 'INR'})).toBe('-₹100.00');
    expect(
      formatMoney(
        {amount: '100000', currencyCode: 'INR'},
        {withoutTrailingZeros: true},
      ),
    ).toBe('₹1,00,000');
    expect(formatMoney({amount: 'abc', currencyCode: 'INR'})).toBe('');
  });
  it('rounds on the digits, not with floats', () => {
    expect(formatMoney({amount: '4.35', currencyCode: 'INR'})).toBe('₹4.35');
    expect(formatMoney({amount: '1.005', currencyCode: 'INR'})).toBe('₹1.01');
    expect(formatPaiseAmount(10000000)).toBe('1,00,000.00');
  });
  it('groups counts the same way', () => {
    expect(formatCount(2318)).toBe('2,318');
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(10000000)).toBe('1,00,00,000');
  });
  it('<Money> renders like Hydrogen’s, with Indian grouping', () => {
    expect(
      renderToStaticMarkup(
        createElement(Money, {
          data: {amount: '100000.0', currencyCode: 'INR'},
          as: 'span',
          className: 'p',
        }),
      ),
    ).toBe('<span class="p">₹1,00,000.00</span>');
  });
});
