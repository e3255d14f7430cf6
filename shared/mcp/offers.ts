/**
 * list_offers from a store's own settings (hydrogen.config.ts: the free-delivery threshold, the prepaid
 * discount, the free-gift code): the same numbers the drawer promises, one source (decision 122).
 */
import {formatWholeRupees, paiseToDecimal, toPaise} from '../money/format';
import type {ShippingRule} from '../../contracts/shipping';
import type {McpCart, McpOffer} from './schemas';
import {money} from './tools.server';

export interface PerkSettings {
  /** The store's one shipping rule (decision 99): what the drawer, checkout and order read too. */
  shipping: ShippingRule;
  cartPerks?: {
    prepaidDiscountPercent: number;
    freeGift?: {code: string; minSubtotalPaise: number};
  };
}

const WORDS = {
  en: {
    freeDelivery: 'Free delivery',
    ordersFrom: (amount: string) => `on orders of ${amount} or more`,
    prepaid: (percent: number) => `${percent}% off when you pay online`,
    prepaidConditions:
      'UPI, cards, wallets or net banking; not with Cash on Delivery; applied at checkout',
    gift: 'A free gift',
    giftConditions: (amount: string, code: string) =>
      `orders of ${amount} or more, with code ${code}`,
  },
  hi: {
    freeDelivery: 'मुफ़्त डिलीवरी',
    ordersFrom: (amount: string) => `${amount} या ज़्यादा के ऑर्डर पर`,
    prepaid: (percent: number) => `ऑनलाइन भुगतान पर ${percent}% की छूट`,
    prepaidConditions:
      'UPI, कार्ड, वॉलेट या नेट बैंकिंग; कैश ऑन डिलीवरी पर नहीं; चेकआउट पर लागू',
    gift: 'मुफ़्त तोहफ़ा',
    giftConditions: (amount: string, code: string) =>
      `${amount} या ज़्यादा के ऑर्डर पर, कोड ${code} से`,
  },
};

function threshold(cart: McpCart | null, minPaise: number) {
  if (!cart) return {applies: null, amount_missing: null};
  const subtotal = toPaise(cart.subtotal?.amount) ?? 0;
  return subtotal >= minPaise
    ? {applies: true, amount_missing: null}
    : {
        applies: false,
        amount_missing: money(paiseToDecimal(minPaise - subtotal)),
      };
}

export function perkOffers(
  settings: PerkSettings,
  language: string,
  cart: McpCart | null,
): McpOffer[] {
  const words = language === 'hi' ? WORDS.hi : WORDS.en;
  const offers: McpOffer[] = [
    {
      code: null,
      title: words.freeDelivery,
      kind: 'coupon',
      conditions: words.ordersFrom(
        formatWholeRupees(settings.shipping.freeFromPaise),
      ),
      ...threshold(cart, settings.shipping.freeFromPaise),
    },
  ];
  const perks = settings.cartPerks;
  if (perks?.prepaidDiscountPercent)
    offers.push({
      code: null,
      title: words.prepaid(perks.prepaidDiscountPercent),
      kind: 'payment',
      conditions: words.prepaidConditions,
      applies: null,
      amount_missing: null,
    });
  if (perks?.freeGift)
    offers.push({
      code: perks.freeGift.code,
      title: words.gift,
      kind: 'gift',
      conditions: words.giftConditions(
        formatWholeRupees(perks.freeGift.minSubtotalPaise),
        perks.freeGift.code,
      ),
      ...threshold(cart, perks.freeGift.minSubtotalPaise),
    });
  return offers;
}
