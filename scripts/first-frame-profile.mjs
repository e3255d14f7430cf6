// `node scripts/first-frame-profile.mjs <url> [<url> …]` (issue 34): where a slow phone's main thread spends
// the time before its first paint. The real-user bench's settings (Slow 4G applied over CDP, 4x CPU, 390x844 at
// DPR 2, an Android User-Agent, a cold profile per load); the URLs take turns, N (5) loads each, medians in ms.
// From a trace of each load: the document's end, FCP, LCP and the main thread's self time before FCP, by kind
// (layout, HTML and CSS parse, style, paint, script, the rest). Informational; never run it in tests.
import {readFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  launchPhoneBrowser,
  newPhonePage,
  RECORD_PAINTS,
} from './slow-phone.mjs';

const urls = process.argv.slice(2);
if (!urls.length) {
  console.error('usage: node scripts/first-frame-profile.mjs <url> [<url> …]');
  process.exit(2);
}
const loads = Number(process.env.N ?? 5);
const tracePath = join(
  mkdtempSync(join(tmpdir(), 'first-frame-')),
  'trace.json',
);
const browser = await launchPhoneBrowser();

const KINDS = {
  layout: ['Layout'],
  parse: [
    'ParseHTML',
    'DecodedDataDocumentParser::AppendBytes',
    'HTMLDocumentParser::MaybeFetchQueuedPreloads',
    'DocumentLoader::CreateParserPostCommit',
  ],
  style: ['UpdateLayoutTree'],
  paint: ['Paint', 'PrePaint', 'Commit', 'Layerize', 'PaintImage'],
  script: [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
  ],
};

async function load(url) {
  const {context, page} = await newPhonePage(browser);
  await browser.startTracing(page, {
    path: tracePath,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
    ],
  });
  await page.addInitScript(RECORD_PAINTS);
  await page.goto(url, {waitUntil: 'load', timeout: 90_000});
  await page.waitForTimeout(1500);
  const paint = await page.evaluate(() => ({
    ...window.__paint,
    documentEnd: performance.getEntriesByType('navigation')[0].responseEnd,
  }));
  await browser.stopTracing();
  await context.close();

  const events = JSON.parse(readFileSync(tracePath, 'utf8')).traceEvents;
  const main = new Set(
    events
      .filter(
        (e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain',
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const t0 = (
    events.find((e) => e.name === 'navigationStart') ??
    events.find((e) => e.name === 'ResourceSendRequest')
  ).ts;
  const before = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        main.has(`${e.pid}:${e.tid}`) &&
        e.ts >= t0 &&
        (e.ts - t0) / 1000 < paint.fcp,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time: each event's duration less its children's.
  const self = {};
  const open = [];
  for (const e of before) {
    while (open.length && open.at(-1).end <= e.ts) open.pop();
    if (open.length)
      self[open.at(-1).name] = (self[open.at(-1).name] ?? 0) - e.dur;
    self[e.name] = (self[e.name] ?? 0) + e.dur;
    open.push({name: e.name, end: e.ts + e.dur});
  }
  const busy = Object.values(self).reduce((a, b) => a + b, 0) / 1000;
  const row = {...paint, busy};
  let named = 0;
  for (const [kind, names] of Object.entries(KINDS)) {
    row[kind] = names.reduce((sum, n) => sum + (self[n] ?? 0), 0) / 1000;
    named += row[kind];
  }
  row.rest = busy - named;
  return row;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return Math.round(s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2);
};
const results = Object.fromEntries(urls.map((u) => [u, []]));
for (let i = 0; i < loads; i++)
  for (const url of urls) results[url].push(await load(url));
await browser.close();

const columns = [
  'documentEnd',
  'fcp',
  'lcp',
  'busy',
  ...Object.keys(KINDS),
  'rest',
];
console.log(`| page | ${columns.join(' | ')} |`);
console.log(`| --- |${columns.map(() => ' ---: |').join('')}`);
for (const url of urls)
  console.log(
    `| ${url} | ${columns.map((c) => median(results[url].map((r) => r[c] ?? 0))).join(' | ')} |`,
  );
