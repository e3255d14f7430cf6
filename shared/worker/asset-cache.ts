/**
 * Browser asset cache (docs/requirements.md, grooming: data, calls, constants; gum: calls, constants).
 *
 * The manifest lists the files worth keeping across visits; the page warms the Cache API from it
 * (AssetCacheManager) and the service worker (worker-source.ts) serves from the same cache, so both
 * sides agree on the cache name, the lifetime, the size cap and the header that records when an
 * entry was stored.
 */

export const ASSET_MANIFEST_VERSION = '1';
/** Cache names differ only by version after this, so a new worker can drop every older one. */
export const ASSET_CACHE_PREFIX = 'storefront-assets-';
export const ASSET_CACHE_NAME = 'storefront-assets-v1';
export const ASSET_CACHE_MAX_AGE_SECONDS = 604800; // 7 days
export const ASSET_MAX_BYTES = 52_428_800; // 50 MiB
export const ASSET_MANIFEST_URL = '/cache-manifest.json';

/**
 * When an entry was stored (ms since epoch). The Cache API keeps no timestamps and an origin's own
 * `Date` header may be older than the copy (CDN), so freshness is measured from our own stamp.
 */
export const CACHED_AT_HEADER = 'X-Storefront-Cached-At';
/** The manifest `version` an entry was stored for: an unhashed URL (/favicon.svg) can change content. */
export const ASSET_VERSION_HEADER = 'X-Storefront-Asset-Version';

export type AssetType = 'image' | 'video' | 'font' | 'audio' | 'other';

export interface AssetEntry {
  url: string;
  type: AssetType;
  /** Changes whenever the content does (the routes use the content hash). */
  version: string;
  /** ISO 8601. */
  lastModified: string;
  /** Bytes. */
  size: number;
  tags: string[];
}

export interface AssetCacheManifest {
  version: typeof ASSET_MANIFEST_VERSION;
  /** ISO 8601. */
  generatedAt: string;
  /** Keyed by content hash. */
  assets: Record<string, AssetEntry>;
}

const TYPES_BY_EXTENSION: Record<string, AssetType> = {};
for (const [type, extensions] of [
  ['image', 'png jpg jpeg gif webp avif svg ico bmp'],
  ['video', 'mp4 webm ogv mov m4v'],
  ['font', 'woff woff2 ttf otf eot'],
  ['audio', 'mp3 wav ogg oga m4a aac flac opus'],
] as const) {
  for (const extension of extensions.split(' '))
    TYPES_BY_EXTENSION[extension] = type;
}

