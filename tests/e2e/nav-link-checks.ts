import {expect, test, type Page} from '@playwright/test';

/**
 * Menu links (shared/chrome/NavLink, ClientNavigation) as a shopper's browser sees them: plain links
 * in the server HTML that, once the page is live, prefetch their page on hover and open it without
 * loading a new document, while a Ctrl/Cmd-click still opens a new tab.
 */
export function navLinkSpecs({
  gotoHydrated,
  footerLink,
}: {
  gotoHydrated: (page: Page, path: string) => Promise<unknown>;
  /** A footer menu link of the home page; `reveal` makes it visible (e.g. opens its collapsed section). */
  footerLink: {name: string; path: string; reveal?: (page: Page) => Promise<void>};
}) {
  const {name, path, reveal} = footerLink;

  test.describe('menu links', () => {
    test('are plain links in the server HTML', async ({request}) => {
      const html = await (await request.get('/')).text();
      expect(html).toMatch(new RegExp(`<a href="${path}"[^>]*data-discover="nav"[^>]*>${name}</a>`));
    });

    test('prefetch on hover and open in the page; Ctrl/Cmd-click opens a new tab', async ({page}) => {
      await gotoHydrated(page, '/');
      await reveal?.(page);
      const link = page.locator('footer').getByRole('link', {name, exact: true});
      await link.hover();
      // React Router's intent prefetch: the page's data as <link rel="prefetch">.
      await expect(page.locator(`link[rel="prefetch"][href^="${path}.data"]`)).toHaveCount(1);

      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({modifiers: ['ControlOrMeta']})]);
      await expect(tab).toHaveURL(new RegExp(`${path}$`));
      await tab.close();
      await expect(page).toHaveURL(/\/$/);

      // A new document would not have this.
      await page.evaluate(() => Object.assign(window, {samePage: true}));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('main h1')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
    });
  });
}
