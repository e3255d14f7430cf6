import {
  PRODUCTS,
  approveReviews,
  expect as baseExpect,
  test,
} from '../fixtures';

/**
 * Issue 38 item 4 on grooming (decision 127): the "Write a review" form is a plain multipart POST, so a
 * signed-in shopper without JavaScript writes a review with a photo and reads the thanks, or the
 * error, on the page the action renders. Grooming lets a shopper who did not buy review
 * (`nonBuyersMayReview`): once approved, the review shows without "Verified buyer". One viewport.
 */

const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 120_000});

const {handle} = PRODUCTS.cream;
const PRODUCT = `/products/${handle}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.skip(({storefront}) => storefront.isDesktop, 'one viewport');

test('without JavaScript a signed-in shopper writes a review with a photo; approved, it shows unverified', async ({
  browser,
  page,
  storefront,
  login,
  baseURL,
}) => {
  await storefront.goto(PRODUCT);
  await expect(page.getByTestId('write-review')).toContainText(
    'Sign in with your phone number to write a review.',
  );
  await login.withPhone();
  // Signed in (the session is set) before the session is copied.
  await expect(page.getByRole('button', {name: 'Account'})).toBeVisible();

  // The signed-in session in a browser with JavaScript off.
  const noJs = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noJs.newPage();
  await plain.goto(PRODUCT);
  const title = `Smooth shave ${Date.now()}`;
  const fill = async (body: string) => {
    const form = plain.getByTestId('write-review-form');
    await form.locator('input[name="rating"][value="4"]').check();
    await form.locator('input[name="title"]').fill(title);
    await form.locator('textarea[name="body"]').fill(body);
    await form.locator('input[name="name"]').fill('Kabir');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'lather.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByRole('button', {name: 'Submit review'}).click();
  };
  await fill('Rich lather, see https://spam.example <b>now</b>');
  await expect(plain.getByTestId('review-error')).toHaveText(
    'Please write plain text: no HTML or script.',
  );
  await fill('Rich lather and a calm coffee smell.');
  await expect(plain.getByTestId('review-thanks')).toHaveText(
    'Thanks, your review will appear once approved.',
  );
  await noJs.close();

  expect(await approveReviews('grooming', handle)).toBeGreaterThanOrEqual(1);
  await storefront.goto(PRODUCT);
  const mine = page.getByTestId('review').filter({hasText: title});
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('review-photo')).toHaveCount(1);
  await expect(mine.getByTestId('verified-buyer')).toHaveCount(0);
});
