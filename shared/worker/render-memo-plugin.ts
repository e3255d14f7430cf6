/**
 * Vite plugin (the worker bundle only, decision 159): two pure functions that React and React Router run
 * anew on every server render keep their results per worker instead. The HTML is byte for byte the same.
 *
 * 1. React 18.3's streaming renderer (`react-dom/server`'s browser build, the worker's) turns every attribute
 *    name, value and text part into bytes with its own `TextEncoder.encode`, a fresh Uint8Array each. Most
 *    of those strings repeat from render to render, so the bytes of short ones are kept and handed to React
 *    again. Safe because React only copies a chunk of at most 512 bytes into its own view (`writeChunk`)
 *    and enqueues larger ones as they are: only strings of at most 170 UTF-16 units (≤ 510 bytes) are kept.
 * 2. React Router's `compilePath` builds each route's RegExp (and a warning's text) on every match, for
 *    every route tried: a request matches twice. The pair it returns is kept per path; its callers only read it.
 *
 * The build fails if either dependency's code no longer has the expected shape (another version).
 */
import type {Plugin} from 'vite';

const REACT_FILE = /react-dom-server\.browser\.production\.min\.js$/;
const ENCODER = 'var ca=new TextEncoder;function u(a){return ca.encode(a)}';
const ENCODER_KEPT =
  'var ca=new TextEncoder,__encodedChunks=new Map;' +
  'function u(a){if(a.length>170)return ca.encode(a);var b=__encodedChunks.get(a);' +
  'if(b===void 0){b=ca.encode(a);if(__encodedChunks.size>=4096)__encodedChunks.clear();__encodedChunks.set(a,b)}return b}';
const WRITE_CHUNK = 'function p(a,b){if(0!==b.length)if(512<b.length)';

const ROUTER_FILE = /[\\/]react-router[\\/]dist[\\/]/;
const COMPILE_PATH =
  'function compilePath(path, caseSensitive = false, end = true) {';
const COMPILE_PATH_KEPT = `const compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  const key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let found = compiledPaths.get(key);
  if (found === undefined) {
    found = compilePathAnew(path, caseSensitive, end);
    if (compiledPaths.size >= 1000) compiledPaths.clear();
    compiledPaths.set(key, found);
  }
  return found;
}
function compilePathAnew(path, caseSensitive = false, end = true) {`;

function fail(what: string): never {
  throw new Error(
    `render-memo: ${what} (decision 159); update or remove shared/worker/render-memo-plugin.ts`,
  );
}

/** The transform alone (tests): the module's new code, or null when it is not one of the two. */
export function memoizeRenderCode(code: string, id: string): string | null {
  if (REACT_FILE.test(id)) {
    if (!code.includes(ENCODER) || !code.includes(WRITE_CHUNK))
      fail(`${id} is not React 18.3.1's renderer`);
    return code.replace(ENCODER, ENCODER_KEPT);
  }
  if (ROUTER_FILE.test(id) && code.includes(COMPILE_PATH))
    return code.replace(COMPILE_PATH, COMPILE_PATH_KEPT);
  return null;
}

export function renderMemoPlugin(): Plugin {
  const done = new Set<'react' | 'router'>();
  return {
    name: 'render-memo',
    apply: 'build',
    transform(code, id) {
      const changed = memoizeRenderCode(code, id);
      if (changed === null) return null;
      done.add(REACT_FILE.test(id) ? 'react' : 'router');
      return {code: changed, map: null};
    },
    buildEnd(error) {
      if (error) return;
      if (!done.has('react')) fail("React's renderer was not in the bundle");
      if (!done.has('router')) fail("React Router's compilePath was not found");
    },
  };
}
