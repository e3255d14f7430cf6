import {COPY, expect, LANGUAGES, test} from '../fixtures';

/** Search: 6 a page, next and previous by cursor, the total; a blank query is 0 results. */

for (const language of LANGUAGES) {
  const copy = COPY[language];

  test.describe(`search in ${language}`, () => {
    test.beforeEach(async ({storefront}) => storefront.useLanguage(language));

    test('pages 6 at a time with next and previous, showing the total', async ({
      page,
      storefront,
    }) => {
      // The Hindi shopper searches in Hindi: catalogue text matches in the request's language.
      await storefront.goto(language === 'en' ? '/search' : '/search');
      await page
        .getByTestId('search-input')
        .fill(language === 'en' ? 'gum' : 'गम');
      await page.getByTestId('search-input').press('Enter');
      await expect(page).toHaveURL(/q=/);
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(6);
      const total = Number(
        await page.getByTestId('search-count').getAttribute('data-count'),
      );
      expect(total).toBeGreaterThan(12);
      await expect(page.getByTestId('search-count')).toContainText(
        copy.results(total),
      );
      await expect(page.getByTestId('search-prev')).toHaveCount(0);
      const firstPage = await cards
        .locator('.product-card__title')
        .allTextContents();

      await page.getByTestId('search-next').click();
      await expect(page).toHaveURL(/direction=next/);
      await expect(
        cards.first().locator('.product-card__title'),
      ).not.toHaveText(firstPage[0]);
      await expect(cards).toHaveCount(6);
      const secondPage = await cards
        .locator('.product-card__title')
        .allTextContents();
      expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
      await expect(page.getByTestId('search-count')).toContainText(
        copy.results(total),
      );

      await page.getByTestId('search-prev').click();
      await expect(page).toHaveURL(/direction=previous/);
      await expect(cards.locator('.product-card__title')).toHaveText(firstPage);
    });

    test('an empty or blank query shows 0 results and no products', async ({
      page,
      storefront,
    }) => {
      for (const path of ['/search', '/search?q=', '/search?q=%20%20%20']) {
        await storefront.goto(path);
        await expect(page.getByTestId('search-count')).toHaveAttribute(
          'data-count',
          '0',
        );
        await expect(page.getByTestId('product-card')).toHaveCount(0);
      }
    });

    test("a query with no match says 'No products found'", async ({
      page,
      storefront,
    }) => {
      await storefront.goto('/search?q=zzqqxx');
      await expect(page.getByTestId('search-count')).toHaveAttribute(
        'data-count',
        '0',
      );
      await expect(page.getByTestId('no-products')).toHaveText(copy.noProducts);
    });
  });
}
