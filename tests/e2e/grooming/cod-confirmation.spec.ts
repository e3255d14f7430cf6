import {
  codHooksAvailable,
  codMessages,
  confirmationPath,
  expect,
  PRODUCTS,
  BACKEND,
  placeCodOrder,
  tapButton,
  test,
} from '../fixtures';

/**
 * COD confirmation on grooming (issue 39): the order's WhatsApp message, a tap on Confirm (the signed
 * button webhook) shown on the link's page, a forged webhook refused, and a cancellation from the
 * link's page without JavaScript. One viewport: nothing here depends on it.
 */
test.beforeEach(async ({request}) => {
  test.skip(
    !(await codHooksAvailable(request)),
    'backend started without PROVIDER_TEST_FAULTS=1',
  );
});

test('a COD order gets a WhatsApp message; Confirm confirms it; a forged webhook is refused', async ({
  request,
  page,
  storefront,
}) => {
  const {name, phone} = await placeCodOrder(
    request,
    'grooming',
    PRODUCTS.trimmer.handle,
  );
  const [message] = await codMessages(request, 'grooming', phone);
  expect(message).toMatchObject({
    channel: 'whatsapp',
    template: 'cod_order_confirmation',
    language: 'en',
  });
  expect(message!.body).toContain(name);
  expect(message!.buttons.map((b) => b.text)).toEqual([
    'Confirm order',
    'Cancel order',
    'Pay online and save ₹49.00',
  ]);

  const forged = await request.post(`${BACKEND}/cod/webhooks/whatsapp`, {
    headers: {'X-Hub-Signature-256': `sha256=${'0'.repeat(64)}`},
    data: {object: 'whatsapp_business_account', entry: []},
  });
  expect(forged.status()).toBe(401);

  expect(await tapButton(request, message!, 0)).toBe(200);
  const linkPage = await storefront.goto(confirmationPath(message!));
  // One buyer's order: no shared cache may keep the page.
  expect(linkPage!.headers()['cache-control']).toBe('no-store');
  await expect(page.getByTestId('cod-state')).toHaveText(
    'Confirmed. Thank you! We will ship it soon.',
  );
  await expect(page.getByRole('button', {name: 'Cancel order'})).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the link page cancels the order, once', async ({request, page}) => {
    const {phone} = await placeCodOrder(
      request,
      'grooming',
      PRODUCTS.razor.handle,
    );
    const [message] = await codMessages(request, 'grooming', phone);
    await page.goto(confirmationPath(message!));
    await expect(page.getByRole('heading', {level: 1})).toContainText(
      'Your Cash on Delivery order',
    );
    await page.getByRole('button', {name: 'Cancel order'}).click();
    await expect(page.getByTestId('cod-state')).toHaveText(
      'Cancelled. Nothing will be delivered or charged.',
    );
    // A Confirm tap on WhatsApp afterwards changes nothing; the reply says the order is cancelled.
    await tapButton(request, message!, 0);
    const messages = await codMessages(request, 'grooming', phone, 2);
    expect(messages.at(-1)!.body).toMatch(/has been cancelled/);
  });
});
