// `npm run bench:load`: N concurrent simulated shoppers (default 200) against the backend's Storefront API,
// each doing ROUNDS rounds of: product query, cartCreate with a line, cartLinesAdd, cartLinesUpdate and
// the cart read Hydrogen makes (the exact documents Hydrogen's cart handler sends). Reports p50/p99/max
// per operation, how many took over 3 s, and checks every final cart is exactly what its shopper built.
// Writes its section of docs/benchmarks.md. A measurement, not a test: nothing here fails on slowness.
// Uses the backend on BACKEND_PORT if one answers, else starts one on a temp DATA_DIR and stops it after.
// Shoppers pause between operations like people do (LOAD_THINK_MS, default 1000, each pause 0.5–1.5×);
// LOAD_THINK_MS=0 is a saturation test instead (every shopper fires back to back).
// Options (environment): LOAD_SHOPPERS (200), LOAD_ROUNDS (5), LOAD_THINK_MS, BACKEND_PORT, LOAD_WRITE=0 (print only).
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir, availableParallelism} from 'node:os';
import {join} from 'node:path';
import {
  ROOT,
  StackError,
  apiVersion,
  backendToken,
  childEnv,
  node22,
  portInUse,
  stackPorts,
  waitForHttp,
  watchParent,
} from './stack.mjs';
import {
  loadLine,
  machineLine,
  percentile,
  writeBenchSection,
} from './bench-doc.mjs';

const {CART_CREATE, CART_LINES_ADD, CART_LINES_UPDATE, CART_QUERY} =
  await import(join(ROOT, 'server/test/cart/hydrogen-documents.ts'));

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 200);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 5);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const SLOW_MS = 3000;
const think = () =>
  THINK_MS > 0
    ? new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())))
    : undefined;
const {backendPort, backendOrigin} = stackPorts([]);
const apiUrl = `${backendOrigin}/api/${apiVersion}/graphql.json`;
const SHOPS = ['grooming', 'gum'];

let backendChild;
let tempDir;
async function stopBackend() {
  if (!backendChild || backendChild.exitCode !== null) return;
  const exited = new Promise((r) => backendChild.once('exit', r));
  backendChild.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (tempDir) rmSync(tempDir, {recursive: true, force: true});
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => stopBackend().then(() => process.exit(130)));
watchParent(() => stopBackend().then(() => process.exit(143)));

async function ensureBackend() {
  if (await portInUse(backendPort)) {
    console.log(`[bench:load] using the backend on ${backendOrigin}`);
    return 'a running backend';
  }
  tempDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  console.log(
    `[bench:load] starting a backend on ${backendOrigin} (DATA_DIR ${tempDir})`,
  );
  backendChild = spawn(
    node22(),
    ['--disable-warning=ExperimentalWarning', 'server/src/main.ts'],
    {
      cwd: ROOT,
      env: childEnv({BACKEND_PORT: String(backendPort), DATA_DIR: tempDir}),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForHttp(`${backendOrigin}/`, {
    timeoutMs: 60_000,
    aborted: () => backendChild.exitCode !== null && 'the backend exited',
  });
  return 'a fresh backend (seeded temp database)';
}

async function gql(shop, query, variables) {
  const res = await fetch(apiUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': backendToken(shop),
    },
    body: JSON.stringify({query, variables}),
    signal: AbortSignal.timeout(60_000),
  });
  const body = await res.json();
  if (res.status !== 200 || body.errors)
    throw new Error(
      `HTTP ${res.status}: ${JSON.stringify(body.errors ?? body).slice(0, 200)}`,
    );
  return body.data;
}

const PRODUCT = `query BenchLoadProduct($handle: String!) {
  product(handle: $handle) {
    id title handle descriptionHtml vendor
    featuredImage { url altText width height }
    priceRange { minVariantPrice { amount currencyCode } }
    variants(first: 10) { nodes { id title availableForSale quantityAvailable price { amount currencyCode } selectedOptions { name value } } }
  }
}`;

