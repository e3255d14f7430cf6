/**
 * Vite plugin (the worker bundle only): React 18.3's streaming renderer (`react-dom/server`'s browser
 * build, the one a worker takes) turns every attribute name, attribute value and text part into bytes with
 * its own `TextEncoder.encode`, a fresh Uint8Array each, on every render. Most of those strings repeat
 * from render to render (`class`, `aria-hidden`, class names, labels), so the worker keeps the bytes of
 * short ones and hands React the same array again (decision 159; docs/benchmarks.md, product render).
 *
 * Safe because React only copies a chunk of at most 512 bytes into its own view (`writeChunk`); it
 * enqueues larger ones as they are, so only strings of at most 170 UTF-16 units (≤ 510 bytes) are kept.
 * The build fails if React's code no longer has the expected shape (another React version).
 */
import type {Plugin} from 'vite';

const FILE = /react-dom-server\.browser\.production\.min\.js$/;
const ENCODER = 'var ca=new TextEncoder;function u(a){return ca.encode(a)}';
const CACHED =
  'var ca=new TextEncoder,__encodedChunks=new Map;' +
  'function u(a){if(a.length>170)return ca.encode(a);var b=__encodedChunks.get(a);' +
  'if(b===void 0){b=ca.encode(a);if(__encodedChunks.size>=4096)__encodedChunks.clear();__encodedChunks.set(a,b)}return b}';
const WRITE_CHUNK = 'function p(a,b){if(0!==b.length)if(512<b.length)';

export function reactChunkCachePlugin(): Plugin {
  return {
    name: 'react-chunk-cache',
    apply: 'build',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      if (!code.includes(ENCODER) || !code.includes(WRITE_CHUNK))
        this.error(
          `react-chunk-cache: ${id} is not React 18.3.1's renderer (decision 159); update or remove the plugin`,
        );
      return {code: code.replace(ENCODER, CACHED), map: null};
    },
  };
}
