// `npm test`: codegen (validates every GraphQL document), type-check (root + each storefront), ESLint, Vitest,
// then Playwright e2e against the production stack started with a fresh DATA_DIR (scripts/stack.mjs).
// Prints one summary line "N passed, N failed" (Vitest + Playwright tests) and exits non-zero on any failure.
import {spawn, spawnSync} from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {
  BIN,
  ROOT,
  StackError,
  appDir,
  childEnv,
  prepareStack,
  selectedApps,
  stackPorts,
  startStack,
  assertPortsFree,
  watchParent,
} from './stack.mjs';

const work = mkdtempSync(join(tmpdir(), 'npm-test-'));
const started = Date.now();
const steps = []; // {name, ok, seconds, note}
const counts = {passed: 0, failed: 0};
// Failed tests, named in the summary: CI keeps only the tail of the output, and the stack log printed after a
// failing e2e run would otherwise push the failure's name out of it.
const failures = []; // {name, message, logs?}
let stack;

/** The first lines of an error message, without colour codes. */
const firstLines = (text = '', n = 6) =>
  stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, n)
    .join('\n      ');

const seconds = (since) => (Date.now() - since) / 1000;
const banner = (text) => console.log(`\n=== ${text} ===`);

/** Runs a command with inherited output; resolves with its exit code. */
function run(cmd, args, {cwd = ROOT, env = childEnv()} = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error) => {
      console.error(`could not start ${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// TEST_STEPS=vitest,e2e runs a subset (for local iteration); npm test and CI run them all.
const STEPS = ['codegen', 'typecheck', 'lint', 'format', 'vitest', 'e2e'];
const only = (process.env.TEST_STEPS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknownSteps = only.filter((s) => !STEPS.includes(s));
if (unknownSteps.length) {
  console.error(
    `TEST_STEPS: unknown step(s) ${unknownSteps.join(', ')}; choose from ${STEPS.join(', ')}`,
  );
  process.exit(2);
}

async function step(name, fn) {
  if (only.length && !only.includes(name)) return true;
  banner(name);
  const t0 = Date.now();
  let ok = false;
  let note = '';
  try {
    const result = await fn();
    ok = result === true || result === 0;
    if (typeof result === 'string') note = result;
    if (typeof result === 'number' && result !== 0) note = `exit ${result}`;
  } catch (error) {
    note =
      error instanceof StackError
        ? error.message
        : String(error?.stack ?? error);
    console.error(note);
  }
  steps.push({name, ok, seconds: seconds(t0), note});
  return ok;
}

/** Like run(), with the output (stdout and stderr in the order written) kept instead of shown. */
function runKept(cmd, args, cwd = ROOT) {
  return new Promise((resolve) => {
    const chunks = [];
    let done = false;
    const finish = (code) => {
      if (done) return;
      done = true;
      resolve({code, output: Buffer.concat(chunks).toString()});
    };
    const child = spawn(cmd, args, {
      cwd,
      env: childEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not start ${cmd}: ${error.message}\n`));
      finish(127);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/**
 * Steps that run side by side, two jobs at a time (2 cores). A step is a list of jobs, a job a list of
 * commands run in turn ([cmd, args, cwd?]). A step fails when one of its jobs does; the summary keeps
 * each step's own line and time.
 */
