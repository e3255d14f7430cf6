/**
 * The shipping an order pays: the store's one rule (contracts/ `shipping`,
 * contracts/shipping.ts; decision 99), the same the drawer's free-shipping bar and the policy read.
 */
import {shops, shippingFeePaise} from '../../../contracts/index.ts';
import {isStoreId} from '../logistics/quote.ts';

/** Shipping for a shop's order with this subtotal (before discounts); 0 for a shop without a rule. */
export function shippingOf(shop: string, subtotalPaise: number): number {
  return isStoreId(shop)
    ? shippingFeePaise(shops[shop].shipping, subtotalPaise)
    : 0;
}
