/**
 * The back-in-stock alert a subscriber receives (decision 107): in the language of the page they signed
 * up on, naming the variant they asked about, linking to that language's product page with the variant's
 * options selected (the URL the product page itself uses). An e-mail has a subject and the unsubscribe
 * link; an SMS has no subject and fits one message (sms.ts), with a short link; its opt-out is the reply
 * STOP the SMS service handles.
 */
import type {Db} from '../data/db.ts';
import {findVariantById} from '../data/catalog.ts';
import type {RestockMessage} from '../data/marketing.ts';
import {shopStorefrontOrigins} from '../http/origins.ts';
import {merchandiseName} from '../i18n/merchandise-name.ts';
import {fitName, toGsm} from './sms.ts';

type Language = 'en' | 'hi';

const COPY = {
  en: {
    subject: (name: string) => `${name} is back in stock`,
    email: (name: string, url: string, unsubscribe: string) =>
      `Good news: ${name} is back in stock. Get it here: ${url}\n` +
      `You asked us to tell you once. To stop back-in-stock alerts: ${unsubscribe}`,
    sms: (name: string, link: string) =>
      `${name} is back in stock: ${link} Reply STOP to opt out`,
  },
  hi: {
    subject: (name: string) => `${name} फिर से स्टॉक में है`,
    email: (name: string, url: string, unsubscribe: string) =>
      `अच्छी ख़बर: ${name} फिर से स्टॉक में है। यहाँ से लें: ${url}\n` +
      `आपने हमें एक बार बताने को कहा था। बैक-इन-स्टॉक अलर्ट बंद करने के लिए: ${unsubscribe}`,
    sms: (name: string, link: string) => `${name} फिर स्टॉक में: ${link}`,
  },
} as const;

export function alertLanguage(locale: string): Language {
  return locale.toLowerCase().split('-')[0] === 'hi' ? 'hi' : 'en';
}

/** The product page in `language` with the variant's options as its query (`/hi/products/x?Pack+Size=…`). */
export function variantPageUrl(
  db: Db,
  shop: string,
  variantId: number,
  handle: string,
  language: Language,
): string {
  const storefront = shopStorefrontOrigins(shop)[0] ?? '';
  const variant = findVariantById(db, shop, variantId);
  const query = new URLSearchParams(
    (variant?.selectedOptions ?? [])
      .filter((o) => !(o.name === 'Title' && o.value === 'Default Title'))
      .map((o) => [o.name, o.value]),
  ).toString();
  const prefix = language === 'en' ? '' : `/${language}`;
  return `${storefront}${prefix}/products/${handle}${query ? `?${query}` : ''}`;
}

export function restockMessage(
  db: Db,
  origin: string,
  shop: string,
  variant: {id: number; productHandle: string},
): RestockMessage {
  return {
    compose: ({channel, locale, unsubscribeUrl, shortLink}) => {
      const language = alertLanguage(locale);
      const names = merchandiseName(db, shop, variant.id, language);
      const product = names?.product ?? variant.productHandle;
      const name = names?.variant ? `${product} (${names.variant})` : product;
      const url = variantPageUrl(
        db,
        shop,
        variant.id,
        variant.productHandle,
        language,
      );
      const copy = COPY[language];
      if (channel === 'SMS') {
        const link = shortLink(url);
        // The product's name only (the link lands on the variant), cut to fit one SMS.
        const smsName = language === 'en' ? toGsm(product) : product;
        return {subject: '', body: fitName(smsName, (n) => copy.sms(n, link))};
      }
      return {
        subject: copy.subject(name),
        body: copy.email(name, url, unsubscribeUrl),
      };
    },
    unsubscribeUrl: (token) =>
      `${origin}/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
    shortLinkUrl: (code) => `${origin}/m/${code}`,
  };
}
