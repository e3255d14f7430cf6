/**
 * One house style for both stores' routes (issue 36 item 2, decision 142): a route never writes its
 * store's brand (titles and JSON-LD take it from hydrogen.config.ts through `app/lib/seo.ts`), and its
 * top-level parts come in one order: meta → loader → actions → component → queries (CONTRIBUTING.md).
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {stores} from '../../hydrogen.config.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const routes = (Object.keys(stores) as Array<keyof typeof stores>).flatMap(
  (id) => {
    const dir = `storefronts/${id}/app/routes`;
    return readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => ({id, path: `${dir}/${name}`}));
  },
);

/** The file without comments (a comment may name the brand). */
function code(path: string): string {
  return readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
}

const SECTIONS: Array<[string, RegExp]> = [
  ['meta', /^export (?:const|(?:async )?function) (?:meta|links|headers)\b/],
  ['loader', /^export (?:const|(?:async )?function) loader\b/],
  [
    'actions',
    /^export (?:const|(?:async )?function) (?:action|clientAction|clientLoader|shouldRevalidate)\b/,
  ],
  ['component', /^export default\b|^export (?:const|function) ErrorBoundary\b/],
  ['queries', /^const \w+ = `#graphql/],
];

/** The section of each top-level statement that has one, in file order. */
function sections(path: string): string[] {
  return readFileSync(join(root, path), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const found = SECTIONS.find(([, pattern]) => pattern.test(line));
      return found ? [found[0]] : [];
    });
}

describe('routes', () => {
  it.each(routes)('$path writes no brand name', ({id, path}) => {
    expect(code(path)).not.toContain(stores[id].brand);
  });

  it.each(routes)(
    '$path: meta, loader, actions, component, queries',
    ({path}) => {
      const rank = (section: string) =>
        SECTIONS.findIndex(([name]) => name === section);
      const order = sections(path);
      expect(order).toEqual([...order].sort((a, b) => rank(a) - rank(b)));
    },
  );
});
