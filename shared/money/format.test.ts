import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  formatCount,
  formatMoney,
  formatPaiseAmount,
  formatRupees,
  moneyData,
  paiseToDecimal,
  toMinorUnits,
  toPaise,
} from './format';
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

describe('toPaise: a Decimal string read as integer paise', () => {
  it('reads the digits without float error', () => {
    expect(toPaise('1299.0')).toBe(129900);
    expect(toPaise('1999.99')).toBe(199999);
    expect(toPaise('100000')).toBe(10000000);
    expect(toPaise('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994 in floats
    expect(toPaise('0.1')).toBe(10);
    expect(toPaise('0.29')).toBe(29);
    expect(toPaise('349')).toBe(34900);
    expect(toPaise('7.')).toBe(700);
    expect(toPaise(' 12.5 ')).toBe(1250);
    expect(toPaise('0')).toBe(0);
  });
  it('rounds a third decimal half up, away from zero', () => {
    expect(toPaise('0.005')).toBe(1);
    expect(toPaise('0.004')).toBe(0);
    expect(toPaise('1.005')).toBe(101);
    expect(toPaise('1.0049')).toBe(100);
    expect(toPaise('69.855')).toBe(6986);
    expect(toPaise('-1.005')).toBe(-101);
    expect(toPaise('-0.004')).toBe(0);
  });
  it('reads a number from its decimal text, by the same rule', () => {
    expect(toPaise(12.5)).toBe(1250);
    expect(toPaise(1.005)).toBe(101); // (1.005).toFixed(2) would say "1.00"
    expect(toPaise(Number.NaN)).toBeNull();
    expect(toPaise(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('is null for what is not a plain decimal', () => {
    for (const value of [
      null,
      undefined,
      '',
      ' ',
      'abc',
      '1e3',
      '1,299.00',
      '₹5',
      '.5',
      '--1',
      '12.5.1',
    ])
      expect(toPaise(value)).toBeNull();
    expect(toPaise('9'.repeat(20))).toBeNull(); // not exact as a JS number
  });
  it('writes paise back as a Decimal string', () => {
    expect(paiseToDecimal(129950)).toBe('1299.50');
    expect(paiseToDecimal(1)).toBe('0.01');
    expect(paiseToDecimal(-101)).toBe('-1.01');
    expect(paiseToDecimal(toPaise('100000')!)).toBe('100000.00');
  });
});

describe('toMinorUnits', () => {
  it('multiplies by 100 on the digits', () => {
    expect(toMinorUnits('1299.0')).toBe('129900');
    expect(toMinorUnits('1299')).toBe('129900');
    expect(toMinorUnits('0.29')).toBe('29');
    expect(toMinorUnits('19.99')).toBe('1999');
    expect(toMinorUnits('4.35')).toBe('435'); // 4.35 * 100 = 434.99999999999994 with floats
    expect(toMinorUnits('0')).toBe('0');
  });
  it('rounds a third decimal half up and rejects junk', () => {
    expect(toMinorUnits('1.005')).toBe('101');
    expect(toMinorUnits('1.004')).toBe('100');
    expect(toMinorUnits(null)).toBeNull();
    expect(toMinorUnits('abc')).toBeNull();
  });
});

describe('cart money: toasts and <Money> data', () => {
  it('formats ₹ with two decimals', () => {
    expect(formatRupees(129900)).toBe('₹1,299.00');
    expect(formatRupees(12345678)).toBe('₹1,23,456.78');
    expect(formatRupees(10000000)).toBe('₹1,00,000.00');
    expect(formatRupees(-10000)).toBe('-₹100.00');
    expect(paiseToDecimal(129950)).toBe('1299.50');
    expect(paiseToDecimal(5)).toBe('0.05');
  });

  it('writes toast amounts exactly as <Money> shows them on screen', () => {
    for (const paise of [
      0, 5, 4900, 10000, 17060, 21960, 129900, 10000000, 12345678,
    ]) {
      const html = renderToStaticMarkup(
        createElement(Money, {data: moneyData(paise), as: 'span'}),
      );
      expect(html).toBe(`<span>${formatRupees(paise)}</span>`);
    }
    expect(moneyData(99800)).toEqual({amount: '998.00', currencyCode: 'INR'});
  });
});
