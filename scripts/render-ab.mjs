// `npm run profile:render-ab -- <store> <path> <base dir> [renders]`: CPU time per server render of two
// builds of a store, interleaved in one process: the build in storefronts/<store>/dist against a copy of an
// earlier one (<base dir>/dist and <base dir>/.env, e.g. `cp -r storefronts/grooming/{dist,.env} /tmp/base`
// before the change). `npm start` must be running (the backend). SKELETON_DIR=<a built Hydrogen skeleton>
// takes that app's build as the current one, as in `profile:render` (e.g. the skeleton on two React versions).
// Why interleaved: on a shared machine the load moves within seconds, so two separate runs differ by more
// than a cut saves; renders taken in turns meet the same load. The lower quartile of each build's renders
// is the least disturbed by other processes (docs/perf-log.md, server render cost).
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {readEnv, renderer} from './render-harness.mjs';

const [store, path, baseDir, renders = '300'] = process.argv.slice(2);
if (!store || !path || !baseDir) {
  console.error(
    'usage: npm run profile:render-ab -- <store> <path> <base dir> [renders]',
  );
  process.exit(2);
}
const dir =
  process.env.SKELETON_DIR ??
  join(
    fileURLToPath(new URL('.', import.meta.url)),
    '..',
    'storefronts',
    store,
  );
const env = readEnv(dir);
const builds = {
  base: await renderer(baseDir, path, env, '?base'),
  current: await renderer(dir, path, env, '?current'),
};
for (let i = 0; i < 30; i++)
  for (const render of Object.values(builds)) await render(); // caches and JIT

const times = {base: [], current: []};
const bytes = {};
for (let i = 0; i < Number(renders); i++) {
  // Alternate which goes first, so neither always follows the other's garbage.
  for (const name of i % 2 ? ['base', 'current'] : ['current', 'base']) {
    const cpu0 = process.cpuUsage();
    bytes[name] = await builds[name]();
    const cpu = process.cpuUsage(cpu0);
    times[name].push((cpu.user + cpu.system) / 1000);
  }
}
const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const row = (name) =>
  `${quantile(times[name], 0.25).toFixed(2)} ms (median ${quantile(times[name], 0.5).toFixed(2)}, mean ${mean(times[name]).toFixed(2)}), ${(bytes[name] / 1024).toFixed(0)} KB`;
const change = (
  100 *
  (quantile(times.current, 0.25) / quantile(times.base, 0.25) - 1)
).toFixed(1);
console.log(
  `${store} ${path}: CPU per render, lower quartile: base ${row('base')} → current ${row('current')}: ${change}%`,
);
