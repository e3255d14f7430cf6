import {describe, expect, it} from 'vitest';
import {documentFallback, isDocumentRequest} from './document-request';

const navigate = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://shop.example${path}`, {
    headers: {'Sec-Fetch-Mode': 'navigate', ...headers},
  });
const json = (headers: Record<string, string> = {}) =>
  new Response('{"cart":{}}', {
    headers: {'Content-Type': 'application/json', ...headers},
  });

describe('documentFallback (issue 34)', () => {
  it('tells a navigation from React Router’s fetch', () => {
    expect(isDocumentRequest(navigate('/cart'))).toBe(true);
    expect(
      isDocumentRequest(
        new Request('https://shop.example/cart', {
          headers: {'Sec-Fetch-Mode': 'cors', Accept: 'text/html'},
        }),
      ),
    ).toBe(false);
    expect(
      isDocumentRequest(
        new Request('https://shop.example/cart', {headers: {Accept: '*/*'}}),
      ),
    ).toBe(false);
  });

  it('sends a document request for a fetcher’s JSON back to its page, cookies kept', () => {
    const answer = documentFallback(
      navigate('/api/cart', {Referer: 'https://shop.example/products/a?x=1'}),
      json({'Set-Cookie': 'cart=abc; HttpOnly'}),
    );
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get('Location')).toBe('/products/a?x=1');
    expect(answer?.headers.get('Set-Cookie')).toContain('cart=abc');
  });

  it('never sends it off-site, and keeps the language', () => {
    const answer = documentFallback(
      navigate('/hi/api/recently-viewed', {Referer: 'https://evil.example/x'}),
      json(),
    );
    expect(answer?.headers.get('Location')).toBe('/hi');
  });

  it('leaves pages, redirects, fetches and other paths alone', () => {
    const html = new Response('<html>', {
      headers: {'Content-Type': 'text/html'},
    });
    expect(documentFallback(navigate('/cart'), html)).toBeNull();
    expect(
      documentFallback(
        navigate('/api/cart'),
        new Response(null, {status: 303, headers: {Location: '/cart'}}),
      ),
    ).toBeNull();
    expect(
      documentFallback(new Request('https://shop.example/api/cart'), json()),
    ).toBeNull();
    expect(documentFallback(navigate('/products/a'), json())).toBeNull();
  });
});
