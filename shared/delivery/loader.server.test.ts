import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {withCacheKeepingNothing} from '../hydrogen/caching/with-cache-keeping-nothing';
import {delivery} from '../../contracts/delivery';
import {createDeliveryLoader, type DeliveryMessages} from './loader.server';
import {
  DELIVERY_LOOKUPS_PER_CLIENT,
  knownPincode,
  resetDeliveryGuard,
} from './guard.server';

const MESSAGES: DeliveryMessages = {
  invalid: 'Enter a 6-digit pincode',
  firstDigitZero: 'Pincodes do not start with 0',
  unserviceable: (pincode) => `We don't deliver to ${pincode} yet`,
  unavailable: "We can't check delivery right now",
};

const loader = createDeliveryLoader({
  rules: delivery.gum,
  messages: () => MESSAGES,
});

/** The logistics provider: counts calls; `days` is what it says about transit. */
function provider(days: () => unknown = () => '3') {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(url.searchParams.get('delivery_postcode')!);
    await Promise.resolve();
    return Response.json({
      status: 200,
      data: {
        available_courier_companies: [
          {
            courier_company_id: 10,
            estimated_delivery_days: days(),
            cod: 1,
            city: 'Bangalore',
            state: 'Karnataka',
          },
        ],
        recommended_courier_company_id: 10,
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

async function ask(pincode: string, ip = '198.51.100.7') {
  const response = await loader({
    request: new Request(`http://store.test/api/delivery?pincode=${pincode}`, {
      headers: {'oxygen-buyer-ip': ip},
    }),
    context: {
      env: {
        LOGISTICS_API_URL: 'http://logistics.test/v1/external',
        LOGISTICS_API_TOKEN: 'token',
      },
      withCache: withCacheKeepingNothing(),
      cart: {get: async () => null},
    },
    params: {},
  } as never);
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as {status: string; message?: string},
  };
}

/** The directory's pincodes from `from` on, `count` of them. */
function knownPincodes(count: number, from = 110001): string[] {
  const found: string[] = [];
  for (let pin = from; found.length < count && pin < 999999; pin += 1)
    if (knownPincode(String(pin))) found.push(String(pin));
  return found;
}

beforeEach(() => {
  resetDeliveryGuard();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/api/delivery spends the shop’s logistics quota fairly (issue 35, finding 1)', () => {
  it('one client walking 700 pincodes, 16 at a time, gets its own budget; the next shopper is still answered', async () => {
    const calls = provider();
    const pincodes = [
      ...knownPincodes(400),
      ...Array.from({length: 300}, (_, i) => String(900000 + i * 3)),
    ];
    const answers: Awaited<ReturnType<typeof ask>>[] = [];
    for (let i = 0; i < pincodes.length; i += 16)
      answers.push(
        ...(await Promise.all(pincodes.slice(i, i + 16).map((p) => ask(p)))),
      );
    expect(calls.length).toBeLessThanOrEqual(DELIVERY_LOOKUPS_PER_CLIENT.limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.body).toMatchObject({
      status: 'unavailable',
      message: MESSAGES.unavailable,
    });
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);

    const next = await ask('560029', '203.0.113.9');
    expect(next.status).toBe(200);
    expect(next.body.status).toBe('ok');
  });

  it('answers a pincode India Post does not list without asking the provider', async () => {
    const calls = provider();
    const unknown = ['999999', '100000', '345678'].filter(
      (p) => !knownPincode(p),
    );
    expect(unknown.length).toBeGreaterThan(1);
    for (const pincode of unknown)
      expect((await ask(pincode)).body).toMatchObject({
        status: 'unserviceable',
        message: MESSAGES.unserviceable(pincode),
      });
    expect(calls).toEqual([]);
  });

  it('asks the provider once for a pincode asked 16 times at once, and not again for a repeat', async () => {
    const calls = provider();
    const answers = await Promise.all(
      Array.from({length: 16}, (_, i) => ask('560029', `198.51.100.${i}`)),
    );
    expect(answers.every((a) => a.body.status === 'ok')).toBe(true);
    await ask('560029');
    expect(calls).toEqual(['560029']);
  });
});

describe('a transit time out of bounds from the provider (issue 35, finding 6)', () => {
  it('is "can\'t check right now" at once, and is not kept', async () => {
    for (const days of ['99999999', '31', '-1', 'soon', 'Infinity', 1e9]) {
      resetDeliveryGuard();
      const calls = provider(() => days);
      const first = await ask('560029');
      expect(first.body, String(days)).toMatchObject({
        status: 'unavailable',
        message: MESSAGES.unavailable,
      });
      await ask('560029');
      expect(calls, String(days)).toHaveLength(2);
    }
    resetDeliveryGuard();
    provider(() => '30');
    expect((await ask('560029')).body.status).toBe('ok');
  });
});
