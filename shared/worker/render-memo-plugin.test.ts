import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {createElement as h, type ReactElement} from 'react';
import {describe, expect, it} from 'vitest';
import {memoizeRenderCode} from './render-memo-plugin';

const require = createRequire(import.meta.url);
const reactFile = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-server.browser.production.min.js',
);
const routerFile = join(
  dirname(require.resolve('react-router/package.json')),
  'dist/development/index.mjs',
);

/** React's renderer from its source text, as the worker bundle would run it. */
function loadRenderer(code: string) {
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
  renderer: ReturnType<typeof loadRenderer>,
  element: ReactElement,
): Promise<string> {
  return new Response(await renderer.renderToReadableStream(element)).text();
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

/** React Router's `compilePath` (with its cache when transformed) out of its module's text. */
function loadCompilePath(code: string) {
  const start = code.search(/(const compiledPaths|function compilePath\()/);
  // The last of the functions (compilePath, or the cache's compilePathAnew) ends where the next begins.
  const last = code.lastIndexOf('function compilePath');
  const end = code.indexOf('\nfunction ', last + 1);
  return new Function(
    'warning',
    `${code.slice(start, end)}; return compilePath;`,
  )(() => {}) as (
    path: string,
    caseSensitive?: boolean,
    end?: boolean,
  ) => [RegExp, unknown[]];
}

describe('render-memo plugin', () => {
  it('leaves other modules alone', () => {
    expect(memoizeRenderCode('export {}', '/x/react-dom.js')).toBeNull();
  });

  it('React writes the same HTML as its own renderer, render after render', async () => {
    const original = readFileSync(reactFile, 'utf8');
    const patched = memoizeRenderCode(original, reactFile);
    expect(patched).not.toBe(original);
    const before = loadRenderer(original);
    const after = loadRenderer(patched!);
    for (const name of ['first', 'second', 'first']) {
      expect(await html(after, page(name))).toBe(
        await html(before, page(name)),
      );
    }
  });

  it("React Router's paths match as before, from one compiled pair per path", () => {
    // The chunk of React Router's index that defines compilePath.
    const file = [
      ...readFileSync(routerFile, 'utf8').matchAll(
        /from "\.\/(chunk-\w+\.mjs)"/g,
      ),
    ]
      .map((m) => join(dirname(routerFile), m[1]!))
      .find((f) => readFileSync(f, 'utf8').includes('function compilePath('))!;
    const original = readFileSync(file, 'utf8');
    const before = loadCompilePath(original);
    const after = loadCompilePath(memoizeRenderCode(original, file)!);
    for (const [path, caseSensitive, end] of [
      [':locale?/products/:handle', false, true],
      [':locale?/products/:handle', false, false],
      [':locale?/products/:handle', true, true],
      ['/*', false, true],
      ['', false, false],
    ] as const) {
      const [expected, params] = before(path, caseSensitive, end);
      const first = after(path, caseSensitive, end);
      expect(String(first[0])).toBe(String(expected));
      expect(first[1]).toEqual(params);
      expect(after(path, caseSensitive, end)).toBe(first);
    }
  });

  it('fails the build on a renderer of another shape', () => {
    expect(() =>
      memoizeRenderCode('var ca=new TextEncoder;', reactFile),
    ).toThrow(/decision 159/);
  });
});
