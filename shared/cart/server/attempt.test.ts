import {describe, expect, it} from 'vitest';
import {withAttemptKey} from './attempt.server';
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
