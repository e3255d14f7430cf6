// `npm run bench:real-user` (issue 34): what a shopper on a slow phone gets, beside Hydrogen's unmodified
// skeleton on the same backend. Chromium with applied throttling over CDP (not Lighthouse's simulation):
// Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), 4x CPU, 390x844 at device scale 2, an Android phone's
// Devanagari face among the system fonts (phone-fonts.mjs), a fresh profile (cold cache) per load. For home,
// collection and product (gum also /hi): FCP and LCP from the browser's own performance entries; an early
// tap: navigate, tap Add to cart the moment it is visible, and time until a cart line is shown (the drawer,
// or the cart page when the tap beat hydration). Skeleton and stores take turns in every round, so the
// machine's drift hits all alike; medians of ROUNDS (5).
// The skeleton is loaded twice per page: as it draws here, where its CSP (`default-src` itself and
// cdn.shopify.com) refuses every picture from the local image CDN, and with the browser told to bypass CSP,
// so it draws the same pictures as in production, where they come from cdn.shopify.com (decision 161).
//
// Run with the stack up (`npm start`; GROOMING_URL/GUM_URL/BACKEND_URL or the *_PORT env as for
// Playwright). Env: ROUNDS (5), SKELETON_PORT (3500), TAPS (=ROUNDS), WRITE_DOC (1: write the section of
// docs/benchmarks.md). Informational: nothing is asserted; never run it in tests.
import {loadLine, machineLine, writeBenchSection} from './bench-doc.mjs';
import {firstLink, startSkeleton, up} from './skeleton-app.mjs';
import {
  launchPhoneBrowser,
  newPhonePage,
  RECORD_PAINTS,
} from './slow-phone.mjs';

const env = process.env;
const grooming =
  env.GROOMING_URL ?? `http://127.0.0.1:${env.GROOMING_PORT ?? 3000}`;
const gum = env.GUM_URL ?? `http://127.0.0.1:${env.GUM_PORT ?? 3001}`;
const backend =
  env.BACKEND_URL ?? `http://127.0.0.1:${env.BACKEND_PORT ?? 4000}`;
const skeletonPort = Number(env.SKELETON_PORT ?? 3500);
const rounds = Math.max(1, Number(env.ROUNDS ?? 5));
const taps = Math.max(1, Number(env.TAPS ?? rounds));

for (const url of [grooming, gum, backend])
  if (!(await up(url, url === backend))) {
    console.error(`${url} is not answering: start the stack (npm start)`);
    process.exit(2);
  }

