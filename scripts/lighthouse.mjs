// `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on home, a collection and a
// product of each storefront, gum also under /hi/, against the production stack (the one `npm start` is
// running on the configured ports, or one built and started for the run). Each page runs LIGHTHOUSE_RUNS
// times (default 3) in a fresh headless Chromium; the table gets the run with the median performance score,
// and the load average, because on a shared machine the simulated timings follow the load.
// Writes the `lighthouse` section of docs/benchmarks.md. Run, never asserted in the test suite.
// Options (environment): CHROME_PATH (default /usr/bin/chromium when present), LIGHTHOUSE_RUNS,
// LIGHTHOUSE_PAGES (only pages whose name contains it, e.g. "gum /hi"; the doc is then left alone),
// LIGHTHOUSE_REPORT_DIR (keeps every run's JSON report there), plus the stack's port variables.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {phoneFontsEnv} from './phone-fonts.mjs';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join} from 'node:path';
import {loadLine, machineLine, writeBenchSection} from './bench-doc.mjs';
import {benchStack} from './bench-stack.mjs';
import {pageTargets} from './bench-targets.mjs';
import {ROOT, StackError, selectedApps, stackPorts} from './stack.mjs';

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const only = process.env.LIGHTHOUSE_PAGES ?? '';
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const chromePath =
  process.env.CHROME_PATH ||
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
];
/** Gum's second language: its pages are also measured under this prefix. */
const GUM_PREFIX = '/hi';

const apps = selectedApps();
const ports = stackPorts(apps);
let measured;

/** One Lighthouse run of `url` in its own Chromium; resolves with the report (lhr). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    envVars: phoneFontsEnv(), // the phone's own Devanagari face (decision 170)
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const ms = (lhr, id) => lhr.audits[id]?.numericValue;

/** Audits that lost points: failing accessibility audits and performance audits scored under 0.9. */
function findings(lhr) {
  const failed = (category, below) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category === 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < below &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      );
  return [
    ...failed('accessibility', 1).map((a) => `a11y ${a.id}`),
    ...failed('performance', 0.9).map(
      (a) => `perf ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`,
    ),
  ];
}

function median(lhrs) {
  const sorted = [...lhrs].sort(
    (a, b) => score(a, 'performance') - score(b, 'performance'),
  );
  return sorted[Math.floor(sorted.length / 2)];
}

const fmtMs = (n) => (Number.isFinite(n) ? `${(n / 1000).toFixed(1)} s` : '–');
const fmtTbt = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '–');
const fmtCls = (n) => (Number.isFinite(n) ? n.toFixed(3) : '–');

try {
  if (!chromePath) throw new StackError('No Chromium found: set CHROME_PATH.');
  measured = await benchStack('[lighthouse]', apps, ports);
  const targets = [];
  for (const app of apps) {
    const pages = await pageTargets(app, ports.urls[app]);
    targets.push(...pages);
    if (app === 'gum') {
      targets.push(
        ...pages.map((p) => ({
          name: `${p.name} ${GUM_PREFIX}`,
          url: `${ports.urls[app]}${GUM_PREFIX}${p.path}`,
          path: `${GUM_PREFIX}${p.path}`,
        })),
      );
    }
  }
  const chosen = targets.filter((t) => t.name.includes(only));
  if (reportDir) mkdirSync(reportDir, {recursive: true});

  const rows = [];
  for (const target of chosen) {
    // One request first, so the run does not measure the worker's first render of the route.
    await (await fetch(target.url)).arrayBuffer();
    const lhrs = [];
    const loads = [];
    for (let i = 0; i < runs; i++) {
      loads.push(loadavg()[0]);
      const lhr = await audit(target.url);
      lhrs.push(lhr);
      if (reportDir)
        writeFileSync(
          join(reportDir, `${target.name.replace(/\W+/g, '-')}-${i + 1}.json`),
          JSON.stringify(lhr),
        );
    }
    const mid = median(lhrs);
    const row = {
      target,
      perf: lhrs.map((l) => score(l, 'performance')),
      a11y: score(mid, 'accessibility'),
      lcp: ms(mid, 'largest-contentful-paint'),
      tbt: ms(mid, 'total-blocking-time'),
      cls: ms(mid, 'cumulative-layout-shift'),
      load: Math.max(...loads),
      findings: findings(mid),
    };
    console.log(
      `[lighthouse] ${target.name} (${target.path}): performance ${score(mid, 'performance')} (runs ${row.perf.join(', ')}), ` +
        `accessibility ${row.a11y}, LCP ${fmtMs(row.lcp)}, TBT ${fmtTbt(row.tbt)}, CLS ${fmtCls(row.cls)}, load ${row.load.toFixed(1)}` +
        (row.findings.length ? `\n    ${row.findings.join('\n    ')}` : ''),
    );
    rows.push(row);
  }

  if (only) {
    console.log(
      '[lighthouse] LIGHTHOUSE_PAGES is set: docs/benchmarks.md left as it is',
    );
  } else {
    const table = rows
      .map(
        (r) =>
          `| ${r.target.name} | \`${r.target.path}\` | ${[...r.perf].sort((a, b) => a - b)[Math.floor(r.perf.length / 2)]} (${r.perf.join(', ')}) | ${r.a11y} | ${fmtMs(r.lcp)} | ${fmtTbt(r.tbt)} | ${fmtCls(r.cls)} | ${r.load.toFixed(1)} |`,
      )
      .join('\n');
    writeBenchSection(
      'lighthouse',
      `## Lighthouse (\`npm run lighthouse\`)

Written by \`npm run lighthouse\` (scripts/lighthouse.mjs): Lighthouse ${lighthouseVersion()} in its default mobile
configuration (simulated throttling: slow 4G, 4× CPU slowdown) in headless Debian Chromium, against the production
stack (\`npm start\`). Each page ran ${runs} times in a fresh browser; the row shows the run with the median
performance score (all runs' scores in brackets). Load = the highest 1-minute load average seen at the start of
the page's runs. Simulated timings scale with the machine's own speed, so under load (above the core count)
performance scores are pessimistic: compare runs made on an idle machine.

| Page | Path | Performance (runs) | Accessibility | LCP | TBT | CLS | Load |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${table}

${machineLine()}
Load average (1 / 5 / 15 min) when the run ended: ${loadLine()}.
`,
    );
    console.log('[lighthouse] wrote docs/benchmarks.md');
  }
} catch (error) {
  console.error(
    `[lighthouse] ${error instanceof StackError ? error.message : (error.stack ?? error)}`,
  );
  process.exitCode = 1;
} finally {
  await measured?.stop();
}

function lighthouseVersion() {
  try {
    return JSON.parse(
      readFileSync(
        join(ROOT, 'node_modules', 'lighthouse', 'package.json'),
        'utf8',
      ),
    ).version;
  } catch {
    return '';
  }
}
