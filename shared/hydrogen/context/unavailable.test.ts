import {describe, expect, it, vi} from 'vitest';
import {
  guardStorefront,
  isServiceUnavailable,
  isUpstreamFailure,
  serviceUnavailable,
} from './unavailable';
import {installSubrequestTimeout, withTimeout} from './fetch-timeout';
import {RETRY_AFTER_SECONDS, TIMEOUTS_MS} from './timeouts';

describe('timeouts', () => {
  it('every outbound call has a deadline of a few seconds', () => {
    for (const ms of Object.values(TIMEOUTS_MS)) {
      expect(ms).toBeGreaterThanOrEqual(1000);
      expect(ms).toBeLessThanOrEqual(10_000);
    }
  });

  it('withTimeout aborts a call that does not answer in time with a TimeoutError', async () => {
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(init.signal!.reason),
          );
        }),
    );
    const started = Date.now();
    await expect(
      withTimeout(hanging as typeof fetch, 50)('http://backend.test/'),
    ).rejects.toMatchObject({name: 'TimeoutError'});
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("withTimeout keeps the caller's own signal", async () => {
    const controller = new AbortController();
    const seen: AbortSignal[] = [];
    const fake = ((_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init!.signal!);
      return Promise.resolve(new Response('ok'));
    }) as typeof fetch;
    await withTimeout(fake, 10_000)('http://backend.test/', {
      signal: controller.signal,
    });
    controller.abort();
    expect(seen[0]!.aborted).toBe(true);
  });

  it('installSubrequestTimeout wraps the global fetch once', () => {
    const original = globalThis.fetch;
    try {
      const base = vi.fn(() => Promise.resolve(new Response('ok')));
      globalThis.fetch = base as unknown as typeof fetch;
      installSubrequestTimeout(1000);
      const first = globalThis.fetch;
      installSubrequestTimeout(1000);
      expect(globalThis.fetch).toBe(first);
      expect(first).not.toBe(base);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('outages', () => {
  it('tells "could not answer" from "said no"', () => {
    expect(
      isUpstreamFailure(
        new DOMException(
          'The operation was aborted due to timeout',
          'TimeoutError',
        ),
      ),
    ).toBe(true);
    expect(isUpstreamFailure(new TypeError('fetch failed'))).toBe(true);
    expect(isUpstreamFailure(new Error('Network connection lost.'))).toBe(true);
    expect(
      isUpstreamFailure(
        new Error('[h2:error:storefront.query] API response error: 503'),
      ),
    ).toBe(true);
    expect(
      isUpstreamFailure(
        new Error('[h2:error:storefront.query] API response error: 401'),
      ),
    ).toBe(false);
    expect(
      isUpstreamFailure(new Error('Cannot read properties of undefined')),
    ).toBe(false);
  });

  it('the outage answer is a 503 with Retry-After that is not cached', () => {
    const response = serviceUnavailable();
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe(
      String(RETRY_AFTER_SECONDS),
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(isServiceUnavailable(response)).toBe(true);
    expect(isServiceUnavailable(new Response('', {status: 500}))).toBe(false);
  });

  it('a guarded client throws 503 on an outage, then fails fast for the rest of the request', async () => {
    const query = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('timeout', 'TimeoutError'))
      .mockResolvedValue({shop: {}});
    const mutate = vi.fn().mockResolvedValue({});
    const storefront = guardStorefront({query, mutate}, {error: () => {}});
    const first = await storefront
      .query('query A {shop {id}}')
      .catch((error: unknown) => error);
    expect(isServiceUnavailable(first)).toBe(true);
    const second = await storefront
      .mutate('mutation B {x}')
      .catch((error: unknown) => error);
    expect(isServiceUnavailable(second)).toBe(true);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('a guarded client passes answers and other errors through', async () => {
    const storefront = guardStorefront(
      {
        query: vi.fn().mockResolvedValue({shop: {id: '1'}}),
        mutate: vi.fn().mockRejectedValue(new Error('bad input')),
      },
      {error: () => {}},
    );
    await expect(storefront.query('query A {shop {id}}')).resolves.toEqual({
      shop: {id: '1'},
    });
    await expect(storefront.mutate('mutation B {x}')).rejects.toThrow(
      'bad input',
    );
    await expect(storefront.query('query A {shop {id}}')).resolves.toEqual({
      shop: {id: '1'},
    });
  });
});
