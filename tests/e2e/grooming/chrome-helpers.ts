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
