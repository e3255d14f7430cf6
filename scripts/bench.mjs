// `npm run bench`: load-tests the production stack (starts it like `npm start` unless it is already up)
// with autocannon, 10 connections × 10 s per target: home, a collection and a product page of each
// storefront, plus Storefront API product queries against the backend; then, when ../shared/bench is beside
// the repository, the side-by-side comparison with Hydrogen's skeleton (scripts/bench-skeleton.mjs).
// Writes its sections of docs/benchmarks.md.
// Options (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10).
import autocannon from 'autocannon';
import {execFileSync} from 'node:child_process';
import {availableParallelism, cpus, loadavg, totalmem} from 'node:os';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {writeBenchSection} from './bench-doc.mjs';
import {benchAgainstSkeleton} from './bench-skeleton.mjs';
import {
  ROOT,
  StackError,
  apiVersion,
  backendToken,
  selectedApps,
  stackPorts,
} from './stack.mjs';
import {benchStack} from './bench-stack.mjs';
import {pageTargets} from './bench-targets.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const apps = selectedApps();
const ports = stackPorts(apps);
let measured; // the stack measured (scripts/bench-stack.mjs)

async function apiTarget() {
  const url = `${ports.backendOrigin}/api/${apiVersion}/graphql.json`;
  const headers = {
    'content-type': 'application/json',
    'X-Shopify-Storefront-Access-Token': backendToken('grooming'),
  };
  const list = await (
    await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: '{ products(first: 1) { nodes { handle } } }',
      }),
    })
  ).json();
  const handle = list.data?.products?.nodes?.[0]?.handle;
  if (!handle)
    throw new StackError(
      `The backend returned no product: ${JSON.stringify(list).slice(0, 300)}`,
    );
  const query = `query BenchProduct($handle: String!) {
    product(handle: $handle) {
      id title handle descriptionHtml vendor
      featuredImage { url altText width height }
      priceRange { minVariantPrice { amount currencyCode } }
      variants(first: 10) { nodes { id title availableForSale price { amount currencyCode } selectedOptions { name value } } }
    }
  }`;
  return {
    name: 'backend Storefront API (product query)',
    url,
    method: 'POST',
    headers,
    body: JSON.stringify({query, variables: {handle}}),
  };
}

function bench(target) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const fmt = (n) =>
  Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : '–';

try {
  measured = await benchStack('[bench]', apps, ports);
  const loadBefore = loadavg()[0];
  const targets = [];
  for (const app of apps)
    targets.push(...(await pageTargets(app, ports.urls[app])));
  targets.push(await apiTarget());

  const rows = [];
  for (const target of targets) {
    // Warm-up: a few requests so one-off work (first render, caches) is not measured.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(target.url, {
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
      });
      await res.arrayBuffer();
    }
    process.stdout.write(`[bench] ${target.name} … `);
    const r = await bench(target);
    const errors = r.errors + r.timeouts + r.non2xx;
    console.log(
      `${fmt(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${errors}`,
    );
    rows.push({target, r, errors});
  }

  const hydrogenVersion = JSON.parse(
    readFileSync(
      join(ROOT, 'node_modules/@shopify/hydrogen/package.json'),
      'utf8',
    ),
  ).version;
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT})
      .toString()
      .trim();
  } catch {}
  const path = (url) => new URL(url).pathname;
  const table = rows
    .map(
      ({target, r, errors}) =>
        `| ${target.name} | \`${target.method ?? 'GET'} ${path(target.url)}\` | ${fmt(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${errors} |`,
    )
    .join('\n');
  const doc = `## Pages and API (\`npm run bench\`)

Written by \`npm run bench\` (scripts/bench.mjs): autocannon ${connections} connections × ${duration} s per row,
after 3 warm-up requests, against the production stack (\`npm start\`: both storefronts in MiniOxygen
preview, the embedded backend on SQLite). autocannon runs on the same machine and shares its cores.
Latencies in milliseconds; errors = connection errors + timeouts + non-2xx replies.

How to run: on an idle machine, \`npm run bench\`. It uses the stack \`npm start\` is running, or builds and
starts one (production preview, default ports or \`GROOMING_PORT\` / \`GUM_PORT\` / \`BACKEND_PORT\`) and stops it
afterwards. It finds a collection and a product by following links from each home page.
\`BENCH_DURATION\` (seconds per row) and \`BENCH_CONNECTIONS\` change the load.

| Target | Request | req/s (avg) | p50 | p97.5 | p99 | errors |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${table}

Machine: ${availableParallelism()} cores (nproc), ${cpus()[0]?.model?.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM;
Node ${process.version}; Hydrogen ${hydrogenVersion}; commit ${commit || 'unknown'}; ${new Date().toISOString()}.
Load average (1 min) when the run started: ${loadBefore.toFixed(1)}${loadBefore > availableParallelism() ? ' — other work was running on the machine, so these numbers understate an idle machine' : ''}.

For reference: Hydrogen's own skeleton in preview served about 110–125 home pages/s at 10 connections,
p50 about 75 ms, on this kind of machine. Storefront pages here do more per request (one or more Storefront API
round trips to the backend, which renders from SQLite) and the backend shares the two cores with the worker
and with autocannon, so page numbers include the backend's cost.
`;
  writeBenchSection('pages', doc);
  if (apps.includes('grooming') && apps.includes('gum')) {
    await benchAgainstSkeleton({
      grooming: ports.urls.grooming,
      gum: ports.urls.gum,
      backend: ports.backendOrigin,
    });
  }
  console.log('[bench] wrote docs/benchmarks.md');
} catch (error) {
  console.error(
    `[bench] ${error instanceof StackError ? error.message : (error.stack ?? error)}`,
  );
  process.exitCode = 1;
} finally {
  await measured?.stop();
}
