import type {StoreId} from './shops.ts';

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

/** What both shops' COD apps do alike: the first-COD OTP, how long a link and a webhook stay valid. */
const BOTH = {
  otpForFirstCod: true,
  linkValidHours: 72,
  webhookMaxAgeMinutes: 60,
} as const;
/** Both shops' high-RTO pincodes (each shop has its own policy for them). */
const HIGH_RTO_PINCODES = ['110093', '800001'] as const;

export const codConfirmation = {
  grooming: {
    ...BOTH,
    reminderAfterHours: 4,
    noAnswer: {afterHours: 24, action: 'hold'},
    confirmAbovePaise: 150000,
    highRtoPincodes: {policy: 'confirm-first', pincodes: HIGH_RTO_PINCODES},
  },
  gum: {
    ...BOTH,
    reminderAfterHours: 2,
    noAnswer: {afterHours: 12, action: 'cancel'},
    confirmAbovePaise: 0,
    highRtoPincodes: {policy: 'prepaid-only', pincodes: HIGH_RTO_PINCODES},
  },
} as const satisfies Record<StoreId, CodConfirmationRules>;
