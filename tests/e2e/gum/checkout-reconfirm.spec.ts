import {
  COPY,
  expect as baseExpect,
  fillCheckoutAddress,
  LANGUAGES,
  test,
} from '../fixtures';

/**
 * Issue 21 item 9: the checkout charges the cart the shopper saw. When another tab changes the cart
 * after the checkout page was drawn, placing the order is refused: the page is drawn again with the new
 * total and what was typed, and only the next tap places the order, at that total.
 */

const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 120_000});

const NEW_TOTAL = {
  en: 'The new total is ₹1,529.00.',
  hi: 'नया कुल ₹1,529.00 है।',
} as const;

for (const language of LANGUAGES) {
  test(`${language}: a cart changed in another tab is not charged until the shopper confirms the new total`, async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.useLanguage(language);
    await storefront.goto('/products/nicotine-gum-2mg-paan');
    await cart.addFromProductPage();
    await cart.drawer
      .getByRole('checkbox', {name: COPY[language].ageConfirm})
      .check();
    await cart.drawer
      .getByRole('button', {name: COPY[language].checkout})
      .click();
    await expect(page).toHaveURL(/\/checkouts\/cn\//);
    // Cash on delivery: ₹149, ₹49 shipping (stores.gum.shipping) and the ₹39 COD fee (delivery.gum.cod).
    await expect(page.getByTestId('summary-total')).toHaveText('₹237.00');
    await fillCheckoutAddress(page);

    // Another tab (same cookies) makes it 10 packs: ₹1,490.00, ₹1,529.00 with the COD fee.
    await cart.add([{handle: 'nicotine-gum-2mg-paan', quantity: 9}]);

    await page.locator('#place-order').click();
    await expect(page.locator('#form-error')).toContainText(
      NEW_TOTAL[language],
    );
    await expect(page.getByTestId('order-success')).toHaveCount(0);
    await expect(page.getByTestId('summary-total')).toHaveText('₹1,529.00');
    await expect(page.locator('#place-order')).toContainText('₹1,529.00');
    await expect(page.locator('#name')).toHaveValue('Asha Rao');
    await expect(page.locator('#state')).toHaveValue('Maharashtra');

    await page.locator('#place-order').click();
    await expect(page.getByTestId('order-success')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('₹1,529.00');
  });
}
