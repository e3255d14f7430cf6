/**
 * How an order can be paid, as the rows store it: the method, the online instrument, and a discount's
 * payment condition. What a payment meets is pricing's (pricing/payment.ts).
 */

export type PaymentMethod = 'COD' | 'PREPAID';

export const PAYMENT_INSTRUMENTS = [
  'upi',
  'card',
  'wallet',
  'netbanking',
] as const;
export type PaymentInstrument = (typeof PAYMENT_INSTRUMENTS)[number];

export type PaymentCondition = 'prepaid' | PaymentInstrument;
export const PAYMENT_CONDITIONS: readonly PaymentCondition[] = [
  'prepaid',
  ...PAYMENT_INSTRUMENTS,
];

export function isPaymentInstrument(
  value: unknown,
): value is PaymentInstrument {
  return (
    typeof value === 'string' &&
    (PAYMENT_INSTRUMENTS as readonly string[]).includes(value)
  );
}
