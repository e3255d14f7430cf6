import {
  COPY,
  expect as baseExpect,
  fillCheckoutAddress,
  LANGUAGES,
  test,
} from '../fixtures';

/**
 * Issue 21 item 2, as a shopper sees it: a payment-offer code typed into the drawer's code box takes
 * nothing off the cart and says it applies at checkout when paying online; at checkout it comes off
 * only a prepaid order, instead of the prepaid 5 % (never both), and a cash-on-delivery order pays in full.
 */

const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 120_000});

const WORDS = {
  en: {
    placeholder: 'Enter discount code',
    apply: 'Apply',
    atCheckout: 'Code PREPAID5 applies at checkout when you pay online.',
  },
  hi: {
    placeholder: 'डिस्काउंट कोड डालें',
    apply: 'लगाएँ',
    atCheckout: 'कोड PREPAID5 चेकआउट पर ऑनलाइन भुगतान करने पर लागू होता है।',
  },
} as const;

for (const language of LANGUAGES) {
  test(`${language}: PREPAID5 waits for an online payment and does not stack with the prepaid 5 %`, async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.useLanguage(language);
    await storefront.goto('/products/nicotine-gum-2mg-paan');
    const drawer = await cart.addFromProductPage();
    await drawer.getByPlaceholder(WORDS[language].placeholder).fill('prepaid5');
    await drawer
      .getByRole('button', {name: WORDS[language].apply, exact: true})
      .click();
    await expect(drawer.getByTestId('discount-code-status')).toHaveText(
      WORDS[language].atCheckout,
    );
    await expect(drawer.getByTestId('discount-code-applied')).toHaveCount(0);
    // On the cart, waiting for the checkout (not shown as applied).
    await expect(drawer.getByTestId('discount-code-pending')).toContainText(
      'PREPAID5',
    );
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('₹149.00');
    // Below ₹999 the drawer names the shipping the checkout charges (decision 99).
    await expect(drawer.getByTestId('cart-shipping')).toHaveText('₹49.00');

    await drawer
      .getByRole('checkbox', {name: COPY[language].ageConfirm})
      .check();
    await drawer.getByRole('button', {name: COPY[language].checkout}).click();
    await expect(page).toHaveURL(/\/checkouts\/cn\//);
    // Cash on delivery: no code, the full price, ₹49 shipping below ₹999 and the ₹39 COD fee.
    await expect(page.getByTestId('summary-discount')).toBeHidden();
    await expect(page.getByTestId('summary-total')).toHaveText('₹237.00');
    await expect(page.getByTestId('payment-notes')).toContainText('PREPAID5');
    // Online: 5 % once (₹7.45), as the code; the prepaid row does not add another 5 %.
    await page.locator('input[name="paymentMethod"][value="PREPAID"]').check();
    await expect(page.getByTestId('summary-discount')).toContainText(
      'PREPAID5',
    );
    await expect(page.getByTestId('summary-discount')).toContainText('₹7.45');
    await expect(page.getByTestId('summary-prepaid')).toBeHidden();
    await expect(page.getByTestId('summary-total')).toHaveText('₹190.55');
    await fillCheckoutAddress(page);
    await page.locator('#place-order').click();
    await expect(page.getByTestId('order-total')).toHaveText('₹190.55');
  });
}
