/**
 * Vite plugin: lists the files the client build emits (scripts, styles, fonts, images) so
 * /cache-manifest.json describes the real build (decision 33), and how the scripts import each other, so a
 * page can fetch a lazy module's chunks ahead (decision 169).
 *
 * React Router builds the client before the server, each with its own plugin instances: the client
 * build writes every emitted file with its size and content hash to `dist/client/.vite/` (which
 * React Router clears once the server build is done), and the server build bundles that list as
 * `virtual:storefront-assets`. In `shopify hydrogen dev` there is no client build: the list is empty.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import type {Plugin} from 'vite';

export const ASSET_LIST_MODULE = 'virtual:storefront-assets';
const RESOLVED_ID = `\0${ASSET_LIST_MODULE}`;
const LIST_FILE = '.vite/storefront-assets.json';

/** One file of the client build, as the manifest route needs it. */
export interface BuiltAsset {
  url: string;
  size: number;
  /** First 16 hex digits of the SHA-256 of the bytes served. */
  hash: string;
  tags: string[];
  /**
   * A script chunk's name, the URLs of the chunks it imports, and for a chunk some chunk loads by `import()`
   * the source modules in it (paths from the repository root): what shared/chrome/lazy-chunks.ts reads to
   * fetch a lazy module ahead (decision 169). Not in /cache-manifest.json.
   */
  chunk?: {name: string; imports: string[]; lazyModules?: string[]};
}

const TAGS_BY_EXTENSION: Record<string, string> = {
  js: 'script',
  mjs: 'script',
  css: 'style',
  woff: 'font',
  woff2: 'font',
  ttf: 'font',
  otf: 'font',
  svg: 'image',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  avif: 'image',
  ico: 'image',
};

/** What the manifest keeps: the files a page loads; source maps and build bookkeeping stay out. */
export function isCacheableBuildFile(fileName: string): boolean {
  return (
    !fileName.startsWith('.vite/') &&
    !fileName.endsWith('.map') &&
    fileName.split('.').pop()! in TAGS_BY_EXTENSION
  );
}

/** A build file's URL under the build's base. */
const urlOf = (base: string, fileName: string) =>
  `${base.endsWith('/') ? base : `${base}/`}${fileName}`;

export function describeBuildFile(
  base: string,
  fileName: string,
  bytes: Uint8Array,
): BuiltAsset {
  const extension = fileName.split('.').pop()!.toLowerCase();
  const tags = [TAGS_BY_EXTENSION[extension] ?? 'other'];
  return {
    url: urlOf(base, fileName),
    size: bytes.byteLength,
    hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
    tags,
  };
}

export function assetManifestPlugin(appDir: string): Plugin {
  let base = '/';
  // The storefronts are storefronts/<name>: module paths are kept from the repository root.
  const repositoryRoot = join(appDir, '..', '..');
  const listFile = join(appDir, 'dist', 'client', LIST_FILE);
  return {
    name: 'storefront-asset-list',
    configResolved(config) {
      base = config.base || '/';
    },
    resolveId(id) {
      return id === ASSET_LIST_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const list: BuiltAsset[] = existsSync(listFile)
        ? JSON.parse(readFileSync(listFile, 'utf8'))
        : [];
      return `export default ${JSON.stringify(list)};`;
    },
    // After writing, so sizes and hashes are of the files as served (later plugins still edit chunks).
    writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      const assets: BuiltAsset[] = [];
      // Chunks some chunk loads by `import()` (a chunk a route also imports statically is one too).
      const lazy = new Set(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? output.dynamicImports : [],
        ),
      );
      for (const fileName of Object.keys(bundle)) {
        if (!isCacheableBuildFile(fileName)) continue;
        const bytes = readFileSync(join(options.dir, fileName));
        if (bytes.byteLength === 0) continue; // an empty route chunk: nothing to keep
        const asset = describeBuildFile(base, fileName, bytes);
        const output = bundle[fileName];
        if (output.type === 'chunk')
          asset.chunk = {
            name: output.name,
            imports: output.imports.map((file) => urlOf(base, file)),
            ...(lazy.has(fileName) && {
              lazyModules: output.moduleIds
                .filter((id) => id.startsWith(repositoryRoot))
                .map((id) => relative(repositoryRoot, id).split(sep).join('/')),
            }),
          };
        assets.push(asset);
      }
      assets.sort((a, b) => a.url.localeCompare(b.url));
      mkdirSync(dirname(listFile), {recursive: true});
      writeFileSync(listFile, JSON.stringify(assets));
    },
  };
}
