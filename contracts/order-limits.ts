import type {StoreId} from './shops.ts';

/**
 * How many units of a kind of product one order may hold (decision 110): the backend's cart refuses a
 * change past it, and the product page and cart drawer state it. Gum: nicotine gum (every product
 * tagged `nicotine-gum`) at most 10 packs an order, about a month at the highest daily use in the
 * biggest pack, so no one stocks up on a medicine in one go.
 */
export interface OrderLimit {
  /** Products carrying this tag count towards the limit. */
  tag: string;
  maxUnits: number;
}

export const orderLimits = {
  grooming: [],
  gum: [{tag: 'nicotine-gum', maxUnits: 10}],
} as const satisfies Record<StoreId, readonly OrderLimit[]>;
