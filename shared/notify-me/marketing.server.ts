/**
 * The one adapter to the marketing service's back-in-stock API, Klaviyo's "Create Client Back In Stock
 * Subscription" (POST {MARKETING_API_URL}/client/back-in-stock-subscriptions?company_id={public key},
 * JSON:API, `revision` header). Called from the storefront's server only, so the shopper's contact
 * never goes back to a browser. Locally the backend plays the service; docs/deploy.md points it at
 * Klaviyo (MARKETING_API_URL=https://a.klaviyo.com, MARKETING_PUBLIC_KEY=<company id>); decision 67.
 */
import {buyerIpHeaders} from '../hydrogen/security/buyer-ip.server';
import {
  isThrottledAnswer,
  retryAfterHeaders,
} from '../hydrogen/security/throttle';
import {TIMEOUTS_MS} from '../hydrogen/context/timeouts';
import type {Contact} from './contact';

export const KLAVIYO_REVISION = '2025-01-15';

export type SubscribeOutcome =
  | {status: 'created'}
  | {status: 'duplicate'}
  | {status: 'invalid'; detail: string}
  | {status: 'unknown-variant'}
  | {status: 'throttled'; headers: Record<string, string>}
  | {status: 'failed'};

export interface MarketingEnv {
  MARKETING_API_URL?: string;
  MARKETING_PUBLIC_KEY?: string;
  /** Proves this server to the local stand-in, which only then counts the forwarded buyer IP (docs/deploy.md). */
  MARKETING_PRIVATE_KEY?: string;
}

/** gid://shopify/ProductVariant/123 → the catalog variant id Klaviyo's Shopify catalog uses. */
export function catalogVariantId(variantGid: string): string | null {
  const match = /^gid:\/\/shopify\/ProductVariant\/(\d{1,15})$/.exec(
    variantGid,
  );
  return match ? `$shopify:::$default:::${match[1]}` : null;
}

/**
 * The shopper's IP, forwarded only with the private key that makes the service trust it (a forwarded IP
 * without it is ignored, so every shopper would share the storefront server's bucket).
 */
function shopperHeaders(
  env: MarketingEnv,
  request: Request,
): Record<string, string> {
  return env.MARKETING_PRIVATE_KEY
    ? {
        Authorization: `Klaviyo-API-Key ${env.MARKETING_PRIVATE_KEY}`,
        ...buyerIpHeaders(request),
      }
    : {};
}

export async function subscribeBackInStock(
  env: MarketingEnv,
  request: Request,
  input: {variantGid: string; contact: Contact; language?: string},
): Promise<SubscribeOutcome> {
  const base = env.MARKETING_API_URL?.replace(/\/+$/, '');
  const key = env.MARKETING_PUBLIC_KEY;
  const variant = catalogVariantId(input.variantGid);
  if (!variant) return {status: 'invalid', detail: 'Unknown variant'};
  if (!base || !key) {
    console.error(
      '[notify-me] MARKETING_API_URL or MARKETING_PUBLIC_KEY is not set',
    );
    return {status: 'failed'};
  }
  const profile = {
    ...(input.contact.channel === 'EMAIL'
      ? {email: input.contact.email}
      : {phone_number: input.contact.phone}),
    // Klaviyo's profile locale: the alert is written in it (decision 107).
    ...(input.language ? {locale: `${input.language}-IN`} : {}),
  };
  let response: Response;
  try {
    response = await fetch(
      `${base}/client/back-in-stock-subscriptions?company_id=${encodeURIComponent(key)}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/vnd.api+json',
          Accept: 'application/vnd.api+json',
          revision: KLAVIYO_REVISION,
          ...shopperHeaders(env, request),
        },
        body: JSON.stringify({
          data: {
            type: 'back-in-stock-subscription',
            attributes: {
              channels: [input.contact.channel],
              profile: {data: {type: 'profile', attributes: profile}},
            },
            relationships: {
              variant: {data: {type: 'catalog-variant', id: variant}},
            },
          },
        }),
        signal: AbortSignal.timeout(TIMEOUTS_MS.marketing),
      },
    );
  } catch (error) {
    console.error('[notify-me] marketing service unreachable', error);
    return {status: 'failed'};
  }
  if (
    response.status === 202 ||
    response.status === 200 ||
    response.status === 201
  )
    return {status: 'created'};
  const body = (await response.json().catch(() => null)) as {
    errors?: {code?: string; detail?: string}[];
  } | null;
  const first = body?.errors?.[0];
  if (isThrottledAnswer(response.status, null))
    return {status: 'throttled', headers: retryAfterHeaders(response)};
  if (response.status === 409 && first?.code === 'duplicate_subscription')
    return {status: 'duplicate'};
  // Klaviyo answers 404 for a variant its catalogue no longer has (sold out, then deleted).
  if (response.status === 404 && first?.code === 'not_found')
    return {status: 'unknown-variant'};
  if ((response.status === 400 || response.status === 404) && first?.detail)
    return {status: 'invalid', detail: first.detail};
  console.error(
    `[notify-me] marketing service answered ${response.status}`,
    first?.code ?? '',
  );
  return {status: 'failed'};
}
