import {
  dataLayer,
  expect as baseExpect,
  oneViewport,
  SEARCH_QUERY_REQUEST,
  type StorefrontPage,
  test,
  withAnalyticsConsent,
} from '../fixtures';

// Results depend on a request round trip through the storefront and the backend; give a loaded
// machine some room.
const expect = baseExpect.configure({timeout: 15_000});

async function openSearch(storefront: StorefrontPage) {
  const {page} = storefront;
  await storefront.goto('/');
  await page
    .locator('header.site-header')
    .getByRole('button', {name: 'Search'})
    .click();
  const dialog = page.getByRole('dialog', {name: 'Search products'});
  await expect(dialog).toBeVisible();
  return dialog;
}

// One overlay component in two variants (desktop, mobile): what a variant shows and how it opens, closes
// and debounces run at both widths; its messages and the no-consent rule at 390 px only (`oneViewport`).
test.describe('search overlay', () => {
  test('is lazy-loaded: not in the initial JavaScript', async ({
    page,
    storefront,
  }) => {
    await storefront.goto('/');
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => /SearchOverlay/.test(e.name)),
      );
    expect(await loaded()).toBe(false);
    await page
      .locator('header.site-header')
      .getByRole('button', {name: 'Search'})
      .click();
    await expect(
      page.getByRole('dialog', {name: 'Search products'}),
    ).toBeVisible();
    expect(await loaded()).toBe(true);
  });

  test('before typing: trending chips and best sellers for the width', async ({
    page,
    storefront,
  }) => {
    const dialog = await openSearch(storefront);
    await expect(
      page.getByTestId(
        storefront.isDesktop ? 'search-desktop' : 'search-mobile',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('TRENDING', {exact: true})).toBeVisible();
    const chips = dialog.locator('.search-chip');
    const expected = [
      'trimmer for men',
      'razors for men',
      'perfume for men',
      'personalisation',
    ];
    await expect(chips).toHaveText(
      storefront.isDesktop ? [...expected, 'gifting'] : expected,
    );

    await expect(dialog.getByText('BEST SELLING', {exact: true})).toBeVisible();
    const best = dialog
      .getByTestId('search-best-selling')
      .locator('.search-card');
    await expect(best).toHaveCount(storefront.isDesktop ? 3 : 4);
    const first = best.first();
    await expect(first).toHaveAttribute('href', /^\/products\/[\w-]+$/);
    await expect(first.locator('.search-card__price')).toHaveText(
      /^₹\d{1,3}(,\d{2,3})*\.\d{2}$/,
    );
    await expect(first.locator('img')).toBeVisible();
  });

  test('typing fast sends one debounced request; results show up to 3 cards', async ({
    page,
    storefront,
  }) => {
    await page.clock.install();
    const dialog = await openSearch(storefront);
    const queries: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_QUERY_REQUEST.test(request.url()))
        queries.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    // Freeze the page's timers so keystroke gaps are exact, whatever the machine's load.
    await page.clock.pauseAt(Date.now() + 60_000);
    const input = dialog.getByRole('searchbox');
    for (const key of 'trimmer') {
      await input.press(key);
      await page.clock.runFor(100);
    }
    await page.clock.runFor(190);
    await page.waitForTimeout(200);
    expect(queries).toEqual([]);
    await page.clock.runFor(20);
    await page.clock.resume();
    const results = dialog
      .getByTestId('search-results')
      .locator('.search-card');
    await expect(results).toHaveCount(3);
    await page.waitForTimeout(400);
    expect(queries).toEqual(['trimmer']);

    const card = results.first();
    await expect(card.locator('.search-card__title')).not.toBeEmpty();
    await expect(card.locator('.search-card__summary')).toHaveText(
      /^\S+( \S+){0,2}$/,
    );
    await expect(card.locator('.search-card__rating')).toHaveAttribute(
      'aria-label',
      /^Rated \d\.\d out of 5 from \d+ reviews$/,
    );
    await expect(card.locator('.search-card__badge')).toHaveText(/^\d+% off$/);
    await expect(card.locator('.search-card__mrp')).toContainText('₹');

    const viewAll = dialog.getByRole('link', {
      name: /^VIEW ALL RESULTS \(\d+\)$/,
    });
    if (storefront.isDesktop) {
      await expect(viewAll).toHaveAttribute('href', '/search?q=trimmer');
    } else {
      await expect(viewAll).toHaveCount(0);
    }
  });

  test('blank input is ignored and clearing shows the starting state again', async ({
    page,
    storefront,
  }) => {
    await page.clock.install();
    const dialog = await openSearch(storefront);
    let requests = 0;
    page.on(
      'request',
      (request) => SEARCH_QUERY_REQUEST.test(request.url()) && requests++,
    );
    const input = dialog.getByRole('searchbox');
    await input.fill('   ');
    // Past the debounce on the page's clock: a request for the blank input would have started by now.
    await page.clock.runFor(1000);
    await expect(dialog.getByText('TRENDING', {exact: true})).toBeVisible();

    await input.fill('razor');
    await expect(dialog.getByTestId('search-results')).toBeVisible();
    // A request for the blank input would have gone before razor's, whose answer is on screen.
    expect(requests).toBe(1);
    await input.fill('');
    await expect(dialog.getByText('TRENDING', {exact: true})).toBeVisible();
    await expect(dialog.getByTestId('search-results')).toHaveCount(0);
  });

  test('a trending chip searches for its text', async ({storefront}) => {
    const dialog = await openSearch(storefront);
    await dialog.getByRole('button', {name: 'perfume for men'}).click();
    await expect(dialog.getByRole('searchbox')).toHaveValue('perfume for men');
    await expect(
      dialog
        .getByTestId('search-results')
        .or(dialog.getByText(/^No products found/)),
    ).toBeVisible();
  });

  test('no results message', oneViewport, async ({storefront}) => {
    const dialog = await openSearch(storefront);
    await dialog.getByRole('searchbox').fill('zzqxv');
    await expect(
      dialog.getByText('No products found for "zzqxv"'),
    ).toBeVisible();
  });

  test(
    "failure shows 'Failed to search products' with no results",
    oneViewport,
    async ({page, storefront}) => {
      const dialog = await openSearch(storefront);
      await page.route(SEARCH_QUERY_REQUEST, (route) => route.abort('failed'));
      await dialog.getByRole('searchbox').fill('razor');
      await expect(dialog.getByText('Failed to search products')).toBeVisible();
      await expect(dialog.getByTestId('search-results')).toHaveCount(0);
    },
  );

  test('Escape closes the overlay and gives focus back', async ({
    page,
    storefront,
  }) => {
    const dialog = await openSearch(storefront);
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('header.site-header').getByRole('button', {name: 'Search'}),
    ).toBeFocused();
  });
});

