/**
 * What a shopper reads when a code's usage rule is not met (engine.ts conditionFailure): the cart's
 * warning (English, like Shopify's) and the checkout's refusal (the shopper's language).
 */
import type {DiscountConditions, IneligibleReason} from './engine.ts';
import type {PaymentCondition} from './payment.ts';

export type ConditionLocale = 'en' | 'hi';
export type ConditionReason = Extract<
  IneligibleReason,
  'FIRST_ORDER_ONLY' | 'USAGE_LIMIT_REACHED' | 'PAYMENT_METHOD_NOT_MET'
>;

const WAYS: Record<ConditionLocale, Record<PaymentCondition, string>> = {
  en: {
    prepaid: 'online',
    upi: 'by UPI',
    card: 'by card',
    wallet: 'with a wallet',
    netbanking: 'by net banking',
  },
  hi: {
    prepaid: 'ऑनलाइन',
    upi: 'UPI से',
    card: 'कार्ड से',
    wallet: 'वॉलेट से',
    netbanking: 'नेट बैंकिंग से',
  },
};

export function isConditionReason(
  reason: IneligibleReason | null,
): reason is ConditionReason {
  return (
    reason === 'FIRST_ORDER_ONLY' ||
    reason === 'USAGE_LIMIT_REACHED' ||
    reason === 'PAYMENT_METHOD_NOT_MET'
  );
}

export function conditionMessage(
  code: string,
  reason: ConditionReason,
  conditions: DiscountConditions | undefined,
  locale: ConditionLocale = 'en',
): string {
  const c = code.toUpperCase();
  const ways = (conditions?.paymentMethods ?? ['prepaid']).map(
    (m) => WAYS[locale][m],
  );
  if (locale === 'hi') {
    if (reason === 'FIRST_ORDER_ONLY')
      return `कोड ${c} सिर्फ़ पहले ऑर्डर पर लागू होता है।`;
    if (reason === 'USAGE_LIMIT_REACHED')
      return `कोड ${c} एक ग्राहक एक ही बार इस्तेमाल कर सकता है।`;
    return `कोड ${c} तभी लागू होता है जब आप ${ways.join(' या ')} भुगतान करें।`;
  }
  if (reason === 'FIRST_ORDER_ONLY')
    return `Discount code "${c}" is for a first order only.`;
  if (reason === 'USAGE_LIMIT_REACHED')
    return `Discount code "${c}" can be used once per customer.`;
  return `Discount code "${c}" applies at checkout when you pay ${ways.join(' or ')}.`;
}
