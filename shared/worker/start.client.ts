/**
 * What the page does once it has settled (BackgroundWorker schedules it): register the worker,
 * warm the shared asset cache from /cache-manifest.json, and ask the worker (3 s message timeout)
 * whether it serves from that cache. Every step is an enhancement: a failure logs and stops.
 */
import {
  AssetCacheManager,
  formatBytes,
  loadAssetManifest,
  type AssetCacheManifest,
  type AssetCacheReport,
} from './asset-cache';
import {
  messageWorker,
  registerServiceWorker,
  type MessageTargetLike,
} from './register.client';

/** One line per cached asset with its size in B, KB, MB or GB, and a total. */
export function cachedAssetListing(
  manifest: AssetCacheManifest,
  report: AssetCacheReport,
): string[] {
  const stored = new Set([...report.cached, ...report.kept]);
  const entries = Object.values(manifest.assets).filter((asset) =>
    stored.has(asset.url),
  );
  const total = entries.reduce((sum, asset) => sum + asset.size, 0);
  return [
    ...entries.map((asset) => `${asset.url} — ${formatBytes(asset.size)}`),
    `${entries.length} files, ${formatBytes(total)}` +
      (report.oversize.length
        ? `; ${report.oversize.length} over the size cap`
        : '') +
      (report.failed.length ? `; ${report.failed.length} failed` : ''),
  ];
}

interface WorkerReply {
  type?: string;
  cacheName?: string;
}

export async function startBackgroundWorker(script: string): Promise<void> {
  const registration = await registerServiceWorker({script});
  if (!registration || typeof caches === 'undefined') return;
  try {
    const manifest = await loadAssetManifest((url) =>
      fetch(url, {cache: 'no-cache', credentials: 'same-origin'}),
    );
    const manager = new AssetCacheManager({caches});
    await manager.evictExpired();
    const report = await manager.cacheManifest(manifest);
    // `ready` settles once a worker is active for this scope (registration succeeded above).
    const worker: MessageTargetLike | null | undefined =
      navigator.serviceWorker?.controller ??
      (await navigator.serviceWorker.ready).active ??
      registration.active;
    const reply = worker
      ? await messageWorker<WorkerReply>(worker, {type: 'PING'}).catch(
          () => null,
        )
      : null;
    const serving =
      reply?.cacheName === manager.cacheName
        ? 'served by the worker'
        : 'worker not answering yet';
    console.info(
      `[worker] asset cache ${manager.cacheName} (${serving}):\n${cachedAssetListing(manifest, report).join('\n')}`,
    );
  } catch (error) {
    console.warn('[worker] asset cache not warmed', error);
  }
}