async function staticSteps(defs) {
  const chosen = defs.filter((d) => !only.length || only.includes(d.name));
  if (!chosen.length) return;
  console.log(
    `\n${chosen.map((d) => d.name).join(', ')}: side by side, two jobs at a time; each prints when it ends`,
  );
  const queue = chosen.flatMap((d) =>
    d.jobs.map(([job, commands]) => ({step: d.name, job, commands})),
  );
  const state = new Map(
    chosen.map((d) => [
      d.name,
      {jobs: d.jobs.length, left: d.jobs.length, t0: 0, output: [], failed: []},
    ]),
  );
  const finished = [];
  // A step's `before` commands run first, side by side, before any job starts (typegen, which ESLint's
  // import resolver reads too).
  await Promise.all(
    chosen.flatMap((d) =>
      (d.before ?? []).map(async ([job, [cmd, args, cwd]]) => {
        const st = state.get(d.name);
        st.t0 ||= Date.now();
        const result = await runKept(cmd, args, cwd);
        const text = result.output.trimEnd();
        if (text) st.output.push(`[${job}]\n${text}`);
        if (result.code !== 0) st.failed.push(job);
      }),
    ),
  );
  await Promise.all(
    [0, 1].map(async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const st = state.get(item.step);
        st.t0 ||= Date.now();
        let code = 0;
        for (const [cmd, args, cwd] of item.commands) {
          const result = await runKept(cmd, args, cwd);
          const text = result.output.trimEnd();
          if (text)
            st.output.push(st.jobs > 1 ? `[${item.job}]\n${text}` : text);
          code = result.code;
          if (code !== 0) break;
        }
        if (code !== 0) st.failed.push(st.jobs > 1 ? item.job : `exit ${code}`);
        if (--st.left > 0) continue;
        const took = seconds(st.t0);
        banner(`${item.step} (${took.toFixed(0)} s)`);
        if (st.output.length) console.log(st.output.join('\n'));
        finished.push({
          name: item.step,
          ok: st.failed.length === 0,
          seconds: took,
          note: st.failed.length
            ? st.jobs > 1
              ? `failed: ${st.failed.join(', ')}`
              : st.failed[0]
            : '',
        });
      }
    }),
  );
  // The summary lists the steps in their usual order.
  for (const name of STEPS)
    steps.push(...finished.filter((s) => s.name === name));
}

process.on('SIGINT', async () => {
  if (stack) await stack.stop();
  process.exit(130);
});
process.on('SIGTERM', async () => {
  if (stack) await stack.stop();
  process.exit(143);
});
watchParent(async () => {
  console.error('parent process ended; stopping.');
  if (stack) await stack.stop();
  process.exit(143);
});

const apps = selectedApps();

// TEST_CHANGED=1 (`npm run test:changed`): a developer's loop, never CI's. Against the merge base with
// origin/main (or TEST_CHANGED_BASE), Vitest runs the tests whose import graph reaches a changed file and
// Playwright runs the changed specs (and those importing a changed fixture), at one viewport, in the stores
// the change touches. `npm test` runs everything.
const changedBase = process.env.TEST_CHANGED ? changedSince() : undefined;
function changedSince() {
  const git = (...args) =>
    spawnSync('git', args, {cwd: ROOT, encoding: 'utf8'}).stdout.trim();
  const base =
    process.env.TEST_CHANGED_BASE ||
    git('merge-base', 'HEAD', 'origin/main') ||
    git('merge-base', 'HEAD', 'main') ||
    'HEAD';
  const files = [
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ].filter(Boolean);
  const both = files.some((f) => !f.startsWith('storefronts/'));
  const touched = apps.filter(
    (app) => both || files.some((f) => f.startsWith(`storefronts/${app}/`)),
  );
  console.log(
    `TEST_CHANGED: ${files.length} file(s) changed since ${base.slice(0, 12)}; e2e stores: ${touched.join(', ') || 'none'}`,
  );
  return {base, touched};
}

// (a) Codegen: fails on a GraphQL document that does not validate against the Storefront API schema.
await step('codegen', () =>
  run(join(BIN, 'graphql-codegen'), ['--config', 'codegen.ts']),
);

// (b) Type-check, (c) ESLint and (c2) Prettier run side by side: each tool is single-threaded, so on 2 cores
// two of their jobs at a time (longest first) finish ~40 s sooner than one after another (issue 36 item 6).
// Each step's output is kept and printed whole, under its banner, when the step ends.
await staticSteps([
  {
    // (c) ESLint (eslint.config.js): hooks, accessibility, TypeScript rules; then import cycles (oxlint,
    // scripts/import-cycles.mjs, decision 168). Errors fail the step.
    name: 'lint',
    jobs: [
      [
        'lint',
        [
          [join(BIN, 'eslint'), ['.']],
          [process.execPath, [join(ROOT, 'scripts', 'import-cycles.mjs')]],
        ],
      ],
    ],
  },
  {
    // (b) The root project (server, tests, config) and each storefront (with React Router's route types,
    // generated before any job starts).
    name: 'typecheck',
    jobs: [
      ['root', [[join(BIN, 'tsc'), ['--noEmit', '-p', 'tsconfig.json']]]],
      ...apps.map((app) => [
        app,
        [[join(BIN, 'tsc'), ['--noEmit'], appDir(app)]],
      ]),
    ],
    before: apps.map((app) => [
      `${app} typegen`,
      [join(BIN, 'react-router'), ['typegen'], appDir(app)],
    ]),
  },
  {
    // (c2) Prettier (@shopify/prettier-config, as Hydrogen's skeleton; decision 78): `npm run format` fixes what it flags.
    name: 'format',
    jobs: [
      [
        'format',
        [[join(BIN, 'prettier'), ['--check', '--log-level=warn', '.']]],
      ],
    ],
  },
]);

