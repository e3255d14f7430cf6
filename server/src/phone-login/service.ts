/**
 * The phone-login provider (a Kwikpass-like widget) this backend plays locally:
 * send a one-time code to an Indian mobile number, verify it into a short-lived login token,
 * and decode that token (server to server, with the merchant's API key) into a customer record in one
 * of the three shapes storefronts accept (records.ts): email + password, Multipass, activation URL +
 * password, per customer.
 */
import {createHash, randomInt, timingSafeEqual} from 'node:crypto';
import type {Db} from '../data/db.ts';
import {findShop, findShopByMerchantId} from '../data/shops.ts';
import {
  consumeOtp,
  findLiveOtp,
  insertOtp,
  markLoginTokenUsed,
  recordOtpAttempt,
} from '../data/phone-login.ts';
import {
  customerRecord,
  verifiedCustomer,
  type DecodedCustomer,
} from './records.ts';
import {shopSecret} from '../secrets.ts';
import type {Shop} from '../storefront-api/context.ts';
import {maskPhone, normalizeIndianMobile} from './phone.ts';
import {testCode} from './test-numbers.ts';
import {issueLoginToken, peekTokenShop, verifyLoginToken} from './tokens.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_LENGTH = 6;
/**
 * Wrong guesses a code survives from everyone together; the next one burns it (brute force: 15 in a
 * million). One client gets fewer (`otpWrongGuessesPerClient`, guess-limit.ts), so no single client can
 * burn the owner's code (decision 63).
 */
export const OTP_MAX_ATTEMPTS = 15;

/** A refusal with an HTTP status and a message a shopper can read. */
export class PhoneLoginError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * The API key a merchant's server sends to decode tokens. Production providers issue one per
 * merchant; locally it is `PHONE_LOGIN_API_KEY_<SHOP>` or the data directory's generated secret
 * (server/src/secrets.ts). Null when none is configured: every key is then refused.
 */
export function merchantApiKey(shop: Pick<Shop, 'id'>): string | null {
  return shopSecret(shop.id, 'phoneLoginApiKey');
}

/** Header carrying the merchant's server-side key (decode; OTP sends and checks for a no-JS login form). */
export const API_KEY_HEADER = 'x-phone-login-api-key';

/** Whether `apiKey` is the merchant's server-side key (constant-time comparison). */
export function apiKeyMatches(
  shop: Pick<Shop, 'id'>,
  apiKey: string | null | undefined,
): boolean {
  const expectedKey = merchantApiKey(shop);
  const given = Buffer.from(apiKey ?? '');
  return (
    !!expectedKey &&
    given.length === Buffer.byteLength(expectedKey) &&
    timingSafeEqual(given, Buffer.from(expectedKey))
  );
}

/** Widgets identify the merchant by the checkout-provider merchant id (or the shop id). */
export function resolveMerchant(db: Db, merchantId: unknown): Shop {
  if (typeof merchantId !== 'string' || !merchantId.trim()) {
    throw new PhoneLoginError(
      400,
      'MERCHANT_REQUIRED',
      'merchantId is required',
    );
  }
  const shop =
    findShopByMerchantId(db, merchantId.trim()) ??
    findShop(db, merchantId.trim());
  if (!shop)
    throw new PhoneLoginError(404, 'UNKNOWN_MERCHANT', 'Unknown merchant');
  return shop;
}

function requirePhone(input: unknown): string {
  const phone = normalizeIndianMobile(input);
  if (!phone) {
    throw new PhoneLoginError(
      400,
      'INVALID_PHONE',
      'Please enter a valid 10-digit Indian mobile number',
    );
  }
  return phone;
}

function hashCode(otpPhone: string, code: string): string {
  return createHash('sha256').update(`${otpPhone}:${code}`).digest('hex');
}

export interface OtpSent {
  phone: string;
  expiresAt: string;
}

/**
 * Sends a code. Here "sending" is the backend's log line (only the person at the machine sees it); the
 * code never travels in the HTTP answer. A configured test number (test-numbers.ts) gets its fixed code.
 * How often a number and a client may ask is paced by the route (send-limit.ts).
 */
