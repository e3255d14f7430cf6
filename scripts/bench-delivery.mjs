#!/usr/bin/env node
/**
 * The pincode answer's server time (issue 23: p95 under 50 ms): GET /api/delivery?pincode=… on a
 * running storefront, one request at a time, for N pincodes picked from the logistics table. First
 * pass: each pincode new (the storefront asks the logistics provider); second pass: the same pincodes
 * again (Hydrogen's cache answers). Prints p50/p95/max per pass.
 *
 *   node scripts/bench-delivery.mjs [storefront origin, default http://127.0.0.1:3001] [N, default 300]
 * Run it against `npm start` with RATE_LIMIT_SCALE high enough for N provider calls a minute.
 */
import {readFileSync} from 'node:fs';

const origin = process.argv[2] ?? 'http://127.0.0.1:3001';
const count = Number(process.argv[3] ?? 300);
const table = JSON.parse(
  readFileSync(
    new URL('../server/src/logistics/pincode-table.json', import.meta.url),
    'utf8',
  ),
);
const all = Object.keys(table.pincodes);
// A fixed stride over the sorted table: every region, the same pincodes on every run.
const picked = Array.from(
  {length: count},
  (_, i) => all[Math.floor((i * all.length) / count)],
);

function percentile(sorted, p) {
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ];
}

async function pass(name) {
  const times = [];
  const statuses = {};
  for (const pincode of picked) {
    const start = performance.now();
    const res = await fetch(`${origin}/api/delivery?pincode=${pincode}`);
    const body = await res.json();
    times.push(performance.now() - start);
    statuses[body.status] = (statuses[body.status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `${name}: n=${times.length} p50 ${ms(percentile(times, 50))} p95 ${ms(percentile(times, 95))} max ${ms(times.at(-1))} answers ${JSON.stringify(statuses)}`,
  );
}

await pass('first ask (provider called)');
await pass('asked again (cached)');
