/**
 * Server-side client of the one-tap checkout provider (its discount API and cart), configured from env:
 * PUBLIC_CHECKOUT_PROVIDER_URL (base, e.g. http://127.0.0.1:4000/provider), CHECKOUT_PROVIDER_API_KEY,
 * PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID. The key never reaches the browser.
 */
import {TIMEOUTS_MS} from '@shared/hydrogen/context/timeouts';

import {BUYER_IP_HEADER} from '@shared/hydrogen/security/buyer-ip.server';

export interface ProviderConfig {
  baseUrl: string;
  apiKey: string;
  merchantId: string;
}

export class ProviderError extends Error {
  status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
    this.name = 'ProviderError';
  }
}

export function providerConfig(
  env: Pick<
    Env,
    | 'PUBLIC_CHECKOUT_PROVIDER_URL'
    | 'PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID'
    | 'CHECKOUT_PROVIDER_API_KEY'
  >,
): ProviderConfig {
  const baseUrl = (env.PUBLIC_CHECKOUT_PROVIDER_URL ?? '').replace(/\/+$/, '');
  if (!baseUrl)
    throw new ProviderError(
      'PUBLIC_CHECKOUT_PROVIDER_URL is not configured',
      503,
    );
  if (!env.PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID)
    throw new ProviderError(
      'PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID is not configured',
      503,
    );
  return {
    baseUrl,
    apiKey: env.CHECKOUT_PROVIDER_API_KEY ?? '',
    merchantId: env.PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID,
  };
}

export interface ProviderReply {
  status: number;
  body: Record<string, unknown> | null;
}

/**
 * One call to the provider. Answers its HTTP status and JSON body (null when the body is not JSON);
 * throws ProviderError(502) when it cannot be reached.
 */
export async function callProvider(
  config: ProviderConfig,
  path: string,
  init: {
    method?: 'GET' | 'POST';
    body?: unknown;
    cartToken?: string | null;
    buyerIp?: string;
  } = {},
): Promise<ProviderReply> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Merchant-Id': config.merchantId,
    'X-Api-Key': config.apiKey,
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.cartToken) headers['X-Cart-Token'] = init.cartToken;
  // The provider rate-limits coupon guesses per shopper; it trusts this header because of the API key.
  if (init.buyerIp) headers[BUYER_IP_HEADER] = init.buyerIp;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUTS_MS.checkoutProvider),
    });
  } catch (error) {
    throw new ProviderError(
      `Checkout provider unreachable: ${(error as Error).message}`,
      502,
    );
  }
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    const parsed = JSON.parse(text) as unknown;
    body =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
  } catch {
    body = null;
  }
  return {status: response.status, body};
}
