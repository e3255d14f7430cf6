/**
 * The real backend (server/src/main.ts) as a child process on a free port with a temp DATA_DIR, for
 * security tests that must see what an attacker sees: HTTP answers, the process staying up, its log.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import net from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface BackendProcess {
  base: string;
  dataDir: string;
  /** Everything the process printed so far (stdout + stderr). */
  log(): string;
  /** Null while running. */
  exitCode(): number | null | 'signal';
  /** kill -9: the process dies at once, whatever it was doing; resolves once it is gone. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The caller's environment without test switches: the child inherits those only when the test sets them. */
export function inheritedEnv(): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      value !== undefined &&
      !/^(PROVIDER_TEST_FAULTS|PHONE_LOGIN_TEST_NUMBERS|STOREFRONT_ORIGINS_|MULTIPASS_SECRET_|DATA_DIR$)/.test(
        name,
      )
    )
      clean[name] = value;
  }
  return clean;
}

/** Starts the backend and resolves once it answers HTTP (seeding a new data directory takes a few seconds). */
export async function startBackend({
  env = {},
  dataDir,
}: {
  env?: Record<string, string>;
  dataDir?: string;
} = {}): Promise<BackendProcess> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'security-backend-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  let exit: number | null | 'signal' = null;
  const clean = inheritedEnv();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/src/main.ts'],
    {
      cwd: ROOT,
      env: {...clean, BACKEND_PORT: String(port), DATA_DIR: dir, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = signal ? 'signal' : code;
      resolve();
    }),
  );

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exit !== null)
      throw new Error(`backend exited (${exit}) before answering:\n${output}`);
    try {
      await fetch(`${base}/`, {signal: AbortSignal.timeout(2000)});
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`backend did not answer within 30 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    base,
    dataDir: dir,
    log: () => output,
    exitCode: () => exit,
    async kill9() {
      if (exit === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (exit === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (exit === null) child.kill('SIGKILL');
      }
      if (!dataDir) rmSync(dir, {recursive: true, force: true});
    },
  };
}

/** What any answer must never contain: a stack trace or a path on this machine. */
export const LEAK =
  /\bat [\w.<>]+ \(|node:internal|\/work\/|\/home\/|\/tmp\/|file:\/\/|[\w-]+\.ts:\d+|Error: .*\n\s+at /;
