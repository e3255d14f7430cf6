import {afterEach, describe, expect, it, vi} from 'vitest';
import {notifyMeAction} from './action.server';

const ENV = {
  MARKETING_API_URL: 'http://marketing.test/',
  MARKETING_PUBLIC_KEY: 'Pk1234',
  MARKETING_PRIVATE_KEY: 'pk_private',
};
const VARIANT = 'gid://shopify/ProductVariant/42';

function call(
  fields: Record<string, string>,
  env: Record<string, string> = ENV,
  method = 'POST',
) {
  const request = new Request('http://shop.test/api/notify-me', {
    method,
    body: method === 'POST' ? new URLSearchParams(fields) : undefined,
    headers: {'oxygen-buyer-ip': '203.0.113.9'},
  });
  return notifyMeAction({
    request,
    context: {env} as never,
    params: {},
  } as never) as unknown as Promise<{
    data: {ok: boolean; code: string; message: string};
    init: ResponseInit | null;
  }>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('notify-me action and the marketing adapter', () => {
  it("posts Klaviyo's JSON:API body with the public key, revision and buyer IP, and answers 'subscribed' without echoing the contact", async () => {
    const fetchSpy = vi.fn(async () => new Response(null, {status: 202}));
    vi.stubGlobal('fetch', fetchSpy);
    const result = await call({variantId: VARIANT, contact: '98765 43210'});
    expect(result.data).toEqual({
      ok: true,
      code: 'subscribed',
      message: expect.any(String),
    });
    expect(JSON.stringify(result.data)).not.toContain('9876543210');
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [
      string,
      RequestInit & {headers: Record<string, string>},
    ];
    expect(url).toBe(
      'http://marketing.test/client/back-in-stock-subscriptions?company_id=Pk1234',
    );
    expect(init.headers.revision).toBe('2025-01-15');
    expect(init.headers['Shopify-Storefront-Buyer-IP']).toBe('203.0.113.9');
    expect(init.headers.Authorization).toBe('Klaviyo-API-Key pk_private');
    expect(JSON.parse(String(init.body))).toEqual({
      data: {
        type: 'back-in-stock-subscription',
        attributes: {
          channels: ['SMS'],
          profile: {
            data: {
              type: 'profile',
              attributes: {phone_number: '+919876543210'},
            },
          },
        },
        relationships: {
          variant: {
            data: {type: 'catalog-variant', id: '$shopify:::$default:::42'},
          },
        },
      },
    });
  });

  it("sends the page's language as the profile's locale, so the alert is written in it (decision 107)", async () => {
    const fetchSpy = vi.fn(async () => new Response(null, {status: 202}));
    vi.stubGlobal('fetch', fetchSpy);
    const profileOf = async (fields: Record<string, string>) => {
      fetchSpy.mockClear();
      await call({variantId: VARIANT, contact: 'a@example.in', ...fields});
      const [, init] = fetchSpy.mock.calls[0] as unknown as [
        string,
        RequestInit,
      ];
      return JSON.parse(String(init.body)).data.attributes.profile.data
        .attributes;
    };
    expect(await profileOf({language: 'hi'})).toEqual({
      email: 'a@example.in',
      locale: 'hi-IN',
    });
    // No language (a one-language store) or anything that is not one: no locale, the service's default.
    expect(await profileOf({})).toEqual({email: 'a@example.in'});
    expect(await profileOf({language: 'hi"><x'})).toEqual({
      email: 'a@example.in',
    });
  });

  it('forwards no buyer IP without the private key that makes the service trust it', async () => {
    const fetchSpy = vi.fn(async () => new Response(null, {status: 202}));
    vi.stubGlobal('fetch', fetchSpy);
    await call(
      {variantId: VARIANT, contact: 'a@example.in'},
      {
        MARKETING_API_URL: 'http://marketing.test',
        MARKETING_PUBLIC_KEY: 'Pk1234',
      },
    );
    const [, init] = fetchSpy.mock.calls[0] as unknown as [
      string,
      RequestInit & {headers: Record<string, string>},
    ];
    expect(init.headers).not.toHaveProperty('Shopify-Storefront-Buyer-IP');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('a repeat sign-up answers as a first one, so the form tells nobody whether a contact was waiting', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {errors: [{status: 409, code: 'duplicate_subscription'}]},
          {status: 409},
        ),
      ),
    );
    const repeat = await call({variantId: VARIANT, contact: 'a@example.in'});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, {status: 202})),
    );
    const first = await call({variantId: VARIANT, contact: 'b@example.in'});
    expect(repeat.init?.status).toBe(200);
    expect(repeat.data).toEqual(first.data);
  });

  it('refuses a blank or bad contact and a bad variant with a 400 before calling the service', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect((await call({variantId: VARIANT, contact: ' '})).data.code).toBe(
      'required',
    );
    const bad = await call({variantId: VARIANT, contact: '12345'});
    expect([bad.init?.status, bad.data.code]).toEqual([400, 'invalid']);
    expect(
      (
        await call({
          variantId: 'gid://shopify/Product/1',
          contact: 'a@example.in',
        })
      ).data.code,
    ).toBe('failed');
    expect((await call({contact: 'a@example.in'})).init?.status).toBe(400);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('passes a 429 on with Retry-After, and a down or unset service is a 502 / failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {errors: [{code: 'throttled'}]},
          {status: 429, headers: {'Retry-After': '30'}},
        ),
      ),
    );
    const throttled = await call({variantId: VARIANT, contact: 'a@example.in'});
    expect([
      throttled.init?.status,
      throttled.data.code,
      new Headers(throttled.init?.headers).get('Retry-After'),
    ]).toEqual([429, 'throttled', '30']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(
      (await call({variantId: VARIANT, contact: 'a@example.in'})).init?.status,
    ).toBe(502);
    expect(
      (await call({variantId: VARIANT, contact: 'a@example.in'}, {})).data.code,
    ).toBe('failed');
  });

  it('tells the shopper a product is no longer sold, not that their contact is wrong, when the service has no such variant', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            errors: [
              {
                status: 404,
                code: 'not_found',
                detail: 'No catalog variant with this id.',
                source: {pointer: '/data/relationships/variant/data/id'},
              },
            ],
          },
          {status: 404},
        ),
      ),
    );
    const deleted = await call({variantId: VARIANT, contact: 'a@example.in'});
    expect([deleted.init?.status, deleted.data.code]).toEqual([404, 'gone']);
  });

  it('answers 405 to anything but POST', async () => {
    expect((await call({}, ENV, 'PUT')).init?.status).toBe(405);
  });

  it('answers a form posted as a document with a 303 back to its page and the code, never JSON (issue 34)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, {status: 202})),
    );
    const post = (contact: string, referer: string) =>
      notifyMeAction({
        request: new Request('http://shop.test/api/notify-me', {
          method: 'POST',
          body: new URLSearchParams({variantId: VARIANT, contact}),
          headers: {
            'Sec-Fetch-Mode': 'navigate',
            Referer: referer,
            'oxygen-buyer-ip': '203.0.113.9',
          },
        }),
        context: {env: ENV} as never,
        params: {},
      } as never) as unknown as Promise<Response>;
    const page = 'http://shop.test/hi/products/gum?Pack=10';
    const bad = await post('12345', page);
    expect(bad.status).toBe(303);
    expect(bad.headers.get('Location')).toBe(
      '/hi/products/gum?Pack=10&notify=invalid',
    );
    const good = await post('a@example.in', page);
    expect(good.headers.get('Location')).toBe(
      '/hi/products/gum?Pack=10&notify=subscribed',
    );
    // Another site's page is never a destination.
    const away = await post('a@example.in', 'https://evil.test/x');
    expect(away.headers.get('Location')).toBe('/?notify=subscribed');
  });
});
