// The skeleton comparison of `npm run bench`: runs the team's side-by-side script (`../shared/bench/
// vs-skeleton.mjs`, beside the repository when present) against the running stack and writes its rows to
// docs/benchmarks.md. It builds Hydrogen's unmodified skeleton, serves it on the same backend, and measures
// skeleton, grooming and gum in interleaved rounds. Informational: the ratio is reported, never asserted.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {loadLine, machineLine, writeBenchSection} from './bench-doc.mjs';
import {
  ROOT,
  node22,
  stackSecrets,
  storefrontEnvText,
  writeStorefrontEnv,
} from './stack.mjs';

export const SKELETON_SCRIPT = join(
  ROOT,
  '..',
  'shared',
  'bench',
  'vs-skeleton.mjs',
);

/** `home  skeleton 126 req/s (35 KB) | grooming 64 req/s (101 KB) ratio 0.51 | gum …` → table cells. */
export function parseSkeletonRow(line) {
  const m = line.match(
    /^(\w+)\s+skeleton (\d+) req\/s \((\d+) KB\) \| grooming (\d+) req\/s \((\d+) KB\) ratio ([\d.]+) \| gum (\d+) req\/s \((\d+) KB\) ratio ([\d.]+)/,
  );
  if (!m) return null;
  const [, page, sk, skKb, gr, grKb, grRatio, gu, guKb, guRatio] = m;
  return {
    page,
    skeleton: `${sk} (${skKb} KB)`,
    grooming: `${gr} (${grKb} KB), ratio ${grRatio}`,
    gum: `${gu} (${guKb} KB), ratio ${guRatio}`,
  };
}

/** Runs the comparison against `urls` ({grooming, gum, backend}); resolves once its section is written. */
export async function benchAgainstSkeleton(urls, {dataDir} = {}) {
  if (!existsSync(SKELETON_SCRIPT)) {
    console.log(
      `[bench] ${SKELETON_SCRIPT} not found: skipping the skeleton comparison`,
    );
    return;
  }
  // The script reads storefronts/grooming/.env for the shop's tokens; write it for this backend.
  const secrets = stackSecrets(dataDir);
  for (const app of ['grooming', 'gum'])
    writeStorefrontEnv(app, storefrontEnvText(app, urls.backend, secrets[app]));
  const loadBefore = loadLine();
  console.log(
    '[bench] skeleton comparison (builds the skeleton, then ~2 min of interleaved rounds) …',
  );
  const lines = await new Promise((resolve, reject) => {
    const out = [];
    const child = spawn(node22(), [SKELETON_SCRIPT], {
      cwd: ROOT,
      env: {
        ...process.env,
        GROOMING_URL: urls.grooming,
        GUM_URL: urls.gum,
        BACKEND_URL: urls.backend,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out.push(chunk.toString());
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 2
        ? reject(new Error(out.join('').trim() || 'vs-skeleton could not run'))
        : resolve(out.join('').split('\n')),
    );
  });
  const rows = lines.map(parseSkeletonRow).filter(Boolean);
  const summary = lines.find((line) => line.startsWith('min ratio')) ?? '';
  writeBenchSection(
    'vs-skeleton',
    `## Versus Hydrogen's skeleton (\`npm run bench\`, \`../shared/bench/vs-skeleton.mjs\`)

Requests per second (page size) at the script's load, skeleton and both stores interleaved in one run on the
same backend; ratio = store / skeleton. ${summary ? `Result: ${summary}.` : ''}

| page | skeleton req/s | grooming | gum |
| --- | ---: | ---: | ---: |
${rows.map((r) => `| ${r.page} | ${r.skeleton} | ${r.grooming} | ${r.gum} |`).join('\n')}

Load average (1/5/15 min) before: ${loadBefore}; after: ${loadLine()}.
${machineLine()}`,
  );
  console.log('[bench] wrote the skeleton comparison to docs/benchmarks.md');
}
