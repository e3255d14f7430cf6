/** The grooming cart's words that both the drawer and the /cart page say (docs/requirements.md, grooming). */
import type {CartLineLabels} from '@shared/cart/drawer/CartLine';

/** A cart change the store refused or failed (an outage says CART_OUTAGE's words instead). */
export const CART_UPDATE_FAILED = 'Failed to update cart. Please try again.';

/** The title's count, by plural rules (decision 111): 'Your Cart (1 item)'. */
export const ITEMS = {one: '{count} item', other: '{count} items'};

/** The root loader's cart did not load (Storefront API down or too slow): not the same as empty. */
export const CART_UNAVAILABLE_MESSAGE =
  'Your cart could not be loaded right now. Please try again in a minute.';

export const LINE_LABELS: CartLineLabels = {
  quantityOf: (title) => `Quantity of ${title}`,
  decrease: (title) => `Decrease quantity of ${title}`,
  removeOne: (title) => `Remove ${title}`,
  increase: (title) => `Increase quantity of ${title}`,
  remove: 'Remove',
};

/** The coupon field's words, in the drawer, its offers panel and the /cart page. */
export const COUPON_FIELD = {
  field: 'Enter coupon code',
  apply: 'Apply',
  remove: 'Remove',
} as const;

/** A code the store refused (the spec's fallback when the provider names no reason): the drawer's toast and
 * the /cart page's status line, where a code posted without the drawer's check sits on the cart unapplied. */
export const COUPON_REJECTED = 'Invalid coupon code';
