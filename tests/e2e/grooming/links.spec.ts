import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type StorefrontPage,
} from '../fixtures';

/**
 * No dead links: every link a shopper can reach from the chrome (desktop mega-menu or mobile menu
 * for the width, header, marquee, footer) and from the home page leads to a page with real content.
 */

/** The chrome a shopper sees at this width: the mega-menu on desktop, the slide-in menu below 1024px. */
function chromeScopes(storefront: StorefrontPage): string[] {
  return [
    '.marquee',
    storefront.isDesktop
      ? 'header.site-header'
      : 'header.site-header .site-header__bar > :not(.mega-menu)',
    '[data-testid="site-footer"]',
  ];
}

async function linksIn(page: Page, scopes: string[]) {
  const links = await page.locator(scopes.join(', ')).evaluateAll((roots) =>
    roots.flatMap((root) =>
      Array.from(root.querySelectorAll('a[href]'), (a) => ({
        href: a.getAttribute('href')!,
        text:
          (a.textContent ?? '').trim() || a.getAttribute('aria-label') || '',
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel') ?? '',
      })),
    ),
  );
  return links.filter((link) => !link.href.startsWith('#'));
}

/**
 * The mobile menu is rendered once opened, and a sub-menu's links once it is entered: open it, take
 * its top level, then enter and back out of each sub-menu.
 */
async function mobileMenuLinks(page: Page) {
  await page.getByRole('button', {name: 'Open menu'}).click();
  const menu = page.getByRole('dialog', {name: 'Blade & Balm menu'});
  const triggers = menu.locator(
    '.mobile-menu__level--root button[data-submenu-trigger]',
  );
  await expect(triggers).toHaveCount(5);
  const links = await linksIn(page, ['#mobile-menu']);
  for (const title of await triggers.allInnerTexts()) {
    await menu.getByRole('button', {name: title.trim(), exact: true}).click();
    const sub = menu.locator('.mobile-menu__level--sub');
    await expect(sub.getByRole('link', {name: 'See All'})).toBeVisible();
    links.push(
      ...(await linksIn(page, ['#mobile-menu .mobile-menu__level--sub'])),
    );
    await menu.getByRole('button', {name: /back to menu/}).click();
  }
  await page.keyboard.press('Escape');
  return links;
}

/** Fetches each internal path (a few at a time) and checks it renders a titled page, not the 404. */
async function expectPagesWithContent(
  request: APIRequestContext,
  paths: string[],
) {
  const failures: string[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const response = await request.get(path, {timeout: 60_000});
      const html = await response.text();
      const h1 =
        html
          .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
          ?.replace(/<[^>]+>/g, '')
          .trim() ?? '';
      if (response.status() !== 200)
        failures.push(`${path}: HTTP ${response.status()}`);
      else if (h1.length < 3 || /page not found/i.test(h1))
        failures.push(`${path}: no content (h1 "${h1}")`);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  expect(failures).toEqual([]);
}

test.describe('no dead links', () => {
  test.setTimeout(240_000);

  test('every link in the header, menu, marquee and footer opens a page with content', async ({
    page,
    request,
    storefront,
  }) => {
    await storefront.goto('/');
    const links = [
      ...(await linksIn(page, chromeScopes(storefront))),
      ...(storefront.isDesktop ? [] : await mobileMenuLinks(page)),
    ];
    const internal = [
      ...new Set(
        links.filter((l) => l.href.startsWith('/')).map((l) => l.href),
      ),
    ];
    const external = links.filter((l) => !l.href.startsWith('/'));

    // The menus are the backend's: all their groups and the footer's links are there.
    expect(internal).toEqual(
      expect.arrayContaining([
        '/',
        '/pages/faq',
        '/pages/contact-us',
        '/policies/shipping-policy',
        '/collections/best-seller',
      ]),
    );
    expect(internal.length).toBeGreaterThan(storefront.isDesktop ? 40 : 35);

    // Other sites (sister store, order tracking, social) open in a new tab over https.
    expect(external.map((l) => l.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Track Your Order/)]),
    );
    for (const link of external) {
      expect(link.href, link.text).toMatch(/^https:\/\//);
      expect(link.target, link.text).toBe('_blank');
      expect(link.rel, link.text).toContain('noopener');
    }

    await expectPagesWithContent(request, internal);
  });

  test('every link on the home page opens a page with content', async ({
    page,
    request,
    storefront,
  }) => {
    await storefront.goto('/');
    const links = await linksIn(page, ['main#main']);
    const internal = [
      ...new Set(
        links.filter((l) => l.href.startsWith('/')).map((l) => l.href),
      ),
    ];
    expect(internal.length).toBeGreaterThan(10);
    await expectPagesWithContent(request, internal);
  });

  test('signed out, the account link target asks to log in instead of failing', async ({
    request,
  }) => {
    const response = await request.get('/account', {maxRedirects: 0});
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/\/\?login=1$/);
  });
});