/** Per shop: product handles and two variants with plenty of stock. */
async function catalogue(shop) {
  const data = await gql(
    shop,
    `{ products(first: 50) { nodes { handle variants(first: 5) { nodes { id quantityAvailable availableForSale } } } } }`,
  );
  const products = data.products.nodes;
  const variants = products
    .flatMap((p) => p.variants.nodes)
    .filter((v) => v.availableForSale && v.quantityAvailable >= 20)
    .map((v) => v.id);
  if (variants.length < 2)
    throw new StackError(`${shop}: fewer than 2 variants in stock`);
  return {handles: products.map((p) => p.handle), variants};
}

const samples = {
  product: [],
  cartCreate: [],
  cartLinesAdd: [],
  cartLinesUpdate: [],
  cartRead: [],
};
const slowTimes = [];
const timeline = [];
let errors = 0;
let wrongCarts = 0;
let firstError = '';
const started = performance.now();

async function timed(name, work) {
  await think();
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    const ms = performance.now() - t0;
    samples[name].push(ms);
    timeline.push([(t0 - started) / 1000, ms]);
    if (ms > SLOW_MS) slowTimes.push(((t0 - started) / 1000).toFixed(1));
  }
}

async function shopper(n, shops) {
  const shop = SHOPS[n % 2];
  const {handles, variants} = shops[shop];
  for (let round = 0; round < ROUNDS; round++) {
    try {
      const a = variants[(n + round) % variants.length];
      const b = variants[(n + round + 1) % variants.length];
      const [qa, qb, qa2] = [
        1 + (n % 3),
        1 + (round % 2),
        2 + ((n + round) % 4),
      ];
      await timed('product', () =>
        gql(shop, PRODUCT, {handle: handles[(n + round) % handles.length]}),
      );
      const created = await timed('cartCreate', () =>
        gql(shop, CART_CREATE, {
          input: {lines: [{merchandiseId: a, quantity: qa}]},
        }),
      );
      const cartId = created.cartCreate.cart.id;
      await timed('cartLinesAdd', () =>
        gql(shop, CART_LINES_ADD, {
          cartId,
          lines: [{merchandiseId: b, quantity: qb}],
        }),
      );
      const read1 = await gql(shop, CART_QUERY, {cartId});
      const lineA = read1.cart.lines.edges
        .map((e) => e.node)
        .find((l) => l.merchandise.id === a);
      await timed('cartLinesUpdate', () =>
        gql(shop, CART_LINES_UPDATE, {
          cartId,
          lines: [{id: lineA.id, quantity: qa2}],
        }),
      );
      const cart = (
        await timed('cartRead', () => gql(shop, CART_QUERY, {cartId}))
      ).cart;
      const got = Object.fromEntries(
        cart.lines.edges.map(({node: l}) => [l.merchandise.id, l.quantity]),
      );
      const want = {[a]: qa2, [b]: qb};
      if (
        cart.totalQuantity !== qa2 + qb ||
        JSON.stringify(got, Object.keys(want).sort()) !==
          JSON.stringify(want, Object.keys(want).sort())
      ) {
        wrongCarts++;
      }
    } catch (error) {
      errors++;
      firstError ||= error.message;
    }
  }
}

const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(0) : '–');
function row(name, list) {
  const sorted = [...list].sort((x, y) => x - y);
  return {
    name,
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    slow: sorted.filter((ms) => ms > SLOW_MS).length,
  };
}

