/**
 * The storefronts' one client of the logistics provider (docs/deploy.md, environment variables): a courier
 * serviceability call shaped like Shiprocket's, made from the storefront's server only, with the
 * server-side token, a timeout, and each answer cached per pincode with Hydrogen's CacheLong (which
 * pincodes a courier serves changes rarely; the date is worked out per request from the cached
 * transit days, so it is never stale). A merchant points it at the real provider with
 * LOGISTICS_API_URL and LOGISTICS_API_TOKEN; no code changes.
 */
import {CacheLong, type WithCache} from '@shopify/hydrogen';
import {TIMEOUTS_MS} from '../hydrogen/context/timeouts';
import type {DeliveryRules} from '../../contracts/delivery';

/** What the promise needs from the provider's answer. */
export type Serviceability =
  | {
      status: 'ok';
      days: number;
      courierCod: boolean;
      city: string;
      state: string;
    }
  | {status: 'unserviceable'}
  | {status: 'unavailable'};

interface Courier {
  courier_company_id?: number;
  estimated_delivery_days?: string | number;
  cod?: number;
  city?: string;
  state?: string;
}

interface ProviderBody {
  data?: {
    available_courier_companies?: Courier[];
    recommended_courier_company_id?: number;
  };
}

export interface ServiceabilityRequest {
  env: Pick<Env, 'LOGISTICS_API_URL' | 'LOGISTICS_API_TOKEN'>;
  request: Request;
  /** The request's sub-request cache (context.withCache): definite answers are kept long. */
  withCache: WithCache;
  rules: DeliveryRules;
  pincode: string;
}

/** The longest transit a provider's answer may name; anything else is a broken answer (issue 35, finding 6). */
export const MAX_TRANSIT_DAYS = 30;

/** A provider's transit days as a whole number in 0–MAX_TRANSIT_DAYS, else null (99999999, "Infinity", junk). */
function transitDays(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'string' && !/^\s*\d{1,3}(\.\d+)?\s*$/.test(value))
    return null;
  const days = Math.ceil(Number(value));
  return Number.isFinite(days) && days >= 0 && days <= MAX_TRANSIT_DAYS
    ? days
    : null;
}

/** The recommended courier's (else the fastest) transit days and whether any courier collects cash. */
export function readServiceability(body: ProviderBody | null): Serviceability {
  const listed = body?.data?.available_courier_companies ?? [];
  if (!Array.isArray(listed)) return {status: 'unavailable'};
  if (listed.length === 0) return {status: 'unserviceable'};
  // A courier whose transit time is out of bounds makes the whole answer untrustworthy: "can't check now".
  if (listed.some((c) => transitDays(c?.estimated_delivery_days) === null))
    return {status: 'unavailable'};
  const couriers = listed;
  const recommended = couriers.find(
    (c) => c.courier_company_id === body?.data?.recommended_courier_company_id,
  );
  const days = recommended
    ? transitDays(recommended.estimated_delivery_days)!
    : Math.min(...couriers.map((c) => transitDays(c.estimated_delivery_days)!));
  const place = recommended ?? couriers[0]!;
  return {
    status: 'ok',
    days,
    courierCod: couriers.some((c) => c.cod === 1),
    city: place.city ?? '',
    state: place.state ?? '',
  };
}

export async function checkServiceability({
  env,
  withCache,
  rules,
  pincode,
}: ServiceabilityRequest): Promise<Serviceability> {
  const base = env.LOGISTICS_API_URL?.replace(/\/+$/, '');
  if (!base || !env.LOGISTICS_API_TOKEN) {
    console.error(
      '[delivery] LOGISTICS_API_URL or LOGISTICS_API_TOKEN is not set',
    );
    return {status: 'unavailable'};
  }
  const params = new URLSearchParams({
    pickup_postcode: rules.warehousePincode,
    delivery_postcode: pincode,
    weight: String(rules.parcelWeightKg),
    cod: '0',
  });
  try {
    const {data, response} = await withCache.fetch<ProviderBody>(
      `${base}/courier/serviceability/?${params}`,
      {
        headers: {
          Authorization: `Bearer ${env.LOGISTICS_API_TOKEN}`,
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(TIMEOUTS_MS.logistics),
      },
      {
        cacheKey: [
          'logistics-serviceability',
          rules.warehousePincode,
          pincode,
          String(rules.parcelWeightKg),
        ],
        cacheStrategy: CacheLong(),
        // Only definite answers are kept: an outage or a throttled call is asked again next time.
        shouldCacheResponse: (body, res) =>
          res.status === 404 ||
          (res.status === 200 &&
            readServiceability(body).status !== 'unavailable'),
      },
    );
    if (response.status === 404) return {status: 'unserviceable'};
    if (!response.ok) {
      console.error(`[delivery] provider answered ${response.status}`);
      return {status: 'unavailable'};
    }
    return readServiceability(data);
  } catch (error) {
    console.error('[delivery] provider unreachable or slow', error);
    return {status: 'unavailable'};
  }
}
