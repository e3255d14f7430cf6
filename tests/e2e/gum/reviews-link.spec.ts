import {
  codHooksAvailable,
  codMessages,
  deliverOrder,
  expect as baseExpect,
  placeCodOrder,
  test,
} from '../fixtures';

/**
 * "Rate your order" on gum (issue 38 item 4, decision 135): a delivered Hindi order's message carries a
 * link; it opens the order's review form in Hindi (the English URL moves to /hi), the buyer submits a
 * review and the used-up link says so; a forged link is a 404 page in the store's chrome. One viewport.
 */
const expect = baseExpect.configure({timeout: 15_000});
const HANDLE = 'nicotine-gum-2mg-paan';
// The message waits on two backend workers (the COD confirmation's, then this one's tick).
test.describe.configure({timeout: 60_000});

test.beforeEach(async ({request}) => {
  test.skip(
    !(await codHooksAvailable(request)),
    'backend started without PROVIDER_TEST_FAULTS=1',
  );
});

test('the link from the outbox opens the order’s review form and the review is submitted', async ({
  request,
  page,
  storefront,
}) => {
  const {name, phone} = await placeCodOrder(request, 'gum', HANDLE, {
    locale: 'hi',
  });
  await deliverOrder('gum', name);
  // The COD confirmation first, then the "rate your order" message once the job has seen the delivery.
  const messages = await codMessages(request, 'gum', phone, 2);
  const message = messages.find((m) => m.template === 'order_review_request')!;
  expect(message.language).toBe('hi');
  const link = new URL(/https?:\/\/\S+/.exec(message.body)![0]);
  expect(link.pathname).toMatch(/^\/hi\/reviews\/write\//);

  await storefront.goto(link.pathname.replace(/^\/hi/, ''));
  await expect(page).toHaveURL(/\/hi\/reviews\/write\//);
  await expect(
    page.getByRole('heading', {level: 1, name: `अपने ऑर्डर ${name} को रेटिंग दें`}),
  ).toBeVisible();
  const form = page.getByTestId('write-review-form');
  await form.locator('input[name="rating"][value="5"]').check();
  await form
    .locator('textarea[name="body"]')
    .fill('पहले हफ़्ते में सिगरेट छोड़ने में बहुत मदद मिली।');
  await form.locator('input[name="name"]').fill('आशा');
  await form.getByRole('button', {name: 'समीक्षा भेजें'}).click();
  await expect(page.getByTestId('review-thanks')).toHaveText(
    'धन्यवाद, आपकी समीक्षा स्वीकृत होने के बाद दिखेगी।',
  );
  // The order's one product is reviewed: the link is used up.
  await expect(page.getByTestId('order-reviews-status')).toHaveText(
    'आप इस ऑर्डर की हर चीज़ की समीक्षा कर चुके हैं। धन्यवाद!',
  );

  const forged = await page.goto(
    `/reviews/write/${link.pathname.split('/').pop()!.split('.')[0]}.${'A'.repeat(43)}`,
  );
  expect(forged!.status()).toBe(404);
  await expect(page.getByTestId('order-reviews-status')).toHaveText(
    'This review link is not valid. Please open the link from your message.',
  );
  await expect(page.locator('header.site-header')).toBeVisible();
});