export function requestOtp(
  db: Db,
  input: {merchantId?: unknown; phone?: unknown},
  now = new Date(),
  generate: () => string = () =>
    String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'),
): OtpSent {
  const shop = resolveMerchant(db, input.merchantId);
  const phone = requirePhone(input.phone);
  const fixed = testCode(db, phone);
  const code = fixed ?? generate();
  const otp = insertOtp(
    db,
    shop.id,
    phone,
    hashCode(phone, code),
    new Date(now.getTime() + OTP_TTL_MS),
  );
  if (fixed)
    console.log(
      `[phone-login] OTP for test number ${maskPhone(phone)} (${shop.id}): its fixed code`,
    );
  else
    console.log(
      `[phone-login] OTP for ${maskPhone(phone)} (${shop.id}): ${code}`,
    );
  return {phone, expiresAt: otp.expiresAt};
}

export interface OtpVerified {
  token: string;
  expiresAt: string;
  phone: string;
}

export function verifyOtp(
  db: Db,
  input: {merchantId?: unknown; phone?: unknown; code?: unknown},
  now = new Date(),
): OtpVerified {
  const shop = resolveMerchant(db, input.merchantId);
  const phone = requirePhone(input.phone);
  const code =
    typeof input.code === 'string'
      ? input.code.trim()
      : typeof input.code === 'number'
        ? String(input.code)
        : '';
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
    throw new PhoneLoginError(
      400,
      'INVALID_CODE',
      `Please enter the ${OTP_LENGTH}-digit OTP`,
    );
  }
  const otp = findLiveOtp(db, shop.id, phone, now);
  if (!otp)
    throw new PhoneLoginError(
      400,
      'OTP_EXPIRED',
      'This OTP has expired. Please request a new one.',
    );
  const expected = Buffer.from(otp.codeHash, 'hex');
  const given = Buffer.from(hashCode(phone, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = recordOtpAttempt(db, otp.id);
    if (attempts >= OTP_MAX_ATTEMPTS) {
      consumeOtp(db, otp.id, now);
      throw new PhoneLoginError(
        429,
        'TOO_MANY_ATTEMPTS',
        'Too many wrong attempts. Please request a new OTP.',
      );
    }
    throw new PhoneLoginError(
      400,
      'WRONG_CODE',
      'Incorrect OTP. Please check the code and try again.',
    );
  }
  if (!consumeOtp(db, otp.id, now, true)) {
    throw new PhoneLoginError(
      400,
      'OTP_EXPIRED',
      'This OTP has already been used. Please request a new one.',
    );
  }
  const {token, payload} = issueLoginToken(
    shop.multipassSecret,
    shop.id,
    phone,
    now,
  );
  return {token, expiresAt: new Date(payload.exp).toISOString(), phone};
}

export {placeholderEmail, type DecodedCustomer} from './records.ts';

export function decodeLoginToken(
  db: Db,
  input: {apiKey?: string | null; kpToken?: unknown; origin?: string},
  now = new Date(),
): DecodedCustomer {
  const token = typeof input.kpToken === 'string' ? input.kpToken.trim() : '';
  if (!token)
    throw new PhoneLoginError(400, 'TOKEN_REQUIRED', 'kpToken is required');
  const shopId = peekTokenShop(token);
  const shop = shopId ? findShop(db, shopId) : null;
  if (!shop)
    throw new PhoneLoginError(401, 'INVALID_TOKEN', 'Invalid login token');
  if (!apiKeyMatches(shop, input.apiKey)) {
    throw new PhoneLoginError(
      403,
      'BAD_API_KEY',
      'API key does not match this merchant',
    );
  }
  const check = verifyLoginToken(shop.multipassSecret, token, now);
  if (!check.ok) {
    throw new PhoneLoginError(
      401,
      check.reason === 'EXPIRED' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN',
      check.reason === 'EXPIRED'
        ? 'Login token has expired'
        : 'Invalid login token',
    );
  }
  if (!markLoginTokenUsed(db, shop.id, check.payload.jti, now)) {
    throw new PhoneLoginError(
      401,
      'TOKEN_USED',
      'Login token has already been used',
    );
  }
  const {phone} = check.payload;
  const existing = verifiedCustomer(db, shop, phone);
  if (existing?.state === 'DISABLED')
    throw new PhoneLoginError(
      403,
      'CUSTOMER_DISABLED',
      'This account is disabled',
    );
  return customerRecord(db, shop, phone, existing, {
    now,
    origin: input.origin ?? 'http://127.0.0.1',
  });
}
