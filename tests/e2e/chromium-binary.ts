/**
 * Which Debian Chromium the suite drives, and how it starts (decisions 10, 158 and 167). Debian's
 * `chromium-headless-shell` is the same Chromium build as `chromium` (one source package, one version)
 * without the full browser's windows, tab strip and profile machinery, which new-headless `chromium` runs for
 * every test's context: with it the e2e step's browser processes cost about half their CPU. Without that
 * package (or with `CHROMIUM_PATH` set) the suite drives `/usr/bin/chromium` as before. What only the full
 * browser does (a Ctrl/Cmd-click opening a tab) is tested in it (`FULL_BROWSER_LAUNCH`); the real-user
 * bench, Lighthouse and hand checks always use the full browser, which is what shoppers run.
 */
import {existsSync} from 'node:fs';
import {disableFeaturesSwitch} from './chromium-features.ts';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_BROWSER = '/usr/bin/chromium';

export function suiteChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
}

/** How the suite starts a Chromium: no sandbox, GPU or background traffic, and decision 158's features off. */
export function launchOptions(executablePath: string): {
  executablePath: string;
  args: string[];
} {
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      // Playwright's own --disable-features list plus the address bar's WebUI popups (decision 158).
      disableFeaturesSwitch(),
    ],
  };
}

/**
 * For a describe block's `test.use({launchOptions: FULL_BROWSER_LAUNCH})`: the full browser, for what the
 * headless shell does not do as a shopper's browser does (it crashes opening a Ctrl/Cmd-clicked link's tab).
 */
export const FULL_BROWSER_LAUNCH = launchOptions(
  process.env.CHROMIUM_PATH ?? FULL_BROWSER,
);
