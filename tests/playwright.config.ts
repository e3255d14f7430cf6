/**
 * End-to-end tests against the stack `npm start` runs (grooming :3000, gum :3001, backend :4000).
 * `npm test` starts that stack with a fresh DATA_DIR and runs this config; `npm run test:e2e` expects
 * it to be running already. Browsers are never downloaded: Debian's Chromium is used, its headless shell
 * when installed (tests/e2e/chromium-binary.ts, decision 167).
 */
import {defineConfig, type Project} from '@playwright/test';
import {VIEWPORT_TAGS} from './e2e/fixtures/viewport.ts';
import {launchOptions, suiteChromium} from './e2e/chromium-binary.ts';

const isCI =
  !!process.env.CI && process.env.CI !== '0' && process.env.CI !== 'false';
const groomingURL =
  process.env.GROOMING_URL ??
  `http://127.0.0.1:${process.env.GROOMING_PORT ?? 3000}`;
const gumURL =
  process.env.GUM_URL ?? `http://127.0.0.1:${process.env.GUM_PORT ?? 3001}`;

const mobile = {
  viewport: {width: 390, height: 844},
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
const desktop = {viewport: {width: 1440, height: 900}};

/** Files of one store: its folder tests/e2e/<store>/. */
function storeMatch(store: 'grooming' | 'gum'): RegExp {
  return new RegExp(`[\\\\/]e2e[\\\\/]${store}[\\\\/].*\\.spec\\.ts$`);
}

/**
 * Specs whose journeys do not depend on the viewport (what the server, the cart, the checkout and the
 * account answer): they run at 390 px only, where most shoppers are, so the suite fits the machine
 * (issue 36 item 6). Layout, chrome, accessibility, catalogue and smoke specs run at both widths; within
 * them, a test tagged `oneViewport`/`mobileOnly` runs at 390 px only and one tagged `desktopOnly` at
 * 1440 px only (tests/e2e/fixtures/viewport.ts).
 */
const ONE_VIEWPORT: Record<'grooming' | 'gum', string[]> = {
  grooming: [
    'account',
    'back-in-stock',
    'buy-again',
    'checkout',
    'cod-confirmation',
    'coupons',
    'delivery',
    'newsletter',
    'outage',
    'promises',
    'reviews-write',
    'search-understanding',
    'seo',
    'worker',
  ],
  gum: [
    'account',
    'analytics',
    'back-in-stock',
    'buy-again',
    'cart-quantity',
    'checkout-perks',
    'checkout-reconfirm',
    'cod-confirmation',
    'collection-order',
    'delivery',
    'faq',
    'journey',
    'legal',
    'login-kinds',
    'login-widget',
    'outage',
    'payment-codes',
    'progress',
    'reviews-link',
    'reviews-write',
    'search',
    'search-understanding',
    'urls',
    'worker',
  ],
};

function oneViewport(store: 'grooming' | 'gum'): RegExp {
  return new RegExp(
    `[\\\\/]e2e[\\\\/]${store}[\\\\/](${ONE_VIEWPORT[store].join('|')})\\.spec\\.ts$`,
  );
}

function storeProjects(store: 'grooming' | 'gum', baseURL: string): Project[] {
  return [
    {
      name: `${store}-mobile`,
      testMatch: storeMatch(store),
      grepInvert: new RegExp(VIEWPORT_TAGS.desktopOnly),
      use: {baseURL, ...mobile},
    },
    {
      name: `${store}-desktop`,
      testMatch: storeMatch(store),
      testIgnore: oneViewport(store),
      grepInvert: new RegExp(
        `${VIEWPORT_TAGS.one}|${VIEWPORT_TAGS.mobileOnly}`,
      ),
      use: {baseURL, ...desktop},
    },
    // tests/e2e/nojs/*.spec.ts: the shopper before hydration or without JavaScript (issue 34); one viewport.
    {
      name: `${store}-nojs`,
      testMatch: /[\\/]e2e[\\/]nojs[\\/].*\.spec\.ts$/,
      use: {baseURL, ...mobile, javaScriptEnabled: false},
    },
    // tests/e2e/security/*.spec.ts against this store (fuzz, cross-origin, headers): what an
    // attacker sees does not depend on the viewport, so once per store. `--project <store>-*` runs it.
    {
      name: `${store}-security`,
      testMatch: /[\\/]e2e[\\/]security[\\/].*\.spec\.ts$/,
      use: {baseURL, ...desktop},
    },
  ];
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 30_000,
  expect: {timeout: 7_000},
  fullyParallel: true,
  forbidOnly: isCI,
  // No retries: a test that passes only on a retry is a race to find, never to accept (CONTRIBUTING.md).
  retries: 0,
  workers: 2,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ??
          './playwright-report/results.json',
      },
    ],
  ],
  use: {
    // The stores' background workers would sit between the page and page.route(); the worker specs allow them.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: launchOptions(suiteChromium()),
  },
  projects: [
    ...storeProjects('grooming', groomingURL),
    ...storeProjects('gum', gumURL),
  ],
});
