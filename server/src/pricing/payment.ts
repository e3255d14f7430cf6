/**
 * How an order is paid, the one notion pricing, the order write and the checkout page share:
 * cash on delivery, or prepaid (online) with an instrument. A discount may require a payment
 * (`PaymentCondition`): 'prepaid' is met by any online instrument, 'upi' / 'card' / 'wallet' /
 * 'netbanking' only by that one; nothing meets a condition while the payment is not chosen yet (the
 * cart), so such a code waits for the checkout (decision 65).
 */

import {
  PAYMENT_CONDITIONS,
  PAYMENT_INSTRUMENTS,
  isPaymentInstrument,
  type PaymentCondition,
  type PaymentInstrument,
  type PaymentMethod,
} from '../data/payments.ts';

// The stored vocabulary lives with the rows in data/ (decision 80); pricing and its callers read it here.
export {PAYMENT_CONDITIONS, PAYMENT_INSTRUMENTS, isPaymentInstrument};
export type {PaymentCondition, PaymentInstrument, PaymentMethod};

/** The shopper's choice; `instrument` is null for COD (and for a prepaid order that did not say which). */
export interface PaymentChoice {
  method: PaymentMethod;
  instrument: PaymentInstrument | null;
}

export const COD: PaymentChoice = {method: 'COD', instrument: null};

/** The choices a checkout offers: COD and each online instrument. */
export const PAYMENT_CHOICES: readonly PaymentChoice[] = [
  COD,
  ...PAYMENT_INSTRUMENTS.map((instrument) => ({
    method: 'PREPAID' as const,
    instrument,
  })),
];

/** 'COD' | 'PREPAID:upi' …: a stable key for a choice (the checkout page's option values). */
export function paymentKey(choice: PaymentChoice): string {
  return choice.method === 'COD'
    ? 'COD'
    : `PREPAID${choice.instrument ? `:${choice.instrument}` : ''}`;
}

/** True when `choice` meets one of `conditions` (an empty list: any payment, even none chosen yet). */
export function paymentMeets(
  choice: PaymentChoice | null,
  conditions: readonly PaymentCondition[],
): boolean {
  if (conditions.length === 0) return true;
  if (!choice || choice.method !== 'PREPAID') return false;
  return conditions.some((c) => c === 'prepaid' || c === choice.instrument);
}
