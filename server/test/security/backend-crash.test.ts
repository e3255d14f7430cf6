/**
 * Issue 9 item 2: one malformed request used to make the backend exit (decodeURIComponent outside the
 * request's try). Each now gets a 400 with a readable message and the backend keeps answering.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startBackend, type BackendProcess} from './backend-process.ts';
import {graphql} from './backend-helpers.ts';

let backend: BackendProcess;
beforeAll(async () => {
  backend = await startBackend();
}, 60_000);
afterAll(() => backend?.stop());

describe('malformed percent-encoding', () => {
  const requests: Array<[string, string]> = [
    ['GET', '/cdn/shop/files/%'],
    ['GET', '/checkouts/cn/%'],
    ['GET', '/provider/checkout/%'],
    ['POST', '/api/%/graphql.json'],
    ['GET', '/provider/api/carts/%E0%A4%A'],
    ['POST', '/provider/checkout/%/complete'],
  ];
  for (const [method, path] of requests) {
    it(`${method} ${path} answers 400 and the backend still answers`, async () => {
      const res = await fetch(backend.base + path, {
        method,
        headers: {'Content-Type': 'application/json'},
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/Malformed percent-encoding/);
      // Give a crash the time to happen, then prove the process is alive and serving.
      await new Promise((r) => setTimeout(r, 100));
      expect(backend.exitCode()).toBeNull();
      const shop = await graphql(backend.base, '{ shop { name } }');
      expect(shop.json.data.shop.name).toBe('Blade & Balm');
    });
  }

  it('the Storefront API answers its malformed requests in its own error format', async () => {
    const res = await fetch(`${backend.base}/api/%/graphql.json`, {
      method: 'POST',
      body: '{}',
    });
    expect(await res.json()).toEqual({
      errors: [
        expect.objectContaining({
          message: 'Malformed percent-encoding in the path',
        }),
      ],
    });
  });
});
