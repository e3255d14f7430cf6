import {expect, LANGUAGES, test} from '../fixtures';

/**
 * What Indian e-commerce rules ask a product page and the policies to show (decision 109), and gum's
 * per-order limit on nicotine gum (decision 110), in both languages. Text only: one viewport.
 */
const COPY = {
  en: {
    heading: 'Product information (as required by law)',
    origin: 'India',
    pack3: '30 pieces (45 g)',
    mrp3: '₹525.00 (inclusive of all taxes)',
    manufacturer: /Medisweet Pharma Pvt\. Ltd\., .*Gurugram/,
    care: /care@quitpop\.example/,
    grievance: 'Grievance Officer',
    limit: 'At most 10 packs of nicotine gum per order.',
    reached: 'You can buy at most 10 packs of nicotine gum in one order.',
    notFound: 'Page not found | QuitPop',
  },
  hi: {
    heading: 'उत्पाद की जानकारी (क़ानून के अनुसार)',
    origin: 'भारत',
    pack3: '30 पीस (45 ग्रा.)',
    mrp3: '₹525.00 (सभी करों सहित)',
    manufacturer: /मेडीस्वीट फ़ार्मा .*गुरुग्राम/,
    care: /care@quitpop\.example/,
    grievance: 'शिकायत अधिकारी',
    limit: 'एक ऑर्डर में निकोटीन गम के ज़्यादा से ज़्यादा 10 पैक।',
    reached: 'एक ऑर्डर में आप निकोटीन गम के ज़्यादा से ज़्यादा 10 पैक ख़रीद सकते हैं।',
    notFound: 'पेज नहीं मिला | QuitPop',
  },
} as const;

for (const language of LANGUAGES) {
  const copy = COPY[language];
  test.describe(`legal block in ${language}`, () => {
    test('the product page names maker, origin, the chosen pack’s net quantity and MRP, consumer care; the policies name the Grievance Officer', async ({
      page,
      storefront,
    }) => {
      await storefront.goto(
        '/products/nicotine-gum-2mg-fresh-mint?Pack+Size=Pack+of+3+(30+pieces)',
        {language},
      );
      const block = page.getByTestId('legal-info');
      await expect(
        block.getByRole('heading', {name: copy.heading}),
      ).toBeVisible();
      const row = (key: string) => block.locator(`[data-legal="${key}"] dd`);
      await expect(row('manufacturer')).toHaveText(copy.manufacturer);
      await expect(row('country-of-origin')).toHaveText(copy.origin);
      await expect(row('net-quantity')).toHaveText(copy.pack3);
      await expect(row('best-before')).not.toBeEmpty();
      await expect(row('mrp')).toHaveText(copy.mrp3);
      await expect(row('consumer-care')).toHaveText(copy.care);
      await expect(page.getByTestId('order-limit')).toHaveText(copy.limit);

      await storefront.goto('/policies/refund-policy', {language});
      const officer = page.getByTestId('grievance-officer');
      await expect(
        officer.getByRole('heading', {name: copy.grievance}),
      ).toBeVisible();
      await expect(officer).toContainText('Arjun Mehta');
      await expect(
        officer.getByRole('link', {name: 'grievance@quitpop.example'}),
      ).toHaveAttribute('href', 'mailto:grievance@quitpop.example');
    });

    test('a cart at the nicotine gum limit refuses one more, and says why', async ({
      page,
      storefront,
      cart,
      toasts,
    }) => {
      await storefront.goto('/', {language});
      await cart.add([{handle: 'nicotine-gum-2mg-paan', quantity: 10}]);
      await storefront.goto('/products/nicotine-gum-2mg-fresh-mint', {
        language,
      });
      await page.getByTestId('add-to-cart').click();
      await toasts.expect(copy.reached);
      await expect.poll(() => cart.count()).toBe(10);
    });

    test('a product that is not there has a title in the page’s language', async ({
      page,
      storefront,
    }) => {
      const missing = await page.goto(
        storefront.path('/products/no-such-product', language),
      );
      expect(missing?.status()).toBe(404);
      await expect(page).toHaveTitle(copy.notFound);
    });
  });
}
