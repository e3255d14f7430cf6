import type {Page} from '@playwright/test';

/**
 * Analytics as on a live store, for specs that check recorded events. Hydrogen publishes events only
 * with the shopper's consent (Shopify's Customer Privacy API, a CDN script) and only after its
 * perf-kit script (also from the CDN) has loaded; offline, both are missing. This stubs the consent
 * API as "analytics allowed", answers the CDN and Shopify's analytics endpoint locally, and needs
 * `test.use({bypassCSP: true})` so the local CSP lets the stubbed perf-kit script in.
 */
export async function withAnalyticsConsent(page: Page) {
  await page.route(/^https:\/\/cdn\.shopify\.com\/shopifycloud\/perf-kit\//, (route) =>
    route.fulfill({contentType: 'text/javascript', body: ''}),
  );
  await page.route(/monorail/, (route) => route.fulfill({status: 200, body: ''}));
  await page.addInitScript(() => {
    const yes = () => true;
    (window as unknown as {Shopify: unknown}).Shopify = {
      customerPrivacy: {
        consentStatus: 'loaded',
        setTrackingConsent() {},
        analyticsProcessingAllowed: yes,
        marketingAllowed: yes,
        saleOfDataAllowed: yes,
        preferencesProcessingAllowed: yes,
        shouldShowBanner: () => false,
        currentVisitorConsent: () => ({analytics: 'yes', marketing: 'yes', preferences: 'yes', sale_of_data: 'yes'}),
      },
    };
  });
}

/** The store's events as pushed to window.dataLayer (shared/analytics/AnalyticsDataLayer). */
export function dataLayer(page: Page, event?: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (name) =>
      ((window as unknown as {dataLayer?: Array<Record<string, unknown>>}).dataLayer ?? []).filter(
        (entry) => !name || entry.event === name,
      ),
    event,
  );
}
