import {expect, test, type Page} from '@playwright/test';

/**
 * The background worker and asset cache as a browser sees them (grooming spec §7, §9; gum spec §7,
 * §9): the script and manifest are served, the worker registers at scope / only after the page has
 * settled (3 s or the first interaction), and build assets land in 'storefront-assets-v1'.
 */
export function workerSpecs(script: string, gotoHydrated: (page: Page, path: string) => Promise<unknown>) {
  test.describe('background worker', () => {
    test.use({serviceWorkers: 'allow'});

    test(`${script} and /cache-manifest.json are served`, async ({request}) => {
      const worker = await request.get(script);
      expect(worker.status()).toBe(200);
      expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
      expect(await worker.text()).toContain('SKIP_WAITING');
      const manifest = await request.get('/cache-manifest.json');
      expect(manifest.status()).toBe(200);
      const body = await manifest.json();
      expect(body.version).toBe('1');
      expect(Date.parse(body.generatedAt)).not.toBeNaN();
      const assets = Object.values(body.assets) as {url: string; type: string; size: number}[];
      expect(assets).toContainEqual(expect.objectContaining({url: '/favicon.svg', type: 'image'}));
      expect(assets.every((asset) => asset.size > 0)).toBe(true);
    });

    test('registers at scope / once the page has settled for 3 s, then caches build assets', async ({page}) => {
      test.slow();
      await page.clock.install();
      await gotoHydrated(page, '/');
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      // Nothing is registered while the page settles (the first-interaction path is unit-tested).
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
      await page.clock.runFor(3_000);
      await page.clock.resume();
      const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
      expect(new URL(scope).pathname).toBe('/');
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL))).toMatch(
        new RegExp(`${script.replace('.', '\\.')}$`),
      );
      // A new page load goes through the worker, which keeps the hashed build assets.
      await page.reload();
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const cache = await caches.open('storefront-assets-v1');
            return (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith('/assets/')).length;
          }),
        )
        .toBeGreaterThan(0);
      expect(await page.evaluate(() => caches.keys())).toEqual(['storefront-assets-v1']);
    });
  });
}
