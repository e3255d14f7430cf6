/**
 * The backend stands apart from the storefronts (issue 36 item 3, decision 145): ESLint's
 * `import/no-restricted-paths` refuses an import under server/ from a storefront or the storefronts'
 * settings, one under server/src from shared/ beyond its store-neutral libraries, and one under
 * contracts/ from anywhere outside it. `npm run lint` applies the rule to the tree; this checks the rule
 * is there and catches what it should, as the file it would sit in.
 */
import {fileURLToPath} from 'node:url';
import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  // Only the rule under test: the linted text stands for files that do not exist, which other rules would read.
  eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ruleId}) => ruleId === 'import/no-restricted-paths',
  });
});

/** The messages of `import/no-restricted-paths` for `code` linted as the file `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: `${root}${path}`});
  return result!.messages
    .filter((m) => m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);
}

describe('the backend imports nothing of the storefronts', () => {
  it("refuses a storefront's module and the storefronts' settings under server/", async () => {
    const code = [
      "import {stores} from '../../../hydrogen.config.ts';",
      "import {buyer} from '../../../storefronts/gum/app/lib/context.ts';",
      'export const x = [stores, buyer];',
    ].join('\n');
    for (const path of [
      'server/src/logistics/example.ts',
      'server/test/logistics/example.test.ts',
    ]) {
      const found = await refusals(path, code);
      expect(found).toHaveLength(2);
      expect(found[0]).toContain('import contracts/');
    }
  });

  it('refuses shared/ features under server/src, and takes its libraries and contracts/', async () => {
    const found = await refusals(
      'server/src/logistics/example.ts',
      [
        "import {promisedDate} from '../../../contracts/index.ts';",
        "import {formatRupees} from '../../../shared/money/format.ts';",
        "import {formatCalendarDate} from '../../../shared/dates/format.ts';",
        "import {RateLimiter} from '../../../shared/rate-limit/limiter.ts';",
        "import {formatDeliveryDate} from '../../../shared/delivery/answer.ts';",
        'export const x = [promisedDate, formatRupees, formatCalendarDate, RateLimiter, formatDeliveryDate];',
      ].join('\n'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('shared/');
  });

  it('keeps contracts/ free of the layers above it', async () => {
    const found = await refusals(
      'contracts/example.ts',
      [
        "import {stores} from '../hydrogen.config.ts';",
        "import {formatRupees} from '../shared/money/format.ts';",
        "import {shopSecret} from '../server/src/secrets.ts';",
        "import {shops} from './shops.ts';",
        'export const x = [stores, formatRupees, shopSecret, shops];',
      ].join('\n'),
    );
    expect(found).toHaveLength(3);
  });
});
