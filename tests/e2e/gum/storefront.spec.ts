import {expect, test, type Page} from '@playwright/test';

/**
 * QuitPop (gum) storefront: languages, content pages, FAQ, catalogue filters/sort, search paging
 * and the navigation progress bar. Runs as gum-mobile (390px) and gum-desktop (1440px).
 */

const DEVANAGARI = /[\u0900-\u097F]/;
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

async function useLanguage(page: Page, baseURL: string | undefined, language: 'en' | 'hi') {
  await page.context().addCookies([{name: 'preferred-language', value: language, url: baseURL ?? 'http://127.0.0.1:3001'}]);
}

function headerSwitch(page: Page, language: 'en' | 'hi') {
  return page.locator('.site-header__bar').getByTestId(`lang-${language}`);
}

test.describe('language', () => {
  test('defaults to English, switches to Hindi, and keeps the choice across reloads', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('money-back-bar')).toHaveText('100% money back guarantee on prepaid orders');
    await expect(page.getByTestId('promo-bar')).toContainText('FREEPERFUME');

    await headerSwitch(page, 'hi').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('h1')).toHaveText(DEVANAGARI);
    await expect(headerSwitch(page, 'hi')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('hi');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'preferred-language');
    expect(cookie?.value).toBe('hi');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('money-back-bar')).toHaveText(DEVANAGARI);
    // Catalogue text comes from the backend in Hindi.
    await expect(page.getByTestId('product-card').first()).toContainText(DEVANAGARI);

    await headerSwitch(page, 'en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');
  });

  test('server renders Hindi from the cookie (no flash of English) and ignores unsupported values', async ({page, request, baseURL}) => {
    const hindi = await request.get('/faq', {headers: {Cookie: 'preferred-language=hi'}});
    const html = await hindi.text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('अक्सर पूछे जाने वाले सवाल');

    const french = await request.get('/', {headers: {Cookie: 'preferred-language=fr'}});
    expect(await french.text()).toContain('<html lang="en"');

    await useLanguage(page, baseURL, 'hi');
    await page.goto('/pages/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});

test.describe('pages in both languages', () => {
  for (const language of ['en', 'hi'] as const) {
    test(`home, content pages, FAQ, collection, product and search render in ${language}`, async ({page, baseURL}) => {
      test.slow();
      await useLanguage(page, baseURL, language);
      const paths = ['/', ...PAGE_HANDLES.map((handle) => `/pages/${handle}`), '/faq', '/collections/nicotine-gums', '/search?q=gum'];
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        const heading = page.locator('h1').first();
        await expect(heading, path).toBeVisible();
        if (language === 'hi') await expect(heading, path).toHaveText(DEVANAGARI);
        else await expect(heading, path).not.toHaveText(DEVANAGARI);
      }
      // A product page, reached from the collection.
      await page.goto('/collections/nicotine-gums');
      await page.getByTestId('product-card').first().click();
      await expect(page).toHaveURL(/\/products\//);
      await expect(page.getByTestId('product-price')).toContainText('₹');
      if (language === 'hi') await expect(page.locator('h1')).toHaveText(DEVANAGARI);
      await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    });
  }

  test('contact page lists hours and reply time; footer has the newsletter and disclaimers', async ({page}) => {
    await page.goto('/pages/contact');
    await expect(page.getByTestId('contact-hours')).toContainText('10:00–18:00');
    await expect(page.getByTestId('contact-hours')).toContainText('24–48 business hours');
    await expect(page.getByPlaceholder('Enter your email')).toBeVisible();
    await expect(page.locator('.site-footer')).toContainText('Not for use by people under 18');
    for (const column of ['More', 'Science', 'Contact Us']) {
      await expect(page.locator('.site-footer__column h2', {hasText: column})).toBeVisible();
    }
    const email = page.getByPlaceholder('Enter your email');
    await email.fill(`gum-e2e-${Date.now()}@example.in`);
    await page.locator('.newsletter__form button[type="submit"]').click();
    await expect(page.locator('.newsletter__status')).toHaveText('Thanks for subscribing');
  });

  test('unknown paths show the not-found page', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
  });
});

test.describe('FAQ', () => {
  for (const [language, count] of [
    ['en', 14],
    ['hi', 17],
  ] as const) {
    test(`${count} questions in ${language}, accessible accordion and FAQPage JSON-LD`, async ({page, baseURL}) => {
      await useLanguage(page, baseURL, language);
      await page.goto('/faq');
      const questions = page.locator('.faq__question');
      await expect(questions).toHaveCount(count);

      const first = questions.first();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      const panelId = await first.getAttribute('aria-controls');
      expect(panelId).toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toBeHidden();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await first.click();
      await expect(panel).toBeHidden();

      const jsonLd = JSON.parse((await page.locator('.faq script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd['@type']).toBe('FAQPage');
      expect(jsonLd.mainEntity).toHaveLength(count);

      const text = (await page.locator('.faq').textContent()) ?? '';
      expect(text).toContain('2mg');
      expect(text).toContain('6-12');
      expect(text).toContain('24');
      expect(text).toContain('21');
      if (language === 'en') {
        expect(text).toContain('25°C');
        expect(text).toContain('under 18');
        expect(text).toContain('18-20 minutes');
      } else {
        expect(text).toContain('9 महीने');
      }
    });
  }
});

test.describe('collection filters and sort', () => {
  async function openFilters(page: Page) {
    const toggle = page.locator('.filters__toggle');
    if (await toggle.isVisible()) await toggle.click();
  }

  test('availability and price filters change results and the URL; sort too', async ({page}) => {
    test.slow();
    await page.goto('/collections/all');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const allCount = await cards.count();
    const firstTitle = await cards.first().locator('.product-card__title').textContent();

    await openFilters(page);
    // The checkbox mirrors the URL, so it turns on once the filtered page has loaded.
    await page.getByTestId('filter-available-false').click();
    await expect(page).toHaveURL(/available=false/);
    await expect(page.getByTestId('filter-available-false')).toBeChecked();
    await expect.poll(() => cards.count()).toBeLessThan(allCount);
    await expect(cards.first()).toContainText('Out of stock');

    // The filtered view can be shared: loading the URL directly gives the same result.
    const shared = page.url();
    const sharedCount = await cards.count();
    await page.goto(shared);
    await expect(cards).toHaveCount(sharedCount);

    await page.goto('/collections/all');
    await openFilters(page);
    await page.getByTestId('price-min').fill('400');
    await page.getByTestId('price-max').fill('600');
    await page.getByTestId('price-apply').click();
    await expect(page).toHaveURL(/price_min=400/);
    await expect(page).toHaveURL(/price_max=600/);
    await expect.poll(() => cards.count()).toBeLessThan(allCount);

    await page.goto('/collections/all?price_min=99999');
    await expect(page.getByTestId('no-products')).toHaveText('No products found');

    await page.goto('/collections/all');
    await page.getByTestId('sort-select').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(cards.first().locator('.product-card__title')).not.toHaveText(firstTitle ?? '');
    const prices = await cards.locator('.price__current').allTextContents();
    const numbers = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });
});

test.describe('search', () => {
  test('pages 6 at a time with next and previous, showing the total', async ({page}) => {
    await page.goto('/search?q=gum');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(6);
    const total = Number(await page.getByTestId('search-count').getAttribute('data-count'));
    expect(total).toBeGreaterThan(6);
    await expect(page.getByTestId('search-count')).toContainText(`${total} results`);
    const firstPage = await cards.locator('.product-card__title').allTextContents();

    await page.getByTestId('search-next').click();
    await expect(page).toHaveURL(/direction=next/);
    await expect(cards.first().locator('.product-card__title')).not.toHaveText(firstPage[0]);
    const secondPage = await cards.locator('.product-card__title').allTextContents();
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);

    await page.getByTestId('search-prev').click();
    await expect(page).toHaveURL(/direction=previous/);
    await expect(cards.locator('.product-card__title')).toHaveText(firstPage);
  });

  test('an empty or blank query shows 0 results', async ({page}) => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20%20']) {
      await page.goto(path);
      await expect(page.getByTestId('search-count')).toHaveAttribute('data-count', '0');
      await expect(page.getByTestId('product-card')).toHaveCount(0);
    }
  });
});

test.describe('product', () => {
  test('shows price, compare-at, reviews, and adds to cart through the drawer', async ({page}) => {
    await page.goto('/collections/nicotine-gums');
    await page.getByTestId('product-card').first().click();
    await expect(page.getByTestId('product-price')).toContainText(/₹[\d,]+\.\d{2}/);
    await expect(page.getByTestId('rating')).toContainText('reviews');
    const button = page.getByTestId('add-to-cart');
    await expect(button).toHaveText('Add to cart');
    // While the cart call is in flight the button reads 'Checking...'.
    await page.route('**/cart*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await button.click();
    await expect(button).toHaveText('Checking...');
    await expect(page.locator('.cart-drawer')).toBeVisible();
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-button').locator('.cart-button__count')).toHaveText('1');
  });
});

test('an unavailable product shows Out of stock and cannot be added', async ({page}) => {
  await page.goto('/collections/all?available=false');
  await page.getByTestId('product-card').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByTestId('stock')).toHaveText('Out of stock');
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();
  await expect(page.getByTestId('add-to-cart')).toHaveText('Out of stock');
});

test.describe('navigation progress bar', () => {
  test('appears on an internal link to another path and hides when the path changes', async ({page}) => {
    await page.goto('/');
    const bar = page.locator('.nav-progress');
    await expect(bar).toBeHidden();
    // Slow the route data down so the bar can be seen.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.locator('.journey-strip a').first().click();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/collections\//);
    await expect(bar).toBeHidden();

    // Back navigation shows it too.
    await page.goBack();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar).toBeHidden();
  });
});
