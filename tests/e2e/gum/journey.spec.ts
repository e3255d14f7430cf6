import {
  COPY,
  expect as baseExpect,
  test,
  type CartUtil,
  type Language,
  type LoginUtil,
  type Page,
  type StorefrontPage,
} from '../fixtures';

/**
 * The gum store's promise end to end, as a new shopper tries it (issue "Done when"): open a shared
 * product link, log in, buy with the free perfume and the prepaid discount (earning POPCoins), buy again
 * spending the coins, and find both orders and the balance in the account.
 */

const expect = baseExpect.configure({timeout: 20_000});
test.describe.configure({timeout: 180_000});

const JOURNEY = {
  en: {
    productPath: '/products/nicotine-gum-2mg-paan',
    accountPath: '/account',
    codePlaceholder: 'Enter discount code',
    apply: 'Apply',
    giftAdded: 'Your free perfume is in the cart.',
    drawerBalance: (n: number, usable: number) =>
      `You have ${n} POPCoins. Use up to ${usable} at checkout.`,
    balance: (n: number) => `POPCoins balance: ${n}`,
    perfume: 'POP Fresh Pocket Perfume × 1',
    prepaidRow: 'Prepaid discount (5%)',
    giftTag: 'Free gift',
  },
  hi: {
    // A Hindi product link as one shopper shares it with another (Shopify Markets' /hi subfolder).
    productPath: '/hi/products/nicotine-gum-2mg-paan',
    accountPath: '/hi/account',
    codePlaceholder: 'डिस्काउंट कोड डालें',
    apply: 'लगाएँ',
    giftAdded: 'आपका मुफ़्त परफ़्यूम कार्ट में है।',
    drawerBalance: (n: number, usable: number) =>
      `आपके पास ${n} POPCoins हैं। चेकआउट पर ${usable} तक इस्तेमाल करें।`,
    balance: (n: number) => `POPCoins बैलेंस: ${n}`,
    // A Hindi shopper's order lines are in Hindi (issue 33 item 6, decision 105).
    perfume: 'POP फ्रेश पॉकेट परफ़्यूम × 1',
    prepaidRow: 'प्रीपेड छूट (5%)',
    giftTag: 'मुफ़्त उपहार',
  },
} as const;

async function buySevenPaanPacks(
  {
    page,
    storefront,
    cart,
    login,
  }: {page: Page; storefront: StorefrontPage; cart: CartUtil; login: LoginUtil},
  language: Language,
  options: {coins: number; login?: boolean},
) {
  const copy = COPY[language];
  const words = JOURNEY[language];
  // The link the shopper was sent: the page opens in its language.
  await storefront.goto(words.productPath);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const title = (
    await page.getByRole('heading', {level: 1}).innerText()
  ).trim();
  // The drawer opens only when the add's answer is in (the optimistic line shows before).
  const drawer = await cart.addFromProductPage();
  const line = cart.lines;
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  if (options.login) {
    // The shopper logs in with a cart (the server's, not the optimistic one): it becomes theirs.
    await expect(
      line.getByRole('button', {name: copy.increase(title)}),
    ).toBeEnabled();
    await cart.close();
    await login.withPhone();
    await cart.open();
  }
  for (let n = 2; n <= 7; n++) {
    await line.getByRole('button', {name: copy.increase(title)}).click();
    await expect(line.getByTestId('line-quantity')).toHaveText(String(n));
  }
  await drawer.getByPlaceholder(words.codePlaceholder).fill('FREEPERFUME');
  await drawer.getByRole('button', {name: words.apply, exact: true}).click();
  await expect(drawer.getByTestId('cart-gift-line')).toBeVisible();
  await expect(drawer.getByTestId('discount-code-status')).toHaveText(
    words.giftAdded,
  );
  await expect(drawer.getByTestId('prepaid-discount')).toContainText('₹52.15');
  if (options.coins > 0)
    await expect(drawer.getByTestId('coin-balance')).toHaveText(
      words.drawerBalance(options.coins, 104),
    );
  await drawer.getByRole('checkbox', {name: copy.ageConfirm}).check();
  await drawer.getByRole('button', {name: copy.checkout}).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
}

async function placeOrder(
  page: Page,
  language: Language,
  options: {coins: boolean; total: string},
) {
  const words = JOURNEY[language];
  // The checkout speaks the shopper's language too.
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('summary-gift')).toContainText(words.giftTag);
  await page.locator('input[name="paymentMethod"][value="PREPAID"]').check();
  await expect(page.getByTestId('summary-prepaid')).toContainText(
    words.prepaidRow,
  );
  if (options.coins) await page.locator('#use-coins').check();
  await expect(page.getByTestId('summary-total')).toHaveText(options.total);
  await page.locator('#name').fill('Meera Joshi');
  await page.locator('#phone').fill('9876501234');
  await page.locator('#pincode').fill('302001');
  await page.locator('#city').fill('Jaipur');
  await page.locator('#address').fill('4 Hawa Mahal Road');
  await page.locator('#state').selectOption('Rajasthan');
  await page.locator('#place-order').click();
  await expect(page.getByTestId('order-total')).toHaveText(options.total);
}

for (const language of ['hi', 'en'] as const) {
  const words = JOURNEY[language];

  test(`${language}: shared product link → login → free perfume + prepaid 5% (earns POPCoins) → again with coins → both orders in the account`, async ({
    page,
    storefront,
    cart,
    login,
  }) => {
    const shop = {page, storefront, cart, login};
    // ₹1,043 − 5% (₹52.15) = ₹990.85; earns 104 coins on the ₹1,043 subtotal.
    await buySevenPaanPacks(shop, language, {coins: 0, login: true});
    await placeOrder(page, language, {coins: false, total: '₹990.85'});

    // Again: coins pay 10% (104 coins = ₹104.00): ₹1,043 − ₹52.15 − ₹104.00 = ₹886.85.
    await buySevenPaanPacks(shop, language, {coins: 104});
    await placeOrder(page, language, {coins: true, total: '₹886.85'});

    await storefront.goto(words.accountPath);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', {name: COPY[language].orderHistory, level: 1}),
    ).toBeVisible();
    const rows = page.locator('table.orders tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('₹886.85');
    await expect(rows.first()).toContainText(words.perfume);
    await expect(rows.nth(1)).toContainText('₹990.85');
    // 104 earned, 104 spent, 104 earned again.
    await expect(
      page.locator('.account-coins').getByTestId('coin-balance'),
    ).toHaveText(words.balance(104));
  });
}
