import type {BuiltAsset} from '@shared/worker/asset-manifest-plugin';

/**
 * Chunks every page loads before its first paint: the bundler's runtime and the root vite.config.ts's
 * `vendor` and `app` groups. Fetching them ahead again would be no gain.
 */
export const EVERY_PAGE_CHUNKS = ['rolldown-runtime', 'vendor', 'app'];

/**
 * The scripts to fetch ahead for a module the page loads by `import()` (decision 169): the chunk holding
 * `module` (the end of its path, e.g. `app/cart/CartDrawer.tsx`) and the chunks it imports, except
 * `alreadyLoaded` (chunk names every page has loaded). Empty when the build has no such chunk (development
 * has no client build).
 */
export function lazyChunkUrls(
  assets: readonly BuiltAsset[],
  module: string,
  alreadyLoaded: readonly string[] = EVERY_PAGE_CHUNKS,
): string[] {
  const byUrl = new Map(assets.map((asset) => [asset.url, asset]));
  const lazy = assets.find((asset) =>
    asset.chunk?.lazyModules?.some(
      (path) => path === module || path.endsWith(`/${module}`),
    ),
  );
  if (!lazy) return [];
  const urls: string[] = [];
  const queue = [lazy];
  for (let asset = queue.shift(); asset; asset = queue.shift()) {
    if (urls.includes(asset.url) || alreadyLoaded.includes(asset.chunk!.name))
      continue;
    urls.push(asset.url);
    for (const url of asset.chunk!.imports) {
      const imported = byUrl.get(url);
      if (imported?.chunk) queue.push(imported);
    }
  }
  return urls;
}
