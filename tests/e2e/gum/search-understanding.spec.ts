import {COPY, DEVANAGARI, expect, LANGUAGES, test} from '../fixtures';

/**
 * Search understands Hinglish, Devanagari and misspellings in both languages (issue 24, decision 64):
 * the page says what it searched, in the page's language, and links to exactly what was typed.
 */
const SHOWING = {en: 'Showing results for', hi: 'इसके नतीजे दिखाए जा रहे हैं:'};
const BEST_SELLERS = {en: 'Best sellers', hi: 'सबसे ज़्यादा बिकने वाले'};
const CINNAMON = {en: 'Cinnamon', hi: 'दालचीनी'};
/** The word searched, as the catalogue vocabulary writes it (lower case). */
const SEARCHED = {en: 'cinnamon', hi: 'दालचीनी'};

for (const language of LANGUAGES) {
  test.describe(`search understanding in ${language}`, () => {
    test("Hinglish 'dalchini' finds the cinnamon gum and says what it searched", async ({
      page,
      storefront,
    }) => {
      await storefront.goto('/search?q=dalchini', {language});
      await expect(page.getByTestId('search-correction')).toContainText(
        `${SHOWING[language]} “${SEARCHED[language]}”`,
      );
      await expect(page.getByTestId('product-card').first()).toContainText(
        CINNAMON[language],
      );
      await expect(page.getByTestId('search-exact')).toHaveAttribute(
        'href',
        `${storefront.path('/search', language)}?q=dalchini&exact=1`,
      );
    });

    test('Devanagari and misspellings find the product', async ({
      page,
      storefront,
    }) => {
      await storefront.goto(`/search?q=${encodeURIComponent('नींद')}`, {
        language,
      });
      await expect(page.getByTestId('product-card').first()).toContainText(
        language === 'en' ? 'Sleep Well Gummies' : 'स्लीप वेल गमीज़',
      );
      await storefront.goto('/search?q=cinamon', {language});
      await expect(page.getByTestId('product-card').first()).toContainText(
        CINNAMON[language],
      );
    });

    test('nothing found: suggestions and best sellers in the page language', async ({
      page,
      storefront,
    }) => {
      await storefront.goto('/search?q=zzqqxx', {language});
      await expect(page.getByTestId('no-products')).toHaveText(
        COPY[language].noProducts,
      );
      await expect(page.getByTestId('search-suggestion').first()).toHaveText(
        language === 'hi' ? DEVANAGARI : /^[\x20-\x7e]+$/,
      );
      const best = page.getByTestId('search-best-sellers');
      await expect(
        best.getByRole('heading', {name: BEST_SELLERS[language]}),
      ).toBeVisible();
      await expect(best.getByTestId('product-card')).toHaveCount(3);
    });

    test('a 2,000-character query with control characters is cut, not a 5xx', async ({
      page,
      storefront,
    }) => {
      const long = `${'pudina '.repeat(300)}\u0007${'x'.repeat(2000)}`;
      const response = await page.goto(
        storefront.path(`/search?q=${encodeURIComponent(long)}`, language),
      );
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('search-input')).toHaveValue(
        /^pudina( pudina)*$/,
      );
    });
  });
}
