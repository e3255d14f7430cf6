import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {sendProviderEvent} from './checkout';
import {rememberLandingPage} from './landing-page';

/** The provider's events endpoint (docs/requirements.md, grooming: calls). */
describe('provider events', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const location = {href: 'http://127.0.0.1:3000/products/razor'};
  beforeEach(() => {
    const session = new Map<string, string>();
    fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('window', {});
    vi.stubGlobal('location', location);
    vi.stubGlobal('document', {
      cookie: 'other=1',
      referrer: 'https://www.google.com/',
    });
    vi.stubGlobal('navigator', {userAgent: 'TestBrowser/1.0'});
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => void session.set(k, v),
      removeItem: (k: string) => void session.delete(k),
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing without a merchant id', () => {
    for (const merchantId of [null, undefined, '']) {
      expect(
        sendProviderEvent({
          providerUrl: 'http://p/provider',
          merchantId,
          name: 'checkout_started',
          eventType: 'checkout_started',
        }),
      ).toBe(false);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts exactly the spec's fields, with the visit's landing page, and ignores the answer", async () => {
    rememberLandingPage();
    location.href = 'http://127.0.0.1:3000/collections/razors-1';
    fetchMock.mockImplementationOnce(() =>
      Promise.reject(new Error('offline')),
    );
    expect(
      sendProviderEvent({
        providerUrl: 'http://p/provider/',
        merchantId: 'm-1',
        name: 'checkout_started',
        eventType: 'checkout_started',
      }),
    ).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://p/provider/api/events');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(Object.keys(body).sort()).toEqual(
      [
        'eventType',
        'landing_page',
        'merchantId',
        'name',
        'orig_referrer',
        'shopifySessionId',
        'timestamp',
        'type',
        'userAgent',
      ].sort(),
    );
    expect(body).toMatchObject({
      landing_page: 'http://127.0.0.1:3000/products/razor',
      orig_referrer: 'https://www.google.com/',
      userAgent: 'TestBrowser/1.0',
      name: 'checkout_started',
      eventType: 'checkout_started',
      type: 'event',
      merchantId: 'm-1',
    });
    expect(body.shopifySessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    // The rejected request is swallowed (no unhandled rejection).
    await Promise.resolve();
  });

  it("uses Shopify's session cookie when there is one", () => {
    vi.stubGlobal('document', {
      cookie: '_shopify_s=abc123; other=1',
      referrer: '',
    });
    sendProviderEvent({
      providerUrl: 'http://p/provider',
      merchantId: 'm-1',
      name: 'checkout_completed',
      eventType: 'checkout_completed',
    });
    expect(
      JSON.parse(
        String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body),
      ).shopifySessionId,
    ).toBe('abc123');
  });
});
