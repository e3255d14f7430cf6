import {expect, LANGUAGES, test} from '../fixtures';

/** The thin navigation progress bar: internal link to another path, back navigation, unload. */

for (const language of LANGUAGES) {
  test(`progress bar in ${language}: shows on a link to another path and on back, hides when the path changes`, async ({
    page,
    storefront,
  }) => {
    await storefront.useLanguage(language);
    await storefront.goto('/');
    const bar = page.locator('.nav-progress');
    await expect(bar).toBeHidden();
    // Slow the route data down so the bar can be seen.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.locator('.journey-strip a').first().click();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/collections\//);
    await expect(bar).toBeHidden();

    await page.goBack();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(language === 'hi' ? /:\d+\/hi$/ : /:\d+\/$/);
    await expect(bar).toBeHidden();
  });
}

for (const language of LANGUAGES) {
  test(`progress bar in ${language}: shows on unload, not for a link to the same path`, async ({
    page,
    storefront,
  }) => {
    await storefront.useLanguage(language);
    await storefront.goto('/collections/all');
    const bar = page.locator('.nav-progress');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
    await expect(bar).toBeVisible();

    await storefront.goto('/collections/all');
    await expect(bar).toBeHidden();
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // Sorting stays on the same path: no bar.
    await page.getByTestId('sort-select').selectOption('price-high-low');
    await expect(page).toHaveURL(/sort=price-high-low/);
    await expect(bar).toBeHidden();
  });
}
