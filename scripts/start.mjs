// `npm start`: codegen if stale, build both storefronts, start the backend and both storefronts in
// production preview, print the URLs. Ctrl-C / SIGTERM stops everything. A child that crashes is logged
// and restarted with backoff (scripts/supervise.mjs) while the others keep serving; STACK_SUPERVISE=0
// turns that off (then if any child dies, all stop).
// Options (environment): DATA_DIR (backend data), SKIP_BUILD=1 (reuse dist/), BACKEND_PORT / GROOMING_PORT / GUM_PORT.
import {join} from 'node:path';
import {
  ROOT,
  StackError,
  prepareStack,
  selectedApps,
  startStack,
  stackPorts,
  stackSecrets,
  storefrontEnvText,
  writeStorefrontEnv,
  assertPortsFree,
  watchParent,
} from './stack.mjs';

const started = Date.now();
let stack;
let shuttingDown = false;

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (stack) {
    console.log('[stack] stopping…');
    await stack.stop();
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => shutdown(signal === 'SIGINT' ? 130 : 143));
}
watchParent(() => {
  console.error('[stack] parent process ended; stopping.');
  shutdown(143);
});

try {
  const apps = selectedApps();
  const ports = stackPorts(apps);
  // Fail before the build when a port is taken.
  await assertPortsFree({backend: ports.backendPort, ...ports.appPorts});
  await prepareStack({apps, build: process.env.SKIP_BUILD !== '1'});
  if (shuttingDown) process.exit(130);
  // QA logs in with the fictional test numbers (docs/runbook.md); any other number's code is in the [backend] log.
  const {LOCAL_TEST_NUMBERS} = await import(
    join(ROOT, 'server', 'src', 'phone-login', 'local-test-numbers.ts')
  );
  stack = await startStack({
    apps,
    backendEnv: {
      PHONE_LOGIN_TEST_NUMBERS:
        process.env.PHONE_LOGIN_TEST_NUMBERS ?? LOCAL_TEST_NUMBERS,
    },
  });
  if (shuttingDown) await stack.stop();
  // Each app's .env for this backend and data directory, so `shopify hydrogen dev` (and anything else that
  // reads a Hydrogen app's .env) works against the running backend (docs/runbook.md).
  const secrets = stackSecrets(process.env.DATA_DIR);
  for (const app of apps)
    writeStorefrontEnv(
      app,
      storefrontEnvText(app, stack.backendOrigin, secrets[app]),
    );

  const width = Math.max(...apps.map((a) => a.length), 'backend'.length);
  console.log('');
  console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(0)} s:`);
  for (const app of apps)
    console.log(
      `  ${app.padEnd(width)}  ${stack.urls[app]}  (home answered ${stack.statuses[app]})`,
    );
  console.log(
    `  ${'backend'.padEnd(width)}  ${stack.backendOrigin}  (Storefront API: ${stack.backendOrigin}/api/2026-04/graphql.json)`,
  );
  console.log('Press Ctrl-C to stop.');
  console.log('');

  const exit = await stack.firstExit;
  if (exit && !shuttingDown) {
    console.error(
      `[stack] ${exit.name} exited (${exit.signal ?? `code ${exit.code}`}); stopping the others.`,
    );
    await shutdown(1);
  }
} catch (error) {
  console.error(
    `\n[stack] ${error instanceof StackError ? error.message : (error.stack ?? error)}`,
  );
  await shutdown(1);
}
