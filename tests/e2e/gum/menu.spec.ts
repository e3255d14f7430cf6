import {
  COPY,
  desktopOnly,
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  mobileOnly,
  navLinkSpecs,
  test,
} from '../fixtures';

/**
 * The mobile menu (the shared dialog shell, shared/dialog/Dialog.tsx): below the desktop breakpoint it slides
 * in as a dialog that traps focus, locks the page's scroll, closes on Escape, the backdrop or a link,
 * and gives focus back to the menu button. It is not in the page until it is opened.
 */

const NAMES = {
  en: {menu: 'Menu', close: 'Close menu', faq: 'FAQ'},
  hi: {menu: 'मेन्यू', close: 'मेन्यू बंद करें', faq: 'सवाल-जवाब'},
} as const;

test('the closed mobile menu is not in the server-rendered page', async ({
  request,
}) => {
  for (const path of ['/', '/hi', '/collections/all']) {
    // The markup, not the store's stylesheet, which the document carries (decision 146).
    const html = (await (await request.get(path)).text()).replace(
      /<style[^>]*>[\s\S]*?<\/style>/g,
      '',
    );
    expect(html, path).toContain('site-header__menu-button');
    expect(html, path).not.toContain('id="mobile-menu"');
    expect(html, path).not.toContain('mobile-menu__');
  }
});

for (const language of LANGUAGES) {
  const copy = COPY[language];
  const names = NAMES[language];
  const home = language === 'hi' ? '/hi' : '/';

  test(
    `${language}: opens with the groups, traps focus, locks scroll, Escape closes and returns focus`,
    mobileOnly,
    async ({page, storefront}) => {
      await storefront.goto(home);
      await expect(page.locator('#mobile-menu')).toHaveCount(0);
      const opener = page
        .locator('header.site-header')
        .getByRole('button', {name: names.menu, exact: true});
      await expect(opener).toHaveAttribute('aria-expanded', 'false');

      await opener.click();
      const menu = page.getByRole('dialog', {name: names.menu});
      await expect(menu).toBeVisible();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await expect(opener).toHaveAttribute('aria-controls', 'mobile-menu');
      await expect(menu.locator('.mobile-menu__group h2')).toHaveText([
        ...copy.headerGroups,
      ]);
      await expect(menu.getByRole('button', {name: names.close})).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe(
        'hidden',
      );
      // Open, it is part of the page axe checks.
      await expect(menu).toHaveCSS('transform', 'none');
      await expectNoAxeViolations(page);

      // Tab and Shift+Tab stay inside the dialog, however far they go.
      const inMenu = () =>
        page.evaluate(() =>
          Boolean(
            document.activeElement?.closest('#mobile-menu [role="dialog"]'),
          ),
        );
      for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
      expect(await inMenu()).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await inMenu()).toBe(true);

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      // Slid out, it leaves the page again.
      await expect(page.locator('#mobile-menu')).toHaveCount(0);
    },
  );

  test(
    `${language}: the backdrop closes it, and a link in it navigates and closes it`,
    mobileOnly,
    async ({page, storefront}) => {
      await storefront.goto(home);
      const opener = page
        .locator('header.site-header')
        .getByRole('button', {name: names.menu, exact: true});
      const menu = page.getByRole('dialog', {name: names.menu});

      await opener.click();
      await expect(menu).toBeVisible();
      // Right of the panel (min(88vw, 380px) wide): the backdrop.
      await page.mouse.click(380, 600);
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      await opener.click();
      await menu.getByRole('link', {name: names.faq, exact: true}).click();
      await expect(page).toHaveURL(language === 'hi' ? /\/hi\/faq$/ : /\/faq$/);
      await expect(menu).toBeHidden();
    },
  );
}

test(
  'at the desktop width the menu button is hidden and the groups are in the header',
  desktopOnly,
  async ({page, storefront}) => {
    await storefront.goto('/');
    await expect(page.locator('.site-header__menu-button')).toBeHidden();
    await expect(page.locator('.desktop-nav summary')).toHaveText([
      ...COPY.en.headerGroups,
    ]);
  },
);

navLinkSpecs({footerLink: {name: 'Who We Are', path: '/pages/who-we-are'}});
