import {
  COPY,
  deliverySpecs,
  expect as baseExpect,
  LANGUAGES,
  promisedTexts,
  test,
  type DeliveryCopy,
  type Language,
} from '../fixtures';
import {fillCheckoutAddress} from '../fixtures/checkout.ts';

/**
 * Issue 23 on the gum store, in English and Hindi: the pincode box under Add to cart, the drawer's
 * promise with what paying online saves, and a COD order whose fee, payment method and promised date
 * reach the order history.
 */

const expect = baseExpect.configure({timeout: 15_000});

const DELIVERY: Record<
  Language,
  DeliveryCopy & {
    onlineSaves: RegExp;
    codFeeRow: string;
    codChoice: RegExp;
    cod: string;
    promisedBy: (date: string) => string;
    notServedAtCheckout: (pincode: string) => string;
  }
> = {
  en: {
    placeholder: 'Enter pincode',
    check: 'Check',
    change: 'Change',
    deliveryBy: (date) => `Delivery by ${date}`,
    deliverTo: (pincode, city) => `To ${pincode}, ${city}`,
    codAvailable: (fee) => `Cash on Delivery available (${fee} fee)`,
    prepaidOnly:
      'Prepaid only: Cash on Delivery is not available at this pincode',
    invalid: 'Enter a 6-digit pincode',
    firstDigitZero: 'A pincode cannot start with 0',
    unserviceable: (pincode) => `Sorry, we don't deliver to ${pincode} yet`,
    unavailable:
      "We can't check delivery right now. You can still order: checkout confirms it.",
    dateLocale: 'en-IN',
    onlineSaves:
      /^Pay online and save ₹[\d,]+\.\d{2} \(5% prepaid discount \+ no ₹39\.00 COD fee\)$/,
    codFeeRow: 'Cash on Delivery fee',
    codChoice: /Cash on delivery \(\+₹39\.00\)/,
    cod: 'Cash on Delivery',
    promisedBy: (date) => `By ${date}`,
    notServedAtCheckout: (pincode) =>
      `Sorry, we don't deliver to ${pincode} yet.`,
  },
  hi: {
    placeholder: 'पिनकोड डालें',
    check: 'जाँचें',
    change: 'बदलें',
    deliveryBy: (date) => `${date} तक डिलीवरी`,
    deliverTo: (pincode, city) => `${pincode}, ${city} पर`,
    codAvailable: (fee) => `कैश ऑन डिलीवरी उपलब्ध (${fee} शुल्क)`,
    prepaidOnly: 'केवल प्रीपेड: इस पिनकोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है',
    invalid: '6 अंकों का पिनकोड डालें',
    firstDigitZero: 'पिनकोड 0 से शुरू नहीं हो सकता',
    unserviceable: (pincode) =>
      `माफ़ कीजिए, हम अभी ${pincode} पर डिलीवरी नहीं करते`,
    unavailable:
      'हम अभी डिलीवरी नहीं जाँच पा रहे। आप फिर भी ऑर्डर कर सकते हैं: चेकआउट पर पुष्टि होगी।',
    dateLocale: 'hi-IN',
    onlineSaves:
      /^ऑनलाइन भुगतान करें और ₹[\d,]+\.\d{2} बचाएँ \(5% प्रीपेड छूट \+ ₹39\.00 COD शुल्क नहीं\)$/,
    codFeeRow: 'कैश ऑन डिलीवरी शुल्क',
    codChoice: /कैश ऑन डिलीवरी \(\+₹39\.00\)/,
    cod: 'कैश ऑन डिलीवरी',
    promisedBy: (date) => `${date} तक`,
    notServedAtCheckout: (pincode) =>
      `माफ़ कीजिए, हम अभी ${pincode} पर डिलीवरी नहीं करते।`,
  },
};

const PRODUCT = '/products/nicotine-gum-2mg-paan';

