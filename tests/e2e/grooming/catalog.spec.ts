import {expect, oneViewport, test} from '../fixtures';
import {stores} from '../../../hydrogen.config.ts';
import {formatWholeRupees} from '../../../shared/money/format.ts';

/** The merchant's free-shipping threshold as the shopper reads it, from the config ('… above ₹299'). */
const FREE_SHIPPING = `Free shipping on orders above ${formatWholeRupees(stores.grooming.shipping.freeFromPaise)}`;

/** Every collection handle and page slug the grooming chrome links to (docs/requirements.md, grooming: routes and screens). */
const COLLECTIONS = [
  'best-seller',
  'new-arrivals',
  'shaving-products-for-men',
  'razors-1',
  'best-razor-cartridges',
  'shaving-kits-razors',
  'skincare-products-for-men-1',
  'everything-bsc',
  'deos',
  'body-sprays',
  'set-of-perfumes',
  'best-of-perfumes',
  'charcoal-range',
  'coffee-range',
  'skin-care',
  'shaving-foams-1',
  'shaving-regime',
  'valentines-day-gifts-for-him',
  'buy-perfumes-fragrances-for-men',
  'mens-beardcare-products',
];
const PAGES = [
  'razors-for-men',
  'trimmers-for-men',
  'coupons-and-offers',
  'corporate-gifting',
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'cancellations',
  'careers',
  'franchise-enquiry',
  'investors',
  'site-map',
  'faq',
  'contact-us',
  'blog',
];
const BLOGS = [
  'beard-care',
  'shaving',
  'fragrances',
  'diy',
  'skincare',
  'body-hair-removal',
];

/** Runs `check` on every item, three at a time (the dev server answers one route in ~0.1–2 s). */
async function eachConcurrently<T>(
  items: readonly T[],
  check: (item: T) => Promise<void>,
) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift())
      await check(item);
  };
  await Promise.all([worker(), worker(), worker()]);
}

/** "₹1,299.00" → 1299 */
function rupees(text: string) {
  return Number(text.replace(/[^\d.]/g, ''));
}

// What the server renders, the URL and the cart count are the same at any width: those tests run at 390 px
// only (`oneViewport`); the home page's sections are checked at both widths.
test.describe('catalogue routes answer with content', () => {
  test.describe.configure({timeout: 120_000});

  test(
    'every collection handle renders a titled grid of products',
    oneViewport,
    async ({request}) => {
      await eachConcurrently(COLLECTIONS, async (handle) => {
        const response = await request.get(`/collections/${handle}`);
        expect(response.status(), handle).toBe(200);
        const html = await response.text();
        expect(html, handle).toMatch(/<h1 class="page__title">[^<]+<\/h1>/);
        expect(
          html.match(/class="product-card"/g)?.length ?? 0,
          `${handle} products`,
        ).toBeGreaterThan(0);
        expect(html, handle).toContain('₹');
      });
    },
  );

  test(
    'every page slug, the shipping policy, the blogs and their articles render',
    oneViewport,
    async ({request}) => {
      await eachConcurrently(
        [
          ...PAGES.map((slug) => `/pages/${slug}`),
          '/policies/shipping-policy',
          '/blogs',
          '/collections',
        ],
        async (path) => {
          const response = await request.get(path);
          expect(response.status(), path).toBe(200);
          const html = await response.text();
          expect(html, path).toMatch(/<h1 class="page__title">[^<]{3,}<\/h1>/);
        },
      );
      await eachConcurrently(BLOGS, async (blog) => {
        const response = await request.get(`/blogs/${blog}`);
        expect(response.status(), blog).toBe(200);
        const html = await response.text();
        const article = html.match(
          new RegExp(`href="(/blogs/${blog}/[^"]+)"`),
        )?.[1];
        expect(article, `${blog} has articles`).toBeTruthy();
        const articleResponse = await request.get(article!);
        expect(articleResponse.status(), article).toBe(200);
        expect(await articleResponse.text()).toContain('class="rte"');
      });
    },
  );

  test(
    'an unknown URL shows "Page not found" with a link home, as a 404',
    oneViewport,
    async ({page}) => {
      const response = await page.goto('/no-such-page-here');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', {name: 'Page not found'}),
      ).toBeVisible();
      await page.getByRole('link', {name: 'Back to home'}).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test('home shows hero, best sellers, category tiles and new arrivals from the backend', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(
      page.getByRole('heading', {name: 'Best sellers'}),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {name: 'Shop by category'}),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {name: 'New arrivals'}),
    ).toBeVisible();
    expect(await page.locator('.product-card').count()).toBeGreaterThan(4);
    await expect(page.locator('.tile').first()).toHaveAttribute(
      'href',
      /\/collections\//,
    );
  });
});

