import {expect, test, type Page} from '../fixtures';

/**
 * Sold-out products go last whatever the sort, and a card under a price filter shows a pack in the range
 * (decision 108). Numbers and order, not words: one viewport, English.
 */
const cards = (page: Page) => page.getByTestId('product-card');

async function soldOutFlags(page: Page): Promise<boolean[]> {
  return cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('.product-card__soldout') !== null),
  );
}

for (const sort of ['price-low-high', 'price-high-low', 'featured']) {
  test(`sorted by ${sort}, sold-out products come after every product for sale`, async ({
    page,
    storefront,
  }) => {
    await storefront.goto(`/collections/nicotine-gums?sort=${sort}`);
    await expect(cards(page).first()).toBeVisible();
    const flags = await soldOutFlags(page);
    expect(flags).toContain(true);
    expect(flags.indexOf(true)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(true))).not.toContain(false);
  });
}

test('a ₹200–₹1,000 filter shows each card at the price of a pack in that range', async ({
  page,
  storefront,
}) => {
  await storefront.goto('/collections/all?price_min=200&price_max=1000');
  await expect(cards(page).first()).toBeVisible();
  const prices = (
    await cards(page).locator('.price__current').allTextContents()
  ).map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(prices.length).toBeGreaterThan(3);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(200);
    expect(price).toBeLessThanOrEqual(1000);
  }
});
