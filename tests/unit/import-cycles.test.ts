/**
 * `npm run lint:cycles` (scripts/import-cycles.mjs, decision 168) on a small checkout written to a temporary
 * folder with the repository's own oxlint config and a storefront's tsconfig: a loop through each kind of
 * import the code uses (a storefront's `~/`, `@shared/` inside shared/, a relative one in the backend) is
 * reported by file, and the same files without the loop pass.
 */
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {stripVTControlCharacters} from 'node:util';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations
import {importCycles} from '../../scripts/import-cycles.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let checkout: string;

function write(path: string, code: string) {
  mkdirSync(dirname(join(checkout, path)), {recursive: true});
  writeFileSync(join(checkout, path), code);
}

/** The failed passes' names and the files their output names. */
function cycles(): {pass: string; files: string[]}[] {
  return (
    importCycles(checkout, ['gum']) as {pass: string; output: string}[]
  ).map(({pass, output}) => ({
    pass,
    files: [
      ...new Set(
        // oxlint colours its report when CI is set.
        stripVTControlCharacters(output).match(/[\w/-]+\/cyc-\w\.tsx?/g) ?? [],
      ),
    ].sort(),
  }));
}

beforeEach(() => {
  checkout = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const file of [
    '.oxlintrc.json',
    'tsconfig.base.json',
    'tsconfig.json',
    'storefronts/gum/tsconfig.json',
  ]) {
    mkdirSync(dirname(join(checkout, file)), {recursive: true});
    cpSync(join(ROOT, file), join(checkout, file));
  }
});
afterEach(() => rmSync(checkout, {recursive: true, force: true}));

describe('import cycles', () => {
  it("reports a loop through a storefront's ~/ alias, shared/'s @shared/ alias and a relative import", () => {
    write(
      'storefronts/gum/app/cyc-a.ts',
      "import {b} from '~/cyc-b';\nexport const a = () => b;\n",
    );
    write(
      'storefronts/gum/app/cyc-b.tsx',
      "import {a} from '~/cyc-a';\nexport const b = () => a;\n",
    );
    write(
      'shared/cart/cyc-c.ts',
      "import {d} from '@shared/cart/cyc-d';\nexport const c = () => d;\n",
    );
    write(
      'shared/cart/cyc-d.ts',
      "import {c} from './cyc-c';\nexport const d = () => c;\n",
    );
    write(
      'server/src/cyc-e.ts',
      "import {f} from './cyc-f.ts';\nexport const e = () => f;\n",
    );
    write(
      'server/src/cyc-f.ts',
      "import {e} from './cyc-e.ts';\nexport const f = () => e;\n",
    );

    expect(cycles()).toEqual([
      {
        pass: 'gum',
        files: [
          'shared/cart/cyc-c.ts',
          'shared/cart/cyc-d.ts',
          'storefronts/gum/app/cyc-a.ts',
          'storefronts/gum/app/cyc-b.tsx',
        ],
      },
      {
        pass: 'backend, tests, scripts',
        files: ['server/src/cyc-e.ts', 'server/src/cyc-f.ts'],
      },
    ]);
  });

  it('passes the same modules when one side of each loop no longer imports the other', () => {
    write(
      'storefronts/gum/app/cyc-a.ts',
      "import {b} from '~/cyc-b';\nexport const a = () => b;\n",
    );
    write('storefronts/gum/app/cyc-b.tsx', 'export const b = () => 1;\n');
    write(
      'shared/cart/cyc-c.ts',
      "import {d} from '@shared/cart/cyc-d';\nexport const c = () => d;\n",
    );
    write('shared/cart/cyc-d.ts', 'export const d = () => 2;\n');
    write(
      'server/src/cyc-e.ts',
      "import {f} from './cyc-f.ts';\nexport const e = () => f;\n",
    );
    write('server/src/cyc-f.ts', 'export const f = () => 3;\n');

    expect(cycles()).toEqual([]);
  });
});
