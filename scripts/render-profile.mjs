// `npm run profile:render -- <store> [path] [renders]`: CPU time per server render of a built storefront
// (storefronts/<store>/dist, as `npm start` builds it), measured in Node against the backend the store's
// .env names (so `npm start` must be running). Add `--cpu-prof` to write a V8 profile (open it in Chrome
// DevTools; build with PROFILE_BUILD=1 for readable names). SKELETON_DIR=<a built Hydrogen skeleton
// with its own .env> measures that app the same way.
// Why Node and CPU time: on a shared 2-core machine wall-clock throughput swings with load, CPU time per
// render does not (much); it tracked vs-skeleton's ratios within a few percent (docs/decisions.md,
// "Server render cost").
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Session} from 'node:inspector/promises';

const args = process.argv.slice(2).filter((a) => a !== '--cpu-prof');
const profile = process.argv.includes('--cpu-prof');
const [store = 'grooming', path = '/', renders = '200'] = args;
const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const dir = process.env.SKELETON_DIR ?? join(root, 'storefronts', store);

// Hydrogen's sub-request cache: an in-memory Cache API, as warm as Oxygen's after the first request.
const entries = new Map();
globalThis.caches = {
  open: async () => ({
    match: async (request) => {
      const entry = entries.get(typeof request === 'string' ? request : request.url);
      return entry ? new Response(entry.body, entry.init) : undefined;
    },
    put: async (request, response) => {
      entries.set(typeof request === 'string' ? request : request.url, {
        body: await response.arrayBuffer(),
        init: {status: response.status, headers: response.headers},
      });
    },
    delete: async () => true,
  }),
};
process.env.NODE_ENV = 'production';
const env = Object.fromEntries(
  readFileSync(join(dir, '.env'), 'utf8')
    .split('\n')
    .map((line) => line.match(/^([A-Z_]+)\s*=\s*"?([^"]*)"?/))
    .filter(Boolean)
    .map((m) => [m[1], m[2]]),
);
const {default: worker} = await import(join(dir, 'dist', 'server', 'index.js'));
const executionContext = {waitUntil: (promise) => promise.catch(() => {}), passThroughOnException() {}};

async function render() {
  const response = await worker.fetch(new Request(`http://127.0.0.1:39999${path}`), env, executionContext);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${html.slice(0, 200)}`);
  return html.length;
}

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
console.log(`${process.env.SKELETON_DIR ? 'skeleton' : store} ${path}: ${perRender.toFixed(2)} ms CPU per render (wall ${(wall / Number(renders)).toFixed(2)} ms), ${(bytes / 1024).toFixed(0)} KB`);
