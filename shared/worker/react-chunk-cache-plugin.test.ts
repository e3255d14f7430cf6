import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {createElement as h, type ReactElement} from 'react';
import {describe, expect, it} from 'vitest';
import {reactChunkCachePlugin} from './react-chunk-cache-plugin';

const require = createRequire(import.meta.url);
const file = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-server.browser.production.min.js',
);
const original = readFileSync(file, 'utf8');

type Transform = (
  this: {error: (message: string) => never},
  code: string,
  id: string,
) => {code: string} | null;
const transform = reactChunkCachePlugin().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

/** React's renderer from its source text, as the worker bundle would run it. */
function load(code: string) {
  const module = {exports: {} as Record<string, unknown>};
  new Function('module', 'exports', 'require', code)(
    module,
    module.exports,
    require,
  );
  return module.exports as {
    renderToReadableStream: (element: ReactElement) => Promise<ReadableStream>;
  };
}

async function html(
  renderer: ReturnType<typeof load>,
  element: ReactElement,
): Promise<string> {
  const stream = await renderer.renderToReadableStream(element);
  return new Response(stream).text();
}

function page(name: string) {
  const long = `${name} `.repeat(400); // past the 512-byte chunks React enqueues as they are
  return h(
    'main',
    {className: 'page', 'aria-label': name},
    h('h1', null, name),
    Array.from({length: 40}, (_, i) =>
      h('p', {key: i, className: 'row', 'data-i': i}, `${name} ${i % 3}`),
    ),
    h('p', {title: long}, long),
    h('p', null, 'हिन्दी ✓ ★★★★★'),
  );
}

describe('react-chunk-cache plugin', () => {
  it('leaves other modules alone', () => {
    expect(transform.call(context, 'export {}', '/x/react-dom.js')).toBeNull();
  });

  it("writes the same HTML as React's own renderer, render after render", async () => {
    const patched = transform.call(context, original, file);
    expect(patched?.code).not.toBe(original);
    const before = load(original);
    const after = load(patched!.code);
    for (const name of ['first', 'second', 'first']) {
      expect(await html(after, page(name))).toBe(
        await html(before, page(name)),
      );
    }
  });

  it('fails the build on a renderer of another shape', () => {
    expect(() =>
      transform.call(context, 'var ca=new TextEncoder;', file),
    ).toThrow(/decision 159/);
  });
});
