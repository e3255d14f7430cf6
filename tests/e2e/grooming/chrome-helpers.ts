import type {Page} from '@playwright/test';

export {dataLayer, withAnalyticsConsent} from '../analytics-helpers';

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
