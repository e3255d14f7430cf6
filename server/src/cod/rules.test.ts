import {describe, expect, it} from 'vitest';
import type {CodConfirmationRules} from '../../../contracts/index.ts';
import {
  answerState,
  codAllowedAt,
  confirmationReason,
  dueAction,
  isStale,
  otpRequired,
  withStateTag,
  type Answer,
} from './rules.ts';
import type {CodState} from '../data/cod.ts';

const RULES: CodConfirmationRules = {
  reminderAfterHours: 2,
  noAnswer: {afterHours: 12, action: 'cancel'},
  confirmAbovePaise: 100000,
  highRtoPincodes: {policy: 'confirm-first', pincodes: ['110093']},
  otpForFirstCod: true,
  linkValidHours: 72,
  webhookMaxAgeMinutes: 60,
};
const T0 = new Date('2026-12-01T10:00:00.000Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);

describe('which COD orders wait for the answer', () => {
  it('above the value, or at a confirm-first pincode', () => {
    expect(
      confirmationReason(RULES, {totalPaise: 100000, pincode: '560029'}),
    ).toBeNull();
    expect(
      confirmationReason(RULES, {totalPaise: 100001, pincode: '560029'}),
    ).toBe('value');
    expect(
      confirmationReason(RULES, {totalPaise: 500, pincode: '110093'}),
    ).toBe('pincode');
  });

  it('a prepaid-only pincode takes no COD; a confirm-first one does', () => {
    const prepaidOnly = {
      ...RULES,
      highRtoPincodes: {policy: 'prepaid-only' as const, pincodes: ['110093']},
    };
    expect(codAllowedAt(prepaidOnly, '110093')).toBe(false);
    expect(codAllowedAt(prepaidOnly, '560029')).toBe(true);
    expect(codAllowedAt(RULES, '110093')).toBe(true);
  });

  it('an OTP for the first COD order of a phone never verified', () => {
    expect(otpRequired(RULES, {verified: false, previousCodOrders: 0})).toBe(
      true,
    );
    expect(otpRequired(RULES, {verified: true, previousCodOrders: 0})).toBe(
      false,
    );
    expect(otpRequired(RULES, {verified: false, previousCodOrders: 1})).toBe(
      false,
    );
    expect(
      otpRequired(
        {...RULES, otpForFirstCod: false},
        {verified: false, previousCodOrders: 0},
      ),
    ).toBe(false);
  });
});

describe('the clock', () => {
  const row = {
    state: 'awaiting' as CodState,
    createdAt: T0.toISOString(),
    remindedAt: null,
    needsConfirmation: true,
  };

  it('nothing, then a reminder after N hours (once), then the store’s action after M hours', () => {
    expect(dueAction(RULES, row, at(1.99))).toBeNull();
    expect(dueAction(RULES, row, at(2))).toBe('remind');
    expect(
      dueAction(RULES, {...row, remindedAt: at(2).toISOString()}, at(11)),
    ).toBeNull();
    expect(dueAction(RULES, row, at(12))).toBe('cancel');
    expect(
      dueAction(
        {...RULES, noAnswer: {afterHours: 12, action: 'hold'}},
        row,
        at(12),
      ),
    ).toBe('hold');
  });

  it('an order that needs no confirmation is held (tagged unconfirmed), never cancelled', () => {
    expect(dueAction(RULES, {...row, needsConfirmation: false}, at(12))).toBe(
      'hold',
    );
  });

  it('only an awaiting order is looked at', () => {
    for (const state of [
      'confirmed',
      'cancelled',
      'converted',
      'unconfirmed',
    ] as CodState[])
      expect(dueAction(RULES, {...row, state}, at(100))).toBeNull();
  });

  it('a webhook older than the limit is stale', () => {
    expect(isStale(RULES, at(0), at(1))).toBe(false);
    expect(isStale(RULES, at(0), at(1.01))).toBe(true);
  });
});

describe('answers', () => {
  const fold = (answers: Answer[]) =>
    answers.reduce<CodState>(
      (state, a) => answerState(state, a).state,
      'awaiting',
    );

  it('end in the same state whatever order they arrive in', () => {
    const sets: Answer[][] = [
      ['confirm', 'cancel'],
      ['confirm', 'pay', 'confirm'],
      ['cancel', 'pay'],
      ['confirm'],
    ];
    for (const set of sets) {
      const forward = fold(set);
      expect(fold([...set].reverse())).toBe(forward);
    }
    expect(fold(['confirm', 'cancel'])).toBe('cancelled');
    expect(fold(['confirm', 'confirm'])).toBe('confirmed');
  });

  it('change once: a repeat changes nothing; a cancelled or paid order answers late', () => {
    expect(answerState('confirmed', 'confirm')).toEqual({
      state: 'confirmed',
      changed: false,
      late: false,
    });
    expect(answerState('awaiting', 'pay')).toEqual({
      state: 'awaiting',
      changed: false,
      late: false,
    });
    expect(answerState('cancelled', 'confirm').late).toBe(true);
    expect(answerState('converted', 'cancel')).toEqual({
      state: 'converted',
      changed: false,
      late: true,
    });
    expect(answerState('unconfirmed', 'confirm').state).toBe('confirmed');
  });

  it('the order keeps the merchant’s tags and one COD tag', () => {
    expect(withStateTag(['VIP', 'COD-Awaiting'], 'confirmed')).toEqual([
      'VIP',
      'COD-Confirmed',
    ]);
  });
});
