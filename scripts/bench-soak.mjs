// `npm run bench:soak`: 10 minutes (SOAK_SECONDS) of mixed cart traffic through both storefronts, with
// the resident memory (RSS) of every worker process sampled every 10 s (SOAK_SAMPLE_SECONDS), to see
// whether a worker's memory keeps growing. Writes its section of docs/benchmarks.md.
// Uses the stack `npm start` is running on GROOMING_PORT / GUM_PORT / BACKEND_PORT, or builds and starts
// one (SKIP_BUILD=1 reuses dist/) and stops it afterwards. Processes are found by the port they listen on
// (MiniOxygen's workerd listens on the store's port), so a restarted child is still followed.
// Traffic per simulated shopper, repeated: home page, product page, add to cart (Hydrogen's CartForm
// post to /cart.data), add a second product, the cart page, the upsell API; every third round the shopper
// leaves and a new one (no cookies, a new cart) takes its place. SOAK_SHOPPERS (default 8) run at once.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {
  StackError,
  apiVersion,
  backendToken,
  selectedApps,
  stackPorts,
} from './stack.mjs';
import {benchStack} from './bench-stack.mjs';
import {loadLine, machineLine, writeBenchSection} from './bench-doc.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 8);
const apps = selectedApps();
const ports = stackPorts(apps);
let measured; // the stack measured (scripts/bench-stack.mjs)

// ---------------------------------------------------------------------------------------------
// Processes and memory

/** pid of the process listening on `port` (from `ss -ltnp`), or undefined. */
function listenerPid(port) {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], {
      encoding: 'utf8',
    });
    return Number(out.match(/pid=(\d+)/)?.[1]) || undefined;
  } catch {
    return undefined;
  }
}

/** Resident memory in MB, from /proc/<pid>/status (VmRSS). */
function rssMb(pid) {
  try {
    const kb = Number(
      readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1],
    );
    return kb / 1024;
  } catch {
    return NaN;
  }
}

const processName = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
};

/** What is sampled: each storefront's worker (the process on its port) and the backend. */
function targets() {
  return [
    ...apps.map((app) => ({
      name: `${app} worker`,
      pid: listenerPid(ports.appPorts[app]),
    })),
    {name: 'backend', pid: listenerPid(ports.backendPort)},
  ];
}

// ---------------------------------------------------------------------------------------------
// Traffic

async function catalogue(app) {
  const res = await fetch(
    `${ports.backendOrigin}/api/${apiVersion}/graphql.json`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Shopify-Storefront-Access-Token': backendToken(app),
      },
      body: JSON.stringify({
        query:
          '{ products(first: 30) { nodes { handle availableForSale variants(first: 3) { nodes { id availableForSale quantityAvailable } } } } }',
      }),
    },
  );
  const products = (await res.json()).data.products.nodes.filter(
    (p) => p.availableForSale,
  );
  const items = products.flatMap((p) =>
    p.variants.nodes
      .filter((v) => v.availableForSale && v.quantityAvailable > 50)
      .map((v) => ({handle: p.handle, variant: v.id})),
  );
  if (items.length < 2)
    throw new StackError(`${app}: fewer than 2 products in stock`);
  return items;
}

const counts = {requests: 0, errors: 0, byStatus: {}};
let firstError = '';

/** One shopper's cookie jar (name → value) and requests through it. */
function session(base) {
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return async function request(path, init = {}) {
    counts.requests++;
    try {
      const res = await fetch(base + path, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers ?? {}),
          cookie: cookieHeader(),
          'user-agent': 'bench-soak',
        },
        signal: AbortSignal.timeout(30_000),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const i = pair.indexOf('=');
        jar.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
      }
      await res.arrayBuffer();
      counts.byStatus[res.status] = (counts.byStatus[res.status] ?? 0) + 1;
      if (res.status >= 500) throw new Error(`${res.status} ${path}`);
      return res;
    } catch (error) {
      counts.errors++;
      firstError ||= error.message;
      return undefined;
    }
  };
}

