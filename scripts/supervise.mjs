// Keeps a long-running child of the stack alive: when it exits without being asked to, the supervisor
// logs it and starts it again after a backoff (0.5 s, 1 s, 2 s, 4 s, 8 s, then every 10 s; back to
// 0.5 s once a run has lasted 60 s). Used by stack.mjs for the backend and both storefronts, so a crashed
// backend comes back while the storefronts keep serving (their own outage pages meanwhile).
// Plain Node ESM, no dependencies; the child "entry" shape is stack.mjs's: {name, child, exit, exited}.

export const DEFAULT_BACKOFF = {
  initialMs: 500,
  maxMs: 10_000,
  resetAfterMs: 60_000,
};

/** The wait before restart number `attempt` (0-based). */
export function backoffDelay(attempt, {initialMs, maxMs} = DEFAULT_BACKOFF) {
  return Math.min(maxMs, initialMs * 2 ** attempt);
}

const describeExit = (exit) =>
  exit?.signal ? `signal ${exit.signal}` : `code ${exit?.code}`;

/**
 * Adopts `first` (a running entry) and restarts it with `respawn()` (which returns a new entry) whenever
 * it exits while not stopped. Returns an entry-like object for stack.mjs: `child` and `exit` are the
 * current run's, `exited` resolves only once the supervisor is stopped and its child has ended, and
 * `stopSupervising()` cancels any pending restart (call it before signalling the child).
 * `onRestart(entry, restarts)` is called after each respawn (e.g. to log when it answers again).
 */
export function supervise(
  first,
  respawn,
  {
    write = (line) => process.stdout.write(`${line}\n`),
    backoff = DEFAULT_BACKOFF,
    onRestart,
  } = {},
) {
  let current = first;
  let stopped = false;
  let timer;
  let attempt = 0;
  let restarts = 0;
  let runStarted = Date.now();
  let finish;
  const exited = new Promise((resolve) => (finish = resolve));

  const watch = (entry) => {
    entry.exited.then((exit) => {
      if (entry !== current) return;
      if (stopped) {
        finish(exit);
        return;
      }
      if (Date.now() - runStarted >= backoff.resetAfterMs) attempt = 0;
      const delay = backoffDelay(attempt++, backoff);
      write(
        `[stack] ${entry.name} exited unexpectedly (${describeExit(exit)}); restarting in ${delay / 1000} s (restart ${restarts + 1})`,
      );
      // Children run in their own process group; anything the dead process left behind (the Shopify
      // CLI's workerd) would hold the port, so the group goes too.
      killGroup(entry.child?.pid);
      timer = setTimeout(() => {
        timer = undefined;
        if (stopped) {
          finish(exit);
          return;
        }
        restarts++;
        runStarted = Date.now();
        current = respawn();
        write(
          `[stack] ${current.name} started again (pid ${current.child?.pid ?? '?'})`,
        );
        watch(current);
        onRestart?.(current, restarts);
      }, delay);
    });
  };
  watch(first);

  return {
    name: first.name,
    get child() {
      return current.child;
    },
    get exit() {
      return current.exit;
    },
    get restarts() {
      return restarts;
    },
    exited,
    stopSupervising() {
      stopped = true;
      if (timer) {
        clearTimeout(timer);
        timer = undefined;
        finish(current.exit);
      } else if (current.exit) finish(current.exit);
    },
  };
}

function killGroup(pid) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
}
