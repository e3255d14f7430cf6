// `node scripts/product-page-js.mjs <grooming|gum> [dist dir]`: the JavaScript a product page loads before
// any lazy import (entry.client, root, the product route and their static imports), gzip bytes per file
// and in all, from a build (`npm run build`). Used for the product page's JS budget (docs/benchmarks.md).
// `PAGE=home` or `PAGE=collection` counts that page's route instead.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

const PAGES = {
  product: 'products\\._handle',
  collection: 'collections\\._handle',
  home: '_index',
};
const page = process.env.PAGE ?? 'product';
const ROUTES = {
  grooming: new RegExp(`^${PAGES[page]}-.*\\.js$`),
  gum: new RegExp(`^\\(_locale\\)\\.${PAGES[page]}-.*\\.js$`),
};
const [store, dir = `storefronts/${store}/dist/client`] = process.argv.slice(2);
if (!PAGES[page] || !ROUTES[store] || !existsSync(join(dir, 'assets'))) {
  console.error(
    'usage: node scripts/product-page-js.mjs <grooming|gum> [dist/client dir] (build first)',
  );
  process.exit(1);
}
const assets = join(dir, 'assets');
const files = readdirSync(assets);
const seen = new Set();
function walk(file) {
  if (!file || seen.has(file)) return;
  seen.add(file);
  // Static imports and re-exports only: `import("./x.js")` (lazy) is not followed.
  for (const m of readFileSync(join(assets, file), 'utf8').matchAll(
    /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  ))
    walk(m[1]);
}
for (const pattern of [
  /^entry\.client-.*\.js$/,
  /^root-.*\.js$/,
  ROUTES[store],
])
  walk(files.find((f) => pattern.test(f)));
let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(assets, file))).length;
  total += size;
  console.log(String(size).padStart(7), file);
}
console.log(
  String(total).padStart(7),
  `gzip bytes: ${store} ${page} page, static JS`,
);
