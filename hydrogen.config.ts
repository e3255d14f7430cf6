/**
 * Per-store settings, read by both storefronts (at build time, through `@config` and `shared/config`).
 * What the backend must agree on (shop ids, tokens, shipping, delivery and COD rules, perks, order
 * limits) lives in `contracts/` (decision 145), which the backend imports instead of this file; here
 * each store's `contracts/` entry gets what only its storefront shows.
 *
 * Endpoints and secrets used at runtime come from each storefront's env
 * (`.env` locally, Oxygen environment variables in production); the values
 * here are the local defaults those `.env` files mirror.
 */
import {
  shops,
  type Locale,
  type ShopContract,
  type StoreId,
} from './contracts/shops.ts';

export {backend, localBackendTokens} from './contracts/shops.ts';
export type {Locale, StoreId} from './contracts/shops.ts';
export {delivery} from './contracts/delivery.ts';
export type {DeliveryRules, HolidayCalendar} from './contracts/delivery.ts';
export {codConfirmation} from './contracts/cod.ts';
export type {CodConfirmationRules} from './contracts/cod.ts';
export {orderLimits} from './contracts/order-limits.ts';
export type {OrderLimit} from './contracts/order-limits.ts';

/** A store's settings: its shop in `contracts/` and what its storefront alone shows. */
export interface StoreConfig extends ShopContract {
  tagline: string;
}

export const stores = {
  grooming: {...shops.grooming, tagline: "Men's grooming, made in India"},
  gum: {...shops.gum, tagline: 'Nicotine gum that helps you quit'},
} as const satisfies Record<StoreId, StoreConfig>;

/** A text the shopper reads, per language the store has (English always). */
export type Localized = {en: string} & Partial<Record<Locale, string>>;

/**
 * The seller's Grievance Officer, whom the Consumer Protection (E-Commerce) Rules 2020 ask every
 * store to name with a contact; both stores' policy pages show it (decision 109).
 */
export interface GrievanceOfficer {
  name: string;
  designation: Localized;
  address: Localized;
  phone: string;
  email: string;
  hours: Localized;
}

export const grievanceOfficers = {
  grooming: {
    name: 'Meera Iyer',
    designation: {en: 'Grievance Officer, Blade & Balm Grooming Pvt. Ltd.'},
    address: {
      en: '4th Floor, Kamala Mills Compound, Lower Parel, Mumbai 400013, Maharashtra',
    },
    phone: '+91 22 4000 5690',
    email: 'grievance@bladeandbalm.example',
    hours: {en: 'Monday to Friday, 10:00 to 18:00 IST'},
  },
  gum: {
    name: 'Arjun Mehta',
    designation: {
      en: 'Grievance Officer, QuitPop Health Pvt. Ltd.',
      hi: 'शिकायत अधिकारी, QuitPop हेल्थ प्रा. लि.',
    },
    address: {
      en: '2nd Floor, 80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
      hi: 'दूसरी मंज़िल, 80 फ़ीट रोड, कोरमंगला, बेंगलुरु 560034, कर्नाटक',
    },
    phone: '+91 80 4000 1299',
    email: 'grievance@quitpop.example',
    hours: {
      en: 'Monday to Friday, 10:00 to 18:00 IST',
      hi: 'सोमवार से शुक्रवार, सुबह 10 से शाम 6 बजे (IST)',
    },
  },
} as const satisfies Record<StoreId, GrievanceOfficer>;
