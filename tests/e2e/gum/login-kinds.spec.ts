import {COPY, expect as baseExpect, LOGIN_KINDS, test} from '../fixtures';

/**
 * Each of the three login shapes (docs/requirements.md, gum: behaviour), end to end through the phone-login widget: the
 * provider decodes the token into the seeded customer's record (1 email + password, 2 Multipass,
 * 3 activation URL + password: the invited account is activated, then logged in), the store exchanges
 * it for an access token on the server, and the shopper lands in *their* account. The record's
 * credentials never reach the browser.
 */

const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 90_000});

const KINDS = [
  {label: '1. email + password', kind: 'password', name: 'Rahul Verma'},
  {label: '2. Multipass', kind: 'multipass', name: 'Priya Sharma'},
  {
    label: '3. activation URL + password',
    kind: 'activation',
    name: 'Imran Khan',
  },
] as const;

for (const {label, kind, name} of KINDS) {
  test(`${label}: the seeded customer logs in and sees their own account`, async ({
    page,
    storefront,
    login,
  }, testInfo) => {
    // An activation link works once: each viewport activates its own invited account.
    const activation2 =
      kind === 'activation' && testInfo.project.name.endsWith('mobile');
    const number = activation2 ? LOGIN_KINDS.activation2 : LOGIN_KINDS[kind];
    const fullName = activation2 ? 'Sana Mirza' : name;

    const answers: string[] = [];
    page.on('response', async (response) => {
      if (/\/api\/(login|kwikpass\/decode-token)/.test(response.url()))
        answers.push(await response.text().catch(() => ''));
    });
    await storefront.goto('/');
    await login.withPhone(number);
    await expect(
      page.getByRole('button', {name: COPY.en.account, exact: true}),
    ).toBeVisible();

    await storefront.goto('/account');
    await expect(
      page.getByRole('heading', {name: COPY.en.orderHistory, level: 1}),
    ).toBeVisible();
    await expect(page.locator('.page__lead')).toContainText(
      `Welcome back, ${fullName}.`,
    );
    await expect(page.locator('.page__lead')).toContainText(
      `+91${number.phone}`,
    );

    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers)
      expect(answer).not.toMatch(/password|multipass|activat|QuitPop@/i);
  });
}
