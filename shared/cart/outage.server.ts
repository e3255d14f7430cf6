/**
 * Cart actions during a Storefront API outage: the guarded storefront client throws a 503 Response
 * (shared/hydrogen/unavailable.ts); a cart action turns it into a 503 answer with `Retry-After` and the
 * outage body, so a CartForm fetcher gets data (a toast) instead of an error boundary (a new page).
 */
import {data} from 'react-router';
import {isServiceUnavailable} from '../hydrogen/unavailable';
import {RETRY_AFTER_SECONDS} from '../hydrogen/timeouts';
import {cartOutageBody} from './outage';

export function cartOutageHeaders(): Headers {
  return new Headers({'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store'});
}

/** JSON answer for the /api/cart resource route. */
export function cartOutageResponse(): Response {
  return Response.json(cartOutageBody(), {status: 503, headers: cartOutageHeaders()});
}

/** Runs a CartForm route action; an outage becomes `data(outage body, 503)`. Other errors pass through. */
export async function guardCartAction<T>(action: () => Promise<T>) {
  try {
    return await action();
  } catch (error) {
    if (!isServiceUnavailable(error)) throw error;
    return data(cartOutageBody(), {status: 503, headers: cartOutageHeaders()});
  }
}
