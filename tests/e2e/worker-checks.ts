import {expect, test, type Page} from '@playwright/test';

/**
 * The background worker and asset cache as a browser sees them (docs/requirements.md, grooming: calls, constants; gum: calls,
 * constants): the script and manifest are served, the worker registers at scope / only after the page has
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
      const assets = Object.values(body.assets) as {url: string; type: string; size: number; tags: string[]}[];
      expect(assets).toContainEqual(expect.objectContaining({url: '/favicon.svg', type: 'image'}));
      expect(assets.every((asset) => asset.size > 0)).toBe(true);
      // The build's own files are listed, each with the size of the bytes actually served.
      const scripts = assets.filter((asset) => asset.tags.includes('script'));
      const styles = assets.filter((asset) => asset.tags.includes('style'));
      expect(scripts.length).toBeGreaterThan(3);
      expect(styles.length).toBeGreaterThan(0);
      for (const asset of [scripts[0], styles[0]]) {
        expect(asset.url).toMatch(/^\/assets\//);
        expect((await (await request.get(asset.url)).body()).byteLength).toBe(asset.size);
      }
    });

    test('registers at scope / once the page has settled for 3 s, then caches build assets', async ({page}) => {
      test.slow();
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
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
      // The page precaches every listed file, asks the worker (3 s message timeout) that it serves
      // from that cache, and logs the listing with sizes in B/KB/MB/GB.
      const listed = await page.evaluate(async () => {
        const manifest = await (await fetch('/cache-manifest.json')).json();
        return Object.values(manifest.assets as Record<string, {url: string}>).map((asset) => asset.url);
      });
      await expect
        .poll(() =>
          page.evaluate(async (urls) => {
            const cache = await caches.open('storefront-assets-v1');
            const stored = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
            return urls.filter((url) => !stored.has(url));
          }, listed),
        )
        .toEqual([]);
      await expect.poll(() => logs.find((line) => line.startsWith('[worker] asset cache'))).toMatch(
        /storefront-assets-v1 \(served by the worker\)[\s\S]*\/assets\/\S+ — \d+(\.\d)? (B|KB|MB)\n[\s\S]*\d+ files, \d+(\.\d)? (KB|MB)/,
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
