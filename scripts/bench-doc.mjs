// docs/benchmarks.md holds one section per bench script (`npm run bench`, `bench:load`, `bench:soak`).
// Each script rewrites only its own section, between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`,
// so running one never erases the others' results.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {execFileSync} from 'node:child_process';
import {availableParallelism, cpus, loadavg, totalmem} from 'node:os';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BENCHMARKS_FILE = join(ROOT, 'docs', 'benchmarks.md');

/** Replaces (or appends) the section `name` of docs/benchmarks.md with `markdown`. */
export function writeBenchSection(name, markdown, file = BENCHMARKS_FILE) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from)
    text = text.slice(0, from) + block + text.slice(to + end.length);
  else text = `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}

/** "2 cores (nproc), AMD EPYC …, 24 GiB RAM; Node v22…; commit abc123; <ISO time>." */
export function machineLine() {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT})
      .toString()
      .trim();
  } catch {}
  return (
    `Machine: ${availableParallelism()} cores (nproc), ${cpus()[0]?.model?.trim() ?? 'unknown CPU'}, ` +
    `${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM; Node ${process.version}; commit ${commit}; ${new Date().toISOString()}.`
  );
}

/** The 1/5/15-minute load averages, e.g. "3.1 / 2.8 / 2.5". */
export const loadLine = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[
    Math.min(
      sorted.length - 1,
      Math.max(0, Math.ceil((p / 100) * sorted.length) - 1),
    )
  ];
}
