import {
  COPY,
  expect as baseExpect,
  LANGUAGES,
  oneViewport,
  test,
} from '../fixtures';

/** The gum cart drawer (docs/requirements.md, gum: data, behaviour, validation, constants): pack size, quantities, subtotal, prepaid saving, POPCoins, 18+ gate. */
// The drawer is the same component at both widths: the modal-dialog test runs at both, what the drawer does
// to the cart at 390 px only (`oneViewport`).

// Each step is a cart mutation and a root reload: room for a loaded machine.
const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 90_000});

for (const language of LANGUAGES) {
  const copy = COPY[language];

  test.describe(`cart drawer in ${language}`, () => {
    test.beforeEach(async ({storefront}) => storefront.useLanguage(language));

    test(
      'pack size, quantities, subtotal, 5% prepaid saving and coins; minus at 1 empties the cart',
      oneViewport,
      async ({page, storefront, cart}) => {
        await storefront.goto('/products/nicotine-gum-2mg-paan');
        const title = (
          await page.getByRole('heading', {level: 1}).innerText()
        ).trim();
        const drawer = await cart.addFromProductPage();
        const line = drawer.getByTestId('cart-line');
        await expect(line).toHaveCount(1);
        await expect(line.getByTestId('line-option').first()).toHaveText(
          `${copy.packSize}: ${copy.pack1}`,
        );
        await expect(line.getByTestId('line-quantity')).toHaveText('1');
        await expect(drawer.getByTestId('cart-subtotal')).toHaveText('₹149.00');
        // 5% of ₹149.00 = ₹7.45; one coin per whole ₹10.
        await expect(drawer.getByTestId('prepaid-discount')).toContainText(
          copy.prepaid,
        );
        await expect(drawer.getByTestId('prepaid-discount')).toContainText(
          '₹7.45',
        );
        await expect(drawer.getByTestId('coins')).toHaveText(
          copy.coinsLogin(14),
        );

        await line.getByRole('button', {name: copy.increase(title)}).click();
        await expect(line.getByTestId('line-quantity')).toHaveText('2');
        await expect(drawer.getByTestId('cart-subtotal')).toHaveText('₹298.00');
        await expect(drawer.getByTestId('prepaid-discount')).toContainText(
          '₹14.90',
        );
        await expect(drawer.getByTestId('coins')).toHaveText(
          copy.coinsLogin(29),
        );

        await line.getByRole('button', {name: copy.decrease(title)}).click();
        await expect(line.getByTestId('line-quantity')).toHaveText('1');
        await expect(drawer.getByTestId('cart-subtotal')).toHaveText('₹149.00');
        await line.getByRole('button', {name: copy.decrease(title)}).click();
        await expect(drawer.getByText(copy.emptyCart)).toBeVisible();
        await expect(cart.badge).toBeHidden();
      },
    );

    test(
      "checkout is not reachable until 'Are you above 18+?' is ticked",
      oneViewport,
      async ({page, storefront, cart}) => {
        await storefront.goto('/products/nicotine-gum-2mg-paan');
        const drawer = await cart.addFromProductPage();
        await expect(cart.lines).toHaveCount(1);
        const tick = drawer.getByRole('checkbox', {name: copy.ageConfirm});
        await expect(tick).not.toBeChecked();
        const before = page.url();

        await drawer.getByRole('button', {name: copy.checkout}).click();
        await expect(drawer.getByRole('alert')).toHaveText(copy.agePrompt);
        await expect(tick).toBeFocused();
        await expect(tick).toHaveAttribute('aria-invalid', 'true');
        expect(page.url()).toBe(before);

        await tick.check();
        await expect(drawer.getByRole('alert')).toHaveText('');
        await drawer.getByRole('button', {name: copy.checkout}).click();
        // The cart's checkoutUrl: Shopify's checkout, played locally by the backend.
        await expect(page).toHaveURL(/\/checkouts\/cn\//);
      },
    );
  });
}

test('the drawer is a modal dialog: scroll locked, focus kept inside, Escape closes it and focus goes back to the cart button', async ({
  page,
  storefront,
  cart,
}) => {
  await storefront.goto('/products/nicotine-gum-2mg-paan');
  const dialog = await cart.addFromProductPage();
  await expect(dialog).toHaveAccessibleName('Your cart');
  await expect(cart.lines).toHaveCount(1);
  await cart.close();

  await cart.open();
  await expect(dialog.getByRole('button', {name: 'Close cart'})).toBeFocused();
  expect(
    await page.evaluate(() => getComputedStyle(document.body).overflow),
  ).toBe('hidden');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[role="dialog"]')),
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cart.button).toBeFocused();
  expect(
    await page.evaluate(() => getComputedStyle(document.body).overflow),
  ).not.toBe('hidden');
});

// Not nicotine gum: the 10-pack cap per order (decision 110) would refuse the ask before stock trims it.
const UNCAPPED_PRODUCT = '/products/skin-glow-gummies';

test(
  'Add to cart opens the drawer with the line before the server answers; all the stock already in the cart is a toast (decision 82)',
  oneViewport,
  async ({page, storefront, cart}) => {
    await storefront.goto(UNCAPPED_PRODUCT);
    const title = (
      await page.getByRole('heading', {level: 1}).innerText()
    ).trim();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/cart(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() === 'POST') await held;
      return route.continue();
    });
    await cart.addButton.click();
    const line = cart.lines.filter({hasText: title});
    await expect(line).toBeVisible();
    // The summary under the line joins right after the opening render, not with the answer (decision 95).
    await expect(
      cart.drawer.getByRole('checkbox', {name: 'Are you above 18+?'}),
    ).toBeVisible();
    await expect(cart.addButton).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(line).toHaveAttribute(
      'data-line-id',
      /^gid:\/\/shopify\/CartLine\//,
    );
    await expect(cart.addButton).toHaveAttribute('aria-busy', 'false');
    await page.unroute(/\/cart(\.data)?(\?.*)?$/);

    // A second tab put all there is into the cart: the next add is cut to nothing and says so.
    const lineId = await line.getAttribute('data-line-id');
    const asked = await page.request.post('/cart', {
      form: {
        cartFormInput: JSON.stringify({
          action: 'LinesUpdate',
          inputs: {lines: [{id: lineId, quantity: 100_000}]},
        }),
      },
    });
    expect(asked.status()).toBeLessThan(400);
    await storefront.goto(UNCAPPED_PRODUCT);
    // The line as the page loaded it (the drawer is closed but drawn): all the stock there is.
    const quantity = page
      .getByTestId('cart-drawer')
      .getByTestId('line-quantity');
    const left = (await quantity.textContent())?.trim() ?? '';
    expect(Number(left)).toBeGreaterThan(1);
    expect(Number(left)).toBeLessThan(100_000);
    await cart.addButton.click();
    await expect(page.locator('.toasts')).toContainText(
      "We don't have that many in stock: your cart has all we have.",
    );
    await expect(cart.addButton).toHaveAttribute('aria-busy', 'false');
    await expect(quantity).toHaveText(left);
  },
);
