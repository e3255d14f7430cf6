// What `profile:render` and `profile:render-ab` share: a built storefront's worker rendered in Node against
// the backend its .env names, with Hydrogen's sub-request cache warm (an in-memory Cache API, as warm as
// Oxygen's after the first request). docs/perf-log.md, server render cost.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

const entries = new Map();
globalThis.caches = {
  open: async () => ({
    match: async (request) => {
      const entry = entries.get(
        typeof request === 'string' ? request : request.url,
      );
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

/** The app's .env (written by `npm start`) as an object. */
export function readEnv(dir) {
  return Object.fromEntries(
    readFileSync(join(dir, '.env'), 'utf8')
      .split('\n')
      .map((line) => line.match(/^([A-Z_]+)\s*=\s*"?([^"]*)"?/))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
}

const executionContext = {
  waitUntil: (promise) => promise.catch(() => {}),
  passThroughOnException() {},
};

/** `render()` of `path` by the build in `dir` (its dist/server/index.js; `tag` loads a second copy apart). */
export async function renderer(dir, path, env, tag = '') {
  const {default: worker} = await import(
    join(dir, 'dist', 'server', 'index.js') + tag
  );
  return async function render() {
    const response = await worker.fetch(
      new Request(`http://127.0.0.1:39999${path}`),
      env,
      executionContext,
    );
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(
        `${path} answered ${response.status}: ${html.slice(0, 200)}`,
      );
    return html.length;
  };
}
