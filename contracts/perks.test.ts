import {describe, expect, it} from 'vitest';
import {coinsRedeemable, coinsToEarn, prepaidSavingsPaise} from './perks.ts';

describe('prepaidSavingsPaise', () => {
  it('is 5% of the subtotal in whole paise, rounded down', () => {
    expect(prepaidSavingsPaise(14900, 5)).toBe(745); // ₹7.45
    expect(prepaidSavingsPaise(44700, 5)).toBe(2235);
    expect(prepaidSavingsPaise(19, 5)).toBe(0); // 0.95 paise
    expect(prepaidSavingsPaise(129999, 5)).toBe(6499); // 6499.95 paise
  });

  it('is nothing for an empty cart or no discount', () => {
    expect(prepaidSavingsPaise(0, 5)).toBe(0);
    expect(prepaidSavingsPaise(14900, 0)).toBe(0);
  });
});

describe('coinsToEarn', () => {
  it('gives one coin for every whole ₹10', () => {
    expect(coinsToEarn(14900, 1000)).toBe(14);
    expect(coinsToEarn(999, 1000)).toBe(0);
    expect(coinsToEarn(100000, 1000)).toBe(100);
  });

  it('is nothing for an empty cart or a bad rate', () => {
    expect(coinsToEarn(0, 1000)).toBe(0);
    expect(coinsToEarn(14900, 0)).toBe(0);
  });
});

describe('coinsRedeemable', () => {
  it('is capped by the balance and by 10% of the order in whole ₹1 coins', () => {
    expect(coinsRedeemable(104300, 500, 100, 10)).toBe(104); // 10% = ₹104.30
    expect(coinsRedeemable(104300, 30, 100, 10)).toBe(30);
    expect(coinsRedeemable(999, 30, 100, 10)).toBe(0); // 10% is under one coin
  });

  it('is nothing without coins, an order or a cap', () => {
    expect(coinsRedeemable(0, 30, 100, 10)).toBe(0);
    expect(coinsRedeemable(104300, 0, 100, 10)).toBe(0);
    expect(coinsRedeemable(104300, 30, 100, 0)).toBe(0);
  });
});
