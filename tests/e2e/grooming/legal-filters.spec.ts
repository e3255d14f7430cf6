import {desktopOnly, expect, mobileOnly, test, type Page} from '../fixtures';

/**
 * Issue 33 items 7, 10 and 11 on grooming: the legal block and the Grievance Officer (decision 109), the
 * shared collection filters with sold-out products last (decision 108), and small things (decision 111).
 */
const cards = (page: Page) => page.getByTestId('product-card');

test('collection filters: a price range from the panel (a toggle on phones), cards in range, sold-out last', async ({
  page,
  storefront,
}) => {
  await storefront.goto('/collections/trimmers?sort=price-low-high');
  await expect(cards(page).first()).toBeVisible();
  const flags = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('.product-card__soldout') !== null),
  );
  expect(flags).toContain(true);
  expect(flags.slice(flags.indexOf(true))).not.toContain(false);

  const toggle = page.locator('.filters__toggle');
  if (storefront.isDesktop) await expect(toggle).toBeHidden();
  else await toggle.click();
  await page.getByTestId('price-min').fill('1000');
  await page.getByTestId('price-max').fill('2000');
  await page.getByTestId('price-apply').click();
  await expect(page).toHaveURL(/price_min=1000/);
  await expect(page).toHaveURL(/price_max=2000/);
  await expect(page).toHaveURL(/sort=price-low-high/);
  // The filtered list replaces the sorted one: every card is then in the range.
  await expect
    .poll(async () => {
      const prices = (
        await cards(page).locator('.price__current').allTextContents()
      ).map((text) => Number(text.replace(/[^\d.]/g, '')));
      return prices.length > 0 && prices.every((p) => p >= 1000 && p <= 2000);
    })
    .toBe(true);
});

test.describe('text, not layout', desktopOnly, () => {
  test('the product page’s legal block and the Grievance Officer under a policy', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/products/shaving-foam-sensitive?Size=418+ml');
    const block = page.getByTestId('legal-info');
    const row = (key: string) => block.locator(`[data-legal="${key}"] dd`);
    await expect(row('manufacturer')).toContainText('Vasant Cosmetics');
    await expect(row('marketer')).toContainText('Blade & Balm Grooming');
    await expect(row('country-of-origin')).toHaveText('India');
    await expect(row('net-quantity')).toHaveText('418 ml');
    await expect(row('best-before')).toContainText('36 months');
    await expect(row('mrp')).toHaveText('₹349.00 (inclusive of all taxes)');
    await expect(row('consumer-care')).toContainText(
      'care@bladeandbalm.example',
    );
    // A razor keeps no best-before date, and the block says none.
    await storefront.goto('/products/precision-5-blade-razor');
    await expect(block.locator('[data-legal="net-quantity"] dd')).toHaveText(
      '1 unit',
    );
    await expect(block.locator('[data-legal="best-before"]')).toHaveCount(0);

    await storefront.goto('/policies/refund-policy');
    const officer = page.getByTestId('grievance-officer');
    await expect(
      officer.getByRole('heading', {name: 'Grievance Officer'}),
    ).toBeVisible();
    await expect(officer).toContainText('Meera Iyer');
    await expect(officer).toContainText('grievance@bladeandbalm.example');
  });

  test('the drawer counts “1 item”, the category pictures carry their own titles, a missing product has a title', async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.goto('/');
    const tiles = page.locator('.tile-grid .tile');
    await expect(tiles.first()).toBeVisible();
    await expect(page.locator('.tile-grid .tile__label')).toHaveCount(0);
    // Each tile still has its name for screen readers.
    for (const tile of await tiles.all())
      await expect(tile).toHaveAccessibleName(/\S/);

    await cart.add([{handle: 'shaving-foam-sensitive'}]);
    await storefront.reload();
    await cart.open();
    await expect(cart.drawer).toContainText('Your Cart (1 item)');

    const missing = await page.goto('/products/no-such-product');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Blade & Balm');
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test(
    'a phone still reaches the price filter and applies it',
    mobileOnly,
    async ({page}) => {
      await page.goto('/collections/trimmers');
      await page.getByTestId('price-min').fill('1000');
      await page.getByTestId('price-max').fill('2000');
      await page.getByTestId('price-apply').click();
      // The filtered page loaded, not only its address committed: the cards are read at once below, and
      // right after the commit they could still be none, or the unfiltered page's.
      await page.waitForURL(/price_min=1000&price_max=2000/, {
        waitUntil: 'domcontentloaded',
      });
      const prices = (
        await cards(page).locator('.price__current').allTextContents()
      ).map((text) => Number(text.replace(/[^\d.]/g, '')));
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) {
        expect(price).toBeGreaterThanOrEqual(1000);
        expect(price).toBeLessThanOrEqual(2000);
      }
    },
  );
});
