/**
 * The checkout's OTP step for a first Cash on Delivery order (issue 39 item 4, decision 144): when the
 * store's rule says so (`codConfirmation[shop].otpForFirstCod`, cod/rules.ts `otpRequired`), a COD order
 * from a phone never verified by OTP at this shop and without an earlier COD order there waits for a code.
 * The code comes from the phone-login provider, as a login's does (its store of codes, its log-line
 * "SMS", the same send and guess limits, never the code in an answer); the right code verifies the phone
 * for good, so a login by OTP, or this step once, lets every later COD order through.
 */
import type {Handler} from '../http/router.ts';
import {
  codConfirmation,
  type CodConfirmationRules,
} from '../../../contracts/index.ts';
import {otpRequired} from '../cod/rules.ts';
import {phoneVerifiedByOtp} from '../data/phone-login.ts';
import {countCodOrdersOfPhone} from '../data/cod.ts';
import {
  PhoneLoginError,
  requestOtp,
  verifyOtp,
} from '../phone-login/service.ts';
import {otpSendGate} from '../phone-login/send-limit.ts';
import {otpGuessGate} from '../phone-login/guess-limit.ts';
import {maskPhone} from '../phone-login/phone.ts';
import {socketAddress} from '../rate-limit/buyer-ip.ts';
import type {checkoutStrings} from './checkout-strings.ts';

type Strings = ReturnType<typeof checkoutStrings>;

/**
 * True when a COD order from `phone` (E.164) at `shop` must pass the OTP step first; `placingOrderId`:
 * the order being placed (asked inside its transaction), which is not an earlier one.
 */
export function codOtpNeeded(
  db: Parameters<Handler>[0]['db'],
  shop: string,
  phone: string,
  placingOrderId = 0,
): boolean {
  const rules = (codConfirmation as Record<string, CodConfirmationRules>)[shop];
  if (!rules) return false;
  return otpRequired(rules, {
    verified: phoneVerifiedByOtp(db, shop, phone),
    previousCodOrders: countCodOrdersOfPhone(db, shop, phone, placingOrderId),
  });
}

/** Why the order waits: the status and the shopper's message (the code went out when `sent`). */
export interface OtpHold {
  status: number;
  message: string;
  sent: boolean;
  retryAfterSeconds?: number;
}

/** Thrown inside the order's transaction when the step is still due: nothing is placed. */
export class CodOtpNeeded extends Error {
  constructor() {
    super('A first COD order from this phone needs its OTP');
  }
}

function hold(
  status: number,
  message: string,
  sent = false,
  retryAfterSeconds?: number,
): OtpHold {
  return {status, message, sent, retryAfterSeconds};
}

/** Sends the phone a code, paced as a login's (428 when sent, 429 when the shopper must wait). */
export function sendCodOtp(
  ctx: Pick<Parameters<Handler>[0], 'db' | 'req'>,
  shop: string,
  phone: string,
  t: Strings,
): OtpHold {
  // The shopper's browser posts the checkout straight to the provider: its address is the client.
  const gate = otpSendGate(ctx.db, `${shop}:${phone}`, socketAddress(ctx.req));
  if (gate.refusal) {
    const seconds = gate.refusal.decision.retryAfterSeconds;
    return hold(
      429,
      gate.refusal.code === 'THROTTLED' ? t.otpNetwork : t.otpWait(seconds),
      false,
      seconds,
    );
  }
  try {
    requestOtp(ctx.db, {merchantId: shop, phone});
  } catch (error) {
    gate.unsent();
    throw error;
  }
  return hold(428, t.otpSent(maskPhone(phone)), true);
}

/**
 * Checks a code the shopper typed: null when it was right (the phone is verified from now on), else
 * the hold to answer (400 wrong, expired or malformed; 429 too many wrong guesses).
 */
export function checkCodOtp(
  ctx: Pick<Parameters<Handler>[0], 'db' | 'req'>,
  shop: string,
  phone: string,
  code: string,
  t: Strings,
): OtpHold | null {
  const gate = otpGuessGate(`${shop}:${phone}`, socketAddress(ctx.req));
  if (gate.waitSeconds !== null)
    return hold(429, t.otpGuessWait, false, gate.waitSeconds);
  try {
    verifyOtp(ctx.db, {merchantId: shop, phone, code});
    gate.settle(false);
    return null;
  } catch (error) {
    if (!(error instanceof PhoneLoginError)) throw error;
    gate.settle(
      error.code === 'WRONG_CODE' || error.code === 'TOO_MANY_ATTEMPTS',
    );
    const message =
      error.code === 'INVALID_CODE'
        ? t.otpEnter
        : error.code === 'WRONG_CODE'
          ? t.otpWrong
          : error.code === 'TOO_MANY_ATTEMPTS'
            ? t.otpTooMany
            : t.otpExpired;
    return hold(error.status, message);
  }
}
