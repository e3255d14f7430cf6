/** Image rows for the image server (server/src/images). */
import type {Db} from './db.ts';
import {prepared} from './prepared.ts';

export interface ImageRow {
  id: number;
  shop: string;
  path: string;
  alt_text: string | null;
  width: number;
  height: number;
  recipe: string;
}

export function findImageByPath(db: Db, path: string): ImageRow | null {
  const row = prepared(
    db,
    'SELECT id, shop, path, alt_text, width, height, recipe FROM images WHERE path = ? LIMIT 1',
  ).get(path) as ImageRow | undefined;
  return row ?? null;
}

/** An uploaded image's bytes by its CDN path, or null. */
export function findUploadedImage(
  db: Db,
  path: string,
): {contentType: string; bytes: Uint8Array} | null {
  const row = prepared(
    db,
    `SELECT u.content_type AS contentType, u.bytes AS bytes FROM uploaded_images u
     JOIN images i ON i.id = u.image_id WHERE i.path = ?`,
  ).get(path) as {contentType: string; bytes: Uint8Array} | undefined;
  return row ?? null;
}