test.describe('collection page', oneViewport, () => {
  test('sorts by price with the dropdown', async ({page, storefront}) => {
    await storefront.goto('/collections/razors-1');
    await page.getByLabel('Sort by').selectOption('price-low-high');
    await expect(page).toHaveURL(/sort=price-low-high/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-low-high');
    const shownPrices = async () =>
      (await page.locator('.product-card .price__current').allInnerTexts()).map(
        rupees,
      );
    // The URL changes before React draws the sorted grid: wait for the grid a shopper sees.
    await expect
      .poll(async () => {
        const shown = await shownPrices();
        return (
          shown.length > 1 && shown.every((p, i) => !i || shown[i - 1]! <= p)
        );
      })
      .toBe(true);
    const prices = await shownPrices();

    await page.getByLabel('Sort by').selectOption('price-high-low');
    await expect(page).toHaveURL(/sort=price-high-low/);
    await expect
      .poll(async () =>
        (
          await page.locator('.product-card .price__current').allInnerTexts()
        ).map(rupees),
      )
      .toEqual([...prices].sort((a, b) => b - a));
  });

  test('loads the next page of products', async ({page, storefront}) => {
    await storefront.goto('/collections/everything-bsc');
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(12);
    const firstPage = await page
      .locator('.product-card__title')
      .allInnerTexts();
    await page.getByRole('link', {name: 'Load more products'}).click();
    await expect(cards).toHaveCount(24);
    const both = await page.locator('.product-card__title').allInnerTexts();
    expect(both.slice(0, 12)).toEqual(firstPage);
    expect(new Set(both).size).toBe(24);
  });

  test('cards show rating, MRP, price and percent off', async ({page}) => {
    await page.goto('/collections/razors-1');
    const card = page
      .locator('.product-card')
      .filter({has: page.locator('.price__off')})
      .first();
    await expect(
      card.getByRole('img', {name: /Rated \d\.\d out of 5, \d+ reviews/}),
    ).toBeVisible();
    await expect(card.locator('.price__current')).toHaveText(
      /^Price ₹[\d,]+\.\d{2}$/,
    );
    await expect(card.locator('.price__mrp')).toHaveText(/MRP ₹[\d,]+\.\d{2}/);
    const price = rupees(await card.locator('.price__current').innerText());
    const mrp = rupees(await card.locator('.price__mrp s').innerText());
    await expect(card.locator('.price__off')).toHaveText(
      `${Math.round(((mrp - price) / mrp) * 100)}% off`,
    );
  });
});

test.describe('product page', oneViewport, () => {
  test('shows price, MRP and % off, and adding to cart raises the cart count', async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.goto('/products/precision-5-blade-razor');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const info = page.locator('.product__info');
    await expect(info.locator('.price__current')).toHaveText(/₹[\d,]+\.\d{2}/);
    await expect(info.locator('.price__mrp')).toHaveText(/MRP ₹[\d,]+\.\d{2}/);
    await expect(info.locator('.price__off')).toHaveText(/^\d+% off$/);
    await expect(page.locator('.gallery__main img')).toHaveAttribute(
      'sizes',
      /50vw/,
    );

    const before = await cart.count();
    await cart.addButton.click();
    await expect(cart.badge).toHaveText(String(before + 1), {timeout: 15_000});
    // The shared cart drawer opens with the line in it.
    const drawer = cart.drawer;
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAccessibleName(/^Your Cart \(\d+ items?\)$/);
    await expect(
      drawer.getByText('Precision 5 Blade Razor').first(),
    ).toBeVisible();
  });

  test('product and card images carry their size, so nothing shifts as they load', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/products/precision-5-blade-razor');
    const unsized = await page
      .locator('main img')
      .evaluateAll((images) =>
        images
          .filter(
            (img) => !img.getAttribute('width') || !img.getAttribute('height'),
          )
          .map((img) => img.getAttribute('src')),
      );
    expect(unsized).toEqual([]);
    await storefront.goto('/collections/razors-1');
    const cards = page.locator('.product-card img');
    expect(await cards.count()).toBeGreaterThan(1);
    for (const img of await cards.all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
    }
    // Below-the-fold cards wait until they are needed.
    await expect(cards.last()).toHaveAttribute('loading', 'lazy');
  });

  test('states the configured free-shipping threshold, and recommendations follow the product', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/products/precision-5-blade-razor');
    await expect(page.locator('.product__perks')).toContainText(FREE_SHIPPING);
    const related = page.getByRole('region', {name: 'You may also like'});
    await expect(related.locator('.product-card').first()).toBeVisible();
    await expect(
      related.getByRole('heading', {name: 'Precision 5 Blade Razor'}),
    ).toHaveCount(0);
    await storefront.goto('/');
    await expect(page.locator('.hero__content')).toContainText(FREE_SHIPPING);
  });

  test('the variant picker changes the URL and the selected option', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/products/shaving-foam-sensitive');
    const larger = page.getByRole('radio', {name: '418 ml'});
    await larger.click();
    await expect(page).toHaveURL(/Size=418\+ml|Size=418%20ml/);
    await expect(larger).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', {name: '266 ml'})).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});

test.describe('search results page', oneViewport, () => {
  test('/search?q= shows the results and their total', async ({page}) => {
    await page.goto('/search?q=razor');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Search results for “razor”',
    );
    const total = page.getByTestId('search-total');
    await expect(total).toHaveText(/^\d+ results?$/);
    const n = Number((await total.innerText()).split(' ')[0]);
    expect(n).toBeGreaterThan(0);
    expect(await page.locator('.product-card').count()).toBe(Math.min(n, 12));
  });

  test('more results load page by page up to the total', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/search?q=men');
    const total = Number(
      (await page.getByTestId('search-total').innerText()).split(' ')[0],
    );
    expect(total).toBeGreaterThan(24);
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(12);
    await page.getByRole('link', {name: 'Load more results'}).click();
    await expect(cards).toHaveCount(24);
    expect(
      new Set(await page.locator('.product-card__title').allInnerTexts()).size,
    ).toBe(24);
    await expect(page.getByTestId('search-total')).toHaveText(
      `${total} results`,
    );
  });

  test('the search form on the page searches again', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/search?q=razor');
    const main = page.locator('main');
    await main
      .getByRole('searchbox', {name: 'Search products'})
      .fill('trimmer');
    await main.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=trimmer$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Search results for “trimmer”',
    );
  });

  test('a query without matches says so', async ({page}) => {
    await page.goto('/search?q=zzzqqqxx');
    await expect(page.getByTestId('search-total')).toHaveText('0 results');
    await expect(
      page.getByRole('heading', {name: 'No products found for "zzzqqqxx"'}),
    ).toBeVisible();
  });
});

test(
  'a 360 px phone gets pages no wider than its screen: the header reaches the cart and the product page fits',
  oneViewport,
  async ({page, storefront}) => {
    await page.setViewportSize({width: 360, height: 740});
    for (const path of ['/', '/products/coffee-shaving-cream']) {
      await storefront.goto(path);
      const cart = await page.getByTestId('cart-button').boundingBox();
      expect(cart!.x + cart!.width, path).toBeLessThanOrEqual(360);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(360);
    }
  },
);
