// `npm run profile:render -- <store> [path] [renders]`: CPU time per server render of a built storefront
// (storefronts/<store>/dist, as `npm start` builds it), measured in Node against the backend the store's
// .env names (so `npm start` must be running). Add `--cpu-prof` to write a V8 profile (open it in Chrome
// DevTools; build with PROFILE_BUILD=1 for readable names). SKELETON_DIR=<a built Hydrogen skeleton
// with its own .env> measures that app the same way.
// Why Node and CPU time: on a shared 2-core machine wall-clock throughput swings with load, CPU time per
// render does not (much); it tracked vs-skeleton's ratios within a few percent (docs/perf-log.md,
// server render cost).
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Session} from 'node:inspector/promises';
import {readEnv, renderer} from './render-harness.mjs';

const args = process.argv.slice(2).filter((a) => a !== '--cpu-prof');
const profile = process.argv.includes('--cpu-prof');
const [store = 'grooming', path = '/', renders = '200'] = args;
const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const dir = process.env.SKELETON_DIR ?? join(root, 'storefronts', store);
const render = await renderer(dir, path, readEnv(dir));

for (let i = 0; i < 20; i++) await render(); // warm caches and the JIT
const session = profile ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
let bytes = 0;
for (let i = 0; i < Number(renders); i++) bytes = await render();
const cpu = process.cpuUsage(cpu0);
const wall = performance.now() - wall0;
if (session) {
  const {profile: result} = await session.post('Profiler.stop');
  const file = `render-${store}-${Date.now()}.cpuprofile`;
  writeFileSync(file, JSON.stringify(result));
  console.log(`profile written to ${file}`);
}
const perRender = (cpu.user + cpu.system) / 1000 / Number(renders);
console.log(
  `${process.env.SKELETON_DIR ? 'skeleton' : store} ${path}: ${perRender.toFixed(2)} ms CPU per render (wall ${(wall / Number(renders)).toFixed(2)} ms), ${(bytes / 1024).toFixed(0)} KB`,
);