// (d) Vitest (config in the root vite.config.ts).
await step('vitest', async () => {
  const out = join(work, 'vitest.json');
  const code = await run(join(BIN, 'vitest'), [
    'run',
    ...(changedBase ? ['--changed', changedBase.base] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) return `no report (exit ${code})`;
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // Files that fail to load have no assertions; count each as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += (report.numFailedTests ?? 0) + brokenFiles;
  for (const file of report.testResults ?? []) {
    const fileName = `vitest ${relative(ROOT, file.name)}`;
    const failedTests = (file.assertionResults ?? []).filter(
      (a) => a.status === 'failed',
    );
    if (file.status === 'failed' && !failedTests.length)
      failures.push({name: fileName, message: file.message});
    for (const a of failedTests)
      failures.push({
        name: `${fileName} › ${a.fullName}`,
        message: a.failureMessages?.[0],
      });
  }
  const note = `${report.numPassedTests ?? 0} passed, ${(report.numFailedTests ?? 0) + brokenFiles} failed`;
  return code === 0 ? true : note;
});

// (e) Playwright e2e against the production stack with a fresh data directory.
await step('e2e', async () => {
  if (changedBase && !changedBase.touched.length) {
    console.log('TEST_CHANGED: no store touched, no e2e');
    return true;
  }
  const log = createWriteStream(join(work, 'stack.log'));
  const write = (line) => log.write(`${line}\n`);
  const showLog = () => {
    const text = existsSync(join(work, 'stack.log'))
      ? readFileSync(join(work, 'stack.log'), 'utf8')
      : '';
    const lines = text.trimEnd().split('\n');
    console.log(
      `--- last ${Math.min(lines.length, 80)} lines of the stack log (${join(work, 'stack.log')}) ---`,
    );
    console.log(lines.slice(-80).join('\n'));
  };
  const ports = stackPorts(apps);
  await assertPortsFree({backend: ports.backendPort, ...ports.appPorts});
  try {
    const t0 = Date.now();
    console.log(
      `building ${apps.join(' and ')} (output in ${join(work, 'stack.log')})`,
    );
    await prepareStack({apps, write});
    console.log(`built in ${seconds(t0).toFixed(0)} s; starting the stack`);
    const dataDir = join(work, 'data');
    // Test-only switches (docs/security.md): the checkout-provider stand-in accepts fault injection and
    // answers /provider/__test/* only with PROVIDER_TEST_FAULTS=1; the e2e logins use the test numbers.
    // Every e2e browser is 127.0.0.1, so the backend's rate limits are scaled up for the run
    // (Vitest checks the production-like defaults; docs/security.md, "Rate limits").
    const {LOCAL_TEST_NUMBERS} = await import(
      join(ROOT, 'server', 'src', 'phone-login', 'local-test-numbers.ts')
    );
    stack = await startStack({
      apps,
      dataDir,
      write,
      backendEnv: {
        PROVIDER_TEST_FAULTS: '1',
        RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '20',
        PHONE_LOGIN_TEST_NUMBERS:
          process.env.PHONE_LOGIN_TEST_NUMBERS ?? LOCAL_TEST_NUMBERS,
      },
    });
    console.log(
      `stack ready: ${Object.values(stack.urls).join(', ')}, backend ${stack.backendOrigin} (DATA_DIR=${dataDir})`,
    );
  } catch (error) {
    showLog();
    throw error;
  }

  const out = join(work, 'playwright.json');
  const env = {
    ...process.env,
    PATH: `${BIN}:${process.env.PATH ?? ''}`,
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
    BACKEND_PORT: String(ports.backendPort),
    // The specs' admin calls read the admin token from the stack's data directory (tests/e2e/fixtures/admin.ts).
    DATA_DIR: join(work, 'data'),
    ...Object.fromEntries(
      apps.map((app) => [
        `${app.toUpperCase()}_PORT`,
        String(ports.appPorts[app]),
      ]),
    ),
  };
  const projects = changedBase
    ? changedBase.touched.flatMap((app) => [
        '--project',
        `${app}-mobile`,
        '--project',
        `${app}-security`,
      ])
    : apps.flatMap((app) => ['--project', `${app}-*`]);
  const code = await run(
    join(BIN, 'playwright'),
    [
      'test',
      '-c',
      'tests/playwright.config.ts',
      ...projects,
      ...(changedBase
        ? [`--only-changed=${changedBase.base}`, '--pass-with-no-tests']
        : []),
    ],
    {env},
  );
  const died = await Promise.race([
    stack.firstExit,
    new Promise((r) => setTimeout(() => r(null), 0)),
  ]);
  await stack.stop();
  stack = undefined;
  log.end();
  if (died)
    console.error(
      `${died.name} exited during the e2e run (${died.signal ?? `code ${died.code}`})`,
    );
  if (!existsSync(out)) {
    showLog();
    return `no report (exit ${code})`;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const stats = report.stats ?? {};
  // Top-level errors are spec files that failed to load (their tests never ran): one failure each.
  const loadErrors = (report.errors ?? []).length;
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = (stats.unexpected ?? 0) + loadErrors;
  counts.passed += passed;
  counts.failed += failed;
  for (const error of report.errors ?? [])
    failures.push({name: 'e2e (load error)', message: error.message});
  collectPlaywrightFailures(report.suites ?? [], []);
  if (code !== 0 || died) showLog();
  const note = `${passed} passed, ${failed} failed${stats.flaky ? ` (${stats.flaky} flaky)` : ''}${stats.skipped ? `, ${stats.skipped} skipped` : ''}${loadErrors ? `; ${loadErrors} file(s) failed to load` : ''}`;
  return code === 0 && !died ? true : note;
});

/** Walks Playwright's JSON report: a test failed when its last result is neither passed nor skipped. */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        // A text attachment (e.g. a private stack's log, tests/e2e/fixtures/outage-stack.ts): its last lines.
        const logs = (last?.attachments ?? [])
          .filter((a) => a.contentType === 'text/plain' && a.body)
          .map(
            (a) =>
              `${a.name}:\n${Buffer.from(a.body, 'base64').toString('utf8').split('\n').slice(-12).join('\n')}`,
          );
        failures.push({
          name: `e2e [${test.projectName}] ${[...path, spec.title].join(' › ')}`,
          // A timeout's own error says only "Test timeout"; the next one says what it was waiting for.
          message:
            (last?.errors ?? [])
              .map((e) => e.message?.split('\n').slice(0, 3).join('\n'))
              .join('\n') ||
            last?.error?.message ||
            last?.status,
          logs,
        });
      }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

banner('summary');
for (const s of steps) {
  console.log(
    `${s.ok ? 'ok  ' : 'FAIL'}  ${s.name.padEnd(10)} ${s.seconds.toFixed(0).padStart(4)} s${s.note && !s.ok ? `  ${s.note.split('\n')[0]}` : ''}`,
  );
}
console.log(
  `total ${seconds(started).toFixed(0)} s${only.length ? ` (TEST_STEPS=${only.join(',')})` : ''}`,
);
const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
if (failures.length) {
  console.log(`failed tests (${failures.length}):`);
  for (const f of failures.slice(0, 10))
    console.log(
      [`  ✘ ${f.name}`, firstLines(f.message), ...(f.logs ?? [])].join(
        '\n      ',
      ),
    );
  if (failures.length > 10) console.log(`  … and ${failures.length - 10} more`);
}
if (!failedSteps.some((n) => n === 'e2e' || n === 'vitest'))
  rmSync(work, {recursive: true, force: true});
else console.log(`logs and reports kept in ${work}`);
console.log(
  `${counts.passed} passed, ${counts.failed} failed${failedSteps.length ? ` (failed steps: ${failedSteps.join(', ')})` : ''}`,
);
process.exit(failedSteps.length || counts.failed ? 1 : 0);
