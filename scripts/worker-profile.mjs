// `npm run profile:worker -- <store> [path] [seconds]`: a CPU profile of a built storefront's worker while
// it serves `path` under load, taken inside workerd (the runtime `shopify hydrogen preview` and Oxygen run)
// through its inspector. `npm start` must be running (the backend, and storefronts/<store>/.env).
// Env: PROFILE_PORT (3700) for the preview, INSPECTOR_PORT (9239).
//
// Why next to `profile:render`: that one renders in Node with an in-memory Cache API, which hides what
// Hydrogen's sub-request cache costs in the worker (each hit is a Cache API lookup, a body read and a JSON
// parse: about a tenth of a page there). docs/perf-log.md, server render cost, fourth round.
// Writes worker-<store>-<time>.cpuprofile (open it in Chrome DevTools) and prints self time by package.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {SourceMap} from 'node:module';
import {join} from 'node:path';
import autocannon from 'autocannon';
import {BIN, ROOT, appDir, childEnv, waitForHttp} from './stack.mjs';

const [store = 'grooming', path = '/', seconds = '8'] = process.argv.slice(2);
const dir = appDir(store);
const port = Number(process.env.PROFILE_PORT ?? 3700);
const inspectorPort = Number(process.env.INSPECTOR_PORT ?? 9239);
if (
  !existsSync(join(dir, 'dist', 'server', 'index.js')) ||
  !existsSync(join(dir, '.env'))
) {
  console.error(
    `build storefronts/${store} and start the stack first (npm start)`,
  );
  process.exit(2);
}

const preview = spawn(
  join(BIN, 'shopify'),
  [
    'hydrogen',
    'preview',
    '--port',
    String(port),
    '--debug',
    '--inspector-port',
    String(inspectorPort),
  ],
  {
    cwd: dir,
    env: childEnv({NODE_ENV: 'production'}),
    stdio: 'ignore',
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);

const url = `http://127.0.0.1:${port}${path}`;
const status = await waitForHttp(url, {
  aborted: () => preview.exitCode !== null && 'the preview exited',
});
if (status !== 200) throw new Error(`${url} answered ${status}`);

// The inspector only takes DevTools' origin.
const [target] = await (
  await fetch(`http://127.0.0.1:${inspectorPort}/json`)
).json();
const socket = new WebSocket(target.webSocketDebuggerUrl, {
  headers: {origin: 'devtools://devtools'},
});
await new Promise((resolve, reject) => {
  socket.addEventListener('open', resolve);
  socket.addEventListener('error', reject);
});
let nextId = 0;
const pending = new Map();
socket.addEventListener('message', (event) => {
  const message = JSON.parse(String(event.data));
  pending.get(message.id)?.(message.result);
  pending.delete(message.id);
});
const send = (method, params = {}) =>
  new Promise((resolve) => {
    pending.set(++nextId, resolve);
    socket.send(JSON.stringify({id: nextId, method, params}));
  });

await autocannon({url, connections: 10, duration: 3}); // caches and the JIT
await send('Profiler.enable');
await send('Profiler.setSamplingInterval', {interval: 200});
await send('Profiler.start');
const load = await autocannon({
  url,
  connections: 10,
  duration: Number(seconds),
});
const {profile} = await send('Profiler.stop');
socket.close();
stop();

const file = `worker-${store}-${Date.now()}.cpuprofile`;
writeFileSync(file, JSON.stringify(profile));
console.log(
  `${store} ${path}: ${load.requests.average.toFixed(0)} req/s under the profiler; profile written to ${file}`,
);

// Self time by package, through the bundle's source map (and Hydrogen's own, which the bundle keeps minified).
const mapOf = (file) => new SourceMap(JSON.parse(readFileSync(file, 'utf8')));
const bundleMap = mapOf(join(dir, 'dist', 'server', 'index.js.map'));
const hydrogenDist = join(
  ROOT,
  'node_modules',
  '@shopify',
  'hydrogen',
  'dist',
  'production',
  'index.js',
);
const hydrogenMap = existsSync(`${hydrogenDist}.map`)
  ? mapOf(`${hydrogenDist}.map`)
  : null;
function groupOf({url: source, lineNumber, columnNumber, functionName}) {
  if (!source.endsWith('index.js')) return `(${functionName || 'native'})`;
  const entry = bundleMap.findEntry(lineNumber, columnNumber);
  let original = entry?.originalSource ?? '?';
  if (hydrogenMap && original.endsWith('hydrogen/dist/production/index.js')) {
    const inner = hydrogenMap.findEntry(
      entry.originalLine,
      entry.originalColumn,
    );
    original = `@shopify/hydrogen/${(inner?.originalSource ?? '?').replace(/^(\.\.\/)+/, '').replace(/\/[^/]+$/, '')}`;
  }
  return original.includes('node_modules/')
    ? original.replace(/.*node_modules\//, '').replace(/\/(cjs|dist)\/.*/, '')
    : original.replace(/^(\.\.\/)+/, '');
}
const self = new Map();
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
let total = 0;
profile.samples.forEach((id, i) => {
  const group = groupOf(byId.get(id).callFrame);
  self.set(group, (self.get(group) ?? 0) + profile.timeDeltas[i]);
  total += profile.timeDeltas[i];
});
for (const [group, time] of [...self]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 20)) {
  console.log(`${((100 * time) / total).toFixed(1).padStart(5)} %  ${group}`);
}
process.exit(0);
