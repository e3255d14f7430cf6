// The stack a bench script measures: the one `npm start` is running on the configured ports, or one built
// and started for the run (and stopped when the script ends or is interrupted).
import {
  StackError,
  portInUse,
  prepareStack,
  startStack,
  watchParent,
} from './stack.mjs';

/**
 * `label` prefixes the log lines ('[bench]'); `apps` and `ports` are selectedApps() and stackPorts(apps).
 * Returns a description of the stack used and `stop()` for the script's `finally`.
 */
export async function benchStack(label, apps, ports) {
  let stack;
  const stop = async () => {
    if (stack) await stack.stop();
    stack = undefined;
  };
  const stopAndExit = async (code) => {
    await stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => stopAndExit(signal === 'SIGINT' ? 130 : 143));
  watchParent(() => stopAndExit(143));

  const named = {backend: ports.backendPort, ...ports.appPorts};
  const up = {};
  for (const [name, port] of Object.entries(named))
    up[name] = await portInUse(port);
  if (Object.values(up).every(Boolean)) {
    console.log(
      `${label} using the stack already running on`,
      Object.values(named).join(', '),
    );
    return {used: 'the running stack', stop};
  }
  if (Object.values(up).some(Boolean)) {
    const running = Object.keys(up).filter((n) => up[n]);
    throw new StackError(
      `Only part of the stack is running (${running.join(', ')}); start it all with npm start or stop it.`,
    );
  }
  console.log(
    `${label} stack not running: building and starting it (production preview)`,
  );
  const write = () => {}; // keep the benchmark output readable
  await prepareStack({apps, write, build: process.env.SKIP_BUILD !== '1'});
  stack = await startStack({apps, write});
  return {used: 'a stack started for the run', stop};
}
