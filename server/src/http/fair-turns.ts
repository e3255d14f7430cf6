/**
 * Requests take turns, first come first served, one per event-loop iteration.
 *
 * The backend's work is synchronous (SQLite, GraphQL execution), so a burst of requests that are all
 * ready in one poll phase would otherwise run back to back, and the listening socket is only looked at
 * again when the whole burst is done: under 200 concurrent shoppers new connections waited in the accept
 * queue for seconds (ops of 10–29 s, clustered at the moments new connections opened; see
 * docs/benchmarks.md). Running one request per setImmediate turn lets the loop poll between requests,
 * so new connections are accepted and served in arrival order.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function releaseNext(): void {
  const next = waiting.shift();
  if (waiting.length) setImmediate(releaseNext);
  else scheduled = false;
  next?.();
}

/** Resolves when it is this request's turn to run. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(releaseNext);
    }
  });
}

/** Requests waiting for their turn (for tests and diagnostics). */
export const waitingTurns = (): number => waiting.length;
