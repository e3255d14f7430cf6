import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  loadOrderReviews,
  orderReviewAction,
  resetReviewWrites,
  reviewWriteAction,
} from './route.server';

const ENV = {
  REVIEWS_API_URL: 'http://reviews.test/api/v1',
  REVIEWS_SHOP_DOMAIN: 'shop.myshopify.com',
  REVIEWS_API_TOKEN: 'secret-token',
};

function context(signedIn = true) {
  const values = new Map<string, unknown>(
    signedIn
      ? [
          [
            'customerAccessToken',
            {accessToken: 'tok', expiresAt: '2999-01-01T00:00:00Z'},
          ],
        ]
      : [],
  );
  return {
    env: ENV,
    session: {get: (key: string) => values.get(key)} as never,
    storefront: {
      query: vi.fn(async () => ({customer: {id: 'gid://shopify/Customer/42'}})),
      CacheNone: () => ({}),
    } as never,
  };
}

function post(fields: Record<string, string>, ip = '203.0.113.9') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.append(
    'pictures',
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg'),
  );
  return new Request('https://store.test/products/coffee-gum', {
    method: 'POST',
    body: form,
    headers: {'oxygen-buyer-ip': ip},
  });
}

async function run(request: Request, ctx = context()) {
  const response = await reviewWriteAction({
    request,
    context: ctx,
    handle: 'coffee-gum',
    language: 'hi',
  });
  return response as unknown as {data: unknown; init: {status?: number} | null};
}

beforeEach(() => resetReviewWrites());
afterEach(() => vi.unstubAllGlobals());

describe('writing a review (decision 127)', () => {
  it('forwards the signed-in customer, handle, language and photos with the private token', async () => {
    const seen: {url: string; form: FormData}[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({url, form: init.body as FormData});
        return Response.json({held: false}, {status: 201});
      }),
    );
    const result = await run(
      post({
        rating: '5',
        body: 'Lovely coffee taste.',
        name: 'Asha',
        reviewer_external_id: '7',
      }),
    );
    expect(result.data).toEqual({review: 'thanks'});
    expect(seen[0]!.url).toContain('api_token=secret-token');
    const form = seen[0]!.form;
    // The browser cannot name the reviewer: the session's customer is sent.
    expect(form.get('reviewer_external_id')).toBe('42');
    expect(form.get('handle')).toBe('coffee-gum');
    expect(form.get('language')).toBe('hi');
    expect(form.getAll('pictures[]')).toHaveLength(1);
  });

  it("answers the provider's refusal code with its status, and an unknown answer as failed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({code: 'photo-type', error: 'x'}, {status: 400}),
      ),
    );
    const refused = await run(
      post({rating: '5', body: 'Lovely coffee.', name: 'A'}),
    );
    expect(refused.data).toEqual({review: 'error', code: 'photo-type'});
    expect(refused.init?.status).toBe(400);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', {status: 500})),
    );
    const failed = await run(
      post({rating: '5', body: 'Lovely coffee.', name: 'A'}, '198.51.100.1'),
    );
    expect(failed.data).toEqual({review: 'error', code: 'failed'});
    expect(failed.init?.status).toBe(502);
  });

  it('refuses a signed-out shopper without calling the provider', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const result = await run(post({rating: '5'}), context(false));
    expect(result.data).toEqual({review: 'error', code: 'sign-in'});
    expect(result.init?.status).toBe(401);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('limits writes per customer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({code: 'duplicate'}, {status: 409})),
    );
    const codes: unknown[] = [];
    // The same customer from changing IPs (a phone moving between networks).
    for (let i = 0; i < 6; i++)
      codes.push((await run(post({rating: '5'}, `192.0.2.${i}`))).data);
    expect(codes.slice(0, 5)).toEqual(
      Array(5).fill({review: 'error', code: 'duplicate'}),
    );
    expect(codes[5]).toEqual({review: 'error', code: 'rate-limited'});
  });
});

describe('the "rate your order" link (decision 135)', () => {
  const TOKEN = `${'a'.repeat(40)}.${'b'.repeat(43)}`;

  it('forwards the link’s token as the reviewer’s proof, never a reviewer the browser names', async () => {
    const seen: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push(init.body as FormData);
        return Response.json({held: false}, {status: 201});
      }),
    );
    const response = (await orderReviewAction({
      request: post({
        handle: 'coffee-gum',
        rating: '4',
        body: 'Tastes like filter coffee.',
        name: 'Asha',
        reviewer_external_id: '7',
        review_request: 'forged',
      }),
      env: ENV,
      token: TOKEN,
      language: 'hi',
    })) as unknown as {data: unknown};
    expect(response.data).toEqual({review: 'thanks', handle: 'coffee-gum'});
    expect(seen[0]!.get('review_request')).toBe(TOKEN);
    expect(seen[0]!.get('reviewer_external_id')).toBeNull();
    expect(seen[0]!.get('handle')).toBe('coffee-gum');
    expect(seen[0]!.get('language')).toBe('hi');
  });

  it('answers the provider’s verdict on a link with the page’s status', async () => {
    for (const [status, code, page, http] of [
      [404, 'invalid', 'invalid', 404],
      [410, 'expired', 'expired', 410],
      [410, 'used', 'used', 410],
      [500, undefined, 'unavailable', 503],
    ] as const) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({code}, {status})),
      );
      const response = (await loadOrderReviews(ENV, TOKEN)) as unknown as {
        data: {status: string};
        init: {status: number};
      };
      expect([response.data.status, response.init.status]).toEqual([
        page,
        http,
      ]);
    }
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const bad = (await loadOrderReviews(ENV, '<script>')) as unknown as {
      init: {status: number};
    };
    expect(bad.init.status).toBe(404);
    expect(fetched).not.toHaveBeenCalled();
  });
});