test.describe('search analytics', () => {
  test('with consent, a search records the search and the results viewed', async ({
    page,
    storefront,
  }) => {
    await withAnalyticsConsent(page);
    const dialog = await openSearch(storefront);
    const source = `overlay-${storefront.isDesktop ? 'desktop' : 'mobile'}`;
    await dialog.getByRole('searchbox').fill('razor');
    await expect(
      dialog.getByTestId('search-results').locator('.search-card'),
    ).toHaveCount(3);
    await expect
      .poll(() => dataLayer(page))
      .toEqual([
        {event: 'search', searchTerm: 'razor', source},
        {
          event: 'search_results_viewed',
          searchTerm: 'razor',
          resultsCount: expect.any(Number),
          shown: 3,
          source,
        },
      ]);
    const [, viewed] = await dataLayer(page);
    expect(viewed!.resultsCount).toBeGreaterThan(3);

    // A query without matches is still a search, viewed with 0 results.
    await dialog.getByRole('searchbox').fill('zzqxv');
    await expect(
      dialog.getByText('No products found for "zzqxv"'),
    ).toBeVisible();
    await expect.poll(() => dataLayer(page)).toHaveLength(4);
    expect((await dataLayer(page)).slice(2)).toEqual([
      {event: 'search', searchTerm: 'zzqxv', source},
      {
        event: 'search_results_viewed',
        searchTerm: 'zzqxv',
        resultsCount: 0,
        shown: 0,
        source,
      },
    ]);
  });

  test(
    'without analytics consent nothing is recorded',
    oneViewport,
    async ({page, storefront}) => {
      const dialog = await openSearch(storefront);
      await dialog.getByRole('searchbox').fill('razor');
      await expect(dialog.getByTestId('search-results')).toBeVisible();
      // A second search shown on screen: with consent, the first one's events were recorded before it.
      await dialog.getByRole('searchbox').fill('zzqxv');
      await expect(
        dialog.getByText('No products found for "zzqxv"'),
      ).toBeVisible();
      expect(await dataLayer(page)).toEqual([]);
    },
  );
});

test(
  'a junk cursor in the URL answers the first page with a note, not an empty page (issue 35)',
  oneViewport,
  async ({page}) => {
    const response = await page.goto(
      '/search?q=razor&cursor=junk&direction=next',
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('search-bad-cursor')).toHaveText(
      'That page of results is no longer available, so here are the first results.',
    );
    await expect(page.getByTestId('search-error')).toHaveCount(0);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  },
);
