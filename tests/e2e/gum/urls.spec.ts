import {COPY, DEVANAGARI, expect, test} from '../fixtures';

/**
 * Hindi pages have their own URLs (/hi/…): <html lang>, canonical and hreflang on every page kind,
 * links that keep the prefix, the redirect for a shopper who chose Hindi, sitemap and robots.txt,
 * Indian digit grouping, and Hindi in the login widget and at checkout. Runs at 390 px (`ONE_VIEWPORT`).
 */

const PAGES = [
  '',
  '/collections/nicotine-gums',
  '/products/nicotine-gum-2mg-paan',
  '/pages/contact',
  '/policies/refund-policy',
  '/faq',
];

/** A tag's attributes (`name="value"`), names lowercased as the DOM reads them (React writes `hrefLang`). */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [
      m[1]!.toLowerCase(),
      m[2],
    ]),
  );
}

/** What a crawler reads in the server's HTML: <html lang>, the first h1's text, canonical and hreflang links. */
function headOf(html: string) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) =>
    attributes(m[0]),
  );
  return {
    lang: attributes(/<html\b[^>]*>/.exec(html)?.[0] ?? '').lang,
    h1: (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(
      /<[^>]+>/g,
      '',
    ),
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    alternates: Object.fromEntries(
      links
        .filter((l) => l.rel === 'alternate' && l.hreflang)
        .map((l) => [l.hreflang, l.href]),
    ),
  };
}

// The server's answers, as a search engine reads them: no browser needed.
test('every page kind exists under /hi with its language, canonical and hreflang alternates', async ({
  request,
  baseURL,
}) => {
  for (const path of PAGES) {
    const en = path || '/';
    const hi = `/hi${path}`;
    for (const [url, language] of [
      [en, 'en'],
      [hi, 'hi'],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const {lang, h1, canonical, alternates} = headOf(await response.text());
      expect(lang, url).toBe(language);
      if (language === 'hi') expect(h1, url).toMatch(DEVANAGARI);
      const own = `${baseURL}${url === '/' ? '' : url}`;
      expect(canonical, url).toEqual([own]);
      expect(alternates, url).toEqual({
        en: `${baseURL}${en}`,
        hi: `${baseURL}${hi}`,
        'x-default': `${baseURL}${en}`,
      });
    }
  }
});

test('on a Hindi page every internal link keeps /hi: header, footer, cards, breadcrumbs, search and pagination', async ({
  page,
  storefront,
}) => {
  await storefront.goto('/hi/products/nicotine-gum-2mg-paan');
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(20);
  expect(hrefs.filter((href) => !/^\/hi(\/|$|\?)/.test(href))).toEqual([]);
  await expect(page.locator('.breadcrumbs a').first()).toHaveAttribute(
    'href',
    '/hi',
  );

  await storefront.goto('/hi/search');
  await page.getByTestId('search-input').fill('गम');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/hi\/search\?q=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('search-next')).toHaveAttribute(
    'href',
    /^\/hi\/search\?/,
  );

  // The product card leads to the Hindi product page.
  await page.getByTestId('product-card').first().click();
  await expect(page).toHaveURL(/\/hi\/products\//);
});

test('a shopper who chose Hindi and opens an English link lands on the Hindi page; inside the store nothing is redirected', async ({
  page,
  baseURL,
  request,
  storefront,
}) => {
  const redirect = await request.get(
    '/products/nicotine-gum-2mg-paan?Flavour=Paan',
    {
      headers: {Cookie: 'preferred-language=hi'},
      maxRedirects: 0,
    },
  );
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe(
    '/hi/products/nicotine-gum-2mg-paan?Flavour=Paan',
  );
  const inside = await request.get('/faq', {
    headers: {Cookie: 'preferred-language=hi', Referer: `${baseURL}/hi`},
    maxRedirects: 0,
  });
  expect(inside.status()).toBe(200);
  const old = await request.get('/faq?lang=hi', {maxRedirects: 0});
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe('/hi/faq');

  await storefront.useLanguage('hi');
  await storefront.goto('/collections/nicotine-gums');
  await expect(page).toHaveURL(/\/hi\/collections\/nicotine-gums$/);
  await expect(page.locator('h1')).toHaveText(DEVANAGARI);
});

test('the switch moves between /… and /hi/… and stores the choice; unknown prefixes are not pages', async ({
  page,
  storefront,
}) => {
  await storefront.goto('/pages/contact');
  await storefront.languageSwitch('hi').click();
  await expect(page).toHaveURL(/:\d+\/hi\/pages\/contact$/);
  await expect(page.getByTestId('contact-hours')).toContainText(
    COPY.hi.contactHours,
  );
  expect(
    (await page.context().cookies()).find(
      (c) => c.name === 'preferred-language',
    )?.value,
  ).toBe('hi');
  await storefront.hydrated();
  await storefront.languageSwitch('en').click();
  await expect(page).toHaveURL(/:\d+\/pages\/contact$/);
  expect(
    (await page.context().cookies()).find(
      (c) => c.name === 'preferred-language',
    )?.value,
  ).toBe('en');

  for (const path of ['/en/faq', '/fr/faq', '/HI/faq']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('.site-header'), path).toBeVisible();
  }
});

