// `npm run lighthouse:skeleton` (issue 34): Lighthouse mobile (default simulated throttling) on both stores
// beside Hydrogen's unmodified skeleton *with its photos*, in one run, interleaved. `../shared/bench/
// lighthouse-vs-skeleton.mjs` loads the skeleton as it draws here: its CSP (`default-src` itself and
// cdn.shopify.com) refuses every picture the local image CDN serves, so its largest paint is a heading and
// Lighthouse counts no picture bytes for it. Deployed, its photos come from cdn.shopify.com. Lighthouse
// cannot bypass CSP as the real-user bench does (decision 161), so here the skeleton's document passes a
// local proxy that drops its CSP header; nothing else of the skeleton changes (decision 164).
// Run with the stack up (`npm start`). Env: RUNS (3, per page), SKELETON_PORT (3570; the proxy takes +1,
// the skeleton's assets +100). Prints a table; informational, never run in tests.
import {execFile} from 'node:child_process';
import {phoneFontsEnv} from './phone-fonts.mjs';
import {promisify} from 'node:util';
import {createServer, request as httpRequest} from 'node:http';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {loadLine, machineLine} from './bench-doc.mjs';
import {ROOT, BIN} from './stack.mjs';
import {firstLink, startSkeleton, up} from './skeleton-app.mjs';

const env = process.env;
const grooming = `http://127.0.0.1:${env.GROOMING_PORT ?? 3000}`;
const gum = `http://127.0.0.1:${env.GUM_PORT ?? 3001}`;
const backend = `http://127.0.0.1:${env.BACKEND_PORT ?? 4000}`;
const port = Number(env.SKELETON_PORT ?? 3570);
const runs = Math.max(1, Number(env.RUNS ?? 3));

for (const url of [grooming, gum, backend])
  if (!(await up(url, url === backend))) {
    console.error(`${url} is not answering: start the stack (npm start)`);
    process.exit(2);
  }
const loadBefore = loadLine();
const {url: skeleton, stop: stopSkeleton} = await startSkeleton({
  backend,
  port,
  log: (line) => console.log(`[lighthouse] ${line}`),
});

// The skeleton with its photos: every answer passed through as it is, less its CSP.
const target = new URL(skeleton);
const proxy = createServer((req, res) => {
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: {...req.headers, host: target.host},
    },
    (answer) => {
      const headers = {...answer.headers};
      delete headers['content-security-policy'];
      delete headers['content-security-policy-report-only'];
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(port + 1, '127.0.0.1', resolve));
const withPhotos = `http://127.0.0.1:${port + 1}`;

const gp = await firstLink(grooming, 'products');
const gc = await firstLink(grooming, 'collections');
const mp = await firstLink(gum, 'products');
const mc = await firstLink(gum, 'collections');
const KINDS = [
  ['home', '/', '/'],
  ['collection', gc, mc],
  ['product', gp, mp],
];

const out = mkdtempSync(join(tmpdir(), 'lh-skeleton-photos-'));
let n = 0;
/** One Lighthouse run as the shared script makes it: mobile defaults, performance and accessibility. */
async function audit(url) {
  const file = join(out, `${n++}.json`);
  try {
    // Asynchronous: the proxy answers from this process's event loop while Lighthouse loads the page.
    await promisify(execFile)(
      join(BIN, 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ],
      {
        cwd: ROOT,
        // The phone's own Devanagari face, as the real-user bench's (decision 170).
        env: {
          ...phoneFontsEnv(),
          CHROME_PATH: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        },
        timeout: 120_000,
      },
    );
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return {
      perf: Math.round(r.categories.performance.score * 100),
      a11y: Math.round(r.categories.accessibility.score * 100),
      lcp: r.audits['largest-contentful-paint'].numericValue,
    };
  } catch {
    return null;
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [];
let atGoal = 0;
for (const [kind, gPath, mPath] of KINDS) {
  const targets = [
    ['skeleton with photos', withPhotos + gPath],
    ['grooming', grooming + gPath],
    ['gum', gum + mPath],
    ['gum /hi', gum + '/hi' + (mPath === '/' ? '' : mPath)],
  ];
  const results = targets.map(() => []);
  for (let r = 0; r < runs; r++)
    for (const [i, [, url]] of targets.entries()) {
      const a = await audit(url);
      if (a) results[i].push(a);
    }
  const med = results.map((rs) =>
    rs.length
      ? {
          perf: median(rs.map((x) => x.perf)),
          a11y: Math.min(...rs.map((x) => x.a11y)),
          lcp: median(rs.map((x) => x.lcp)),
        }
      : null,
  );
  const cell = (m, base) => {
    if (!m) return 'did not finish';
    const lcp = `${(m.lcp / 1000).toFixed(1)} s`;
    if (!base) return `${m.perf} (${lcp})`;
    const margin = m.perf - base.perf;
    if (margin >= -1 && m.a11y === 100) atGoal++;
    return `${m.perf} (${margin >= 0 ? '+' : ''}${margin}; ${lcp}; a11y ${m.a11y})`;
  };
  rows.push(
    `| ${kind} | ${cell(med[0])} | ${med
      .slice(1)
      .map((m) => cell(m, med[0]))
      .join(' | ')} |`,
  );
  console.log(rows.at(-1));
}
proxy.close();
stopSkeleton();
console.log(`
Lighthouse ${JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version} mobile, median of ${runs}; performance (margin against the skeleton with its photos; median LCP).

| page | skeleton with photos | grooming | gum | gum /hi |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}

${atGoal} of 9 pages at or above the skeleton − 1 with accessibility 100.
Load average (1/5/15 min) before: ${loadBefore}; after: ${loadLine()}.
${machineLine()}`);
process.exit(0);
