/**
 * The `--disable-features` switch the e2e browser starts with: Playwright's own list plus ours.
 *
 * Chromium keeps only the last `--disable-features` it is given, and Playwright passes one of its own
 * (PaintHolding and others its waits rely on), so a second switch would silently drop Playwright's list.
 * Playwright does not export the list: it is read from the installed playwright-core, and a Playwright
 * that no longer has it fails the run here instead of running with a different browser (decision 158).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

/**
 * What the suite's browser does not need. The new headless Chromium is the full browser: every window a
 * test context opens also loads the address bar's two WebUI popups (chrome://omnibox-popup.top-chrome/ and
 * its AI-mode page) in a renderer of their own. Without them a context and its first page cost about a
 * third less CPU (docs/benchmarks.md, "Where the e2e step's CPU goes").
 */
export const SUITE_DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    require.resolve('playwright-core/lib/coreBundle'),
    'utf8',
  );
  const list = /\bdisabledFeatures = \[([\s\S]*?)\n\s*\]/.exec(bundle)?.[1];
  const names = [...(list ?? '').matchAll(/"([A-Za-z0-9]+)"/g)].map(
    (match) => match[1],
  );
  if (!names.includes('PaintHolding')) {
    throw new Error(
      "tests/e2e/chromium-features.ts: Playwright's --disable-features list was not found in playwright-core; update how it is read",
    );
  }
  return names;
}

export function disableFeaturesSwitch(): string {
  const names = new Set([
    ...playwrightDisabledFeatures(),
    ...SUITE_DISABLED_FEATURES,
  ]);
  return `--disable-features=${[...names].join(',')}`;
}
