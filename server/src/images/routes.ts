/**
 * Image CDN: GET /cdn/shop/files/<images.path>?width=&height=&crop=&format=
 *
 * Accepts what hydrogen-react's shopifyLoader appends (`width`, `height`, `crop`; appended, so a URL may
 * carry a parameter twice: the last one wins) plus `format` (webp | png | jpg | pjpg). Without `format`,
 * the Accept header picks, as Shopify's CDN does (AVIF to every store since August 2022): AVIF when the
 * client lists image/avif (every current browser), else WebP unless the client lists image types
 * without image/webp.
 * Rendering is lazy and cached in memory.
 */
import {createHash} from 'node:crypto';
import type {Db} from '../data/db.ts';
import sharp from 'sharp';
import {
  findImageByPath,
  findUploadedImage,
  type ImageRow,
} from '../data/images.ts';
import {jsonError, type Handler, type Route} from '../http/router.ts';
import {LruCache} from './cache.ts';
import {isImageRecipe, type ImageRecipe} from './recipe.ts';
import {
  CONTENT_TYPES,
  renderImage,
  type Crop,
  type OutputFormat,
} from './render.ts';

export const MIN_SIZE = 16;
export const MAX_SIZE = 2048;

const cache = new LruCache(400, 96 * 1024 * 1024);
const inFlight = new Map<string, Promise<Buffer>>();
const rowCache = new WeakMap<Db, Map<string, ImageRow | null>>();

function lastNumber(params: URLSearchParams, name: string): number | undefined {
  const values = params.getAll(name);
  for (let i = values.length - 1; i >= 0; i--) {
    const n = Number.parseFloat(values[i]);
    if (Number.isFinite(n) && n > 0) return Math.round(n);
  }
  return undefined;
}

const clamp = (n: number) =>
  Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(n)));

/** Output size: explicit width/height win; a missing side follows the stored aspect ratio. */
export function outputSize(
  stored: {width: number; height: number},
  width: number | undefined,
  height: number | undefined,
): {width: number; height: number} {
  const aspect = stored.height / stored.width;
  if (width !== undefined && height !== undefined)
    return {width: clamp(width), height: clamp(height)};
  if (width !== undefined) {
    let w = clamp(width);
    let h = w * aspect;
    if (h > MAX_SIZE) {
      h = MAX_SIZE;
      w = h / aspect;
    }
    return {width: clamp(w), height: clamp(h)};
  }
  if (height !== undefined) {
    let h = clamp(height);
    let w = h / aspect;
    if (w > MAX_SIZE) {
      w = MAX_SIZE;
      h = w * aspect;
    }
    return {width: clamp(w), height: clamp(h)};
  }
  return outputSize(stored, Math.min(stored.width, MAX_SIZE), undefined);
}

export function pickFormat(
  params: URLSearchParams,
  accept: string | undefined,
  path: string,
): OutputFormat {
  const requested = params.getAll('format').pop()?.toLowerCase();
  if (requested === 'webp' || requested === 'png' || requested === 'pjpg')
    return requested;
  if (requested === 'jpg' || requested === 'jpeg') return 'jpeg';
  const acceptHeader = (accept ?? '').toLowerCase();
  if (acceptHeader.includes('image/avif')) return 'avif';
  if (acceptHeader.includes('image/webp')) return 'webp';
  const listsImageTypes = /image\/(png|jpe?g|avif|gif|apng)/.test(acceptHeader);
  if (!listsImageTypes) return 'webp';
  if (/\.jpe?g$/i.test(path)) return 'jpeg';
  return 'png';
}

function pickCrop(params: URLSearchParams): Crop {
  const crop = params.getAll('crop').pop()?.toLowerCase();
  return crop === 'top' ||
    crop === 'bottom' ||
    crop === 'left' ||
    crop === 'right'
    ? crop
    : 'center';
}

function lookup(db: Db, path: string): ImageRow | null {
  let rows = rowCache.get(db);
  if (!rows) {
    rows = new Map();
    rowCache.set(db, rows);
  }
  if (!rows.has(path)) {
    if (rows.size > 5000) rows.clear();
    rows.set(path, findImageByPath(db, path));
  }
  return rows.get(path) ?? null;
}

const serveImage: Handler = async ({db, url, params, req}) => {
  const path = (params.rest ?? '').replace(/^\/+/, '');
  const row = path ? lookup(db, path) : null;
  if (!row) return jsonError(404, `Image not found: ${path}`);
  // A shopper's photo (reviews, decision 126) is stored bytes, resized here like any picture.
  const upload = row.recipe === '{}' ? findUploadedImage(db, path) : null;
  let recipe: ImageRecipe | null = null;
  if (!upload) {
    try {
      const parsed: unknown = JSON.parse(row.recipe);
      if (!isImageRecipe(parsed))
        return jsonError(404, `Image has no drawable recipe: ${path}`);
      recipe = parsed;
    } catch {
      return jsonError(404, `Image has no drawable recipe: ${path}`);
    }
  }

  const size = outputSize(
    row,
    lastNumber(url.searchParams, 'width'),
    lastNumber(url.searchParams, 'height'),
  );
  const crop = pickCrop(url.searchParams);
  const accept = Array.isArray(req.headers.accept)
    ? req.headers.accept.join(',')
    : req.headers.accept;
  const format = pickFormat(url.searchParams, accept, path);
  const key = `${row.id}|${row.recipe}|${size.width}x${size.height}|${crop}|${format}`;
  const etag = `"${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`;
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[format],
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    Vary: 'Accept',
  };
  if (req.headers['if-none-match'] === etag) return {status: 304, headers};

  let body = cache.get(key);
  if (!body) {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (
        upload
          ? renderUpload(upload.bytes, size, format)
          : renderImage({
              recipe: recipe!,
              sourceWidth: row.width,
              sourceHeight: row.height,
              width: size.width,
              height: size.height,
              crop,
              format,
            })
      ).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    body = await pending;
    cache.set(key, body);
  }
  return {
    status: 200,
    headers: {...headers, 'Content-Length': String(body.length)},
    body,
  };
};

function renderUpload(
  bytes: Uint8Array,
  size: {width: number; height: number},
  format: OutputFormat,
): Promise<Buffer> {
  const image = sharp(bytes).resize({...size, fit: 'cover'});
  return (
    format === 'pjpg' ? image.jpeg({progressive: true}) : image.toFormat(format)
  ).toBuffer();
}

export const imageRoutes: Route[] = [
  // CORS (storefront origins only, http/app.ts) so a storefront may fetch or draw its images.
  {method: 'GET', path: '/cdn/shop/files/*', cors: true, handler: serveImage},
];
