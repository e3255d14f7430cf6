import type {Page} from '@playwright/test';

/** Desktop chrome (mega-menu, search modal) from 1024px; the projects run at 390px and 1440px. */
export function isDesktop(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 1024;
}

/** Waits for hydration: the header marks itself once its effects (scroll listener) run. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('header.site-header[data-scroll-ready="true"]').waitFor();
}

/** Requests the overlays make for a query (React Router may add .data and _routes). */
export const SEARCH_QUERY_REQUEST = /\/api\/predictive-search(\.data)?\?(.*&)?q=/;

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

/** The store's events as pushed to window.dataLayer (storefronts/grooming/app/components/AnalyticsDataLayer). */
export function dataLayer(page: Page, event?: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (name) =>
      ((window as unknown as {dataLayer?: Array<Record<string, unknown>>}).dataLayer ?? []).filter(
        (entry) => !name || entry.event === name,
      ),
    event,
  );
}

/**
 * With the page clock paused, advances it in `step` ms slices until `reached` holds, and returns the
 * page time that took. A fetcher's answer is only handled after a timer fires (React Router's response
 * handling), so a paused clock must be stepped for it; a timer started on arrival then began at most
 * `step` ms before the moment this returns.
 */
export async function advanceClockUntil(page: Page, reached: () => Promise<boolean>, step = 10): Promise<number> {
  const deadline = Date.now() + 15_000;
  let advanced = 0;
  while (!(await reached())) {
    if (Date.now() > deadline) throw new Error(`not reached after advancing the page clock ${advanced} ms`);
    await page.clock.runFor(step);
    advanced += step;
    // Real time for the network and rendering in between.
    await page.waitForTimeout(20);
  }
  return advanced;
}
