import {dataLayer, expect, test, withAnalyticsConsent} from '../fixtures';

/** Tag-manager events (docs/requirements.md, gum: behaviour, constants): a page view after 2 s, engagement at 20/30/60/90 s of visibility. */

test('with consent: page_view after 2 s, engagement at 20, 30, 60 and 90 s of visible time', async ({
  page,
  storefront,
}) => {
  await withAnalyticsConsent(page);
  await page.clock.install();
  await storefront.goto('/faq');
  expect(await dataLayer(page, 'page_view')).toEqual([]);
  await page.clock.runFor(2_000);
  await expect
    .poll(() => dataLayer(page, 'page_view'))
    .toEqual([{event: 'page_view', path: '/faq'}]);
  await page.clock.runFor(18_000);
  await expect
    .poll(() => dataLayer(page, 'engagement'))
    .toEqual([{event: 'engagement', seconds: 20, path: '/faq'}]);
  await page.clock.runFor(70_000);
  await expect
    .poll(async () =>
      (await dataLayer(page, 'engagement')).map((entry) => entry.seconds),
    )
    .toEqual([20, 30, 60, 90]);
});

test('without consent nothing is pushed', async ({page, storefront}) => {
  await page.clock.install();
  await storefront.goto('/faq');
  await page.clock.runFor(25_000);
  expect(await dataLayer(page)).toEqual([]);
});
