import {expect, navLinkSpecs, test} from '../fixtures';

/** docs/requirements.md, grooming: routes and screens: the product pages with the dark footer. */
const DARK_FOOTER_HANDLES = [
  'full-body-trimmer-copy',
  'full-body-trimmer-for-men',
  'full-body-trimmer-spl-edition',
  'headshaver-pro-copy',
  'landscaper-pubic-hair-trimmer-for-men',
  'landscaper-2-0-groin-trimmer-copy',
];

test.describe('footer', () => {
  test('sections from the footer menu, social links and copyright', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/');
    const footer = page.getByTestId('site-footer');
    await expect(footer.locator('.footer-section__label')).toHaveText([
      'Shop',
      'Policies & Help',
      'Customer Service',
    ]);
    await expect(
      footer.getByRole('link', {name: /on Instagram$/}),
    ).toHaveAttribute('target', '_blank');
    await expect(
      footer.getByText(/^© \d{4} Blade & Balm\. All rights reserved\.$/),
    ).toBeVisible();
    await expect(
      footer.getByRole('link', {name: 'Privacy Policy', includeHidden: true}),
    ).toHaveAttribute('href', '/pages/privacy-policy');
  });

  test('sections collapse on mobile and stay open on desktop', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/');
    const footer = page.getByTestId('site-footer');
    const sections = [
      ['Shop', 'Shaving Kits'],
      ['Policies & Help', 'Terms & Conditions'],
      ['Customer Service', 'Careers'],
    ] as const;
    for (const [title, linkName] of sections) {
      const link = footer.getByRole('link', {name: linkName});
      const toggle = footer.getByRole('button', {name: title});
      if (storefront.isDesktop) {
        await expect(link, title).toBeVisible();
        await expect(toggle, title).toBeHidden();
        continue;
      }
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(link).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(link).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(link).toBeHidden();
    }
  });

  test('dark on exactly the six listed trimmer pages, light everywhere else', async ({
    page,
    request,
  }) => {
    const theme = async (path: string) => {
      const html = await (await request.get(path)).text();
      return html.match(/<footer[^>]*data-theme="(\w+)"/)?.[1];
    };
    for (const handle of DARK_FOOTER_HANDLES)
      expect(await theme(`/products/${handle}`), handle).toBe('dark');
    // Another trimmer, other products, and routes that also carry a handle stay light.
    for (const path of [
      '/products/beard-trimmer-t1',
      '/products/charcoal-face-wash',
      '/',
      '/collections/trimmers',
      '/pages/trimmers-for-men',
      '/blogs/shaving',
    ]) {
      expect(await theme(path), path).toBe('light');
    }

    await page.goto('/products/full-body-trimmer-for-men');
    const footer = page.getByTestId('site-footer');
    await expect(footer).toHaveAttribute('data-theme', 'dark');
    expect(
      await footer.evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(11, 15, 13)');
    await page.goto('/products/charcoal-face-wash');
    await expect(footer).toHaveAttribute('data-theme', 'light');
    expect(
      await footer.evaluate((el) => getComputedStyle(el).backgroundColor),
    ).not.toBe('rgb(11, 15, 13)');
  });

  test('the theme follows client-side navigation', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/products/charcoal-face-wash');
    await expect(page.getByTestId('site-footer')).toHaveAttribute(
      'data-theme',
      'light',
    );
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/products/headshaver-pro-copy';
      a.textContent = 'go';
      a.id = 'e2e-go';
      document.querySelector('main')?.prepend(a);
    });
    // A plain anchor is a full navigation; the header's logo link is a client one back to '/'.
    await page.locator('#e2e-go').click();
    await expect(page.getByTestId('site-footer')).toHaveAttribute(
      'data-theme',
      'dark',
    );
    await page
      .locator('header.site-header')
      .getByRole('link', {name: 'Blade & Balm home'})
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('site-footer')).toHaveAttribute(
      'data-theme',
      'light',
    );
  });
});

navLinkSpecs({
  footerLink: {
    name: 'Privacy Policy',
    path: '/pages/privacy-policy',
    // Below 1024px the footer's sections are collapsed.
    reveal: async (storefront) => {
      if (!storefront.isDesktop)
        await storefront.page
          .getByTestId('site-footer')
          .getByRole('button', {name: 'Policies & Help'})
          .click();
    },
  },
});
