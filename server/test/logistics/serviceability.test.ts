import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {routes} from '../../src/routes.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {resetLimiters} from '../../src/rate-limit/limits.ts';
import {pincodeCount} from '../../src/logistics/pincodes.ts';
import {fixtureDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';

const SECRETS = {grooming: generateShopSecrets(), gum: generateShopSecrets()};
installSecrets(SECRETS);

let db: Db;
let served: ServedApp;

beforeAll(async () => {
  db = fixtureDb();
  served = await serveBackend(db, routes);
});

afterAll(async () => {
  await served.close();
  db.close();
});

afterEach(() => {
  delete process.env.RATE_LIMITS;
  resetLimiters();
});

const GUM_WAREHOUSE = '122001';

async function check(
  query: Record<string, string>,
  token: string | null = SECRETS.gum.logisticsApiToken,
) {
  const params = new URLSearchParams({
    pickup_postcode: GUM_WAREHOUSE,
    weight: '0.2',
    cod: '1',
    ...query,
  });
  const response = await fetch(
    `${served.base}/logistics/v1/external/courier/serviceability/?${params}`,
    {
      headers: token === null ? {} : {Authorization: `Bearer ${token}`},
    },
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, any>,
  };
}

describe('GET /logistics/v1/external/courier/serviceability/', () => {
  it('holds every pincode of the India Post directory (about 19,000)', () => {
    expect(pincodeCount()).toBeGreaterThan(19_000);
  });

  it('answers couriers with estimated days, COD and its charges for a known pincode', async () => {
    const reply = await check({delivery_postcode: '560029'});
    expect(reply.status).toBe(200);
    const couriers = reply.body.data.available_courier_companies;
    expect(couriers.length).toBeGreaterThan(0);
    expect(couriers[0]).toMatchObject({
      state: 'Karnataka',
      city: 'Bangalore',
      cod: 1,
      cod_charges: 39,
      zone: 'national',
    });
    expect(Number(couriers[0].estimated_delivery_days)).toBeGreaterThan(0);
    expect(couriers[0].etd).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(
      couriers.map((c: {courier_company_id: number}) => c.courier_company_id),
    ).toContain(reply.body.data.recommended_courier_company_id);
  });

  it('gives a nearer pincode fewer days than a remote one (zones from the store’s rules)', async () => {
    const near = await check({delivery_postcode: '122002'});
    const remote = await check({delivery_postcode: '795001', cod: '0'}); // Imphal, Manipur
    const days = (r: typeof near) =>
      Math.min(
        ...r.body.data.available_courier_companies.map((c: any) =>
          Number(c.estimated_delivery_days),
        ),
      );
    expect(near.body.data.available_courier_companies[0].zone).toBe('local');
    expect(remote.body.data.available_courier_companies[0].zone).toBe('remote');
    expect(days(near)).toBeLessThan(days(remote));
  });

  it('collects no cash on the islands: cod=1 finds no courier, cod=0 does', async () => {
    const cod = await check({delivery_postcode: '744101'}); // Port Blair
    expect(cod.status).toBe(404);
    const prepaid = await check({delivery_postcode: '744101', cod: '0'});
    expect(prepaid.status).toBe(200);
    expect(prepaid.body.data.available_courier_companies[0]).toMatchObject({
      cod: 0,
      state: 'Andaman & Nicobar',
    });
  });

  it('answers 404 for a pincode India Post does not have', async () => {
    const reply = await check({delivery_postcode: '199999'});
    expect(reply.status).toBe(404);
    expect(reply.body.message).toContain('199999');
  });

  it.each([
    [{delivery_postcode: '56002'}, 'delivery_postcode'],
    [{delivery_postcode: '060029'}, 'delivery_postcode'],
    [{delivery_postcode: '56002x'}, 'delivery_postcode'],
    [{delivery_postcode: '560029', pickup_postcode: ''}, 'pickup_postcode'],
    [{delivery_postcode: '560029', weight: '-1'}, 'weight'],
    [{delivery_postcode: '560029', weight: 'heavy'}, 'weight'],
    [{delivery_postcode: '560029', cod: 'yes'}, 'cod'],
  ])('refuses %j with 422 naming the field', async (query, field) => {
    const reply = await check(query);
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual([field]);
  });

  it('refuses a missing, wrong or other-scheme token with 401 and says nothing about the pincode', async () => {
    for (const token of [
      null,
      'wrong-token',
      SECRETS.gum.checkoutProviderApiKey,
    ]) {
      const reply = await check({delivery_postcode: '560029'}, token);
      expect(reply.status).toBe(401);
      expect(reply.body.data).toBeUndefined();
    }
    const basic = await fetch(
      `${served.base}/logistics/v1/external/courier/serviceability/?pickup_postcode=122001&delivery_postcode=560029&weight=1&cod=0`,
      {
        headers: {Authorization: `Basic ${SECRETS.gum.logisticsApiToken}`},
      },
    );
    expect(basic.status).toBe(401);
  });

  it('uses the token’s own shop: grooming’s token is answered from grooming’s warehouse rules', async () => {
    const reply = await check(
      {delivery_postcode: '560030', pickup_postcode: '560029'},
      SECRETS.grooming.logisticsApiToken,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.available_courier_companies[0]).toMatchObject({
      cod_charges: 49,
      zone: 'local',
    });
  });

  it('rate limits per token with 429 and Retry-After, and keeps the other shop’s token working', async () => {
    process.env.RATE_LIMITS = 'logisticsPerToken=3/60';
    resetLimiters();
    for (let i = 0; i < 3; i++)
      expect((await check({delivery_postcode: '560029'})).status).toBe(200);
    const limited = await check({delivery_postcode: '560029'});
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error.code).toBe('THROTTLED');
    expect(
      (
        await check(
          {delivery_postcode: '560030', pickup_postcode: '560029'},
          SECRETS.grooming.logisticsApiToken,
        )
      ).status,
    ).toBe(200);
  });
});
