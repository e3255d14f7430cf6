// `npm run lint:cycles`: no module graph may loop (docs/architecture.md). oxlint's `import/no-cycle` (decision 168)
// in three passes, since a module's aliases resolve through a tsconfig: shared/ has none of its own and is
// compiled inside each storefront, so it is read once with each storefront's (`~/`, `@shared/`, `@config`,
// `@contracts/`); the backend, tests and scripts with the root's. Exit code 1 when a pass finds a cycle.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OXLINT = join(ROOT, 'node_modules', '.bin', 'oxlint');

/** The passes over a checkout at `root`: the paths each reads and the tsconfig its aliases resolve by. */
function passes(root, stores = ['grooming', 'gum']) {
  return [
    ...stores.map((store) => ({
      name: store,
      tsconfig: `storefronts/${store}/tsconfig.json`,
      paths: [`storefronts/${store}`, 'shared'],
    })),
    {
      name: 'backend, tests, scripts',
      tsconfig: null,
      paths: ['server', 'tests', 'scripts', 'contracts', 'hydrogen.config.ts'],
    },
  ].map((pass) => ({
    ...pass,
    paths: pass.paths.filter((path) => existsSync(join(root, path))),
  }));
}

/** Runs every pass over `root` with its `.oxlintrc.json`; returns the failed passes' output. */
export function importCycles(root = ROOT, stores) {
  const failures = [];
  for (const pass of passes(root, stores)) {
    if (!pass.paths.length) continue;
    const args = ['-c', '.oxlintrc.json', '--deny-warnings'];
    if (pass.tsconfig) args.push('--tsconfig', pass.tsconfig);
    const run = spawnSync(OXLINT, [...args, ...pass.paths], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (run.status !== 0)
      failures.push({
        pass: pass.name,
        output: `${run.stdout}${run.stderr}${run.error ? String(run.error) : ''}`,
      });
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = importCycles();
  for (const {pass, output} of failures)
    console.error(`import cycles (${pass}):\n${output}`);
  if (!failures.length) console.log('import cycles: none');
  process.exit(failures.length ? 1 : 0);
}