/** The asset type from the path's extension; query and fragment are ignored (`?v=2`, `#icon`). */
export function assetType(url: string): AssetType {
  let pathname: string;
  try {
    pathname = new URL(url, 'https://placeholder.invalid').pathname;
  } catch {
    return 'other';
  }
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  if (dot <= 0) return 'other'; // no extension, or a dotfile such as `.well-known`
  return TYPES_BY_EXTENSION[file.slice(dot + 1).toLowerCase()] ?? 'other';
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A byte count for people, in 1024-based units (1536 → '1.5 KB').
 * Rounding: bytes are whole (Math.round); larger units get one decimal, rounded half up (Math.round
 * on the binary float, so an exact-looking x.x5 can round down), with a
 * trailing '.0' dropped ('1 KB', not '1.0 KB'). A value that rounds up to 1024 of a unit moves to
 * the next one ('1 MB', never '1024 KB'); GB is the largest unit ('2048 GB').
 * Sizes cannot be negative: a negative or non-finite input is a bug and throws a RangeError.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0)
    throw new RangeError(`Not a byte count: ${bytes}`);
  const shown = (value: number, unit: number) =>
    unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  let value = bytes;
  let unit = 0;
  // Promote on the rounded figure, so 1048575 B reads '1 MB' rather than '1024 KB'.
  while (unit < UNITS.length - 1 && shown(value, unit) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${shown(value, unit)} ${UNITS[unit]}`;
}

/**
 * Whether an entry stored at `cachedAtMs` is still usable at `nowMs`. Like HTTP freshness, an age
 * equal to the lifetime is already stale. A stamp in the future (clock changed, or a forged header)
 * cannot be trusted and counts as stale: refetching costs one request, keeping it could be forever.
 */
export function isFresh(
  cachedAtMs: number,
  nowMs: number,
  maxAgeSeconds: number = ASSET_CACHE_MAX_AGE_SECONDS,
): boolean {
  if (!Number.isFinite(cachedAtMs) || !Number.isFinite(nowMs)) return false;
  const age = nowMs - cachedAtMs;
  return age >= 0 && age < maxAgeSeconds * 1000;
}

/** Reads the structural part of a manifest fetched over the network; anything else is rejected. */
export function parseAssetManifest(data: unknown): AssetCacheManifest {
  const fail = (why: string): never => {
    throw new TypeError(`Invalid asset cache manifest: ${why}`);
  };
  if (!isRecord(data)) return fail('not an object');
  if (data.version !== ASSET_MANIFEST_VERSION)
    return fail(`version ${String(data.version)}`);
  if (typeof data.generatedAt !== 'string') return fail('generatedAt');
  if (!isRecord(data.assets)) return fail('assets');
  const assets: Record<string, AssetEntry> = {};
  for (const [hash, entry] of Object.entries(data.assets)) {
    if (
      !isRecord(entry) ||
      typeof entry.url !== 'string' ||
      !(['image', 'video', 'font', 'audio', 'other'] as unknown[]).includes(
        entry.type,
      ) ||
      typeof entry.version !== 'string' ||
      typeof entry.lastModified !== 'string' ||
      typeof entry.size !== 'number' ||
      !Number.isFinite(entry.size) ||
      entry.size < 0 ||
      !Array.isArray(entry.tags) ||
      !entry.tags.every((tag) => typeof tag === 'string')
    ) {
      return fail(`asset ${hash}`);
    }
    assets[hash] = {
      url: entry.url,
      type: entry.type as AssetType,
      version: entry.version,
      lastModified: entry.lastModified,
      size: entry.size,
      tags: [...(entry.tags as string[])],
    };
  }
  return {
    version: ASSET_MANIFEST_VERSION,
    generatedAt: data.generatedAt,
    assets,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface AssetSource {
  url: string;
  /** The file's bytes (a `?raw` import is a string, encoded as UTF-8 like the served file). */
  content: string | Uint8Array;
  lastModified: string;
  tags?: string[];
}

/** First 16 hex digits (64 bits) of SHA-256: plenty to tell a handful of files and their edits apart. */
export async function contentHash(
  content: string | Uint8Array,
): Promise<string> {
  const bytes =
    typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const digest = await crypto.subtle.digest(
    'SHA-256',
    bytes as Uint8Array<ArrayBuffer>,
  );
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A manifest whose sizes and hashes come from the bytes themselves, so it cannot drift from the files. */
export async function buildAssetManifest(
  sources: AssetSource[],
  generatedAt: string,
): Promise<AssetCacheManifest> {
  const assets: Record<string, AssetEntry> = {};
  for (const source of sources) {
    const bytes =
      typeof source.content === 'string'
        ? new TextEncoder().encode(source.content)
        : source.content;
    const hash = await contentHash(bytes);
    assets[hash] = {
      url: source.url,
      type: assetType(source.url),
      version: hash,
      lastModified: source.lastModified,
      size: bytes.byteLength,
      tags: source.tags ?? [],
    };
  }
  return {version: ASSET_MANIFEST_VERSION, generatedAt, assets};
}

/** The parts of the Cache API the manager uses (tests pass a Map-backed fake). */
export interface CacheLike {
  match(request: Request | string): Promise<Response | undefined>;
  put(request: Request | string, response: Response): Promise<void>;
  delete(request: Request | string): Promise<boolean>;
  keys(): Promise<ReadonlyArray<Request>>;
}

export interface CacheStorageLike {
  open(cacheName: string): Promise<CacheLike>;
}

export type FetchLike = (url: string) => Promise<Response>;

export interface AssetCacheOptions {
  caches: CacheStorageLike;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  cacheName?: string;
  maxAgeSeconds?: number;
  maxBytes?: number;
  now?: () => number;
}

export interface AssetCacheReport {
  /** Fetched and stored now. */
  cached: string[];
  /** Already stored, fresh and of the manifest's version. */
  kept: string[];
  /** Over the size cap (declared or actual). */
  oversize: string[];
  /** Network error or a non-200 response; the page works without them. */
  failed: string[];
}

/**
 * Warms the asset cache from a manifest. Runs in the page (after the start-up delay) rather than
 * in the worker's install step, so a slow or huge asset never holds back a worker update.
 */
export class AssetCacheManager {
  readonly cacheName: string;
  readonly maxAgeSeconds: number;
  readonly maxBytes: number;
  readonly #caches: CacheStorageLike;
  readonly #fetch: FetchLike;
  readonly #now: () => number;

  constructor(options: AssetCacheOptions) {
    this.cacheName = options.cacheName ?? ASSET_CACHE_NAME;
    this.maxAgeSeconds = options.maxAgeSeconds ?? ASSET_CACHE_MAX_AGE_SECONDS;
    this.maxBytes = options.maxBytes ?? ASSET_MAX_BYTES;
    this.#caches = options.caches;
    // Called detached: browsers throw "Illegal invocation" when fetch runs with `this` set to us.
    const fetchAsset = options.fetch ?? globalThis.fetch;
    this.#fetch = (url) => fetchAsset(url);
    this.#now = options.now ?? Date.now;
  }

  /** Stores every manifest asset under the size cap that is missing, expired or of an older version. */
  async cacheManifest(manifest: AssetCacheManifest): Promise<AssetCacheReport> {
    const cache = await this.#caches.open(this.cacheName);
    const report: AssetCacheReport = {
      cached: [],
      kept: [],
      oversize: [],
      failed: [],
    };
    // One at a time: this runs beside the page's own requests and must not compete with them.
    for (const asset of Object.values(manifest.assets)) {
      if (asset.size > this.maxBytes) {
        report.oversize.push(asset.url);
        continue;
      }
      const existing = await cache.match(asset.url);
      if (
        existing &&
        this.#isUsable(existing) &&
        existing.headers.get(ASSET_VERSION_HEADER) === asset.version
      ) {
        report.kept.push(asset.url);
        continue;
      }
      report[await this.#store(cache, asset)].push(asset.url);
    }
    return report;
  }

  /** Removes expired entries (and unstamped ones, whose age is unknown); returns their URLs. */
  async evictExpired(): Promise<string[]> {
    const cache = await this.#caches.open(this.cacheName);
    const evicted: string[] = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response && this.#isUsable(response)) continue;
      await cache.delete(request);
      evicted.push(request.url);
    }
    return evicted;
  }

  #isUsable(response: Response): boolean {
    return isFresh(
      Number(response.headers.get(CACHED_AT_HEADER) ?? NaN),
      this.#now(),
      this.maxAgeSeconds,
    );
  }

  async #store(
    cache: CacheLike,
    asset: AssetEntry,
  ): Promise<'cached' | 'oversize' | 'failed'> {
    let response: Response;
    try {
      response = await this.#fetch(asset.url);
    } catch {
      return 'failed';
    }
    // 206 and other partial or redirect-ish answers would poison the cache for later full requests.
    if (response.status !== 200) return 'failed';
    // The manifest may be stale: trust the server's length first, then the bytes actually received.
    if (Number(response.headers.get('Content-Length')) > this.maxBytes)
      return 'oversize';
    const body = await response.arrayBuffer();
    if (body.byteLength > this.maxBytes) return 'oversize';
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, String(this.#now()));
    headers.set(ASSET_VERSION_HEADER, asset.version);
    await cache.put(
      asset.url,
      new Response(body, {
        status: 200,
        statusText: response.statusText,
        headers,
      }),
    );
    return 'cached';
  }
}

/** Fetches and validates the manifest; the server sends it `no-cache`, so this revalidates. */
export async function loadAssetManifest(
  fetchManifest: FetchLike,
  url: string = ASSET_MANIFEST_URL,
): Promise<AssetCacheManifest> {
  const response = await fetchManifest(url);
  if (!response.ok)
    throw new Error(`Asset cache manifest ${url}: HTTP ${response.status}`);
  return parseAssetManifest(await response.json());
}
