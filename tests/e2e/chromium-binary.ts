/**
 * Which Debian Chromium the suite drives (decisions 10 and 167). Debian's `chromium-headless-shell` is the
 * same Chromium build as `chromium` (one source package, one version) without the full browser's windows,
 * tab strip and profile machinery, which new-headless `chromium` runs for every test's context: with it the
 * e2e step's browser processes cost about half their CPU. Without that package (or with `CHROMIUM_PATH`
 * set) the suite drives `/usr/bin/chromium` as before; the real-user bench, Lighthouse and hand checks
 * always use the full browser, which is what shoppers run.
 */
import {existsSync} from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_BROWSER = '/usr/bin/chromium';

export function suiteChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
}
