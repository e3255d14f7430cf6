import {describe, expect, it} from 'vitest';
import {coinsToEarn, prepaidSavingsPaise} from './perks';
import {toPaise} from './money';

describe('prepaidSavingsPaise', () => {
  it('is 5% of the subtotal in whole paise, rounded down', () => {
    expect(prepaidSavingsPaise(toPaise('149.00')!, 5)).toBe(745); // ₹7.45
    expect(prepaidSavingsPaise(toPaise('447.00')!, 5)).toBe(2235);
    expect(prepaidSavingsPaise(toPaise('0.19')!, 5)).toBe(0); // 0.95 paise
    expect(prepaidSavingsPaise(toPaise('1299.99')!, 5)).toBe(6499); // 6499.95 paise
  });

  it('is nothing for an empty cart or no discount', () => {
    expect(prepaidSavingsPaise(0, 5)).toBe(0);
    expect(prepaidSavingsPaise(14900, 0)).toBe(0);
  });
});

describe('coinsToEarn', () => {
  it('gives one coin for every whole ₹10', () => {
    expect(coinsToEarn(toPaise('149.00')!, 1000)).toBe(14);
    expect(coinsToEarn(toPaise('9.99')!, 1000)).toBe(0);
    expect(coinsToEarn(toPaise('1000.00')!, 1000)).toBe(100);
  });

  it('is nothing for an empty cart or a bad rate', () => {
    expect(coinsToEarn(0, 1000)).toBe(0);
    expect(coinsToEarn(14900, 0)).toBe(0);
  });
});