deliverySpecs({
  store: 'gum',
  productPath: PRODUCT,
  languages: [
    {
      language: 'en',
      copy: DELIVERY.en,
      downPincode: '400003',
      slowPincode: '400004',
    },
    {
      language: 'hi',
      copy: DELIVERY.hi,
      downPincode: '400005',
      slowPincode: '400006',
    },
  ],
});

for (const language of LANGUAGES) {
  const copy = DELIVERY[language];

  test(`${language}: the drawer promises the cart's date and what paying online saves; a COD order pays the fee and shows its date and method in order history`, async ({
    page,
    storefront,
    login,
    cart,
  }) => {
    test.setTimeout(120_000);
    await storefront.useLanguage(language);
    await storefront.goto(PRODUCT, {language});
    await login.withPhone();
    const box = page.getByTestId('pincode-check-product');
    const before = new Date();
    await box.getByRole('textbox', {name: copy.placeholder}).fill('560029');
    await box.getByRole('button', {name: copy.check}).click();
    await expect(box.getByTestId('delivery-date')).toBeVisible();

    const drawer = await cart.addFromProductPage();
    const promise = drawer.getByTestId('pincode-check-cart');
    await expect(promise.getByTestId('pincode-value')).toContainText('560029');
    const dates = promisedTexts('gum', '560029', copy.dateLocale, [
      before,
      new Date(),
    ]);
    expect(dates.map(copy.deliveryBy)).toContain(
      await promise.getByTestId('delivery-date').innerText(),
    );
    await expect(promise.getByTestId('online-saves')).toHaveText(
      copy.onlineSaves,
    );

    await drawer
      .getByRole('checkbox', {name: COPY[language].ageConfirm})
      .check();
    await drawer.getByRole('button', {name: COPY[language].checkout}).click();
    await expect(page).toHaveURL(/\/checkouts\/cn\/.*pincode=560029/);
    await expect(page.locator('#pincode')).toHaveValue('560029');
    await expect(page.getByTestId('checkout-delivery')).toHaveText(
      new RegExp(dates.map(copy.deliveryBy).join('|')),
    );
    await fillCheckoutAddress(page);
    await page.locator('#pincode').fill('560029');
    await page.locator('#city').fill('Bengaluru');
    await page.locator('#state').selectOption('Karnataka');
    await page.getByLabel(copy.codChoice).check();
    await expect(page.getByTestId('summary-cod-fee')).toBeVisible();
    await expect(page.getByTestId('summary-cod-fee')).toContainText(
      copy.codFeeRow,
    );
    await page.locator('#place-order').click();
    await expect(page.getByTestId('order-success')).toBeVisible();

    await storefront.goto('/account', {language});
    const row = page.locator('table.orders tbody tr').first();
    await expect(row.getByTestId('order-payment')).toContainText(copy.cod);
    expect(dates.map(copy.promisedBy)).toContain(
      await row.getByTestId('order-promised').innerText(),
    );
  });

  test(`${language}: a shopper at a pincode we don't serve is told so at checkout in their language, and no order is placed`, async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.useLanguage(language);
    await storefront.goto(PRODUCT, {language});
    const drawer = await cart.addFromProductPage();
    await drawer
      .getByRole('checkbox', {name: COPY[language].ageConfirm})
      .check();
    await drawer.getByRole('button', {name: COPY[language].checkout}).click();
    await expect(page).toHaveURL(/\/checkouts\/cn\//);
    await fillCheckoutAddress(page);
    await page.locator('#pincode').fill('199999');
    const refusal = copy.notServedAtCheckout('199999');
    await expect(page.getByTestId('checkout-delivery')).toHaveText(refusal);
    // The provider checks again when the order is placed (the page's note is only a hint).
    await page.locator('#place-order').click();
    await expect(page.getByRole('alert')).toHaveText(refusal);
    await expect(page.getByTestId('order-success')).toHaveCount(0);
  });
}
