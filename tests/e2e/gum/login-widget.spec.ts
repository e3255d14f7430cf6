import {expect, freshTestNumber, LANGUAGES, test} from '../fixtures';

/**
 * The phone-login dialog as a shopper on a shared phone meets it (decision 111): empty after the last
 * person logged out, digits only, a countdown to the next code, a wrong code marked as an error. The
 * dialog's layout is the provider's: one viewport.
 */
const COPY = {
  en: {
    login: 'Login',
    account: 'Account',
    logout: 'Logout',
    resendIn: /^Resend OTP in \d+ s$/,
    wrong: 'Incorrect OTP. Please check the code and try again.',
  },
  hi: {
    login: 'लॉग इन',
    account: 'खाता',
    logout: 'लॉग आउट',
    resendIn: /^\d+ सेकंड में OTP फिर से भेजें$/,
    wrong: 'OTP गलत है। कृपया कोड जाँचकर फिर से कोशिश करें।',
  },
} as const;

for (const language of LANGUAGES) {
  const copy = COPY[language];
  test.describe(`login dialog in ${language}`, () => {
    test.beforeEach(({storefront}) => {
      return storefront.useLanguage(language);
    });

    test('takes digits only, counts down to a resend, marks a wrong code as an error, and opens empty after logout', async ({
      page,
      storefront,
      login,
    }) => {
      test.slow();
      await storefront.goto('/', {language});
      const dialog = await login.open();
      const phone = dialog.locator('#pl-phone');
      await phone.pressSequentially('98a7b6-54 3x210');
      await expect(phone).toHaveValue('9876543210');

      const number = freshTestNumber();
      await phone.fill(number.phone);
      await dialog.locator('button[type="submit"]').click();
      const code = dialog.locator('#pl-code');
      await expect(code).toBeVisible({timeout: 15_000});
      const resend = dialog.getByTestId('phone-login-resend');
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(copy.resendIn);

      await code.fill(number.code === '000000' ? '111111' : '000000');
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByRole('alert')).toHaveText(copy.wrong);
      await expect(code).toHaveAttribute('aria-invalid', 'true');

      await code.fill(number.code);
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog).toBeHidden({timeout: 15_000});
      // Signed in once the header offers the account menu (the session is set by then).
      await expect(
        page.getByRole('button', {name: copy.account, exact: true}),
      ).toBeVisible();

      // Logging out on a page that never loaded the widget (a fresh document), as after a reload.
      await storefront.goto('/account', {language});
      await page
        .locator('.order-history__logout')
        .getByRole('button', {name: copy.logout})
        .click();
      await expect(
        page.getByRole('button', {name: copy.login, exact: true}),
      ).toBeVisible();
      const next = await login.open();
      await expect(next.locator('#pl-phone')).toHaveValue('');
    });
  });
}
