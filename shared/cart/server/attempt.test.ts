import {describe, expect, it} from 'vitest';
import {
  DEADLINE_HEADER,
  DEADLINE_MARGIN_MS,
  withAttemptKey,
} from './attempt.server';
import {TIMEOUTS_MS} from '../../hydrogen/context/timeouts';
import {readCartRequest} from './command';
import {cartFormData} from '../protocol';

describe('withAttemptKey', () => {
  it('names each mutation of one attempt <key>.<n>, keeps other headers, and puts the client back', async () => {
    const seen: (string | null)[] = [];
    const storefront = {
      mutate: async (
        _document: unknown,
        options: {headers?: HeadersInit} = {},
      ) => {
        const headers = new Headers(options.headers);
        seen.push(headers.get('Idempotency-Key'));
        expect(headers.get('X-Other')).toBe('kept');
        return {};
      },
    };
    const original = storefront.mutate;
    await withAttemptKey(storefront as never, 'abcdef0123456789', async () => {
      await storefront.mutate('mutation A', {headers: {'X-Other': 'kept'}});
      await storefront.mutate('mutation B', {headers: [['X-Other', 'kept']]});
    });
    expect(seen).toEqual(['abcdef0123456789.0', 'abcdef0123456789.1']);
    expect(storefront.mutate).toBe(original);
  });
});

describe('the deadline of a cart mutation (issue 35, finding 8)', () => {
  it('gives every mutation, keyed or not, a deadline a second before the storefront gives up on it', async () => {
    const deadlines: (string | null)[] = [];
    const storefront = {
      mutate: async (
        _document: unknown,
        options: {headers?: HeadersInit} = {},
      ) => {
        deadlines.push(new Headers(options.headers).get(DEADLINE_HEADER));
        return {};
      },
    };
    for (const key of ['abcdef0123456789', null])
      await withAttemptKey(
        storefront as never,
        key,
        () => storefront.mutate('mutation A'),
        () => 1_000_000,
      );
    const expected = String(
      1_000_000 + TIMEOUTS_MS.storefrontApi - DEADLINE_MARGIN_MS,
    );
    expect(deadlines).toEqual([expected, expected]);
  });
});

describe('attemptKey on a cart request', () => {
  const post = (body: FormData) =>
    new Request('http://127.0.0.1/cart', {method: 'POST', body});
  it('is read when well-formed, refused (400) when not, and absent is fine', async () => {
    const body = cartFormData('LinesRemove', {
      lineIds: ['gid://shopify/CartLine/1'],
    });
    expect((await readCartRequest(post(body))).attemptKey).toBeNull();
    body.set('attemptKey', 'a1b2c3d4e5f6a7b8');
    expect((await readCartRequest(post(body))).attemptKey).toBe(
      'a1b2c3d4e5f6a7b8',
    );
    body.set('attemptKey', 'x"; DROP');
    await expect(readCartRequest(post(body))).rejects.toMatchObject({
      status: 400,
    });
  });
});
