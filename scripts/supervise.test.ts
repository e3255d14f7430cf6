/**
 * `npm start` supervision (scripts/supervise.mjs through scripts/stack.mjs): a child killed with SIGKILL
 * is logged and started again, answers HTTP again, and stop() ends it for good (no restart after).
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
// @ts-expect-error plain ESM script without types
import {backoffDelay, supervise} from './supervise.mjs';
// @ts-expect-error plain ESM script without types
import {startStack} from './stack.mjs';

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, {recursive: true, force: true});
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, {signal: AbortSignal.timeout(2000)});
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A dummy child like stack.mjs's entries: a tiny HTTP server in its own process group. */
function dummy(port: number) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`,
    ],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const entry: any = {name: 'dummy', child, exit: null};
  entry.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      entry.exit = {name: 'dummy', code, signal};
      resolve(entry.exit);
    }),
  );
  return entry;
}

describe('stack supervision', () => {
  it('backs off 0.5 s, 1 s, 2 s … up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it('restarts a child killed with SIGKILL, logs it, and stops it for good on stop', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const lines: string[] = [];
    const first = dummy(port);
    const supervisor = supervise(first, () => dummy(port), {
      write: (line: string) => lines.push(line),
    });
    await waitUntil(() => answers(url), 10_000, 'the dummy to answer');
    const firstPid = supervisor.child.pid;
    process.kill(firstPid, 'SIGKILL');
    await waitUntil(() => supervisor.child.pid !== firstPid, 5000, 'a restart');
    await waitUntil(
      () => answers(url),
      10_000,
      'the restarted dummy to answer',
    );
    expect(lines[0]).toBe(
      '[stack] dummy exited unexpectedly (signal SIGKILL); restarting in 0.5 s (restart 1)',
    );
    expect(supervisor.restarts).toBe(1);

    supervisor.stopSupervising();
    process.kill(supervisor.child.pid, 'SIGTERM');
    await supervisor.exited;
    await new Promise((r) => setTimeout(r, 800)); // longer than the first backoff
    expect(await answers(url)).toBe(false);
    expect(supervisor.restarts).toBe(1);
  }, 30_000);

  it("npm start's stack brings the real backend back after kill -9 and keeps its data", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'supervise-test-'));
    tempDirs.push(dataDir);
    const saved = process.env.BACKEND_PORT;
    process.env.BACKEND_PORT = String(port);
    const lines: string[] = [];
    let stack: any;
    try {
      stack = await startStack({
        apps: [],
        dataDir,
        write: (line: string) => lines.push(line),
        readyTimeoutMs: 60_000,
      });
    } finally {
      if (saved === undefined) delete process.env.BACKEND_PORT;
      else process.env.BACKEND_PORT = saved;
    }
    const api = `${stack.backendOrigin}/api/2026-04/graphql.json`;
    const shopName = async () => {
      const res = await fetch(api, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Shopify-Storefront-Access-Token':
            'localgroomingpublictoken00000001',
        },
        body: JSON.stringify({query: '{ shop { name } }'}),
        signal: AbortSignal.timeout(5000),
      });
      return ((await res.json()) as any).data.shop.name as string;
    };
    try {
      const name = await shopName();
      const backend = stack.children.find((c: any) => c.name === 'backend');
      const pid = backend.child.pid;
      process.kill(pid, 'SIGKILL');
      await waitUntil(
        () =>
          lines.some((l) =>
            l.includes('backend is answering again (restart 1)'),
          ),
        45_000,
        'the backend to answer again',
      );
      expect(backend.child.pid).not.toBe(pid);
      expect(lines).toContain(
        '[stack] backend exited unexpectedly (signal SIGKILL); restarting in 0.5 s (restart 1)',
      );
      expect(await shopName()).toBe(name);
    } finally {
      await stack.stop();
    }
    expect(await answers(`${stack.backendOrigin}/`)).toBe(false);
  }, 90_000);
});
