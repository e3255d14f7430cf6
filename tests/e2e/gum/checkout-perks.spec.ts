import {
  COPY,
  deliverOrder,
  expect as baseExpect,
  fillCheckoutAddress,
  LANGUAGES,
  test,
  type CartUtil,
  type Language,
  type StorefrontPage,
} from '../fixtures';

/**
 * The gum store's promises kept at checkout (decision 40): FREEPERFUME adds
 * the perfume at ₹0 from ₹999 (below, the drawer says how much more to add), paying online takes 5%
 * off exactly as the drawer said, and signed-in shoppers earn POPCoins, see them in the account menu,
 * the account page and the drawer, and spend them at checkout (₹1 a coin, at most 10% of the order).
 */

const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 120_000});

const PERKS = {
  en: {
    codePlaceholder: 'Enter discount code',
    apply: 'Apply',
    addMore: (amount: string) => `Add ${amount} more to get your free perfume`,
    giftAdded: 'Your free perfume is in the cart.',
    free: 'Free',
    freeGift: 'Free gift',
    // The checkout's lines in the shopper's language (decision 105).
    perfume: 'POP Fresh Pocket Perfume',
    paanLine: 'Nicotine Gum 2mg – Paan (Pack of 1 (10 pieces) / 2mg) × 7',
    balance: (n: number) => `POPCoins balance: ${n}`,
    pending: (n: number) =>
      `${n} POPCoins pending: credited when your Cash on Delivery order is delivered and paid.`,
    drawerBalance: (n: number, usable: number) =>
      `You have ${n} POPCoins. Use up to ${usable} at checkout.`,
  },
  hi: {
    codePlaceholder: 'डिस्काउंट कोड डालें',
    apply: 'लगाएँ',
    addMore: (amount: string) =>
      `मुफ़्त परफ़्यूम पाने के लिए ${amount} का सामान और जोड़ें`,
    giftAdded: 'आपका मुफ़्त परफ़्यूम कार्ट में है।',
    free: 'मुफ़्त',
    freeGift: 'मुफ़्त उपहार',
    perfume: 'POP फ्रेश पॉकेट परफ़्यूम',
    paanLine: 'निकोटीन गम 2mg – पान (1 पैक (10 पीस) / 2mg) × 7',
    balance: (n: number) => `POPCoins बैलेंस: ${n}`,
    pending: (n: number) =>
      `${n} POPCoins बाकी: कैश ऑन डिलीवरी ऑर्डर डिलीवर होकर भुगतान होने पर जुड़ेंगे।`,
    drawerBalance: (n: number, usable: number) =>
      `आपके पास ${n} POPCoins हैं। चेकआउट पर ${usable} तक इस्तेमाल करें।`,
  },
} as const;

