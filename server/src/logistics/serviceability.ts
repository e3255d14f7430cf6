/**
 * The logistics provider the backend plays, shaped like Shiprocket's courier-serviceability API
 * (decision 69):
 *
 *   GET /logistics/v1/external/courier/serviceability/?pickup_postcode=122001&delivery_postcode=560029&weight=0.2&cod=1
 *   Authorization: Bearer <the shop's logistics token>
 *
 * → 200 {status: 200, data: {available_courier_companies: [{courier_company_id, courier_name,
 *   estimated_delivery_days, etd, cod, cod_charges, city, state, zone}], recommended_courier_company_id}}
 * → 404 {status: 404, message} when no courier serves the delivery pincode (not in India Post's directory);
 *   422 {status: 422, message, errors} for bad input; 401 without a valid token; 429 past the rate limit.
 *
 * The token names the shop (like a Shiprocket account), whose rules in contracts/ `delivery`
 * give the transit days per zone and where cash is collected. cod_charges are in rupees, as Shiprocket's.
 */
import {timingSafeEqual} from 'node:crypto';
import {setTimeout as sleep} from 'node:timers/promises';
import type {Handler, Reply, RequestContext} from '../http/router.ts';
import {
  delivery,
  shops,
  type StoreId,
  isPincode,
  promisedDate,
} from '../../../contracts/index.ts';
import {shopSecret} from '../secrets.ts';
import {limiter, throttledReply} from '../rate-limit/limits.ts';
import {findPlace} from './pincodes.ts';
import {deliveryQuote} from './quote.ts';
import {logisticsFault, SLOW_MS} from './faults.ts';

const SHOP_IDS = Object.keys(shops) as StoreId[];

/** The shop whose logistics token this is (constant-time comparison with each shop's), or null. */
export function shopForToken(token: string): StoreId | null {
  const given = Buffer.from(token);
  let found: StoreId | null = null;
  for (const id of SHOP_IDS) {
    const expected = shopSecret(id, 'logisticsApiToken');
    if (!expected) continue;
    const wanted = Buffer.from(expected);
    if (given.length === wanted.length && timingSafeEqual(given, wanted))
      found = id;
  }
  return found;
}

function bearer(ctx: RequestContext): string {
  const value = ctx.req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  return match ? match[1]! : '';
}

function invalid(errors: Record<string, string[]>): Reply {
  return {
    status: 422,
    body: {status: 422, message: 'The given data was invalid.', errors},
  };
}

/** A surface courier on the zone's transit days, and an air courier a day faster. */
const COURIERS: {id: number; name: string; faster: number}[] = [
  {id: 10, name: 'Local Surface', faster: 0},
  {id: 20, name: 'Local Air', faster: 1},
];

/** "Dec 03, 2026", Shiprocket's etd format. */
function etdText(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const month = d.toLocaleString('en-US', {month: 'short', timeZone: 'UTC'});
  return `${month} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()}`;
}

export const serviceability: Handler = async (ctx) => {
  const token = bearer(ctx);
  const shop = token ? shopForToken(token) : null;
  if (!shop)
    return {
      status: 401,
      body: {
        status: 401,
        message:
          'Token is invalid or missing. Send Authorization: Bearer <token>.',
      },
    };
  const decision = limiter('logisticsPerToken').consume(`logistics:${shop}`);
  if (!decision.allowed)
    return throttledReply(
      decision,
      'Too many requests. Please try again later.',
      {status: 429},
    );

  const params = ctx.url.searchParams;
  const pickup = params.get('pickup_postcode') ?? '';
  const drop = params.get('delivery_postcode') ?? '';
  const weight = Number(params.get('weight') ?? '');
  const cod = params.get('cod') ?? '0';
  const errors: Record<string, string[]> = {};
  if (!isPincode(pickup))
    errors.pickup_postcode = [
      'The pickup postcode must be a 6-digit Indian pincode.',
    ];
  if (!isPincode(drop))
    errors.delivery_postcode = [
      'The delivery postcode must be a 6-digit Indian pincode.',
    ];
  if (!(weight > 0 && weight <= 50))
    errors.weight = [
      'The weight must be a number of kg above 0 and at most 50.',
    ];
  if (cod !== '0' && cod !== '1') errors.cod = ['cod must be 0 or 1.'];
  if (Object.keys(errors).length) return invalid(errors);

  const fault = logisticsFault(drop);
  if (fault === 'down')
    return {
      status: 503,
      body: {status: 503, message: 'Service temporarily unavailable'},
    };
  if (fault === 'slow') await sleep(SLOW_MS);

  const rules = delivery[shop];
  if (!findPlace(pickup))
    return invalid({
      pickup_postcode: [
        'The pickup postcode is not a pickup address of this account.',
      ],
    });
  const now = new Date();
  const quote = deliveryQuote(shop, drop, null, now, pickup);
  if (quote.status !== 'ok')
    return {
      status: 404,
      body: {
        status: 404,
        message: `Delivery postcode ${drop} is not serviceable.`,
      },
    };
  const {zone, days: surfaceDays, place: to} = quote;
  const collectsCash = quote.cod.reason !== 'NO_COD_PINCODE';
  const couriers = COURIERS.map((courier) => {
    const days = Math.max(1, surfaceDays - courier.faster);
    return {
      courier_company_id: courier.id,
      courier_name: courier.name,
      estimated_delivery_days: String(days),
      etd: etdText(promisedDate(now, days, rules)),
      cod: collectsCash ? 1 : 0,
      cod_charges: collectsCash ? rules.cod.feePaise / 100 : 0,
      city: to.district,
      state: to.state,
      postcode: drop,
      zone,
    };
  }).filter((courier) => cod === '0' || courier.cod === 1);
  if (couriers.length === 0)
    return {
      status: 404,
      body: {
        status: 404,
        message: `No courier collects cash on delivery at ${drop}.`,
      },
    };
  // The surface courier is the one recommended (and the one the checkout's promise uses, quote.ts).
  return {
    body: {
      status: 200,
      data: {
        available_courier_companies: couriers,
        recommended_courier_company_id: couriers[0]!.courier_company_id,
      },
    },
  };
};
