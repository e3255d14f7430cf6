// `npm run bench:search`: search quality and overlay speed against a running stack (npm start, same
// ports). Runs scripts/search-query-set.json on both stores, before (`&exact=1`: the words as typed, what the
// stores did until issue 24) and after the query understanding (shared/search), and prints hit@3 (an expected
// product among the first three results) and the zero-result rate per store and kind; then times the grooming
// overlay's resource route (server time seen on loopback, both modes interleaved) for p50/p95.
// Writes its section of docs/benchmarks.md.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadLine, machineLine, writeBenchSection} from './bench-doc.mjs';
import {ROOT, stackPorts} from './stack.mjs';

const {queries} = JSON.parse(
  readFileSync(join(ROOT, 'scripts/search-query-set.json'), 'utf8'),
);
const {urls} = stackPorts(['grooming', 'gum']);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 3);

/** First result handles and whether anything was found, as the shopper sees them. */
async function results(entry, exact) {
  const q = new URLSearchParams({
    q: entry.query,
    ...(exact ? {exact: '1'} : {}),
  });
  if (entry.store === 'grooming') {
    const started = performance.now();
    const response = await fetch(`${urls.grooming}/api/predictive-search?${q}`);
    const body = await response.json();
    return {
      handles: body.products.map((p) => p.handle),
      ms: performance.now() - started,
      status: response.status,
    };
  }
  const prefix = entry.language === 'en' ? '' : `/${entry.language}`;
  const response = await fetch(`${urls.gum}${prefix}/search?${q}`);
  const html = await response.text();
  const start = html.indexOf('data-testid="search-results"');
  const list = start < 0 ? '' : html.slice(start, html.indexOf('</ul>', start));
  const handles = [
    ...list.matchAll(/href="(?:\/[a-z]{2})?\/products\/([^"?#]+)/g),
  ].map((m) => m[1]);
  return {handles, status: response.status};
}

function score(rows) {
  const hits = rows.filter((r) =>
    r.handles.slice(0, 3).some((h) => r.entry.expect.includes(h)),
  ).length;
  const zero = rows.filter((r) => r.handles.length === 0).length;
  return {
    n: rows.length,
    hit3: (100 * hits) / rows.length,
    zero: (100 * zero) / rows.length,
  };
}

const pct = (n) => `${n.toFixed(1)} %`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ];
};

const rows = {before: [], after: []};
for (const entry of queries) {
  for (const mode of ['before', 'after']) {
    const answer = await results(entry, mode === 'before');
    if (answer.status >= 500)
      throw new Error(`${entry.store} ${entry.query}: HTTP ${answer.status}`);
    rows[mode].push({entry, handles: answer.handles});
  }
}

const groups = [
  ['all', () => true],
  ...['grooming', 'gum'].map((s) => [s, (r) => r.entry.store === s]),
  ...[...new Set(queries.map((q) => q.kind))].map((k) => [
    k,
    (r) => r.entry.kind === k,
  ]),
];
const table = [
  '| Queries | n | hit@3 before | hit@3 after | zero results before | zero results after |',
  '|---|---|---|---|---|---|',
];
for (const [name, keep] of groups) {
  const [b, a] = [
    score(rows.before.filter(keep)),
    score(rows.after.filter(keep)),
  ];
  table.push(
    `| ${name} | ${a.n} | ${pct(b.hit3)} | ${pct(a.hit3)} | ${pct(b.zero)} | ${pct(a.zero)} |`,
  );
}
const exactFirst = (mode) =>
  rows[mode].filter(
    (r) => r.entry.kind === 'exact' && r.entry.expect.includes(r.handles[0]),
  ).length;
const exactCount = queries.filter((q) => q.kind === 'exact').length;
const misses = rows.after.filter(
  (r) => !r.handles.slice(0, 3).some((h) => r.entry.expect.includes(h)),
);

// Overlay speed: the same grooming queries, modes interleaved so machine load hits both alike.
const timings = {before: [], after: []};
const grooming = queries.filter((q) => q.store === 'grooming');
for (const entry of grooming) await results(entry, false); // warm the worker and caches
for (let round = 0; round < ROUNDS; round++) {
  for (const entry of grooming) {
    for (const mode of ['before', 'after'])
      timings[mode].push((await results(entry, mode === 'before')).ms);
  }
}
const speed = [
  '| Overlay /api/predictive-search | requests | p50 | p95 |',
  '|---|---|---|---|',
];
for (const mode of ['before', 'after']) {
  speed.push(
    `| ${mode === 'before' ? 'as typed (`exact=1`)' : 'understood'} | ${timings[mode].length} | ${percentile(timings[mode], 50).toFixed(1)} ms | ${percentile(timings[mode], 95).toFixed(1)} ms |`,
  );
}
const p95 = (mode) => percentile(timings[mode], 95);
const change = ((p95('after') / p95('before') - 1) * 100).toFixed(1);

const markdown = `## Search understanding (\`npm run bench:search\`)

${machineLine()} Load average ${loadLine()}.

Query set: \`scripts/search-query-set.json\`, ${queries.length} queries over both stores (English, exact titles,
Hinglish, Devanagari, misspelt, joined/split words), each with the products it should find. "Before" is
the words as typed (\`&exact=1\`, what both stores searched until issue 24), "after" the query understanding
(shared/search). Grooming is measured on its overlay's resource route, gum on its search page (en and /hi).

${table.join('\n')}

Exact titles ranked first: ${exactFirst('before')} of ${exactCount} before, ${exactFirst('after')} of ${exactCount} after.

Queries still missing after: ${misses.length ? misses.map((r) => `\`${r.entry.store}/${r.entry.language}: ${r.entry.query}\``).join(', ') : 'none'}.

${speed.join('\n')}

p95 change: ${change} % (goal: within 10 %).
`;
console.log(markdown);
writeBenchSection('search', markdown);
console.log('[search-bench] wrote docs/benchmarks.md');
