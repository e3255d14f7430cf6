import {
  COPY,
  DEVANAGARI,
  expect,
  expectNoEnglish,
  LANGUAGES,
  oneViewport,
  test,
} from '../fixtures';

/**
 * Every page in both languages, the header and footer, bars, newsletter, error and empty states. The pages,
 * header and footer run at both widths; a page's copy and its error and empty states at 390 px only
 * (`oneViewport`).
 */

const PAGE_HANDLES = [
  'ingredients',
  'skin-ingredients',
  'hair-ingredients',
  'sleep-ingredients',
  'our-standards',
  'contact',
  'how-to-use',
  'certificate',
  'who-we-are',
];
const SUBSCRIBE = /\/api\/newsletter\/subscribe/;

for (const language of LANGUAGES) {
  const copy = COPY[language];

  test.describe(`pages in ${language}`, () => {
    test.beforeEach(async ({storefront}) => storefront.useLanguage(language));

    // Both languages' layout at 390 px, where Hindi's longer words are likeliest to overflow; at 1440 px
    // the English pages (the Hindi copy does not depend on the width).
    test(
      'home, content pages, FAQ, collection, product and search render in the language',
      language === 'hi' ? oneViewport : {},
      async ({page}) => {
        test.slow();
        const paths = [
          '/',
          ...PAGE_HANDLES.map((handle) => `/pages/${handle}`),
          '/faq',
          '/collections/nicotine-gums',
          '/products/nicotine-gum-2mg-fresh-mint',
          '/search?q=gum',
          '/cart',
        ];
        for (const path of paths) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(page.locator('html'), path).toHaveAttribute(
            'lang',
            language,
          );
          const heading = page.locator('h1').first();
          await expect(heading, path).toBeVisible();
          if (language === 'hi') {
            await expect(heading, path).toHaveText(DEVANAGARI);
            // Nothing English is left for a Hindi shopper (brand, units and codes aside; a search echoes its query).
            await expectNoEnglish(
              page,
              path.startsWith('/search') ? [/^gum$/] : [],
            );
          } else {
            await expect(heading, path).not.toHaveText(DEVANAGARI);
          }
          // The page fits the screen: nothing scrolls sideways.
          expect(
            await page.evaluate(
              () =>
                document.documentElement.scrollWidth <= window.innerWidth + 1,
            ),
            path,
          ).toBe(true);
        }
      },
    );

    test(
      'the home page pitches the gum and the chew-pause-chew method',
      oneViewport,
      async ({page, storefront}) => {
        await storefront.goto('/');
        const main = page.locator('main');
        for (const text of language === 'en'
          ? [
              'Sugar-free',
              'Soft-chew',
              'WHO',
              'Made in India',
              'Danish',
              '7 flavours',
            ]
          : ['शुगर-फ़्री', 'सॉफ़्ट-च्यू', 'WHO', 'भारत', 'डेनिश', 'सात']) {
          await expect(main, text).toContainText(text);
        }
        await expect(page.locator('.method__step')).toHaveCount(3);
      },
    );

    test('header groups, the quit-journey entries, the money-back bar and the promo', async ({
      page,
      storefront,
    }) => {
      await storefront.goto('/');
      await expect(page.getByTestId('money-back-bar')).toHaveText(
        copy.moneyBack,
      );
      await expect(page.getByTestId('promo-bar')).toHaveText(copy.promo);
      await expect(page.locator('.journey-strip a')).toHaveText([
        ...copy.journeys,
      ]);
      if (storefront.isDesktop) {
        await expect(page.locator('.desktop-nav summary')).toHaveText([
          ...copy.headerGroups,
        ]);
      } else {
        await page.locator('.site-header__menu-button').click();
        await expect(
          page.locator('#mobile-menu [role="dialog"]'),
        ).toBeVisible();
        await expect(page.locator('.mobile-menu__group h2')).toHaveText([
          ...copy.headerGroups,
        ]);
        await page.keyboard.press('Escape');
        await expect(page.locator('#mobile-menu [role="dialog"]')).toBeHidden();
      }
    });

    test(
      'contact page: hours 10:00–18:00 Mon–Fri and a reply within 24–48 business hours',
      oneViewport,
      async ({page, storefront}) => {
        await storefront.goto('/pages/contact');
        const hours = page.getByTestId('contact-hours');
        await expect(hours).toContainText(copy.contactHours);
        await expect(hours).toContainText(copy.contactReply);
        if (language === 'hi') {
          // The page body (from the backend) and the footer say it the same way; no 24-hour clock.
          await expect(page.locator('main .rte')).toContainText(
            copy.contactHours,
          );
          await expect(page.locator('.site-footer__hours')).toContainText(
            copy.contactHours,
          );
          expect(await page.locator('body').innerText()).not.toMatch(
            /18:00|10:00/,
          );
        }
        await expect(page.locator('main')).toContainText('@');
        await expect(page.locator('main')).toContainText(/\+91/);
      },
    );

    test('footer: More, Science, Contact Us, disclaimers and the newsletter (required, success, failure)', async ({
      page,
      storefront,
    }) => {
      await storefront.goto('/');
      const footer = page.locator('.site-footer');
      await expect(footer.locator('.site-footer__column h2')).toHaveText([
        ...copy.footerColumns,
      ]);
      await expect(footer).toContainText(copy.disclaimer);

      const email = footer.getByPlaceholder(copy.emailPlaceholder);
      const submit = footer.locator('.newsletter__submit');
      await email.scrollIntoViewIfNeeded();
      let requests = 0;
      page.on(
        'request',
        (request) => SUBSCRIBE.test(request.url()) && requests++,
      );
      await submit.click();
      await expect(footer.locator('.newsletter__error')).toHaveText(
        copy.emailRequired,
      );
      expect(requests).toBe(0);

      await email.fill(
        `gum-e2e-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`,
      );
      await submit.click();
      await expect(footer.locator('.newsletter__status')).toHaveText(
        copy.subscribed,
      );
      await expect(email).toHaveValue('');

      // The list refuses the address: the gum copy, never the list's English message.
      await email.fill('not-an-email');
      await submit.click();
      await expect(footer.locator('.newsletter__error')).toHaveText(
        copy.subscribeFailed,
      );

      await page.route(SUBSCRIBE, (route) => route.abort('failed'));
      await email.fill('offline@example.in');
      await submit.click();
      await expect(footer.locator('.newsletter__error')).toHaveText(
        copy.subscribeFailed,
      );
    });

    test(
      'an empty cart says so',
      oneViewport,
      async ({page, storefront, cart}) => {
        await storefront.goto('/cart');
        await expect(page.locator('main')).toContainText(copy.emptyCart);
        const drawer = await cart.open();
        await expect(drawer).toContainText(copy.emptyCart);
      },
    );

    test(
      'unknown paths show the not-found page; a failing page shows the generic error',
      oneViewport,
      async ({page, storefront}) => {
        const response = await page.goto('/no-such-page');
        expect(response?.status()).toBe(404);
        await expect(page.locator('h1')).toHaveText(copy.notFound);

        await storefront.goto('/');
        await page.route(/\/collections\/quit-smoking\.data/, (route) =>
          route.fulfill({status: 500, body: 'down'}),
        );
        // Links keep the page's language prefix.
        await page
          .locator(
            `.journey-strip a[href="${language === 'hi' ? '/hi' : ''}/collections/quit-smoking"]`,
          )
          .click();
        await expect(page.locator('.route-error')).toContainText(copy.generic);
        // The header and footer stay, so the shopper can carry on.
        await expect(page.locator('.site-header')).toBeVisible();
      },
    );
  });
}
