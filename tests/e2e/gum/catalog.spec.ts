import {
  COPY,
  DEVANAGARI,
  expect,
  LANGUAGES,
  oneViewport,
  openFilters,
  test,
  type Page,
} from '../fixtures';

/**
 * Collection filters (in the URL), sort, empty state, pagination; the product page rules. The filters open
 * from a toggle on phones and a panel on desktops, so they run at both widths; the rest asserts the server's
 * answer and the URL, the same at any width (`oneViewport`).
 */

const prices = async (page: Page) =>
  (
    await page
      .getByTestId('product-card')
      .locator('.price__current')
      .allTextContents()
  ).map((p) => Number(p.replace(/[^\d.]/g, '')));

for (const language of LANGUAGES) {
  const copy = COPY[language];

  test.describe(`catalogue in ${language}`, () => {
    test.beforeEach(async ({storefront}) => storefront.useLanguage(language));

    test('availability and price filters change the results and the URL; shared URLs give the same view', async ({
      page,
      storefront,
    }) => {
      test.slow();
      await storefront.goto('/collections/all');
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      const allCount = await cards.count();

      await openFilters(page);
      await expect(page.getByTestId('filter-panel')).toContainText(
        language === 'en' ? 'Availability' : 'उपलब्धता',
      );
      // The checkbox mirrors the URL, so it turns on once the filtered page has loaded.
      await page.getByTestId('filter-available-false').click();
      await expect(page).toHaveURL(/available=false/);
      await expect(page.getByTestId('filter-available-false')).toBeChecked();
      await expect.poll(() => cards.count()).toBeLessThan(allCount);
      for (const card of await cards.all())
        await expect(card).toContainText(copy.outOfStock);

      const shared = page.url();
      const sharedCount = await cards.count();
      await storefront.goto(shared);
      await expect(cards).toHaveCount(sharedCount);
      await openFilters(page);
      await expect(page.getByTestId('filter-available-false')).toBeChecked();

      await storefront.goto('/collections/all');
      await openFilters(page);
      await page.getByTestId('price-min').fill('400');
      await page.getByTestId('price-max').fill('600');
      await page.getByTestId('price-apply').click();
      await expect(page).toHaveURL(/price_min=400/);
      await expect(page).toHaveURL(/price_max=600/);
      await expect.poll(() => cards.count()).toBeLessThan(allCount);
      for (const price of await prices(page)) {
        expect(price).toBeGreaterThanOrEqual(400);
        expect(price).toBeLessThanOrEqual(600);
      }

      await storefront.goto('/collections/all?price_min=99999');
      await expect(page.getByTestId('no-products')).toHaveText(copy.noProducts);
      await expect(cards).toHaveCount(0);
    });

    test(
      'the sort dropdown orders by price and keeps the choice in the URL',
      oneViewport,
      async ({page, storefront}) => {
        await storefront.goto('/collections/all');
        const select = page.getByTestId('sort-select');
        await expect(
          select.locator('option[value="price-high-low"]'),
        ).toHaveText(copy.sortPriceHigh);
        await select.selectOption('price-high-low');
        await expect(page).toHaveURL(/sort=price-high-low/);
        await expect
          .poll(async () => {
            const list = await prices(page);
            return (
              list.length > 1 &&
              list.every((price, i) => i === 0 || list[i - 1] >= price)
            );
          })
          .toBe(true);
        await select.selectOption('price-low-high');
        await expect(page).toHaveURL(/sort=price-low-high/);
        await expect
          .poll(async () => {
            const list = await prices(page);
            return (
              list.length > 1 &&
              list.every((price, i) => i === 0 || list[i - 1] <= price)
            );
          })
          .toBe(true);
      },
    );

    test(
      'pages through a collection with more products than fit on one page',
      oneViewport,
      async ({page, storefront}) => {
        await storefront.goto('/collections/all');
        const cards = page.getByTestId('product-card');
        await expect(cards).toHaveCount(12);
        const more = page.getByRole('link', {name: copy.loadMore});
        await more.click();
        await expect(page).toHaveURL(/direction=next/);
        await expect.poll(() => cards.count()).toBeGreaterThan(12);
        await expect(more).toBeHidden();
      },
    );

    test(
      'cards show the same byline on the home page and in the collection',
      oneViewport,
      async ({page, storefront}) => {
        await storefront.goto('/');
        const homeCard = page
          .getByTestId('featured-gums')
          .getByTestId('product-card')
          .first();
        const title =
          (await homeCard.locator('.product-card__title').textContent()) ?? '';
        const byline =
          (await homeCard.locator('.product-card__byline').textContent()) ?? '';
        expect(byline).not.toBe('');
        if (language === 'hi') expect(byline).toMatch(DEVANAGARI);
        await storefront.goto('/collections/nicotine-gums');
        const card = page.getByTestId('product-card').filter({
          has: page.locator('.product-card__title', {hasText: title}),
        });
        await expect(card.locator('.product-card__byline')).toHaveText(byline);
        await card.click();
        await expect(page.locator('h1')).toHaveText(title);
        await expect(page.locator('.product-info .eyebrow')).toHaveText(byline);
      },
    );

    test(
      'product page: 10 images, 20 variants in the language, rating, price and compare-at, JSON-LD',
      oneViewport,
      async ({page, storefront}) => {
        await storefront.goto('/products/nicotine-gum-2mg-build-your-pack');
        await expect(page.locator('.gallery__thumb')).toHaveCount(10);
        const legends = page.locator('.variant-option legend');
        await expect(legends.nth(0)).toContainText(copy.flavour);
        await expect(legends.nth(1)).toContainText(copy.packSize);
        const values = page.locator('.variant-option__value');
        await expect(values).toHaveCount(9); // 5 flavours + 4 pack sizes = 20 variants
        if (language === 'hi')
          for (const value of await values.allTextContents())
            expect(value).toMatch(DEVANAGARI);
        await expect(page.getByTestId('rating')).toContainText(copy.reviews);
        await expect(
          page.getByTestId('product-price').locator('.price__current'),
        ).toHaveText(/^₹\d{1,3}(,\d{3})*\.\d{2}$/);
        await expect(
          page.getByTestId('product-price').locator('.price__compare'),
        ).toHaveText(/^₹[\d,]+\.\d{2}$/);

        const jsonLd = JSON.parse(
          (await page
            .locator('script[type="application/ld+json"]')
            .first()
            .textContent()) ?? '{}',
        );
        expect(jsonLd['@type']).toBe('Product');
        expect(jsonLd.offers).toHaveLength(20);
        expect(jsonLd.image).toHaveLength(10);
        // SEO fields come from the product's seo, in the language.
        await expect(page).toHaveTitle(
          language === 'en'
            ? 'Build Your Pack – 2mg Nicotine Gum in 5 Flavours | QuitPop'
            : /^अपना पैक बनाएँ/,
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          /.+/,
        );
      },
    );

    test(
      'choosing options selects the variant through the URL; the URL works in the other language too',
      oneViewport,
      async ({page, storefront}) => {
        await storefront.goto('/products/nicotine-gum-2mg-build-your-pack');
        await page
          .locator('.variant-option__value', {hasText: copy.paan})
          .click();
        await expect(
          page.locator('.variant-option__value[aria-checked="true"]', {
            hasText: copy.paan,
          }),
        ).toBeVisible();
        await page
          .locator('.variant-option__value', {hasText: copy.pack6})
          .click();
        await expect(
          page.locator('.variant-option__value[aria-checked="true"]', {
            hasText: copy.pack6,
          }),
        ).toBeVisible();
        await expect(
          page.getByTestId('product-price').locator('.price__current'),
        ).toHaveText('₹749.00');
        const url = page.url();

        // The same options on the other language's URL (`/products/…` ⇄ `/hi/products/…`) pick the same variant.
        const other = language === 'en' ? 'hi' : 'en';
        await storefront.useLanguage(other);
        const {pathname, search} = new URL(url);
        await storefront.goto(
          `${other === 'hi' ? '/hi' : ''}${pathname.replace(/^\/hi\//, '/')}${search}`,
        );
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await expect(
          page.locator('.variant-option__value[aria-checked="true"]'),
        ).toHaveText([COPY[other].paan, COPY[other].pack6]);
        await expect(
          page.getByTestId('product-price').locator('.price__current'),
        ).toHaveText('₹749.00');
      },
    );

    test(
      "'Checking...' while adding to the cart, then the drawer opens",
      oneViewport,
      async ({page, storefront, cart}) => {
        await storefront.goto('/products/nicotine-gum-2mg-paan');
        const button = cart.addButton;
        await expect(button).toHaveText(copy.addToCart);
        await page.route('**/cart*', async (route) => {
          if (route.request().method() === 'POST')
            await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        await button.click();
        await expect(button).toHaveText(copy.checking);
        await expect(cart.drawer).toBeVisible();
        await expect(page.locator('.cart-line')).toHaveCount(1);
        await expect(cart.badge).toHaveText('1');
      },
    );

    test(
      "an unavailable product shows 'Out of stock' and offers the back-in-stock alert in place of Add to cart",
      oneViewport,
      async ({page, storefront, cart}) => {
        await storefront.goto('/collections/all?available=false');
        await page.getByTestId('product-card').first().click();
        await expect(page).toHaveURL(/\/products\//);
        await expect(page.getByTestId('stock')).toHaveText(copy.outOfStock);
        await expect(page.getByTestId('notify-me')).toBeVisible();
        await expect(cart.addButton).toHaveCount(0);
      },
    );
  });
}

test(
  "a 360 px phone reaches the header's cart, and the collection's filters toggle and sort are side by side, neither drawn over the other",
  oneViewport,
  async ({page, storefront}) => {
    await page.setViewportSize({width: 360, height: 740});
    const apart = (a: {x: number; width: number}, b: {x: number}) =>
      a.x + a.width <= b.x;
    for (const language of LANGUAGES) {
      await storefront.useLanguage(language);
      await storefront.goto('/collections/all');
      const cart = await page.getByTestId('cart-button').boundingBox();
      expect(cart, language).not.toBeNull();
      expect(cart!.x + cart!.width, language).toBeLessThanOrEqual(360);
      const toggle = await page.locator('.filters__toggle').boundingBox();
      const sort = await page.getByTestId('sort-select').boundingBox();
      expect(apart(toggle!, sort!), language).toBe(true);
      expect(sort!.x + sort!.width, language).toBeLessThanOrEqual(360);
    }
  },
);
