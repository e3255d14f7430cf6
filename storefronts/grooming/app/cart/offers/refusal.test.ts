import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {TIMEOUTS_MS} from '@shared/hydrogen/context/timeouts';
import {couponRefusal} from './refusal.server';

const env = {
  PUBLIC_CHECKOUT_PROVIDER_URL: 'http://provider.test/provider',
  PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID: 'merchant-1',
  CHECKOUT_PROVIDER_API_KEY: 'secret-key',
} as Parameters<typeof couponRefusal>[0]['env'];
const cartId = 'gid://shopify/Cart/c1?key=k1';
const json = (body: unknown, status = 200) =>
  Promise.resolve(Response.json(body, {status}));

/** The provider as the drawer meets it: a cart, a request id, and a validation answer. */
function provider(validation: () => Promise<Response>) {
  return vi.fn((url: string) => {
    if (url.includes('/api/carts/'))
      return json({
        data: {id: cartId, line_items: [{id: 'l1'}], discount_codes: []},
      });
    if (url.endsWith('/api/discount/request'))
      return json({statusCode: 200, data: {requestId: 'r1'}});
    return validation();
  });
}

describe("grooming's /cart page: why a code sits unapplied", () => {
  let fetchMock: ReturnType<typeof provider>;
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it("says the provider's errorMessage, having asked it as the drawer does", async () => {
    fetchMock = provider(() =>
      json({
        statusCode: 200,
        message: 'Coupon is not applicable',
        data: {
          isValid: false,
          errorMessage: 'Add items worth ₹800.00 more to use FLAT100',
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      couponRefusal({env, cartId, code: 'FLAT100', buyerIp: '203.0.113.9'}),
    ).resolves.toBe('Add items worth ₹800.00 more to use FLAT100');
    const validate = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/discount/validate'),
    ) as unknown as [string, RequestInit];
    const body = JSON.parse(String(validate[1].body));
    // The code alone against the provider's cart (camelCase, its own codes emptied), with the request id.
    expect(body).toEqual({
      cart: {id: cartId, lineItems: [{id: 'l1'}], discountCodes: []},
      couponCode: 'FLAT100',
      requestId: 'r1',
    });
    const headers = validate[1].headers as Record<string, string>;
    expect(headers['X-Cart-Token']).toBe(cartId);
    expect(headers['X-Api-Key']).toBe('secret-key');
  });

  it('answers null, for the fallback, when the provider fails or gives no reason', async () => {
    for (const validation of [
      () => json({message: 'boom'}, 500),
      () => json({statusCode: 200, data: {isValid: false}}),
      () => json({statusCode: 200, data: {isValid: true}}),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      vi.stubGlobal('fetch', provider(validation));
      await expect(
        couponRefusal({env, cartId, code: 'NOPE123'}),
      ).resolves.toBeNull();
    }
  });

  it('does not hold the page past its budget when the provider hangs', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      provider(() => new Promise<Response>(() => {})),
    );
    const answer = couponRefusal({env, cartId, code: 'FLAT100'});
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.couponRefusal);
    await expect(answer).resolves.toBeNull();
  });

  it('asks nothing without a configured provider', async () => {
    fetchMock = provider(() => json({}));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      couponRefusal({
        env: {...env, PUBLIC_CHECKOUT_PROVIDER_URL: ''},
        cartId,
        code: 'FLAT100',
      }),
    ).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
