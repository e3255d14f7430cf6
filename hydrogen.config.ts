/**
 * Per-store settings, read by both storefronts (at build time, through
 * `shared/config`) and by the embedded backend (to seed and serve each shop).
 *
 * Endpoints and secrets used at runtime come from each storefront's env
 * (`.env` locally, Oxygen environment variables in production); the values
 * here are the local defaults those `.env` files mirror.
 */

import type {ShippingRule} from './shared/shipping/rule.ts';

export type Locale = 'en' | 'hi';

export interface StoreConfig {
  /** Shop key in the embedded backend and folder name under storefronts/. */
  id: 'grooming' | 'gum';
  brand: string;
  tagline: string;
  currency: 'INR';
  locales: readonly Locale[];
  defaultLocale: Locale;
  /**
   * What shipping costs (shared/shipping/rule.ts, decision 99): the drawer's bar, the offers, the
   * policy text, the checkout's line and the order total all read it.
   */
  shipping: ShippingRule;
  /** Port of the storefront in `npm start` (production preview). */
  port: number;
  /** Third-party endpoints (the embedded backend plays them locally). */
  checkoutProvider: {merchantId: string};
  /**
   * Reviews (issue 38, decision 126): whether a signed-in shopper who has not bought the product may
   * write a review (a buyer's review always carries "Verified buyer"). The reviews provider applies it.
   */
  reviews: {nonBuyersMayReview: boolean};
  /**
   * What the cart drawer promises (docs/requirements.md, gum: overview, constants): a discount for paying online and loyalty coins
   * earned by signed-in shoppers. Checkout applies both; the drawer only shows them.
   */
  cartPerks?: {
    prepaidDiscountPercent: number;
    /**
     * Coins earned per order: one for every `paisePerCoin` of the subtotal (₹10 = 1000). Redeemed at
     * checkout at `coinValuePaise` each (₹1 = 100), at most `redeemCapPercent`% of the order
     * (decision 40).
     */
    loyaltyCoins: {
      name: string;
      paisePerCoin: number;
      coinValuePaise: number;
      redeemCapPercent: number;
    };
    /** A code that adds a free gift from `minSubtotalPaise` (the backend's free-gift discount, seeded from this). */
    freeGift?: {code: string; minSubtotalPaise: number};
  };
}

export const backend = {
  host: '127.0.0.1',
  port: 4000,
  apiVersion: '2026-04',
  get origin() {
    return `http://${this.host}:${this.port}`;
  },
} as const;

export const stores = {
  grooming: {
    id: 'grooming',
    brand: 'Blade & Balm',
    tagline: "Men's grooming, made in India",
    currency: 'INR',
    locales: ['en'],
    defaultLocale: 'en',
    shipping: {feePaise: 4900, freeFromPaise: 29900},
    port: 3000,
    checkoutProvider: {merchantId: 'local-grooming-merchant'},
    reviews: {nonBuyersMayReview: true},
  },
  gum: {
    id: 'gum',
    brand: 'QuitPop',
    tagline: 'Nicotine gum that helps you quit',
    currency: 'INR',
    locales: ['en', 'hi'],
    defaultLocale: 'en',
    shipping: {feePaise: 4900, freeFromPaise: 99900},
    port: 3001,
    checkoutProvider: {merchantId: 'local-gum-merchant'},
    // Nicotine gum: only buyers review it.
    reviews: {nonBuyersMayReview: false},
    cartPerks: {
      prepaidDiscountPercent: 5,
      loyaltyCoins: {
        name: 'POPCoins',
        paisePerCoin: 1000,
        coinValuePaise: 100,
        redeemCapPercent: 10,
      },
      freeGift: {code: 'FREEPERFUME', minSubtotalPaise: 99900},
    },
  },
} as const satisfies Record<string, StoreConfig>;

export type StoreId = keyof typeof stores;

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

/**
 * Cash on Delivery confirmation (issue 39; decision 128): what the COD app does after a COD order. Read
 * server-side only (server/src/cod/). The COD fee and the prepaid discount a shopper saves by paying
 * online are not restated here: they are `delivery[store].cod.feePaise` and `cartPerks.prepaidDiscountPercent`.
 */
export interface CodConfirmationRules {
  /** A reminder goes out this many hours after the first message when no answer came. */
  reminderAfterHours: number;
  /** After this many hours without an answer, an order that needs confirmation is cancelled or held for a call. */
  noAnswer: {afterHours: number; action: 'cancel' | 'hold'};
  /** A COD order above this total (paise) is released to the courier only once the shopper confirms. */
  confirmAbovePaise: number;
  /** High-RTO pincodes: COD refused at checkout ('prepaid-only') or held until the shopper confirms ('confirm-first'). */
  highRtoPincodes: {
    policy: 'prepaid-only' | 'confirm-first';
    pincodes: readonly string[];
  };
  /** A first COD order from a phone never verified by OTP needs an OTP at checkout. */
  otpForFirstCod: boolean;
  /** How long the confirmation link and buttons stay valid. */
  linkValidHours: number;
  /** A webhook whose message is older than this is stale and ignored. */
  webhookMaxAgeMinutes: number;
}

export const codConfirmation = {
  grooming: {
    reminderAfterHours: 4,
    noAnswer: {afterHours: 24, action: 'hold'},
    confirmAbovePaise: 150000,
    highRtoPincodes: {policy: 'confirm-first', pincodes: ['110093', '800001']},
    otpForFirstCod: true,
    linkValidHours: 72,
    webhookMaxAgeMinutes: 60,
  },
  gum: {
    reminderAfterHours: 2,
    noAnswer: {afterHours: 12, action: 'cancel'},
    confirmAbovePaise: 0,
    highRtoPincodes: {policy: 'prepaid-only', pincodes: ['110093', '800001']},
    otpForFirstCod: true,
    linkValidHours: 72,
    webhookMaxAgeMinutes: 60,
  },
} as const satisfies Record<StoreId, CodConfirmationRules>;

/**
 * Public Storefront API tokens the embedded backend issues for each shop (public by design, like
 * Shopify's: 32 characters), and each shop's public key at the marketing service (Klaviyo's six-character
 * company id, also public). Kept apart from `stores` (which storefront code bundles for the browser);
 * storefronts read theirs from env (`.env` mirrors these values). Private tokens and every other
 * secret are generated per data directory (server/src/secrets.ts, docs/security.md).
 */
export const localBackendTokens = {
  grooming: {
    publicStorefrontToken: 'localgroomingpublictoken00000001',
    marketingPublicKey: 'LcGrm1',
    reviewsShopDomain: 'blade-and-balm.myshopify.com',
  },
  gum: {
    publicStorefrontToken: 'localgumpublictoken0000000000001',
    marketingPublicKey: 'LcGum1',
    reviewsShopDomain: 'quitpop.myshopify.com',
  },
} as const satisfies Record<
  StoreId,
  {
    publicStorefrontToken: string;
    marketingPublicKey: string;
    /** The reviews provider's shop_domain (Judge.me's name for the shop; decision 123). */
    reviewsShopDomain: string;
  }
>;

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
