/**
 * One delivery quote from the backend's own data: the zone from the warehouse to a pincode, the
 * surface transit days for it, the promised date and COD for an order. The logistics stand-in answers
 * its API from it (serviceability.ts) and the checkout provider checks again with it before an order
 * is written (checkout-provider/delivery.ts): the browser's word is never taken.
 */
import {
  codConfirmation,
  delivery,
  type StoreId,
  codDecision,
  promisedDate,
  zoneBetween,
  type CodDecision,
  type Place,
  type Zone,
} from '../../../contracts/index.ts';
import {codAllowedAt} from '../cod/rules.ts';
import {findPlace} from './pincodes.ts';

export type DeliveryQuote =
  | {
      status: 'ok';
      place: Place;
      zone: Zone;
      days: number;
      promisedDate: string;
      cod: CodDecision;
    }
  | {status: 'unserviceable'};

export function isStoreId(shop: string): shop is StoreId {
  return Object.hasOwn(delivery, shop);
}

/** The quote for `pincode` from `pickup` (default: the shop's warehouse), COD judged for `orderPaise`. */
export function deliveryQuote(
  shop: StoreId,
  pincode: string,
  orderPaise: number | null,
  now: Date,
  pickup?: string,
): DeliveryQuote {
  const rules = delivery[shop];
  const fromPincode = pickup ?? rules.warehousePincode;
  const from = findPlace(fromPincode);
  const to = findPlace(pincode);
  if (!from || !to) return {status: 'unserviceable'};
  const zone = zoneBetween(fromPincode, from, pincode, to, rules);
  const days = rules.transitDays[zone];
  return {
    status: 'ok',
    place: to,
    zone,
    days,
    promisedDate: promisedDate(now, days, rules),
    // A store's high-RTO pincodes under 'prepaid-only' take no COD (issue 39, decision 128).
    cod: codDecision(
      to,
      codAllowedAt(codConfirmation[shop], pincode),
      orderPaise,
      rules,
    ),
  };
}
