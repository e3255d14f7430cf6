import {
  advanceClockUntil,
  dataLayer,
  expect,
  test,
  withAnalyticsConsent,
  type StorefrontPage,
} from '../fixtures';

const SUBSCRIBE = /\/api\/newsletter\/subscribe/;

async function newsletter(storefront: StorefrontPage) {
  const {page} = storefront;
  await storefront.goto('/');
  const form = page.getByTestId('site-footer').locator('.newsletter');
  await form.scrollIntoViewIfNeeded();
  return {
    form,
    input: form.getByRole('textbox', {name: 'Email address'}),
    submit: form.getByRole('button', {name: 'Subscribe'}),
    error: form.getByRole('alert'),
  };
}

test.describe('newsletter sign-up', () => {
  test('the field is a required email input', async ({storefront}) => {
    const {input} = await newsletter(storefront);
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('required', '');
  });

  test("empty or blank input shows 'Email is required' without a request", async ({
    page,
    storefront,
  }) => {
    const {input, submit, error} = await newsletter(storefront);
    let requests = 0;
    page.on(
      'request',
      (request) => SUBSCRIBE.test(request.url()) && requests++,
    );
    await submit.click();
    await expect(error).toHaveText('Email is required');
    await input.fill('   ');
    await submit.click();
    await expect(error).toHaveText('Email is required');
    expect(requests).toBe(0);
  });

  test('success: a 3-second status toast, input cleared', async ({
    page,
    storefront,
  }) => {
    await page.clock.install();
    const {input, submit, error} = await newsletter(storefront);
    // Freeze the page's timers so the toast's lifetime is measured exactly, whatever the machine's load.
    await page.clock.pauseAt(Date.now() + 60_000);
    await input.fill(
      `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`,
    );
    await submit.click();
    const toast = page.getByRole('status').getByText('Thanks for subscribing!');
    // The toast's 3 s began within the last 10 ms of page time.
    await advanceClockUntil(page, () => toast.isVisible());
    await expect(input).toHaveValue('');
    await expect(error).toHaveText('');
    await expect(page.locator('.newsletter')).toHaveAttribute(
      'data-status',
      'success',
    );
    await page.clock.runFor(2_980);
    await expect(toast).toBeVisible();
    await page.clock.runFor(30);
    await expect(toast).toBeHidden();
  });

  test("while submitting, the button reads 'Subscribing…' and cannot be pressed again", async ({
    page,
    storefront,
  }) => {
    const {form, input, submit} = await newsletter(storefront);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SUBSCRIBE, async (route) => {
      await held;
      await route.continue();
    });
    await input.fill(
      `held-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`,
    );
    await submit.click();
    const busy = form.getByRole('button', {name: 'Subscribing…'});
    await expect(busy).toBeDisabled();
    await expect(form).toHaveAttribute('data-status', 'submitting');
    release();
    await expect(
      page.getByRole('status').getByText('Thanks for subscribing!'),
    ).toBeVisible();
    await expect(form.getByRole('button', {name: 'Subscribe'})).toBeEnabled();
  });

  test('subscribing the same address twice succeeds both times', async ({
    page,
    storefront,
  }) => {
    const {input, submit} = await newsletter(storefront);
    const email = `twice-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
    for (let i = 0; i < 2; i++) {
      await input.fill(email);
      await submit.click();
      await expect(input).toHaveValue('');
      await expect(
        page.getByRole('status').getByText('Thanks for subscribing!').first(),
      ).toBeVisible();
    }
  });

  test("the server's message shows in red for 5 seconds", async ({
    page,
    storefront,
  }) => {
    await page.clock.install();
    const {input, submit, error} = await newsletter(storefront);
    await page.clock.pauseAt(Date.now() + 60_000);
    await input.fill('not-an-email');
    await submit.click();
    // The message's 5 s began within the last 10 ms of page time.
    await advanceClockUntil(
      page,
      async () =>
        (await error.textContent()) === 'Please enter a valid email address',
    );
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(198, 40, 40)',
    );
    await expect(input).toHaveValue('not-an-email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await page.clock.runFor(4_980);
    await expect(error).toHaveText('Please enter a valid email address');
    await page.clock.runFor(30);
    await expect(error).toHaveText('');
  });

  test("'Email is required' also goes after 5 seconds", async ({
    page,
    storefront,
  }) => {
    await page.clock.install();
    const {submit, error} = await newsletter(storefront);
    await page.clock.pauseAt(Date.now() + 60_000);
    await submit.click();
    await expect(error).toHaveText('Email is required');
    await page.clock.runFor(4_950);
    await expect(error).toHaveText('Email is required');
    await page.clock.runFor(100);
    await expect(error).toHaveText('');
  });

  test("a failed request shows 'Failed to subscribe. Please try again.'", async ({
    page,
    storefront,
  }) => {
    const {input, submit, error} = await newsletter(storefront);
    await page.route(SUBSCRIBE, (route) => route.abort('failed'));
    await input.fill('offline@example.in');
    await submit.click();
    await expect(error).toHaveText('Failed to subscribe. Please try again.');
  });

  test("a server error without a message shows 'Failed to subscribe'", async ({
    page,
    storefront,
  }) => {
    const {input, submit, error} = await newsletter(storefront);
    await page.route(SUBSCRIBE, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/x-script',
        body: 'not a react-router payload',
      }),
    );
    await input.fill('broken@example.in');
    await submit.click();
    await expect(error).toHaveText(/^Failed to subscribe/);
  });
});

test.describe('newsletter analytics', () => {
  test('with consent, a sign-up records one subscribe event; a refusal records none', async ({
    page,
    storefront,
  }) => {
    await withAnalyticsConsent(page);
    const {input, submit, error} = await newsletter(storefront);
    await input.fill('not-an-email');
    await submit.click();
    await expect(error).toHaveText('Please enter a valid email address');
    await input.fill(
      `event-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`,
    );
    await submit.click();
    await expect(
      page.getByRole('status').getByText('Thanks for subscribing!'),
    ).toBeVisible();
    await expect
      .poll(() => dataLayer(page))
      .toEqual([{event: 'newsletter_subscribed', source: 'footer'}]);
  });
});