try {
  const target = await ensureBackend();
  const shops = Object.fromEntries(
    await Promise.all(SHOPS.map(async (s) => [s, await catalogue(s)])),
  );
  // Warm-up: one round of each document so schema building and first compiles are not measured.
  await shopperWarmup(shops);
  const load = loadLine();
  console.log(
    `[bench:load] ${SHOPPERS} shoppers × ${ROUNDS} rounds (load average ${load}) …`,
  );
  const t0 = performance.now();
  await Promise.all(
    Array.from({length: SHOPPERS}, (_, n) => shopper(n, shops)),
  );
  const seconds = (performance.now() - t0) / 1000;
  const rows = [
    ...Object.entries(samples).map(([name, list]) => row(name, list)),
    row('all', Object.values(samples).flat()),
  ];
  const total = rows.at(-1);
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(16)} n=${r.count} p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99)} ms  max ${fmt(r.max)} ms  >3 s: ${r.slow}`,
    );
  console.log(
    `  ${(total.count / seconds).toFixed(0)} ops/s over ${seconds.toFixed(1)} s; errors ${errors}; carts not exact ${wrongCarts}${firstError ? `; first error: ${firstError}` : ''}`,
  );
  if (process.env.LOAD_TIMELINE === '1') {
    for (let sec = 0; sec < Math.ceil(seconds); sec += 2) {
      const here = timeline
        .filter(([t]) => t >= sec && t < sec + 2)
        .map(([, ms]) => ms)
        .sort((x, y) => x - y);
      console.log(
        `  t=${sec}s n=${here.length} p50 ${fmt(percentile(here, 50))} p99 ${fmt(percentile(here, 99))} max ${fmt(here.at(-1))}`,
      );
    }
  }
  if (slowTimes.length)
    console.log(`  slow operations started at (s): ${slowTimes.join(', ')}`);

  const table = rows
    .map(
      (r) =>
        `| ${r.name === 'all' ? '**all**' : `\`${r.name}\``} | ${r.count} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.slow} |`,
    )
    .join('\n');
  const section = `## Load: ${SHOPPERS} concurrent shoppers against the backend (\`npm run bench:load\`)

\`scripts/bench-load.mjs\`: ${SHOPPERS} simulated shoppers started at the same moment (half per shop) against
${target}'s Storefront API, ${ROUNDS} rounds each of: product query, \`cartCreate\` with a line, \`cartLinesAdd\`,
\`cartLinesUpdate\` and the cart read, with the documents Hydrogen's cart handler sends; ${THINK_MS > 0 ? `a pause of ${THINK_MS / 2}–${(THINK_MS * 1.5).toFixed(0)} ms before each operation (a shopper reading the page)` : 'no pause between operations (saturation)'}. The load generator runs on the same 2 cores as the
backend. Latencies in milliseconds, measured by the client (queueing included).

| Operation | count | p50 | p99 | max | > 3 s |
| --- | ---: | ---: | ---: | ---: | ---: |
${table}

Throughput ${(total.count / seconds).toFixed(0)} operations/s over ${seconds.toFixed(1)} s; errors ${errors}; carts not exactly what their shopper built: ${wrongCarts}.
${machineLine()}
Load average (1 / 5 / 15 min) at the start: ${load}${Number(load.split(' ')[0]) > availableParallelism() ? ' — the machine was shared with other work, so these numbers are noisier and slower than on an idle machine' : ''}.
Targets (issue 10): p99 under 300 ms and nothing over 3 s.`;
  if (process.env.LOAD_WRITE !== '0') {
    writeBenchSection('load', section);
    console.log('[bench:load] wrote docs/benchmarks.md');
  }
  if (errors || wrongCarts) process.exitCode = 1;
} catch (error) {
  console.error(
    `[bench:load] ${error instanceof StackError ? error.message : (error.stack ?? error)}`,
  );
  process.exitCode = 1;
} finally {
  await stopBackend();
}

async function shopperWarmup(shops) {
  for (const shop of SHOPS) {
    const {handles, variants} = shops[shop];
    await gql(shop, PRODUCT, {handle: handles[0]});
    const cartId = (
      await gql(shop, CART_CREATE, {
        input: {lines: [{merchandiseId: variants[0], quantity: 1}]},
      })
    ).cartCreate.cart.id;
    await gql(shop, CART_LINES_ADD, {
      cartId,
      lines: [{merchandiseId: variants[1], quantity: 1}],
    });
    const line = (await gql(shop, CART_QUERY, {cartId})).cart.lines.edges[0]
      .node;
    await gql(shop, CART_LINES_UPDATE, {
      cartId,
      lines: [{id: line.id, quantity: 2}],
    });
  }
}
