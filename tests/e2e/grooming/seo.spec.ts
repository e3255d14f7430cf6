import {expect, test} from '../fixtures';

function jsonLd(html: string): Array<Record<string, unknown>> {
  // getSeoMeta writes one script per page; it may hold one object or an array of them.
  return [
    ...html.matchAll(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].flatMap((m) => {
    const parsed = JSON.parse(m[1]!) as
      Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test('sitemap.xml indexes child sitemaps that list products, collections, pages and articles', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  const body = await index.text();
  for (const type of [
    'products',
    'collections',
    'pages',
    'blogs',
    'articles',
  ]) {
    expect(body).toContain(`${baseURL}/sitemap/${type}/1.xml`);
  }
  const products = await (await request.get('/sitemap/products/1.xml')).text();
  expect(products).toContain(
    `<loc>${baseURL}/products/precision-5-blade-razor</loc>`,
  );
  const collections = await (
    await request.get('/sitemap/collections/1.xml')
  ).text();
  expect(collections).toContain(`<loc>${baseURL}/collections/razors-1</loc>`);
  const articles = await (await request.get('/sitemap/articles/1.xml')).text();
  expect(articles).toMatch(
    new RegExp(`<loc>${baseURL}/blogs/shaving/[a-z0-9-]+</loc>`),
  );
});

test('robots.txt allows the shop, keeps cart/account out and points at the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('User-agent: *');
  expect(body).toContain('Disallow: /account');
  expect(body).toContain('Disallow: /cart');
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('product pages carry title, description, canonical URL and Product + BreadcrumbList JSON-LD', async ({
  request,
  baseURL,
}) => {
  const html = await (
    await request.get('/products/precision-5-blade-razor?Title=Default+Title')
  ).text();
  expect(html).toMatch(/<title>[^<]+ \| Blade &amp; Balm<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toContain(
    `<link rel="canonical" href="${baseURL}/products/precision-5-blade-razor"`,
  );
  const blocks = jsonLd(html);
  const product = blocks.find((b) => b['@type'] === 'Product') as any;
  expect(product).toBeTruthy();
  expect(product.offers).toHaveLength(1);
  expect(product.offers[0]).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'INR',
  });
  expect(product.offers[0].price).toMatch(/^\d+\.\d{2}$/);
  expect(product.aggregateRating.ratingValue).toMatch(/^\d\.\d$/);
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as any;
  expect(crumbs.itemListElement[0]).toMatchObject({position: 1, name: 'Home'});
  expect(crumbs.itemListElement.at(-1).item).toBe(
    `${baseURL}/products/precision-5-blade-razor`,
  );
});

test('collection pages are canonical without sort or page parameters', async ({
  request,
  baseURL,
}) => {
  const html = await (
    await request.get('/collections/razors-1?sort=price-low-high')
  ).text();
  expect(html).toContain(
    `<link rel="canonical" href="${baseURL}/collections/razors-1"`,
  );
  expect(html).toMatch(/<title>Razors for Men \| Blade &amp; Balm<\/title>/);
  expect(jsonLd(html).some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
});

/** The text of a meta tag or title, HTML entities decoded the way a browser would. */
function decode(text: string) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

test('every kind of page has a title, a description within search-snippet limits, a canonical URL and breadcrumbs', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pages = [
    '/',
    '/collections/razors-1?page=2',
    '/products/full-body-trimmer-for-men',
    '/pages/about-us',
    '/policies/shipping-policy',
    '/blogs',
    '/blogs/shaving',
    '/blogs/shaving/how-to-shave-without-razor-burn',
  ];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    const description = decode(
      html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '',
    );
    expect(title.length, `${path} title "${title}"`).toBeGreaterThan(5);
    expect(title.length, `${path} title "${title}"`).toBeLessThanOrEqual(70);
    expect(title, path).toContain(
      path === '/products/full-body-trimmer-for-men' ? 'Full Body Trimmer' : '',
    );
    expect(description.length, `${path} description`).toBeGreaterThan(20);
    expect(description.length, `${path} description`).toBeLessThanOrEqual(155);
    const canonical = `${baseURL}${path.split('?')[0]}`.replace(/(.)\/$/, '$1');
    expect(html, path).toContain(`<link rel="canonical" href="${canonical}"/>`);
    if (path !== '/')
      expect(
        jsonLd(html).some((b) => b['@type'] === 'BreadcrumbList'),
        `${path} breadcrumbs`,
      ).toBe(true);
  }
});

test('search result pages stay out of the index and point at /search', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/search?q=razor')).text();
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/search"/>`);
});

test('the 404 page is not indexed', async ({request}) => {
  const response = await request.get('/definitely-not-a-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(
    /<meta name="robots" content="noindex"\/>/,
  );
});