function cartPost(request, base, action, inputs) {
  const body = new URLSearchParams({
    cartFormInput: JSON.stringify({action, inputs}),
  });
  return request('/cart.data', {
    method: 'POST',
    body,
    headers: {
      origin: base,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
}

async function shopper(n, items, deadline) {
  const app = apps[n % apps.length];
  const base = ports.urls[app];
  const list = items[app];
  let round = 0;
  let request = session(base);
  while (Date.now() < deadline) {
    if (round > 0 && round % 3 === 0) request = session(base); // a new shopper: no cookie, a new cart
    const a = list[(n + round) % list.length];
    const b = list[(n + round + 1) % list.length];
    await request('/');
    await request(`/products/${a.handle}`);
    await cartPost(request, base, 'LinesAdd', {
      lines: [{merchandiseId: a.variant, quantity: 1}],
    });
    await cartPost(request, base, 'LinesAdd', {
      lines: [{merchandiseId: b.variant, quantity: 2}],
    });
    await request('/cart');
    await request('/api/upsell');
    round++;
  }
}

// ---------------------------------------------------------------------------------------------

const fmt = (mb) => (Number.isFinite(mb) ? mb.toFixed(0) : '–');

try {
  measured = await benchStack('[bench:soak]', apps, ports);
  const target = measured.used;
  const items = Object.fromEntries(
    await Promise.all(apps.map(async (app) => [app, await catalogue(app)])),
  );
  const loadAtStart = loadLine();
  const samples = [];
  const sample = (t) => {
    const row = {t, load: loadLine().split(' / ')[0], rss: {}, pids: {}};
    for (const {name, pid} of targets()) {
      row.rss[name] = pid ? rssMb(pid) : NaN;
      row.pids[name] = pid;
    }
    samples.push(row);
    console.log(
      `[bench:soak] t=${t}s ${Object.entries(row.rss)
        .map(([k, v]) => `${k} ${fmt(v)} MB`)
        .join(', ')} (load ${row.load}, ${counts.requests} requests)`,
    );
  };
  const names = targets().map((t) => `${t.name} (${processName(t.pid)})`);
  console.log(
    `[bench:soak] ${SHOPPERS} shoppers for ${SECONDS} s, RSS every ${SAMPLE_SECONDS} s of: ${names.join(', ')}`,
  );
  const started = Date.now();
  sample(0);
  const timer = setInterval(
    () => sample(Math.round((Date.now() - started) / 1000)),
    SAMPLE_SECONDS * 1000,
  );
  await Promise.all(
    Array.from({length: SHOPPERS}, (_, n) =>
      shopper(n, items, started + SECONDS * 1000),
    ),
  );
  clearInterval(timer);
  sample(Math.round((Date.now() - started) / 1000));
  // After the traffic: does memory come back down once the worker is idle?
  await new Promise((r) => setTimeout(r, SAMPLE_SECONDS * 1000));
  sample(Math.round((Date.now() - started) / 1000));

  const columns = Object.keys(samples[0].rss);
  const summary = columns.map((name) => {
    const values = samples.map((s) => s.rss[name]).filter(Number.isFinite);
    const firstAfterWarmup =
      samples.find((s) => s.t >= 60)?.rss[name] ?? values[0];
    const lastLoaded = samples.at(-2)?.rss[name];
    const restarted = new Set(samples.map((s) => s.pids[name])).size > 1;
    return `| ${name} | ${fmt(values[0])} | ${fmt(firstAfterWarmup)} | ${fmt(Math.max(...values))} | ${fmt(lastLoaded)} | ${fmt(values.at(-1))} | ${restarted ? 'yes' : 'no'} |`;
  });
  const series = samples
    .map(
      (s) =>
        `| ${s.t} | ${columns.map((c) => fmt(s.rss[c])).join(' | ')} | ${s.load} |`,
    )
    .join('\n');
  const statuses = Object.entries(counts.byStatus)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const section = `## Soak: worker memory under cart traffic (\`npm run bench:soak\`)

\`scripts/bench-soak.mjs\` against ${target}: ${SHOPPERS} simulated shoppers for ${SECONDS} s (half per store), each
repeating home page, product page, two adds to cart (Hydrogen's CartForm post), the cart page and the upsell API;
every third round a new shopper (no cookies, a new cart). RSS (resident memory, MB) of each process sampled every
${SAMPLE_SECONDS} s from \`/proc\`, plus one sample ${SAMPLE_SECONDS} s after the traffic stopped. The machine is
shared (8 engineers on 2 cores), so load averages are high and the absolute numbers are noisy; the shape
(growing or flat after warm-up) is what this measures.

| Process | start | at 60 s | max | end of traffic | idle after | restarted |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
${summary.join('\n')}

Requests: ${counts.requests} (${statuses}); errors (5xx or no answer): ${counts.errors}${firstError ? ` (first: ${firstError})` : ''}.
${machineLine()}
Load average (1 / 5 / 15 min) at the start: ${loadAtStart}.

<details><summary>Every sample</summary>

| t (s) | ${columns.join(' | ')} | load (1 min) |
| ---: | ${columns.map(() => '---:').join(' | ')} | ---: |
${series}

</details>`;
  if (process.env.SOAK_WRITE !== '0') {
    writeBenchSection('soak', section);
    console.log('[bench:soak] wrote docs/benchmarks.md');
  }
} catch (error) {
  console.error(
    `[bench:soak] ${error instanceof StackError ? error.message : (error.stack ?? error)}`,
  );
  process.exitCode = 1;
} finally {
  await measured?.stop();
}
