import {formatCalendarDate} from '../dates/format.ts';
/**
 * What a store's /api/delivery answers the browser (and the drawer and product page read): the
 * promise for one pincode, or why there is none. No secret, no courier internals.
 */
export type DeliveryAnswer =
  | {
      status: 'ok';
      pincode: string;
      /** District and state, as India Post lists them. */
      city: string;
      state: string;
      /** IST calendar date, YYYY-MM-DD. */
      date: string;
      cod: {
        available: boolean;
        reason: 'NO_COD_PINCODE' | 'OVER_LIMIT' | null;
        feePaise: number;
        limitPaise: number;
      };
    }
  | {
      status: 'invalid' | 'unserviceable' | 'unavailable';
      pincode: string;
      message: string;
    };

export const PINCODE_STORAGE_KEY = 'delivery-pincode';

/** The pincode the shopper last checked (browser only; '' when none or storage is off). */
export function storedPincode(): string {
  try {
    const value = localStorage.getItem(PINCODE_STORAGE_KEY) ?? '';
    return /^[1-9]\d{5}$/.test(value) ? value : '';
  } catch {
    return '';
  }
}

/** A checkout URL that prefills the checked pincode (?pincode=, as the provider takes it). */
export function withPincodeParam(
  url: string,
  pincode = storedPincode(),
): string {
  if (!pincode) return url;
  return `${url}${url.includes('?') ? '&' : '?'}pincode=${pincode}`;
}

/** 'Thu, 3 Dec' (en-IN) / 'गुरु, 3 दिस॰' (hi-IN) for an IST calendar date (the shared date formatter, decision 104). */
export function formatDeliveryDate(date: string, dateLocale: string): string {
  return formatCalendarDate(date, dateLocale);
}
