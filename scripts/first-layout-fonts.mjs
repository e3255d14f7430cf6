// The first Layout of a page and the font work inside it, as Lighthouse's mobile run sees it (issue 26).
// Usage: node scripts/first-layout-fonts.mjs <url> [runs=5]   (a fresh headless Chromium per run, 412 px at DPR 1.75)
// Prints per run the Layout's ms and objects, the font strikes set up (family x size x weight: one synchronous
// request to the browser each on Linux) and the family-name lookups; the counts are exact, the ms follow the load.
import {chromium} from 'playwright-core';

const [url, runs = '5'] = process.argv.slice(2);
if (!url) {
  console.log('usage: node scripts/first-layout-fonts.mjs <url> [runs]');
  process.exit(2);
}
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'fonts',
  'blink',
].join(',');
const rows = [];
for (let i = 0; i < Number(runs); i++) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const complete = new Promise((resolve) =>
    cdp.once('Tracing.tracingComplete', resolve),
  );
  await cdp.send('Tracing.start', {categories, transferMode: 'ReportEvents'});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(300);
  await cdp.send('Tracing.end');
  await complete;
  await browser.close();
  const layout = events
    .filter(
      (e) =>
        e.name === 'Layout' &&
        e.ph === 'X' &&
        e.args?.beginData?.totalObjects > 20,
    )
    .sort((a, b) => a.ts - b.ts)[0];
  if (!layout) continue;
  const inside = (name) =>
    events.filter(
      (e) =>
        e.name === name &&
        e.pid === layout.pid &&
        e.tid === layout.tid &&
        e.ts >= layout.ts &&
        e.ts <= layout.ts + layout.dur,
    );
  rows.push({
    ms: Math.round(layout.dur / 1000),
    objects: layout.args.beginData.totalObjects,
    strikes: inside('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike')
      .length,
    lookups: inside('FontDataManager::onMatchFamilyStyle').length,
  });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const r of rows)
  console.log(
    `layout ${r.ms} ms, ${r.objects} objects, ${r.strikes} font strikes, ${r.lookups} family lookups`,
  );
if (rows.length)
  console.log(`median layout ${median(rows.map((r) => r.ms))} ms`);
