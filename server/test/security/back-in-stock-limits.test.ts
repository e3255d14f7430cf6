/**
 * Back-in-stock sign-up limits (docs/security.md, "Identity and promotions"): the shopper's forwarded IP
 * counts only when the caller proves to be the shop's storefront server with the shop's private marketing
 * key, the per-shopper bucket is counted first, refused input costs little, and one client cannot use up
 * the shop's bucket for everyone. Before the fix a direct caller named any IP in the header (a fresh
 * bucket each time) and the shop's bucket was counted first, refused input included.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {routes} from '../../src/routes.ts';
import {DEFAULT_LIMITS, resetLimiters} from '../../src/rate-limit/limits.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {localBackendTokens} from '../../../contracts/index.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {freshLimitsPerTest} from '../fixtures/limits.ts';

const SECRETS = {grooming: generateShopSecrets(), gum: generateShopSecrets()};
const PER_IP = DEFAULT_LIMITS.backInStockPerIp.limit;
// A seeded variant of gum's (sold out or not, the sign-up is filed).
let variantId = 0;
let db: Db;
let served: ServedApp;

beforeAll(async () => {
  installSecrets(SECRETS);
  db = await seededDb();
  variantId = (
    db
      .prepare(
        "SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = 'gum' LIMIT 1",
      )
      .get() as {id: number}
  ).id;
  served = await serveBackend(db, routes);
});

afterAll(async () => {
  await served.close();
  db.close();
});

freshLimitsPerTest();

let serial = 0;
function body(email = `limit${serial++}@example.in`) {
  return {
    data: {
      type: 'back-in-stock-subscription',
      attributes: {
        channels: ['EMAIL'],
        profile: {data: {type: 'profile', attributes: {email}}},
      },
      relationships: {
        variant: {
          data: {
            type: 'catalog-variant',
            id: `$shopify:::$default:::${variantId}`,
          },
        },
      },
    },
  };
}

async function subscribe(
  payload: unknown,
  {ip, key}: {ip?: string; key?: string} = {},
) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/vnd.api+json',
    revision: '2025-01-15',
  };
  if (ip) headers['Shopify-Storefront-Buyer-IP'] = ip;
  if (key) headers.Authorization = `Klaviyo-API-Key ${key}`;
  const response = await fetch(
    `${served.base}/client/back-in-stock-subscriptions?company_id=${localBackendTokens.gum.marketingPublicKey}`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
    },
  );
  return response.status;
}

describe('back-in-stock sign-up limits', () => {
  it('a direct caller cannot pick a fresh bucket by naming another buyer IP, with no key or a wrong one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PER_IP; i++)
      statuses.push(await subscribe(body(), {ip: `198.51.100.${i}`}));
    expect(statuses.slice(0, PER_IP).every((s) => s === 202)).toBe(true);
    expect(statuses[PER_IP]).toBe(429);
    expect(
      await subscribe(body(), {ip: '203.0.113.99', key: 'f'.repeat(64)}),
    ).toBe(429);
    expect(
      await subscribe(body(), {
        ip: '203.0.113.98',
        key: SECRETS.grooming.marketingPrivateKey,
      }),
    ).toBe(429);
  });

  it("the shop's storefront server (its private key) gets one bucket per forwarded shopper", async () => {
    const key = SECRETS.gum.marketingPrivateKey;
    for (let i = 0; i < PER_IP; i++)
      expect(await subscribe(body(), {ip: '192.0.2.10', key})).toBe(202);
    expect(await subscribe(body(), {ip: '192.0.2.10', key})).toBe(429);
    expect(await subscribe(body(), {ip: '192.0.2.11', key})).toBe(202);
  });

  it('refused input costs a fraction of a sign-up: a shopper with a few typos still signs up', async () => {
    for (let i = 0; i < 2 * PER_IP; i++)
      expect(await subscribe(body('not-an-email'))).toBe(400);
    expect(await subscribe(body())).toBe(202);
  });

  it("one client cannot use up the shop's bucket for every other shopper", async () => {
    process.env.RATE_LIMITS = `backInStockPerKey=${2 * PER_IP}/600`;
    resetLimiters();
    // The attacker rotates the header and mixes junk with real sign-ups, far past the shop's limit.
    for (let i = 0; i < 6 * PER_IP; i++)
      await subscribe(i % 2 ? body() : body('junk'), {ip: `10.0.${i}.1`});
    expect(
      await subscribe(body(), {
        ip: '192.0.2.20',
        key: SECRETS.gum.marketingPrivateKey,
      }),
    ).toBe(202);
  });

  it('a repeat sign-up answers exactly as a first one: nobody learns whether a contact is waiting', async () => {
    // The company id is public, so any caller could ask about any e-mail; Klaviyo answers 202 to both.
    const email = `victim${serial++}@example.in`;
    const first = await fetchRaw(body(email));
    const repeat = await fetchRaw(body(email.toUpperCase()));
    expect(repeat).toEqual(first);
    expect(first.status).toBe(202);
  });
});

async function fetchRaw(payload: unknown) {
  const response = await fetch(
    `${served.base}/client/back-in-stock-subscriptions?company_id=${localBackendTokens.gum.marketingPublicKey}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/vnd.api+json',
        revision: '2025-01-15',
      },
      body: JSON.stringify(payload),
    },
  );
  return {status: response.status, body: await response.text()};
}
