/**
 * Each shop's delivery promise and Cash on Delivery terms (decision 145): the numbers the storefronts'
 * pincode box and the backend's logistics stand-in and checkout all work with (delivery-rules.ts).
 */
import type {StoreId} from './shops.ts';

/**
 * How a store promises delivery and takes Cash on Delivery (issue 23; decision 69). Read server-side
 * only: the logistics stand-in (transit days, COD per pincode), the storefronts' delivery adapter (dispatch dates, COD fee and limits) and the checkout. States and
 * postal circles are spelled as India Post's directory spells them (server/src/logistics/pincode-table.json).
 */
export interface DeliveryRules {
  /** Where parcels leave from. */
  warehousePincode: string;
  /** That pincode's city as the policy pages name it (decision 101). */
  warehouseCity: {en: string; hi?: string};
  /** Orders placed before this time (IST, 24 h "HH:MM") leave the same working day. */
  dispatchCutoffIst: string;
  /** Days besides Sundays on which nothing is dispatched or delivered (issue 35, finding 7). */
  holidays: HolidayCalendar;
  /**
   * Working days in transit per zone: same district, same state or postal circle, same postal zone
   * (the pincode's first digit), the rest of India, and the remote regions below.
   */
  transitDays: {
    local: number;
    state: number;
    zone: number;
    national: number;
    remote: number;
  };
  /** North-East, Jammu & Kashmir, Ladakh, Andaman & Nicobar, Lakshadweep: longer transit, less COD. */
  remoteStates: readonly string[];
  /** Parcel weight the courier is asked about, in kg. */
  parcelWeightKg: number;
  cod: {
    /** What the shopper pays for COD, its own line at checkout. */
    feePaise: number;
    /** No COD above this order total (paise). */
    maxOrderPaise: number;
    /** ... and above this one in a remote region. */
    remoteMaxOrderPaise: number;
    /** Where no courier collects cash (islands): prepaid only. */
    unavailableStates: readonly string[];
  };
}

const REMOTE_STATES = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu & Kashmir',
  'Ladakh',
  'Andaman & Nicobar',
  'Lakshadweep',
] as const;

/**
 * Holidays: the fixed-date ones are rules for every year; festivals move, so they are dated data that
 * runs out (`validUntil`). The backend's start-up warns 60 days before it does (runbook, "Holiday calendar").
 */
export interface HolidayCalendar {
  /** Every year on these dates ('MM-DD'). */
  everyYear: readonly string[];
  /** Dated holidays that move (IST dates, YYYY-MM-DD), listed up to and including `validUntil`. */
  dated: readonly string[];
  /** The last date `dated` covers (YYYY-MM-DD); later festivals are unknown until the list is extended. */
  validUntil: string;
}

/** India's national holidays (the merchant adds the festivals their courier closes for). */
const NATIONAL_HOLIDAYS: HolidayCalendar = {
  // Republic Day, Independence Day, Gandhi Jayanti, Christmas.
  everyYear: ['01-26', '08-15', '10-02', '12-25'],
  dated: [],
  validUntil: '2027-12-31',
};

export const delivery = {
  grooming: {
    warehousePincode: '560029',
    warehouseCity: {en: 'Bengaluru'},
    dispatchCutoffIst: '14:00',
    holidays: NATIONAL_HOLIDAYS,
    transitDays: {local: 1, state: 2, zone: 3, national: 5, remote: 8},
    remoteStates: REMOTE_STATES,
    parcelWeightKg: 0.3,
    cod: {
      feePaise: 4900,
      maxOrderPaise: 1000000,
      remoteMaxOrderPaise: 300000,
      unavailableStates: ['Andaman & Nicobar', 'Lakshadweep'],
    },
  },
  gum: {
    warehousePincode: '122001',
    warehouseCity: {en: 'Gurugram', hi: 'गुरुग्राम'},
    dispatchCutoffIst: '14:00',
    holidays: NATIONAL_HOLIDAYS,
    transitDays: {local: 1, state: 2, zone: 3, national: 5, remote: 8},
    remoteStates: REMOTE_STATES,
    parcelWeightKg: 0.2,
    cod: {
      feePaise: 3900,
      maxOrderPaise: 500000,
      remoteMaxOrderPaise: 200000,
      unavailableStates: ['Andaman & Nicobar', 'Lakshadweep'],
    },
  },
} as const satisfies Record<StoreId, DeliveryRules>;
