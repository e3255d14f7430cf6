import {afterEach, describe, expect, it, vi} from 'vitest';
import {createNewsletterAction} from './subscribe.server';

const action = createNewsletterAction({shop: 'grooming'});

function call(
  body: Record<string, string> | null,
  env: Record<string, string> = {
    NEWSLETTER_API_URL: 'http://list.test/newsletter',
  },
) {
  const form = new URLSearchParams(body ?? {});
  const request = new Request('http://shop.test/api/newsletter/subscribe', {
    method: 'POST',
    body: form,
  });
  return action({
    request,
    context: {env} as never,
    params: {},
  } as never) as unknown as Promise<{data: unknown; init: ResponseInit | null}>;
}

afterEach(() => vi.unstubAllGlobals());

describe('newsletter action', () => {
  it('refuses a blank email without calling the list', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const result = await call({email: '   '});
    expect(result.data).toEqual({ok: false, error: 'Email is required'});
    expect(result.init?.status).toBe(400);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts {shop, email} to the list and reports success', async () => {
    const fetchSpy = vi.fn(async () =>
      Response.json({ok: true, email: 'a@example.in'}),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const result = await call({email: ' a@example.in '});
    expect(result.data).toEqual({
      ok: true,
      message: 'Thanks for subscribing!',
      email: 'a@example.in',
    });
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('http://list.test/newsletter/subscribe');
    expect(JSON.parse(String(init.body))).toEqual({
      shop: 'grooming',
      email: 'a@example.in',
    });
  });

  it('names the shopper with the private Storefront token that makes the list trust it', async () => {
    const fetchSpy = vi.fn(async () =>
      Response.json({ok: true, email: 'a@example.in'}),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const form = new URLSearchParams({email: 'a@example.in'});
    const request = new Request('http://shop.test/api/newsletter/subscribe', {
      method: 'POST',
      body: form,
      headers: {'oxygen-buyer-ip': '203.0.113.9'},
    });
    const env = {
      NEWSLETTER_API_URL: 'http://list.test/newsletter',
      PRIVATE_STOREFRONT_API_TOKEN: 'shpat_private',
    };
    await action({request, context: {env} as never, params: {}} as never);
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      'Shopify-Storefront-Buyer-IP': '203.0.113.9',
      'Shopify-Storefront-Private-Token': 'shpat_private',
    });
  });

  it('a rate-limited list (429 THROTTLED) is a 429 with a readable try-later message and Retry-After', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: {
              code: 'THROTTLED',
              message: 'Too many requests. Please try again later.',
            },
          },
          {status: 429, headers: {'Retry-After': '42'}},
        ),
      ),
    );
    const result = await call({email: 'a@example.in'});
    expect(result.init?.status).toBe(429);
    expect(result.data).toEqual({
      ok: false,
      code: 'THROTTLED',
      error:
        'Too many sign-ups from here. Please wait a few minutes and try again.',
    });
    expect(new Headers(result.init?.headers).get('Retry-After')).toBe('42');
  });

  it("passes the list's message on when it refuses, else 'Failed to subscribe'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {error: {message: 'Please enter a valid email address'}},
          {status: 400},
        ),
      ),
    );
    expect((await call({email: 'nope'})).data).toEqual({
      ok: false,
      error: 'Please enter a valid email address',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', {status: 500})),
    );
    expect((await call({email: 'a@example.in'})).data).toEqual({
      ok: false,
      error: 'Failed to subscribe',
    });
  });

  it("answers 'Failed to subscribe. Please try again.' when the list is unreachable", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await call({email: 'a@example.in'});
    expect(result.data).toEqual({
      ok: false,
      error: 'Failed to subscribe. Please try again.',
    });
    expect(result.init?.status).toBe(502);
  });
});
