import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

/** WCAG 2.1 A and AA plus axe's best practices: what Lighthouse's accessibility score audits. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One readable line per violation, with the first few elements it names. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

export async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({page}).withTags(TAGS).analyze();
  expect(describe(result.violations)).toEqual([]);
}

/** First `/<kind>/<handle>` link on the home page (of the language under `prefix`, e.g. `/hi`). */
export async function firstLink(page: Page, kind: 'products' | 'collections', prefix = ''): Promise<string> {
  await page.goto(`${prefix}/`);
  const href = await page.locator(`main a[href*="/${kind}/"]`).first().getAttribute('href');
  if (!href) throw new Error(`no /${kind}/ link on the home page`);
  return new URL(href, 'http://x').pathname;
}

/**
 * axe on every page kind of a store, at the project's viewport. `paths` name fixed paths; the
 * product and collection come from the home page's links (under `prefix` for another language).
 */
export function a11ySpecs(paths: string[], gotoHydrated: (page: Page, path: string) => Promise<unknown>, prefix = '') {
  test.describe(`accessibility (axe, WCAG 2.1 AA)${prefix ? ` under ${prefix}` : ''}`, () => {
    // axe walks the whole DOM and computes every contrast: seconds per page on a loaded 2-core machine.
    test.slow();
    for (const kind of ['products', 'collections'] as const) {
      test(`a ${kind.slice(0, -1)} page`, async ({page}) => {
        const path = await firstLink(page, kind, prefix);
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page);
      });
    }
    for (const path of paths) {
      test(`page ${path}`, async ({page}) => {
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page);
      });
    }
  });
}
