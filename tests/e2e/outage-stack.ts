/**
 * A private stack for the outage specs: one backend (temporary DATA_DIR, its own port) and one
 * storefront (the built dist/, `shopify hydrogen preview` on its own port) pointed at it. The specs
 * stop, freeze (SIGSTOP) and kill this backend; the shared stack that every other spec uses is never
 * touched. Requires the storefront to be built (npm test and npm start build it).
 */
import {test, type Page, type Response} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
// @ts-expect-error plain ESM script without types
import {ROOT, appDir, childEnv, node22, stackSecrets, storefrontEnvText, waitForHttp} from '../../scripts/stack.mjs';

type Store = 'grooming' | 'gum';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({port: 0, host: '127.0.0.1'}, () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Signals the child's whole process group (it was started detached, as its group leader). */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, name);
  } catch {
    child.kill(name);
  }
}

export class OutageStack {
  readonly store: Store;
  readonly backendPort: number;
  readonly storePort: number;
  readonly dataDir: string;
  private backend: ChildProcess | null = null;
  private storefront: ChildProcess | null = null;
  private readonly log: string[] = [];

  private constructor(store: Store, backendPort: number, storePort: number) {
    this.store = store;
    this.backendPort = backendPort;
    this.storePort = storePort;
    this.dataDir = mkdtempSync(join(tmpdir(), `outage-${store}-`));
  }

  static async start(store: Store): Promise<OutageStack> {
    const stack = new OutageStack(store, await freePort(), await freePort());
    try {
      await stack.startBackend();
      await stack.startStorefront();
    } catch (error) {
      await stack.stop();
      throw new Error(`${(error as Error).message}\n${stack.log.slice(-30).join('\n')}`);
    }
    return stack;
  }

  get url() {
    return `http://127.0.0.1:${this.storePort}`;
  }

  get backendOrigin() {
    return `http://127.0.0.1:${this.backendPort}`;
  }

  private spawn(name: string, cmd: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv}) {
    const child = spawn(cmd, args, {...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) this.log.push(`[${name}] ${line}`);
      if (this.log.length > 200) this.log.splice(0, this.log.length - 200);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return child;
  }

  /** Starts (or restarts, on the same data) the backend and waits until it answers. */
  async startBackend() {
    this.backend = this.spawn('backend', node22(), ['--disable-warning=ExperimentalWarning', 'server/src/main.ts'], {
      cwd: ROOT,
      env: childEnv({BACKEND_PORT: String(this.backendPort), DATA_DIR: this.dataDir, RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '20'}),
    });
    await waitForHttp(`${this.backendOrigin}/`, {timeoutMs: 60_000});
  }

  private async startStorefront() {
    // The app's .env pointed at this backend, with this data directory's secrets (as npm start does).
    const envFile = join(this.dataDir, `${this.store}.env`);
    writeFileSync(envFile, storefrontEnvText(this.store, this.backendOrigin, stackSecrets(this.dataDir)[this.store]), {mode: 0o600});
    this.storefront = this.spawn(
      this.store,
      join(ROOT, 'node_modules', '.bin', 'shopify'),
      ['hydrogen', 'preview', '--port', String(this.storePort), '--env-file', envFile],
      {cwd: appDir(this.store), env: childEnv({NODE_ENV: 'production'})},
    );
    await waitForHttp(`${this.url}/`, {timeoutMs: 60_000});
  }

  /** Backend stopped the way an operator stops it (SIGTERM), and gone. */
  async stopBackend() {
    if (!this.backend) return;
    signal(this.backend, 'SIGTERM');
    await exited(this.backend);
  }

  /** Backend frozen: the port still accepts connections, nothing answers. */
  freezeBackend() {
    if (this.backend) signal(this.backend, 'SIGSTOP');
  }

  thawBackend() {
    if (this.backend) signal(this.backend, 'SIGCONT');
  }

  /** Backend killed outright (kill -9). */
  async killBackend() {
    if (!this.backend) return;
    signal(this.backend, 'SIGCONT');
    signal(this.backend, 'SIGKILL');
    await exited(this.backend);
  }

  async stop() {
    for (const child of [this.storefront, this.backend]) {
      if (!child) continue;
      signal(child, 'SIGCONT');
      signal(child, 'SIGTERM');
    }
    await Promise.race([
      Promise.all([this.storefront, this.backend].map((c) => (c ? exited(c) : undefined))),
      new Promise((r) => setTimeout(r, 5000)),
    ]);
    for (const child of [this.storefront, this.backend]) if (child) signal(child, 'SIGKILL');
    rmSync(this.dataDir, {recursive: true, force: true});
  }
}

/** The Storefront API timeout (shared/hydrogen/timeouts.ts) plus room for a loaded machine. */
export const ANSWER_WITHIN_MS = 5000 + 6000;

/**
 * For an outage spec file: runs its tests serially against one private stack of `store`, started
 * before the first test and stopped after the last. Returns the stack and page helpers on it.
 */
export function privateOutageStack(store: Store) {
  let stack: OutageStack | undefined;
  let searches = 0;
  test.describe.configure({mode: 'serial', timeout: 90_000});
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    stack = await OutageStack.start(store);
  });
  test.afterAll(async () => {
    await stack?.stop();
  });
  const current = (): OutageStack => {
    if (!stack) throw new Error('the outage stack is not running');
    return stack;
  };
  return {
    get stack() {
      return current();
    },
    /** A search nobody has made before on this stack: never in the sub-request cache. */
    freshSearch: (word: string) => `/search?q=${word}+${Date.now().toString(36)}${++searches}`,
    /** Goes to `path` on the stack; answers the response and how long it took. */
    async gotoTimed(page: Page, path: string): Promise<{response: Response; ms: number}> {
      const started = Date.now();
      const response = await page.goto(`${current().url}${path}`);
      if (!response) throw new Error(`no response for ${path}`);
      return {response, ms: Date.now() - started};
    },
  };
}
