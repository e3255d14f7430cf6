/**
 * What the COD app says, in the order's language (en, hi): the WhatsApp utility templates it sends (as
 * registered with Meta: name, language, body with {{n}} parameters, quick-reply buttons), the SMS that
 * goes instead when WhatsApp cannot deliver, and its free-form replies. The WhatsApp stand-in renders a
 * template from here, as Meta renders the registered one.
 */
import type {CodLocale} from '../data/cod.ts';

export const CONFIRM_TEMPLATE = 'cod_order_confirmation';
export const REMINDER_TEMPLATE = 'cod_order_reminder';
/** "Rate your order" (issue 38, decision 135): {{1}} order name, {{2}} store, {{3}} the review link. */
export const REVIEW_REQUEST_TEMPLATE = 'order_review_request';

export interface Template {
  /** Body with {{1}} order name, {{2}} total, {{3}} store, {{4}} the saving for paying online. */
  body: string;
  /** Quick replies in order (COD: confirm, cancel, pay online, {{4}} as in the body); none for a link. */
  buttons: readonly string[];
}

const BUTTONS: Record<CodLocale, [string, string, string]> = {
  en: ['Confirm order', 'Cancel order', 'Pay online and save {{4}}'],
  hi: ['ऑर्डर कन्फ़र्म करें', 'ऑर्डर रद्द करें', 'ऑनलाइन भुगतान करें और {{4}} बचाएँ'],
};

export const TEMPLATES: Record<string, Record<CodLocale, Template>> = {
  [CONFIRM_TEMPLATE]: {
    en: {
      body: 'Thank you for your order {{1}} at {{3}}. You chose Cash on Delivery: {{2}}. Please confirm it so we can ship it, or pay online now and save {{4}}.',
      buttons: BUTTONS.en,
    },
    hi: {
      body: '{{3}} पर आपके ऑर्डर {{1}} के लिए धन्यवाद। आपने कैश ऑन डिलीवरी चुना है: {{2}}। कृपया ऑर्डर कन्फ़र्म करें ताकि हम इसे भेज सकें, या अभी ऑनलाइन भुगतान करें और {{4}} बचाएँ।',
      buttons: BUTTONS.hi,
    },
  },
  [REMINDER_TEMPLATE]: {
    en: {
      body: 'Reminder: your Cash on Delivery order {{1}} at {{3}} ({{2}}) is waiting for your confirmation. Pay online instead and save {{4}}.',
      buttons: BUTTONS.en,
    },
    hi: {
      body: 'याद दिलाना: {{3}} पर आपका कैश ऑन डिलीवरी ऑर्डर {{1}} ({{2}}) आपकी पुष्टि का इंतज़ार कर रहा है। ऑनलाइन भुगतान करें और {{4}} बचाएँ।',
      buttons: BUTTONS.hi,
    },
  },
  [REVIEW_REQUEST_TEMPLATE]: {
    en: {
      body: 'How was your order {{1}} from {{2}}? Rate what you bought and help other shoppers choose: {{3}}',
      buttons: [],
    },
    hi: {
      body: '{{2}} से आपका ऑर्डर {{1}} कैसा रहा? अपनी खरीदी चीज़ों को रेटिंग दें और दूसरे खरीदारों की मदद करें: {{3}}',
      buttons: [],
    },
  },
};

/** How many {{n}} parameters a template body takes. */
export function parameterCount(body: string): number {
  return Math.max(
    0,
    ...[...body.matchAll(/\{\{(\d)\}\}/g)].map((m) => Number(m[1])),
  );
}

/** The SMS sent instead of the WhatsApp template when WhatsApp cannot deliver. */
export function reviewRequestSms(
  locale: CodLocale,
  p: {order: string; store: string; link: string},
): string {
  return fill(TEMPLATES[REVIEW_REQUEST_TEMPLATE]![locale].body, [
    p.order,
    p.store,
    p.link,
  ]);
}

/** {{n}} → params[n - 1]. */
export function fill(text: string, params: readonly string[]): string {
  return text.replace(
    /\{\{(\d)\}\}/g,
    (m, n: string) => params[Number(n) - 1] ?? m,
  );
}

export function smsText(
  locale: CodLocale,
  p: {
    order: string;
    total: string;
    store: string;
    saving: string;
    link: string;
  },
): string {
  return locale === 'hi'
    ? `${p.store}: आपका कैश ऑन डिलीवरी ऑर्डर ${p.order} (${p.total}) कन्फ़र्म करें, रद्द करें या ऑनलाइन भुगतान करके ${p.saving} बचाएँ: ${p.link}`
    : `${p.store}: confirm, cancel or pay online and save ${p.saving} on your Cash on Delivery order ${p.order} (${p.total}): ${p.link}`;
}

export type ReplyKind =
  'confirmed' | 'cancelled' | 'pay-link' | 'late-cancelled' | 'already-paid';

export function replyText(
  locale: CodLocale,
  kind: ReplyKind,
  p: {order: string; store: string; link?: string; amount?: string},
): string {
  const hi = locale === 'hi';
  switch (kind) {
    case 'confirmed':
      return hi
        ? `धन्यवाद! आपका ऑर्डर ${p.order} कन्फ़र्म हो गया है और जल्द ही भेजा जाएगा।`
        : `Thank you! Your order ${p.order} is confirmed and will be shipped soon.`;
    case 'cancelled':
      return hi
        ? `आपका ऑर्डर ${p.order} रद्द कर दिया गया है।`
        : `Your order ${p.order} has been cancelled.`;
    case 'pay-link':
      return hi
        ? `ऑर्डर ${p.order} के लिए ${p.amount} ऑनलाइन चुकाएँ (UPI या कार्ड): ${p.link}`
        : `Pay ${p.amount} online for order ${p.order} (UPI or card): ${p.link}`;
    case 'late-cancelled':
      return hi
        ? `क्षमा करें, हमें जवाब नहीं मिला था, इसलिए ऑर्डर ${p.order} रद्द कर दिया गया। आप ${p.store} पर कभी भी दोबारा ऑर्डर कर सकते हैं।`
        : `Sorry, we did not hear back from you, so order ${p.order} was cancelled. You are welcome to order again at ${p.store} any time.`;
    case 'already-paid':
      return hi
        ? `आपका ऑर्डर ${p.order} पहले ही ऑनलाइन चुकाया जा चुका है। बदलाव के लिए हमसे संपर्क करें।`
        : `Your order ${p.order} is already paid online. Please contact us for any change.`;
  }
}