// 1. Hydrogen's skeleton, unmodified, on the grooming shop (as ../shared/bench/vs-skeleton.mjs builds it).
let skeleton, stopSkeleton;
try {
  ({url: skeleton, stop: stopSkeleton} = await startSkeleton({
    backend,
    port: skeletonPort,
    log: (line) => console.log(`[real-user] ${line}`),
  }));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

// 2. Pages of the same kinds: the first product and collection each home page links to (the skeleton
// serves the grooming shop, so it takes grooming's).
const groomingPaths = {
  home: '/',
  collection: await firstLink(grooming, 'collections'),
  product: await firstLink(grooming, 'products'),
};
const gumPaths = {
  home: '/',
  collection: await firstLink(gum, 'collections'),
  product: await firstLink(gum, 'products'),
};
const targets = [
  {name: 'skeleton', base: skeleton, paths: groomingPaths},
  {
    name: 'skeleton with photos',
    base: skeleton,
    paths: groomingPaths,
    bypassCSP: true,
    noTap: true,
  },
  {name: 'grooming', base: grooming, paths: groomingPaths},
  {name: 'gum', base: gum, paths: gumPaths},
  {
    name: 'gum /hi',
    base: gum,
    paths: Object.fromEntries(
      Object.entries(gumPaths).map(([k, p]) => [
        k,
        p === '/' ? '/hi' : `/hi${p}`,
      ]),
    ),
  },
];
const KINDS = ['home', 'collection', 'product'];

// 3. One throttled, cold page per measurement.
const browser = await launchPhoneBrowser();

async function paints(url, bypassCSP) {
  const {context, page} = await newPhonePage(browser, {bypassCSP});
  try {
    await page.addInitScript(RECORD_PAINTS);
    await page.goto(url, {waitUntil: 'load', timeout: 90_000});
    // LCP candidates stop at the first input; the page is left to settle for two seconds after load.
    await page.waitForTimeout(2000);
    return await page.evaluate(() => window.__paint);
  } finally {
    await context.close();
  }
}

/** Navigate, tap Add to cart as soon as it is visible, time until a cart line is visible. */
async function earlyTap(url) {
  const {context, page} = await newPhonePage(browser);
  try {
    await page.goto(url, {waitUntil: 'commit', timeout: 90_000});
    const button = page
      .locator('form[action$="/cart"] button[type="submit"]:not([disabled])')
      .first();
    await button.waitFor({state: 'visible', timeout: 90_000});
    const start = Date.now();
    await button.tap({noWaitAfter: true, timeout: 30_000});
    // The first visible line: the skeleton also keeps a closed aside's lines in the page. A tap that shows
    // none in 60 s (the skeleton's before hydration: its cart page, empty) counts as later than any.
    const shown = await page
      .locator('.cart-line')
      .locator('visible=true')
      .first()
      .waitFor({state: 'visible', timeout: 60_000})
      .then(
        () => true,
        () => false,
      );
    const ms = shown ? Date.now() - start : Infinity;
    return {ms, cartPage: /\/cart$/.test(new URL(page.url()).pathname)};
  } finally {
    await context.close();
  }
}

const results = {}; // `${target} ${kind}` → {fcp: [], lcp: []}; `${target} tap` → {ms: [], cartPage: n}
const push = (key, field, value) => {
  results[key] ??= {};
  (results[key][field] ??= []).push(value);
};
const loadBefore = loadLine();
for (let r = 0; r < rounds; r++) {
  for (const kind of KINDS)
    for (const target of targets) {
      const url = target.base + target.paths[kind];
      try {
        const {fcp, lcp} = await paints(url, target.bypassCSP);
        push(`${target.name} ${kind}`, 'fcp', fcp);
        push(`${target.name} ${kind}`, 'lcp', lcp);
      } catch (error) {
        console.log(`[real-user] ${url}: ${error.message.split('\n')[0]}`);
      }
    }
  if (r < taps)
    for (const target of targets.filter((t) => !t.noTap)) {
      const url = target.base + target.paths.product;
      try {
        const {ms, cartPage} = await earlyTap(url);
        push(`${target.name} tap`, 'ms', ms);
        push(`${target.name} tap`, 'cartPage', cartPage ? 1 : 0);
      } catch (error) {
        console.log(`[real-user] tap ${url}: ${error.message.split('\n')[0]}`);
      }
    }
  console.log(`[real-user] round ${r + 1}/${rounds} done`);
}
await browser.close();
stopSkeleton();

// Infinity (a tap that showed no line) sorts last, so a median of taps counts it as the slowest.
const median = (xs) => {
  const s = (xs ?? [])
    .filter((x) => typeof x === 'number' && !Number.isNaN(x))
    .sort((a, b) => (a === b ? 0 : a < b ? -1 : 1));
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const ms = (x) =>
  Number.isFinite(x) ? `${Math.round(x)}` : x === Infinity ? 'no line' : '—';
/** Our median LCP against another's, signed. */
const delta = (own, other) => {
  const d = median(own?.lcp) - median(other?.lcp);
  return `${d > 0 ? '+' : ''}${ms(d)}`;
};
const rows = [];
for (const kind of KINDS) {
  const bare = results[`skeleton ${kind}`];
  const sk = results[`skeleton with photos ${kind}`];
  for (const target of targets.filter((t) => !t.name.startsWith('skeleton'))) {
    const own = results[`${target.name} ${kind}`];
    rows.push(
      `| ${target.name} ${kind} | ${ms(median(sk?.fcp))} / ${ms(median(sk?.lcp))} | ${ms(median(own?.fcp))} / ${ms(median(own?.lcp))} | ${delta(own, sk)} | ${ms(median(bare?.fcp))} / ${ms(median(bare?.lcp))} | ${delta(own, bare)} | ${own?.lcp?.length ?? 0} |`,
    );
  }
}
const tapRows = targets
  .filter((t) => !t.noTap)
  .map((target) => {
    const t = results[`${target.name} tap`];
    const shown = (t?.ms ?? []).filter(Number.isFinite);
    return `| ${target.name} | ${ms(median(t?.ms))} | ${ms(median(shown))} | ${t?.ms?.map(ms).join(', ') ?? '—'} | ${shown.length} of ${t?.ms?.length ?? 0} | ${(t?.cartPage ?? []).reduce((a, b) => a + b, 0)} of ${t?.ms?.length ?? 0} |`;
  });
const section = `## Real-user bench (\`npm run bench:real-user\`, issue 34)

Chromium with applied throttling over CDP: Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), 4x CPU,
390x844 at device scale 2, a cold profile per load; skeleton and stores interleaved in each of ${rounds} rounds,
medians (ms). FCP and LCP from the page's own \`paint\` and \`largest-contentful-paint\` entries; gum /hi is set
beside the skeleton's English page of the same kind. The skeleton is measured twice (decision 161): with its
photos (the browser bypasses its CSP, which names only cdn.shopify.com for pictures), as a shopper gets it, and
as it draws here, its CSP refusing the local CDN's pictures, so its largest paint is a heading.

| page | skeleton with photos FCP / LCP | ours FCP / LCP | LCP vs skeleton with photos | skeleton without photos FCP / LCP | LCP vs it | runs |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Early tap on the product page: navigate, tap Add to cart the moment it is visible, until a cart line shows
(the drawer, or the cart page when the tap came before hydration). A tap that shows no line in 60 s ("no
line") counts as the slowest in the median of all taps; the next column leaves those out.

| store | median of all taps, ms | median of the taps that showed a line | each run | showed a line | landed on the cart page |
| --- | ---: | ---: | --- | ---: | ---: |
${tapRows.join('\n')}

Load average (1/5/15 min) before: ${loadBefore}; after: ${loadLine()}.
${machineLine()}`;
console.log(section);
if (env.WRITE_DOC !== '0') writeBenchSection('real-user', section);
process.exit(0);
