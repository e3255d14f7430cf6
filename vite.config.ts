/**
 * Root Vite config: the Vitest setup for the whole monorepo, and the factory each storefront's
 * own vite.config.ts calls so both apps build the same way.
 */
import {availableParallelism} from 'node:os';
import {join, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {UserConfig} from 'vite';
import type {ChunkingContext} from 'rolldown';
import {assetManifestPlugin} from './shared/worker/asset-manifest-plugin.ts';
import {renderMemoPlugin} from './shared/worker/render-memo-plugin.ts';
import {defineConfig} from 'vitest/config';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
const contractsDir = fileURLToPath(new URL('./contracts', import.meta.url));
const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The browser's scripts in a few chunks of similar size instead of twenty: what two or more entries share
 * is the framework (React Router, React) in `vendor` and everything else (our code, Hydrogen, the other
 * libraries) in `app`. Over HTTP/1.1 every further script is another round trip before the first paint,
 * and the largest one finishes last (decisions 60, 81). Route modules and lazy chunks stay a chunk each.
 */
function clientChunkGroups(appDir: string) {
  const app = join(appDir, 'app') + sep;
  const shared = sharedDir + sep;
  const contracts = contractsDir + sep;
  const locales = join(appDir, 'app', 'locales') + sep;
  // The cart drawer's body, lazy on every page (decision 92), and the /cart page that shows the same
  // body: a chunk of their own, not `app`, which every page loads before its first paint.
  const cartBody =
    /[\\/](cart[\\/]drawer[\\/](?!context\.|lazy-drawer\.)|cart[\\/]use-line-quantities\.|app[\\/]cart[\\/](CartDrawer|use-discount-code)\.)/;
  // The dialog shell (decision 149): it only draws after a tap, though gum's /cart page reaches it through its
  // drawer's module; a chunk of its own that the drawer, the menu and the search overlay share, not `app`.
  const dialog = /[\\/]shared[\\/]dialog[\\/]/;
  // The reviews, which the product page and the "rate your order" page share (decision 136): a chunk of
  // their own, not `app`, so pages without reviews never load them.
  const reviews =
    /[\\/](shared[\\/]reviews[\\/]|app[\\/]components[\\/](Gum|Grooming)Reviews\.)/;
  // A module that only lazy chunks import (`import()`, after the first paint) is not `app`'s: it goes with
  // them, so what a tap loads (the mobile menu's focus trap) stays out of every page's first paint
  // (decision 92).
  const known = new WeakMap<ChunkingContext, Map<string, boolean>>();
  function importedByAPage(id: string, ctx: ChunkingContext): boolean {
    let results = known.get(ctx);
    if (!results) known.set(ctx, (results = new Map()));
    let result = results.get(id);
    if (result === undefined) {
      // Up its static importers to an entry (the client entry, a route), or only to `import()` targets.
      const seen = new Set([id]);
      const queue = [id];
      result = false;
      for (let next; !result && (next = queue.pop());) {
        const info = ctx.getModuleInfo(next);
        if (!info || info.isEntry) result = true;
        else
          for (const importer of info.importers)
            if (!seen.has(importer)) {
              seen.add(importer);
              queue.push(importer);
            }
      }
      results.set(id, result);
    }
    return result;
  }
  // `vendor` and `app` are what every page loads first: shared/chrome/lazy-chunks.ts (EVERY_PAGE_CHUNKS)
  // leaves them out of a lazy module's preloads (decision 169).
  return {
    groups: [
      {
        name: 'vendor',
        test: /[\\/]node_modules[\\/](react-router|@react-router|react)[\\/]/,
        minShareCount: 2,
        priority: 2,
      },
      {
        name: (id: string, ctx: ChunkingContext) =>
          importedByAPage(id, ctx) ? 'app' : null,
        // Not a store's strings (`app/locales/`): each language is a chunk the page loads on its own
        // (decision 89).
        test: (id: string) =>
          (id.startsWith(shared) ||
            id.startsWith(contracts) ||
            id.startsWith(app) ||
            /[\\/]node_modules[\\/]/.test(id)) &&
          !id.startsWith(locales) &&
          !cartBody.test(id) &&
          !dialog.test(id) &&
          !reviews.test(id),
        minShareCount: 2,
        priority: 1,
      },
      // Before the cart's, which would take it as its drawer's dependency.
      {name: 'dialog', test: dialog, minShareCount: 2, priority: 1},
      // Last, so its dependencies stay in the groups above (a group takes its modules' dependencies).
      {name: 'cart', test: cartBody, minShareCount: 2, priority: 0},
      {name: 'reviews', test: reviews, minShareCount: 2, priority: 0},
    ],
  };
}

/**
 * Vite config for one storefront; `plugins` are Hydrogen's, passed in by the app so they resolve there.
 * The client build gets the shared chunk groups; the worker bundle is one file anyway.
 */
export function storefrontViteConfig(
  appDir: string,
  plugins: UserConfig['plugins'],
  {isSsrBuild = false}: {isSsrBuild?: boolean} = {},
): UserConfig {
  return {
    plugins: [
      ...(plugins ?? []),
      assetManifestPlugin(appDir),
      ...(isSsrBuild ? [renderMemoPlugin()] : []),
    ],
    resolve: {
      alias: {
        '~': `${appDir}/app`,
        '@shared': sharedDir,
        '@config': `${rootDir}/hydrogen.config.ts`,
        '@contracts': contractsDir,
      },
    },
    build: {
      // A strict Content-Security-Policy without base64-inlined assets.
      assetsInlineLimit: 0,
      // PROFILE_BUILD=1 keeps names readable in CPU profiles (scripts/render-profile.mjs).
      minify: process.env.PROFILE_BUILD ? false : undefined,
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: {
              output: {codeSplitting: clientChunkGroups(appDir)},
            },
          }),
    },
    server: {
      fs: {allow: [rootDir]},
    },
    ssr: {
      optimizeDeps: {
        include: [
          'react-router > set-cookie-parser',
          'react-router > cookie',
          'react-router',
        ],
      },
    },
  };
}

export default defineConfig({
  resolve: {
    alias: {
      '@shared': sharedDir,
      '@config': `${rootDir}/hydrogen.config.ts`,
      '@contracts': contractsDir,
    },
  },
  test: {
    include: [
      'server/**/*.test.ts',
      'shared/**/*.test.{ts,tsx}',
      'contracts/**/*.test.ts',
      'storefronts/*/app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'tests/e2e/**', '**/*.spec.ts'],
    testTimeout: 20_000,
    // One worker more than the machine's cores: the default (cores − 1) left a 2-core machine a third idle,
    // the server tests waiting on child processes and SQLite (decision 166).
    maxWorkers: availableParallelism() + 1,
    // graphql must be one module instance: @graphql-tools is CommonJS-loaded by Node otherwise,
    // and its schema would come from a different graphql copy than Vite's ESM one.
    server: {deps: {inline: [/@graphql-tools/]}},
  },
});
