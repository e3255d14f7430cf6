import {
  codHooksAvailable,
  codMessages,
  confirmationPath,
  DEVANAGARI,
  expect,
  placeCodOrder,
  runCodClock,
  test,
} from '../fixtures';

/**
 * COD confirmation on gum (issue 39): paying online from the link converts the order with the COD fee
 * off and the 5 % prepaid discount on; silence past the store's hours cancels it; a Hindi order gets a
 * Hindi message and page. One viewport: nothing here depends on it.
 */
const HANDLE = 'nicotine-gum-2mg-paan';

test.beforeEach(async ({request}) => {
  test.skip(
    !(await codHooksAvailable(request)),
    'backend started without PROVIDER_TEST_FAULTS=1',
  );
});

test('Pay online: the order becomes prepaid, without the COD fee and with the prepaid discount', async ({
  request,
  page,
  storefront,
}) => {
  const {phone} = await placeCodOrder(request, 'gum', HANDLE);
  const [message] = await codMessages(request, 'gum', phone);
  const saving = /save (₹[\d,]+\.\d\d)/.exec(message!.buttons[2]!.text)![1]!;
  await storefront.goto(confirmationPath(message!));
  const total = await page
    .getByText(/^Total to pay on delivery:/)
    .textContent();
  await page
    .getByRole('button', {name: `Pay online and save ${saving}`})
    .click();
  // The checkout provider's payment page, then back to the store.
  await page.getByRole('button', {name: /with UPI$/}).click();
  await expect(page.getByTestId('cod-state')).toHaveText(
    'Paid online. Thank you! Nothing to pay on delivery.',
  );
  const paise = (text: string) => Number(text.replace(/[^\d]/g, ''));
  const after = await page
    .getByText(/^Total to pay on delivery:/)
    .textContent();
  expect(paise(total!) - paise(after!)).toBe(paise(saving));
});

test('silence past the store’s hours cancels the order', async ({
  request,
  page,
  storefront,
}) => {
  const {phone} = await placeCodOrder(request, 'gum', HANDLE);
  const [message] = await codMessages(request, 'gum', phone);
  await runCodClock(request, 13, phone);
  await storefront.goto(confirmationPath(message!));
  await expect(page.getByTestId('cod-state')).toHaveText(
    'Cancelled. Nothing will be delivered or charged.',
  );
});

test('a Hindi order: the message and the page in Hindi', async ({
  request,
  page,
  storefront,
}) => {
  const {phone} = await placeCodOrder(request, 'gum', HANDLE, {locale: 'hi'});
  const [message] = await codMessages(request, 'gum', phone);
  expect(message!.language).toBe('hi');
  expect(message!.body).toMatch(DEVANAGARI);
  // The English URL moves to the order's language.
  await storefront.goto(confirmationPath(message!));
  await expect(page).toHaveURL(/\/hi\/orders\/confirm\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', {name: 'ऑर्डर कन्फ़र्म करें'})).toBeVisible();
  await expect(page.getByTestId('cod-state')).toHaveText(
    'आपकी पुष्टि का इंतज़ार है।',
  );
});
