/**
 * What the policy and FAQ pages say about shipping, delivery times and Cash on Delivery, written from
 * the same settings the checkout charges and the logistics stand-in answers with (contracts/
 * `stores[].shipping` and `delivery`; decisions 99 and 101), so a page never names another fee,
 * limit or warehouse than the code uses.
 */
import {
  delivery,
  shops,
  type DeliveryRules,
  type StoreId,
} from '../../../contracts/index.ts';
import {formatWholeRupees as rs} from '../../../shared/money/format.ts';

export type CopyLocale = 'en' | 'hi';

/** Hindi names of the regions the delivery rules name (India Post's English spelling as the key). */
const HINDI_REGIONS: Record<string, string> = {
  'Andaman & Nicobar': 'अंडमान और निकोबार',
  Lakshadweep: 'लक्षद्वीप',
};

/** "14:00" → "2 pm" / "दोपहर 2 बजे". */
function cutoff(rules: DeliveryRules, locale: CopyLocale): string {
  const [h, m] = rules.dispatchCutoffIst.split(':').map(Number);
  const hour12 = h % 12 || 12;
  const minutes = m ? `:${String(m).padStart(2, '0')}` : '';
  if (locale === 'hi')
    return `${h < 12 ? 'सुबह' : h < 16 ? 'दोपहर' : 'शाम'} ${hour12}${minutes} बजे`;
  return `${hour12}${minutes} ${h < 12 ? 'am' : 'pm'}`;
}

function days(n: number, locale: CopyLocale): string {
  if (locale === 'hi') return `${n} कार्य-दिवस`;
  return `${n} working day${n === 1 ? '' : 's'}`;
}

/** The free-shipping sentence: "Free shipping on orders of ₹299 and above; a flat ₹49 below that." */
export function shippingSentence(store: StoreId, locale: CopyLocale = 'en') {
  const {feePaise, freeFromPaise} = shops[store].shipping;
  return locale === 'hi'
    ? `${rs(freeFromPaise)} और उससे ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग; उससे कम पर ${rs(feePaise)} का एक समान शुल्क।`
    : `Free shipping on orders of ${rs(freeFromPaise)} and above; a flat ${rs(feePaise)} below that.`;
}

/** The Cash on Delivery sentence: fee, limit, the remote regions' limit and where there is none. */
export function codSentence(store: StoreId, locale: CopyLocale = 'en') {
  const {cod} = delivery[store];
  const none = cod.unavailableStates
    .map((s) => (locale === 'hi' ? (HINDI_REGIONS[s] ?? s) : s))
    .join(locale === 'hi' ? ' और ' : ' and ');
  return locale === 'hi'
    ? `कैश ऑन डिलीवरी ${rs(cod.maxOrderPaise)} तक के ऑर्डर पर उपलब्ध है (पूर्वोत्तर, जम्मू-कश्मीर और लद्दाख में ${rs(cod.remoteMaxOrderPaise)} तक), ${rs(cod.feePaise)} शुल्क के साथ; ${none} में सिर्फ़ प्रीपेड।`
    : `Cash on delivery is available for orders up to ${rs(cod.maxOrderPaise)} (up to ${rs(cod.remoteMaxOrderPaise)} in the North-East, Jammu & Kashmir and Ladakh), for a fee of ${rs(cod.feePaise)}; ${none} are prepaid only.`;
}

/** The shipping policy's HTML in `locale`. */
export function shippingPolicyHtml(
  store: StoreId,
  locale: CopyLocale = 'en',
): string {
  const rules: DeliveryRules = delivery[store];
  const city = rules.warehouseCity[locale] ?? rules.warehouseCity.en;
  const t = rules.transitDays;
  const esc = (s: string) => s.replace(/&/g, '&amp;');
  if (locale === 'hi') {
    return (
      `<p><strong>${shippingSentence(store, 'hi')}</strong></p>` +
      `<p>हम ${city} के अपने गोदाम से पूरे भारत में भेजते हैं। किसी कार्य-दिवस पर ${cutoff(rules, 'hi')} से पहले दिए गए ऑर्डर उसी दिन भेज दिए जाते हैं।</p>` +
      `<ul><li>उसी ज़िले में: ${days(t.local, 'hi')}</li><li>उसी राज्य में: ${days(t.state, 'hi')}</li><li>उसी क्षेत्र में: ${days(t.zone, 'hi')}</li><li>बाक़ी भारत: ${days(t.national, 'hi')}</li><li>पूर्वोत्तर, जम्मू-कश्मीर, लद्दाख और द्वीप: ${days(t.remote, 'hi')}</li></ul>` +
      `<p>${esc(codSentence(store, 'hi'))} ट्रैकिंग लिंक SMS और ई-मेल से मिलता है।</p>`
    );
  }
  return (
    `<p><strong>${shippingSentence(store)}</strong></p>` +
    `<p>We ship to every serviceable pin code in India from our warehouse in ${city}. Orders placed before ${cutoff(rules, 'en')} on a working day are dispatched the same day.</p>` +
    `<ul><li>Same district: ${days(t.local, 'en')}</li><li>Same state: ${days(t.state, 'en')}</li><li>Same region: ${days(t.zone, 'en')}</li><li>Rest of India: ${days(t.national, 'en')}</li><li>North-East, Jammu &amp; Kashmir, Ladakh and the islands: ${days(t.remote, 'en')}</li></ul>` +
    `<p>${esc(codSentence(store))} You will receive a tracking link by SMS and e-mail when your order ships.</p>`
  );
}

/** The FAQ's delivery-time answer (English). */
export function deliveryTimeSentence(store: StoreId): string {
  const rules = delivery[store];
  const t = rules.transitDays;
  return `Orders placed before ${cutoff(rules, 'en')} on a working day leave our ${rules.warehouseCity.en} warehouse the same day and arrive in ${t.local} to ${t.national} working days (up to ${t.remote} in the North-East, Jammu & Kashmir, Ladakh and the islands). The pincode box on every product page gives your date.`;
}
