import {expect, test} from '@playwright/test';
import {gotoHydrated, isDesktop} from './chrome-helpers.ts';

test.describe('footer', () => {
  test('sections from the footer menu, social links and copyright', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.getByTestId('site-footer');
    await expect(footer.locator('.footer-section__label')).toHaveText(['Shop', 'Policies & Help', 'Customer Service']);
    await expect(footer.getByRole('link', {name: /on Instagram$/})).toHaveAttribute('target', '_blank');
    await expect(footer.getByText(/^© \d{4} Blade & Balm\. All rights reserved\.$/)).toBeVisible();
    await expect(footer.getByRole('link', {name: 'Privacy Policy', includeHidden: true})).toHaveAttribute('href', '/pages/privacy-policy');
  });

  test('sections collapse on mobile and stay open on desktop', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.getByTestId('site-footer');
    const link = footer.getByRole('link', {name: 'Terms & Conditions'});
    if (isDesktop(page)) {
      await expect(link).toBeVisible();
      return;
    }
    const toggle = footer.getByRole('button', {name: 'Policies & Help'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    await toggle.click();
    await expect(link).toBeHidden();
  });

  test('dark on a listed trimmer product, light on another product', async ({page}) => {
    await page.goto('/products/full-body-trimmer-for-men');
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-theme', 'dark');
    const bg = await page.getByTestId('site-footer').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(11, 15, 13)');

    await page.goto('/products/charcoal-face-wash');
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-theme', 'light');
    await page.goto('/');
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-theme', 'light');
  });

  test('the theme follows client-side navigation', async ({page}) => {
    await gotoHydrated(page, '/products/charcoal-face-wash');
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/products/headshaver-pro-copy';
      a.textContent = 'go';
      a.id = 'e2e-go';
      document.querySelector('main')?.prepend(a);
    });
    // A plain anchor is a full navigation; the header's logo link is a client one back to '/'.
    await page.locator('#e2e-go').click();
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-theme', 'dark');
    await page.locator('header.site-header').getByRole('link', {name: 'Blade & Balm home'}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-theme', 'light');
  });
});
