/**
 * What the COD confirmation page and the order history say about a COD order's confirmation (issue 39),
 * in the order's language. Store-neutral (a store may pass its own copy); money goes in formatted by
 * shared/money/format.ts.
 */
export type CodLocale = 'en' | 'hi';
export type CodState =
  'awaiting' | 'confirmed' | 'cancelled' | 'converted' | 'unconfirmed';

export interface CodConfirmCopy {
  title: (order: string) => string;
  total: (amount: string) => string;
  intro: string;
  confirm: string;
  cancel: string;
  payOnline: (saving: string) => string;
  payOnlineNote: (amount: string) => string;
  continuePayment: string;
  /** What the page says once the order is in this state. */
  states: Record<CodState, string>;
  used: string;
  expired: string;
  invalid: string;
  unavailable: string;
}

export const COD_CONFIRM_COPY: Record<CodLocale, CodConfirmCopy> = {
  en: {
    title: (order) => `Your Cash on Delivery order ${order}`,
    total: (amount) => `Total to pay on delivery: ${amount}`,
    intro: 'Please confirm your order so we can ship it, or pay online now.',
    confirm: 'Confirm order',
    cancel: 'Cancel order',
    payOnline: (saving) => `Pay online and save ${saving}`,
    payOnlineNote: (amount) => `Pay ${amount} now by UPI or card.`,
    continuePayment: 'Continue to payment',
    states: {
      awaiting: 'Awaiting your confirmation.',
      unconfirmed:
        'Awaiting your confirmation: we will call you to confirm it.',
      confirmed: 'Confirmed. Thank you! We will ship it soon.',
      cancelled: 'Cancelled. Nothing will be delivered or charged.',
      converted: 'Paid online. Thank you! Nothing to pay on delivery.',
    },
    used: 'This link has already been used.',
    expired:
      'This confirmation link has expired. Please contact us about your order.',
    invalid: 'This confirmation link is not valid.',
    unavailable:
      'We cannot load your order right now. Please try again in a minute.',
  },
  hi: {
    title: (order) => `आपका कैश ऑन डिलीवरी ऑर्डर ${order}`,
    total: (amount) => `डिलीवरी पर देय कुल राशि: ${amount}`,
    intro: 'कृपया अपना ऑर्डर कन्फ़र्म करें ताकि हम इसे भेज सकें, या अभी ऑनलाइन भुगतान करें।',
    confirm: 'ऑर्डर कन्फ़र्म करें',
    cancel: 'ऑर्डर रद्द करें',
    payOnline: (saving) => `ऑनलाइन भुगतान करें और ${saving} बचाएँ`,
    payOnlineNote: (amount) => `अभी UPI या कार्ड से ${amount} चुकाएँ।`,
    continuePayment: 'भुगतान जारी रखें',
    states: {
      awaiting: 'आपकी पुष्टि का इंतज़ार है।',
      unconfirmed: 'आपकी पुष्टि का इंतज़ार है: हम पुष्टि के लिए आपको कॉल करेंगे।',
      confirmed: 'कन्फ़र्म हो गया। धन्यवाद! हम इसे जल्द ही भेजेंगे।',
      cancelled: 'रद्द कर दिया गया। कुछ भी डिलीवर या चार्ज नहीं होगा।',
      converted: 'ऑनलाइन भुगतान हो गया। धन्यवाद! डिलीवरी पर कुछ नहीं देना है।',
    },
    used: 'यह लिंक पहले ही इस्तेमाल हो चुका है।',
    expired: 'यह पुष्टि लिंक समाप्त हो गया है। अपने ऑर्डर के बारे में हमसे संपर्क करें।',
    invalid: 'यह पुष्टि लिंक मान्य नहीं है।',
    unavailable:
      'अभी आपका ऑर्डर लोड नहीं हो पा रहा है। कृपया एक मिनट में फिर कोशिश करें।',
  },
};

/** The order history's words for each state (the order's `cod.confirmation` metafield). */
export const COD_STATE_LABELS: Record<CodLocale, Record<CodState, string>> = {
  en: {
    awaiting: 'Awaiting confirmation',
    unconfirmed: 'Awaiting confirmation',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    converted: 'Paid online',
  },
  hi: {
    awaiting: 'पुष्टि का इंतज़ार',
    unconfirmed: 'पुष्टि का इंतज़ार',
    confirmed: 'कन्फ़र्म',
    cancelled: 'रद्द',
    converted: 'ऑनलाइन भुगतान',
  },
};

export function isCodState(value: unknown): value is CodState {
  return (
    typeof value === 'string' &&
    ['awaiting', 'confirmed', 'cancelled', 'converted', 'unconfirmed'].includes(
      value,
    )
  );
}
