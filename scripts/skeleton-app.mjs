// Hydrogen's unmodified skeleton (`../shared/bench/hydrogen-skeleton.tgz`), built and served in production
// preview on the grooming shop of a running backend, as `../shared/bench/vs-skeleton.mjs` builds it. For the
// side-by-side benches (`bench-real-user.mjs`, `lighthouse-vs-skeleton.mjs`), with the two helpers both use to
// reach a store and pick its pages; never run in tests.
import {spawn, execFileSync} from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ROOT, BIN} from './stack.mjs';

export async function up(url, anyAnswer = false) {
  try {
    const response = await fetch(url);
    return anyAnswer || response.ok;
  } catch {
    return false;
  }
}

/** The first `/<kind>/<handle>` a home page links to: pages of the same kind on every side. */
export async function firstLink(base, kind) {
  const html = await (await fetch(`${base}/`)).text();
  return html.match(new RegExp(`href="(/${kind}/[a-z0-9-]+)"`))?.[1];
}

const envOf = (dir) =>
  Object.fromEntries(
    readFileSync(join(ROOT, dir, '.env'), 'utf8')
      .split('\n')
      .map((l) => l.match(/^([A-Z_]+)\s*=\s*"?([^"\n]*)"?/))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );

/** Builds the skeleton and serves it on `port` (its assets take port + 100): its URL and how to stop it. */
export async function startSkeleton({backend, port, log = console.log}) {
  const work = mkdtempSync(join(tmpdir(), 'skeleton-'));
  execFileSync('tar', [
    'xzf',
    join(ROOT, '..', 'shared', 'bench', 'hydrogen-skeleton.tgz'),
    '-C',
    work,
  ]);
  const app = join(work, 'skeleton');
  symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'));
  copyFileSync(join(ROOT, 'package-lock.json'), join(app, 'package-lock.json'));
  const tokens = envOf('storefronts/grooming');
  writeFileSync(
    join(app, '.env'),
    [
      'SESSION_SECRET="bench-only"',
      `PUBLIC_STORE_DOMAIN="${backend}"`,
      `PUBLIC_STOREFRONT_API_TOKEN="${tokens.PUBLIC_STOREFRONT_API_TOKEN}"`,
      `PRIVATE_STOREFRONT_API_TOKEN="${tokens.PRIVATE_STOREFRONT_API_TOKEN}"`,
      'PUBLIC_STOREFRONT_ID="1"',
      `PUBLIC_CHECKOUT_DOMAIN="${new URL(backend).host}"`,
    ].join('\n') + '\n',
  );
  const childEnv = {
    ...process.env,
    PATH: `${BIN}:${process.env.PATH}`,
    CI: '1',
    SHOPIFY_CLI_NO_ANALYTICS: '1',
    NODE_ENV: 'production',
  };
  log('building the skeleton …');
  execFileSync(join(BIN, 'shopify'), ['hydrogen', 'build'], {
    cwd: app,
    env: childEnv,
    stdio: 'ignore',
  });
  const preview = spawn(
    join(BIN, 'shopify'),
    ['hydrogen', 'preview', '--port', String(port)],
    {cwd: app, env: childEnv, stdio: 'ignore', detached: true},
  );
  const stop = () => {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {}
  };
  process.on('exit', stop);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 90 && !(await up(url)); i++)
    await new Promise((r) => setTimeout(r, 1000));
  if (!(await up(url))) throw new Error('the skeleton did not start');
  return {url, stop};
}
