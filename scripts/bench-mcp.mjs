#!/usr/bin/env node
// `npm run bench:mcp`: the Storefront MCP endpoint's server time (issue 37: tools/call for search and for
// delivery under 100 ms at p95) against a running stack (npm start, same ports). One request at a time on
// loopback, so the time is the store's: search_shop_catalog over a fixed query mix per store (English,
// Hinglish, Hindi, needs) and check_delivery over pincodes picked across the logistics table (first pass:
// each pincode new, the provider asked; then repeats). Each simulated agent is its own buyer IP
// (`oxygen-buyer-ip`, which MiniOxygen passes through; Oxygen sets it) and stays under the per-IP limits.
// Writes its section of docs/benchmarks.md.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  loadLine,
  machineLine,
  percentile,
  writeBenchSection,
} from './bench-doc.mjs';
import {ROOT, stackPorts} from './stack.mjs';

const ROUNDS = Number(process.env.MCP_BENCH_ROUNDS ?? 20);
const PINCODES = Number(process.env.MCP_BENCH_PINCODES ?? 20);
/** Calls per simulated agent: under the endpoint's 120 and the delivery look-ups' 20. */
const CALLS_PER_AGENT = 15;

const {urls} = stackPorts(['grooming', 'gum']);
const SEARCHES = {
  grooming: [
    {query: 'beard oil'},
    {query: 'dadhi ka tel'},
    {query: 'razor ke daane'},
    {query: 'trimer'},
    {query: 'office ke liye khushbu'},
  ],
  gum: [
    {query: 'इलायची', language: 'hi'},
    {query: 'elaichi'},
    {query: 'bidi chhodni hai'},
    {query: 'pudina gum'},
    {query: 'मुँह से बदबू', language: 'hi'},
  ],
};
const table = JSON.parse(
  readFileSync(join(ROOT, 'server/src/logistics/pincode-table.json'), 'utf8'),
);
const all = Object.keys(table.pincodes);
const pincodes = Array.from(
  {length: PINCODES},
  (_, i) => all[Math.floor((i * all.length) / PINCODES)],
);

let calls = 0;
const agentIp = () => {
  const agent = Math.floor(calls++ / CALLS_PER_AGENT);
  return `198.51.${100 + Math.floor(agent / 250)}.${(agent % 250) + 1}`;
};

async function call(store, name, args) {
  const started = performance.now();
  const response = await fetch(`${urls[store]}/api/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2025-06-18',
      'oxygen-buyer-ip': agentIp(),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: calls,
      method: 'tools/call',
      params: {name, arguments: args},
    }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200 || body.error || body.result?.isError)
    throw new Error(
      `${store} ${name} ${JSON.stringify(args)}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  return {ms, result: body.result.structuredContent};
}

const rows = [];
const summary = (label, times, note) => {
  const sorted = [...times].sort((a, b) => a - b);
  rows.push(
    `| ${label} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 95).toFixed(1)} ms | ${sorted.at(-1).toFixed(1)} ms | ${note} |`,
  );
  return percentile(sorted, 95);
};

const p95s = [];
for (const store of ['grooming', 'gum']) {
  // Warm the worker, the vocabulary and the search answers once, as a running store is.
  for (const search of SEARCHES[store])
    await call(store, 'search_shop_catalog', search);
  const search = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const args of SEARCHES[store])
      search.push((await call(store, 'search_shop_catalog', args)).ms);
  p95s.push(
    summary(
      `${store} search_shop_catalog`,
      search,
      `${SEARCHES[store].length} queries × ${ROUNDS}`,
    ),
  );

  const first = [];
  const statuses = {};
  for (const pincode of pincodes) {
    const {ms, result} = await call(store, 'check_delivery', {pincode});
    first.push(ms);
    statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  }
  summary(
    `${store} check_delivery, each pincode new`,
    first,
    `provider asked; answers ${JSON.stringify(statuses).replaceAll('"', '')}`,
  );
  const again = [];
  for (let round = 0; round < Math.max(1, Math.floor(ROUNDS / 4)); round++)
    for (const pincode of pincodes)
      again.push((await call(store, 'check_delivery', {pincode})).ms);
  p95s.push(summary(`${store} check_delivery, repeats`, again, 'kept answers'));
}

const markdown = `## Storefront MCP (\`npm run bench:mcp\`)

${machineLine()} Load average ${loadLine()}.

\`POST /api/mcp\` \`tools/call\` one at a time on loopback against \`npm start\` (MiniOxygen), each simulated
agent its own buyer IP. Goal (issue 37): search and delivery under 100 ms of server time at p95.

| Tool call | requests | p50 | p95 | max | |
|---|---|---|---|---|---|
${rows.join('\n')}

Worst p95 of search and repeated delivery: ${Math.max(...p95s).toFixed(1)} ms.
`;
console.log(markdown);
writeBenchSection('mcp', markdown);
console.log('[bench-mcp] wrote docs/benchmarks.md');
