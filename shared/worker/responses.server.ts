/**
 * What the storefronts' worker routes answer: the service worker script and the asset cache
 * manifest. Route files pass only what differs per store (the files they bundle).
 */
import {
  ASSET_CACHE_MAX_AGE_SECONDS,
  ASSET_CACHE_NAME,
  ASSET_MANIFEST_URL,
  ASSET_MAX_BYTES,
  assetType,
  buildAssetManifest,
  type AssetSource,
} from './asset-cache';
import type {BuiltAsset} from './asset-manifest-plugin';
import {serviceWorkerSource} from './worker-source';

// Built once per server instance: the text only depends on constants.
let script: string | undefined;

/**
 * The worker script (/service-worker.js, /sw.js). `no-cache` so a deploy reaches browsers on their
 * next update check; Service-Worker-Allowed keeps scope / valid even if the script ever moves.
 */
export function serviceWorkerScriptResponse(): Response {
  script ??= serviceWorkerSource({
    cacheName: ASSET_CACHE_NAME,
    maxAgeSeconds: ASSET_CACHE_MAX_AGE_SECONDS,
    maxBytes: ASSET_MAX_BYTES,
    manifestUrl: ASSET_MANIFEST_URL,
  });
  return new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  });
}

/**
 * /cache-manifest.json: the client build's files (`virtual:storefront-assets`, sized and hashed by
 * the build) plus files bundled at build time (`?raw`), so each size and hash comes from the bytes
 * actually served. The server has no file timestamps, so `lastModified` is when this manifest
 * vouched for the content; the content hash (`version`, and the key) is what tells a change.
 */
export async function assetManifestResponse(
  files: Omit<AssetSource, 'lastModified'>[],
  built: readonly BuiltAsset[] = [],
): Promise<Response> {
  const generatedAt = new Date().toISOString();
  const manifest = await buildAssetManifest(
    files.map((file) => ({...file, lastModified: generatedAt})),
    generatedAt,
  );
  for (const asset of built) {
    manifest.assets[asset.hash] = {
      url: asset.url,
      type: assetType(asset.url),
      version: asset.hash,
      lastModified: generatedAt,
      size: asset.size,
      tags: asset.tags,
    };
  }
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  });
}
