import {expect as baseExpect, test, type StorefrontPage} from '../fixtures';

/**
 * Search understands how shoppers type (issue 24, decision 64): misspellings, Hinglish, joined words and
 * Devanagari find the product in the overlay and on the search page; the page says what it searched
 * and links to exactly what was typed; no results offers suggestions and best sellers.
 */
const expect = baseExpect.configure({timeout: 15_000});

async function overlaySearch(storefront: StorefrontPage, words: string) {
  const {page} = storefront;
  await storefront.goto('/');
  await page
    .locator('header.site-header')
    .getByRole('button', {name: 'Search'})
    .click();
  const dialog = page.getByRole('dialog', {name: 'Search products'});
  await dialog.getByRole('searchbox').fill(words);
  return dialog;
}

test.describe('search understanding', () => {
  test("the overlay finds 'trimer' as trimmer and says so", async ({
    storefront,
  }) => {
    const dialog = await overlaySearch(storefront, 'trimer');
    await expect(dialog.getByTestId('search-correction')).toContainText(
      'Showing results for “trimmer”',
    );
    const cards = dialog.getByTestId('search-results').locator('.search-card');
    await expect(cards.first()).toBeVisible();
    for (const title of await cards
      .locator('.search-card__title')
      .allTextContents())
      expect(title).toMatch(/trimmer/i);
    await expect(dialog.getByTestId('search-exact')).toHaveAttribute(
      'href',
      '/search?q=trimer&exact=1',
    );
  });

  test("the overlay reads Hinglish: 'dadhi ka tel' is beard oil", async ({
    storefront,
  }) => {
    const dialog = await overlaySearch(storefront, 'dadhi ka tel');
    await expect(dialog.getByTestId('search-correction')).toContainText(
      '“beard oil”',
    );
    await expect(
      dialog
        .getByTestId('search-results')
        .locator('.search-card__title')
        .first(),
    ).toHaveText('Classic Beard Oil');
  });

  test('the search page corrects, and its link searches exactly what was typed', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/search?q=facewash');
    await expect(page.getByTestId('search-correction')).toContainText(
      'Showing results for “face wash”',
    );
    await expect(
      page.locator('.product-grid .product-card').first(),
    ).toContainText(/face wash/i);

    await page.getByTestId('search-exact').click();
    await expect(page).toHaveURL(/\/search\?q=facewash&exact=1$/);
    await expect(page.getByTestId('no-products')).toHaveText(
      'No products found for "facewash"',
    );
    await expect(page.getByTestId('search-correction')).toHaveCount(0);
    // Nothing found: searches to try and the best sellers, instead of a dead end.
    await expect(page.getByTestId('search-suggestion').first()).toBeVisible();
    await expect(
      page.getByTestId('search-best-sellers').locator('.product-card'),
    ).toHaveCount(4);
  });

  test('Devanagari finds English titles, and an exact title is still first', async ({
    page,
    storefront,
  }) => {
    await storefront.goto(`/search?q=${encodeURIComponent('ट्रिमर')}`);
    await expect(page.getByTestId('search-correction')).toContainText(
      '“trimmer”',
    );
    await expect(
      page.locator('.product-grid .product-card').first(),
    ).toContainText(/trimmer/i);

    await storefront.goto(
      `/search?q=${encodeURIComponent('Beard Trimmer T1')}`,
    );
    await expect(page.getByTestId('search-correction')).toHaveCount(0);
    await expect(
      page.locator('.product-grid .product-card').first(),
    ).toContainText('Beard Trimmer T1');
  });

  test('huge or odd input is cut, never a server error', async ({
    page,
    request,
  }) => {
    const long = `${'trimer '.repeat(300)}\u0000\u202e${'x'.repeat(2000)}`;
    const overlay = await request.get(
      `/api/predictive-search?q=${encodeURIComponent(long)}`,
    );
    expect(overlay.status()).toBe(200);
    const body = await overlay.json();
    expect(body.typed.length).toBeLessThanOrEqual(200);
    const response = await page.goto(`/search?q=${encodeURIComponent(long)}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#search-page-input')).toHaveValue(
      /^trimer( trimer)*$/,
    );
  });
});
