/**
 * The root loaders' cart, deferred (streamed after the page). No page depends on it: when the
 * Storefront API cannot answer, the promise rejects with a plain Error (a thrown Response cannot be
 * streamed) and every <Await> of it shows its errorElement ("cart unavailable") instead of failing.
 */
import {isServiceUnavailable} from '../hydrogen/context/unavailable';

export const CART_UNAVAILABLE = 'Cart unavailable';

export function deferredCart<T>(cart: {get(): Promise<T>}): Promise<T> {
  return cart.get().catch((error: unknown) => {
    // An outage is logged once by the guarded client (shared/hydrogen/context/unavailable.ts).
    if (!isServiceUnavailable(error))
      console.error('[cart] loading the cart failed', error);
    throw new Error(CART_UNAVAILABLE);
  });
}

/** The same cart for consumers that only want a value (analytics): null when it could not load. */
export function settledCart<T>(cart: Promise<T>): Promise<T | null> {
  return cart.catch(() => null);
}
