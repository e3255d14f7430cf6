/**
 * Citations in code and docs point at something that exists: every `docs/….md` path names a file, and
 * every "decision N" names a record of docs/decisions.md (cited by number, never by heading).
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const self = relative(root, fileURLToPath(import.meta.url));
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  '.git',
  'test-results',
  'playwright-report',
  '.cache',
]);
const CODE = /\.(tsx?|mjs|cjs|js|css|sh|sql)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir), {withFileTypes: true})) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(path, out);
    } else if (CODE.test(entry.name) || entry.name.endsWith('.md'))
      out.push(path);
  }
  return out;
}

const files = [
  ...readdirSync(root).filter(
    (name) => CODE.test(name) || name.endsWith('.md'),
  ),
  ...[
    'docs',
    'scripts',
    'server/src',
    'server/test',
    'shared',
    'storefronts',
    'tests',
  ].flatMap((dir) => (existsSync(join(root, dir)) ? walk(dir) : [])),
].filter((path) => path !== self && !path.endsWith('.generated.d.ts'));

/** A file's text with comment line breaks (`\n * `, `\n // `, `\n # `, `\n -- `) read as spaces. */
function textOf(path: string): string {
  return readFileSync(join(root, path), 'utf8').replace(
    /\s*\n\s*(?:\/\/|\*|#|--)?\s*/g,
    ' ',
  );
}

const decisionsText = readFileSync(join(root, 'docs/decisions.md'), 'utf8');
const records = [...decisionsText.matchAll(/^## (\d+)\. .+$/gm)].map((m) =>
  Number(m[1]),
);

describe('docs/decisions.md', () => {
  it('numbers its records 1, 2, 3 … without gaps or repeats', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(records).toEqual(records.map((_, i) => i + 1));
  });

  it('gives every record a status: accepted, or superseded by an existing record', () => {
    const sections = decisionsText.split(/^(?=## \d+\. )/m).slice(1);
    const wrong = sections.flatMap((section) => {
      const title = section.split('\n')[0];
      const status = /^Status: (accepted|superseded by (\d+))\s*$/m.exec(
        section,
      );
      if (!status)
        return [`${title}: no "Status: accepted | superseded by N" line`];
      if (status[2] && !records.includes(Number(status[2])))
        return [`${title}: superseded by a missing record`];
      return [];
    });
    expect(wrong).toEqual([]);
  });
});

describe('citations', () => {
  it('name docs/ files that exist', () => {
    const missing = files.flatMap((path) =>
      [
        ...textOf(path).matchAll(
          /\bdocs\/([A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md)\b/g,
        ),
      ]
        .filter((m) => !existsSync(join(root, 'docs', m[1])))
        .map((m) => `${path}: docs/${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('name decision records that exist', () => {
    const missing = files.flatMap((path) => {
      if (path === 'docs/decisions.md') return [];
      return [
        ...textOf(path).matchAll(
          /\b[Dd]ecisions? (\d+(?:\s*(?:[–-]|,|and|or)\s*\d+)*)\b/g,
        ),
      ].flatMap((m) =>
        [...m[1].matchAll(/\d+/g)]
          .map((n) => Number(n[0]))
          .filter((n) => !records.includes(n))
          .map((n) => `${path}: decision ${n}`),
      );
    });
    expect(missing).toEqual([]);
  });

  it('cite docs/decisions.md by record number, not by heading', () => {
    const byHeading = files
      .filter((path) => CODE.test(path))
      .flatMap((path) =>
        [
          ...textOf(path).matchAll(
            /decisions\.md(?![,:]? ?\(?decisions? \d)[^\n]{0,40}/g,
          ),
        ].map((m) => `${path}: ${m[0]}`),
      );
    expect(byHeading).toEqual([]);
  });
});