/** "₹1,043.00" → 104300 */
function paise(text: string): number {
  const match = /₹([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Adds the Paan pack (₹149) and sets its quantity in the drawer. */
async function cartOf(
  storefront: StorefrontPage,
  cart: CartUtil,
  language: Language,
  quantity: number,
) {
  const copy = COPY[language];
  await storefront.goto('/products/nicotine-gum-2mg-paan');
  const title = (
    await storefront.page.getByRole('heading', {level: 1}).innerText()
  ).trim();
  const drawer = await cart.addFromProductPage();
  const line = cart.lines;
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  for (let n = 2; n <= quantity; n++) {
    await line.getByRole('button', {name: copy.increase(title)}).click();
    await expect(line.getByTestId('line-quantity')).toHaveText(String(n));
  }
  return drawer;
}

async function goToCheckout(cart: CartUtil, language: Language) {
  const {drawer, page} = cart;
  await drawer.getByRole('checkbox', {name: COPY[language].ageConfirm}).check();
  await drawer.getByRole('button', {name: COPY[language].checkout}).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
}

for (const language of LANGUAGES) {
  const perks = PERKS[language];

  test(`${language}: FREEPERFUME adds the perfume at ₹0 from ₹999, and paying online takes off the drawer's 5% to the paisa`, async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.useLanguage(language);
    const drawer = await cartOf(storefront, cart, language, 1);

    // Below ₹999 the code stays on the cart and says how much more to add (₹999 − ₹149).
    await drawer.getByPlaceholder(perks.codePlaceholder).fill('freeperfume');
    await drawer.getByRole('button', {name: perks.apply, exact: true}).click();
    await expect(drawer.getByTestId('discount-code-status')).toHaveText(
      perks.addMore('₹850.00'),
    );
    await expect(drawer.getByTestId('cart-gift-line')).toHaveCount(0);

    // 7 × ₹149 = ₹1,043: the perfume joins the cart at ₹0; the subtotal does not change.
    const line = drawer.getByTestId('cart-line');
    const title = (await line.locator('.cart-line__title').innerText()).trim();
    for (let n = 2; n <= 7; n++) {
      await line
        .getByRole('button', {name: COPY[language].increase(title)})
        .click();
      await expect(line.getByTestId('line-quantity')).toHaveText(String(n));
    }
    const gift = drawer.getByTestId('cart-gift-line');
    await expect(gift).toBeVisible();
    await expect(gift).toContainText(perks.freeGift);
    await expect(gift.locator('.cart-line__price')).toContainText(perks.free);
    await expect(gift.getByRole('button')).toHaveCount(0);
    await expect(drawer.getByTestId('discount-code-status')).toHaveText(
      perks.giftAdded,
    );
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('₹1,043.00');
    const saving = paise(
      await drawer
        .getByTestId('prepaid-discount')
        .locator('strong')
        .innerText(),
    );
    expect(saving).toBe(5215); // 5% of ₹1,043.00, rounded down to the paisa

    await goToCheckout(cart, language);
    await expect(page.getByTestId('summary-gift')).toContainText(perks.perfume);
    await expect(page.getByTestId('summary-line')).toContainText(
      perks.paanLine,
    );
    // The Hindi checkout sets its Devanagari text in the face it serves itself (decision 106).
    if (language === 'hi')
      await expect
        .poll(() =>
          page.evaluate(async () => {
            await document.fonts.ready;
            return [...document.fonts].some(
              (f) =>
                f.family.includes('Noto Sans Devanagari') &&
                f.status === 'loaded',
            );
          }),
        )
        .toBe(true);
    // Cash on delivery adds the ₹39 COD fee (hydrogen.config.ts delivery.gum.cod).
    await expect(page.getByTestId('summary-total')).toHaveText('₹1,082.00');
    await expect(page.getByTestId('summary-prepaid')).toBeHidden();
    await page.locator('input[name="paymentMethod"][value="PREPAID"]').check();
    await expect(page.getByTestId('summary-prepaid')).toBeVisible();
    expect(paise(await page.getByTestId('summary-prepaid').innerText())).toBe(
      saving,
    );
    await expect(page.getByTestId('summary-total')).toHaveText('₹990.85');
    await expect(page.locator('#place-order')).toContainText('₹990.85');
    // Back to cash on delivery: the full price and the COD fee again.
    await page.locator('input[name="paymentMethod"][value="COD"]').check();
    await expect(page.getByTestId('summary-total')).toHaveText('₹1,082.00');
    await page.locator('input[name="paymentMethod"][value="PREPAID"]').check();

    await fillCheckoutAddress(page);
    await page.locator('#place-order').click();
    await expect(page.getByTestId('order-success')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('₹990.85');
  });
}

test('a signed-in shopper earns POPCoins (pending on a COD order until it is delivered), sees them in the menu, the account page and the drawer, and spends them at checkout', async ({
  page,
  storefront,
  login,
  cart,
}) => {
  const copy = COPY.en;
  const perks = PERKS.en;
  await storefront.useLanguage('en');
  // The cart exists before login: logging in ties it to the customer.
  await cartOf(storefront, cart, 'en', 7);
  await cart.close();
  await login.withPhone();
  const menu = page.getByRole('button', {name: copy.account, exact: true});
  await menu.click();
  await expect(
    page.locator('.account-menu__list').getByTestId('coin-balance'),
  ).toHaveText(perks.balance(0));
  await menu.click();

  await cart.open();
  await expect(cart.drawer.getByTestId('coins')).toHaveText(
    copy.coinsEarn(104),
  );
  await goToCheckout(cart, 'en');
  await expect(page.getByTestId('coins-earn')).toHaveText(
    'You earn 104 POPCoins with this order: at once when you pay online, on delivery with Cash on Delivery.',
  );
  await fillCheckoutAddress(page);
  await page.locator('#place-order').click();
  // Cash on delivery: ₹1,043 and the ₹39 COD fee.
  await expect(page.getByTestId('order-total')).toHaveText('₹1,082.00');

  // Back in the store: the unpaid COD order's 104 coins are pending, not spendable (decision 103).
  await storefront.goto('/account');
  await expect(
    page.locator('.account-coins').getByTestId('coin-balance'),
  ).toHaveText(perks.balance(0));
  await expect(page.getByTestId('coins-pending')).toHaveText(
    perks.pending(104),
  );
  await expect(page.locator('table.orders tbody tr')).toHaveCount(1);

  // The parcel is delivered and paid: the coins are credited, in the menu and on the account page.
  const orderName = (
    await page.locator('table.orders tbody tr strong').first().innerText()
  ).trim();
  expect(await deliverOrder('gum', orderName)).toMatchObject({
    coinsCredited: 104,
    financialStatus: 'PAID',
  });
  await storefront.reload();
  await expect(
    page.locator('.account-coins').getByTestId('coin-balance'),
  ).toHaveText(perks.balance(104));
  await expect(page.getByTestId('coins-pending')).toHaveCount(0);
  await menu.click();
  await expect(
    page.locator('.account-menu__list').getByTestId('coin-balance'),
  ).toHaveText(perks.balance(104));
  await menu.click();

  // A new cart of ₹149: coins can pay 10% (₹14.90) → 14 coins; with prepaid 5% (₹7.45) and the ₹49 shipping
  // below ₹999 (decision 99) the total is ₹176.55.
  const drawer = await cartOf(storefront, cart, 'en', 1);
  await expect(drawer.getByTestId('coin-balance')).toHaveText(
    perks.drawerBalance(104, 14),
  );
  await goToCheckout(cart, 'en');
  await page.locator('input[name="paymentMethod"][value="PREPAID"]').check();
  await page.getByLabel(/Use 14 POPCoins/).check();
  await expect(page.getByTestId('summary-coins')).toContainText('−₹14.00');
  await expect(page.getByTestId('summary-total')).toHaveText('₹176.55');
  await fillCheckoutAddress(page);
  await page.locator('#place-order').click();
  await expect(page.getByTestId('order-total')).toHaveText('₹176.55');

  // 104 − 14 spent + 14 earned on ₹149.
  await storefront.goto('/account');
  await expect(
    page.locator('.account-coins').getByTestId('coin-balance'),
  ).toHaveText(perks.balance(104));
  await expect(page.locator('table.orders tbody tr')).toHaveCount(2);
  await expect(page.locator('table.orders tbody tr').first()).toContainText(
    '₹176.55',
  );
});