test('sitemap.xml lists both languages with hreflang alternates; robots.txt keeps private pages out in both', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  const body = await index.text();
  for (const type of ['products', 'collections', 'pages', 'static'])
    expect(body).toContain(`${baseURL}/sitemap/${type}/1.xml`);

  const products = await (await request.get('/sitemap/products/1.xml')).text();
  expect(products).toContain(
    `<loc>${baseURL}/products/nicotine-gum-2mg-paan</loc>`,
  );
  expect(products).toContain(
    `<loc>${baseURL}/hi/products/nicotine-gum-2mg-paan</loc>`,
  );
  expect(products).toContain(
    `hreflang="hi" href="${baseURL}/hi/products/nicotine-gum-2mg-paan"`,
  );
  expect(products).toContain(
    `hreflang="x-default" href="${baseURL}/products/nicotine-gum-2mg-paan"`,
  );
  const statics = await (await request.get('/sitemap/static/1.xml')).text();
  expect(statics).toContain(`<loc>${baseURL}/hi/faq</loc>`);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const path of ['/cart', '/account', '/hi/cart', '/hi/account'])
    expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('money reads the Indian way: a ₹1,00,000-and-up cart shows lakh grouping', async ({
  page,
  storefront,
}) => {
  // Not nicotine gum, which is capped at 10 packs an order (decision 110).
  await storefront.goto('/hi/products/skin-glow-gummies');
  // Enough packs for a six-figure total, added through Hydrogen's cart action on the Hindi /cart route.
  const status = await page.evaluate(async () => {
    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!
        .textContent!,
    );
    const offers = ld.offers.filter((o: {availability: string}) =>
      o.availability.endsWith('InStock'),
    ) as Array<{url: string}>;
    const lines = offers.map((offer) => ({
      merchandiseId: `gid://shopify/ProductVariant/${offer.url.split('variant=')[1]}`,
      quantity: 100,
    }));
    const form = new FormData();
    form.set(
      'cartFormInput',
      JSON.stringify({action: 'LinesAdd', inputs: {lines}}),
    );
    return (await fetch('/hi/cart', {method: 'POST', body: form})).status;
  });
  expect(status).toBe(200);
  await storefront.goto('/hi/cart');
  await expect(page.locator('main').getByTestId('cart-subtotal')).toHaveText(
    /^₹\d{1,2},\d{2},\d{3}\.\d{2}$/,
  );
  // No amount anywhere in Western grouping (₹100,000.00).
  expect(await page.locator('body').innerText()).not.toMatch(/₹\d{3},\d{3}/);
});

test('a Hindi shopper sees Hindi in the phone-login widget and on the checkout page', async ({
  page,
  storefront,
  cart,
}) => {
  await storefront.goto('/hi');
  await page
    .getByRole('button', {name: COPY.hi.login, exact: true})
    .first()
    .click();
  const dialog = page.getByTestId('phone-login-dialog');
  await expect(dialog).toHaveAttribute('lang', 'hi');
  await expect(dialog.locator('h2')).toHaveText('मोबाइल नंबर से लॉग इन करें');
  await expect(dialog.getByRole('button', {name: 'OTP भेजें'})).toBeVisible();
  await page.keyboard.press('Escape');

  await storefront.goto('/hi/products/nicotine-gum-2mg-paan');
  const drawer = await cart.addFromProductPage();
  await drawer.getByRole('checkbox', {name: COPY.hi.ageConfirm}).check();
  await drawer.getByRole('button', {name: COPY.hi.checkout}).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\/.*locale=hi/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('#place-order')).toContainText('ऑर्डर करें');
  await expect(page.locator('label[for="name"]')).toHaveText('पूरा नाम');
  await expect(page.locator('#summary-h')).toHaveText('ऑर्डर का सारांश');
});
