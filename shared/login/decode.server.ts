/**
 * Turns the phone-login widget's `kpToken` into a customer record by asking the provider
 * (server to server, with the merchant's API key from env PHONE_LOGIN_API_KEY). The record takes
 * one of three shapes (docs/requirements.md, gum: data): {email, password}, {multipassToken}, or
 * {accountActivationUrl, password}. These are credentials: they stay on the server, where the login
 * is completed (./actions.server.ts); POST /api/kwikpass/decode-token answers only the name.
 */
import {TIMEOUTS_MS} from '../hydrogen/context/timeouts';

import {BUYER_IP_HEADER} from '../hydrogen/security/buyer-ip.server';
import {isThrottledAnswer} from '../hydrogen/security/throttle';

export interface DecodedCustomer {
  email?: string;
  password?: string;
  multipassToken?: string;
  accountActivationUrl?: string;
  phone?: string;
  firstName?: string | null;
  lastName?: string | null;
  isNewCustomer?: boolean;
}

export type DecodeTokenResponse =
  | {success: true; data: {customer: DecodedCustomer}; error: null}
  | {
      success: false;
      data: {customer: null};
      error: {message: string};
      throttled?: boolean;
    };

/** Header the provider reads the merchant's key from (see server/src/phone-login/routes.ts). */
export const PHONE_LOGIN_API_KEY_HEADER = 'X-Phone-Login-Api-Key';

export interface DecodeOptions {
  env: Pick<Env, 'PUBLIC_PHONE_LOGIN_URL' | 'PHONE_LOGIN_API_KEY'>;
  fetch?: typeof fetch;
  /** The shopper's IP (Oxygen's), forwarded so the provider can rate-limit per shopper. */
  buyerIp?: string;
}

function failure(message: string, throttled = false): DecodeTokenResponse {
  return {
    success: false,
    data: {customer: null},
    error: {message},
    ...(throttled ? {throttled} : {}),
  };
}

const str = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Keeps only the known fields, as strings; null when none of the three login shapes is present. */
export function toDecodedCustomer(raw: unknown): DecodedCustomer | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const customer: DecodedCustomer = {
    email: str(r.email),
    password:
      typeof r.password === 'string' && r.password !== ''
        ? r.password
        : undefined,
    multipassToken: str(r.multipassToken),
    accountActivationUrl: str(r.accountActivationUrl),
    phone: str(r.phone),
    firstName: str(r.firstName) ?? null,
    lastName: str(r.lastName) ?? null,
    isNewCustomer:
      typeof r.isNewCustomer === 'boolean' ? r.isNewCustomer : undefined,
  };
  const usable =
    customer.multipassToken ||
    (customer.email && customer.password) ||
    (customer.accountActivationUrl && customer.password);
  return usable ? customer : null;
}

export async function decodeLoginToken(
  kpToken: unknown,
  {env, fetch: fetchImpl = fetch, buyerIp}: DecodeOptions,
): Promise<DecodeTokenResponse> {
  if (typeof kpToken !== 'string' || !kpToken.trim())
    return failure('kpToken is required');
  if (!env.PUBLIC_PHONE_LOGIN_URL || !env.PHONE_LOGIN_API_KEY) {
    console.error(
      '[login] PUBLIC_PHONE_LOGIN_URL or PHONE_LOGIN_API_KEY is not set',
    );
    return failure('Login is not configured');
  }
  const url = `${env.PUBLIC_PHONE_LOGIN_URL.replace(/\/$/, '')}/api/decode`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [PHONE_LOGIN_API_KEY_HEADER]: env.PHONE_LOGIN_API_KEY,
        ...(buyerIp ? {[BUYER_IP_HEADER]: buyerIp} : {}),
      },
      body: JSON.stringify({kpToken: kpToken.trim()}),
      signal: AbortSignal.timeout(TIMEOUTS_MS.phoneLogin),
    });
  } catch (error) {
    console.error('[login] token decode failed to reach the provider', error);
    return failure('Could not reach the login provider');
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: {customer?: unknown};
    error?: {message?: string};
  } | null;
  if (!response.ok || !body || body.success === false) {
    const message =
      body?.error?.message ?? `Token decode failed (${response.status})`;
    console.error(`[login] token decode refused: ${message}`);
    return failure(message, isThrottledAnswer(response.status, body));
  }
  const customer = toDecodedCustomer(body.data?.customer);
  if (!customer) {
    console.error('[login] token decode returned no usable customer record');
    return failure('No customer in the decoded token');
  }
  return {success: true, data: {customer}, error: null};
}
