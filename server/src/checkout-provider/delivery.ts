/**
 * The checkout's delivery check (issue 23): the pincode is served, and Cash on Delivery is allowed
 * there for this order's total, checked again here, server-side, from the logistics quote
 * (logistics/quote.ts), whatever the storefront's pincode box said. The COD fee is charged on COD
 * orders only; the order keeps the pincode, the promised date and the fee (data/order-delivery.ts).
 */
import type {PaymentMethod} from '../data/orders.ts';
import type {OrderDelivery} from '../data/order-delivery.ts';
import {
  deliveryQuote,
  isStoreId,
  type DeliveryQuote,
} from '../logistics/quote.ts';
import {delivery} from '../../../contracts/index.ts';
import {formatCalendarDate} from '../../../shared/dates/format.ts';
import {checkoutStrings, type CheckoutLocale} from './checkout-strings.ts';

export type DeliveryRefusalCode =
  'UNSERVICEABLE' | 'NO_COD_PINCODE' | 'OVER_LIMIT';

export class DeliveryRefusal extends Error {
  readonly code: DeliveryRefusalCode;
  constructor(code: DeliveryRefusalCode, message: string) {
    super(message);
    this.name = 'DeliveryRefusal';
    this.code = code;
  }
}

/** The shop's Cash on Delivery fee (0 for a shop without delivery rules). */
export function codFeeOf(shop: string): number {
  return isStoreId(shop) ? delivery[shop].cod.feePaise : 0;
}

/** The quote for a shop's pincode (null for a shop without delivery rules). */
export function quoteFor(
  shop: string,
  pincode: string,
  orderPaise: number,
  now = new Date(),
): DeliveryQuote | null {
  return isStoreId(shop) ? deliveryQuote(shop, pincode, orderPaise, now) : null;
}

/**
 * What the order records for `pincode` and `paymentMethod`, or a DeliveryRefusal worded in the
 * shopper's language (`format` writes paise the page's way).
 */
export function checkoutDelivery(
  shop: string,
  pincode: string,
  paymentMethod: PaymentMethod,
  orderPaise: number,
  locale: CheckoutLocale,
  format: (paise: number) => string,
  now = new Date(),
): OrderDelivery | null {
  const quote = quoteFor(shop, pincode, orderPaise, now);
  if (!quote) return null;
  const t = checkoutStrings(locale);
  if (quote.status !== 'ok')
    throw new DeliveryRefusal('UNSERVICEABLE', t.notServiceable(pincode));
  if (paymentMethod === 'COD' && !quote.cod.available) {
    throw quote.cod.reason === 'OVER_LIMIT'
      ? new DeliveryRefusal(
          'OVER_LIMIT',
          t.codOverLimit(format(quote.cod.limitPaise)),
        )
      : new DeliveryRefusal('NO_COD_PINCODE', t.codNotHere);
  }
  return {
    pincode,
    promisedDate: quote.promisedDate,
    codFeePaise: paymentMethod === 'COD' ? quote.cod.feePaise : 0,
    locale,
  };
}

/** What the checkout page shows for a pincode: the date, and whether COD may be chosen and why not. */
export function deliveryNote(
  shop: string,
  pincode: string,
  orderPaise: number,
  locale: CheckoutLocale,
  format: (paise: number) => string,
) {
  const quote = quoteFor(shop, pincode, orderPaise);
  if (!quote) return null;
  const t = checkoutStrings(locale);
  if (quote.status !== 'ok')
    return {
      serviceable: false,
      text: t.notServiceable(pincode),
      cod: false,
      codText: '',
      feePaise: 0,
    };
  const date = formatCalendarDate(
    quote.promisedDate,
    locale === 'hi' ? 'hi-IN' : 'en-IN',
  );
  const codText = quote.cod.available
    ? ''
    : quote.cod.reason === 'OVER_LIMIT'
      ? t.codOverLimit(format(quote.cod.limitPaise))
      : t.codNotHere;
  return {
    serviceable: true,
    text: t.deliveryBy(date),
    cod: quote.cod.available,
    codText,
    feePaise: quote.cod.feePaise,
  };
}
