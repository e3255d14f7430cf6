/**
 * Reviews as the provider answers them, in Judge.me's field names (decision 123): rating, title, body,
 * reviewer {id, external_id, name}, verified, curated, hidden, published, pictures [{urls, width,
 * height, hidden}], created_at. Never the reviewer's e-mail, phone or IP (a storefront shows this).
 */
import type {Db} from '../data/db.ts';
import {
  picturesOfReviews,
  type PictureRow,
  type ReviewRow,
} from '../data/reviews.ts';
import {seedText, type Language} from './seed-text.ts';

/** Judge.me's picture sizes, as widths the image CDN draws. */
const PICTURE_WIDTHS = {small: 160, compact: 480, huge: 1200} as const;

export interface PictureView {
  urls: {original: string; small: string; compact: string; huge: string};
  width: number;
  height: number;
  hidden: boolean;
}

export interface ReviewView {
  id: number;
  title: string;
  body: string;
  rating: number;
  product_external_id: number;
  reviewer: {id: number; external_id: number | null; name: string};
  source: string;
  curated: string;
  published: boolean;
  hidden: boolean;
  verified: string;
  featured: boolean;
  language: string;
  helpful_count: number;
  has_published_pictures: boolean;
  pictures: PictureView[];
  created_at: string;
  updated_at: string;
}

function pictureView(origin: string, row: PictureRow): PictureView {
  const base = `${origin}/cdn/shop/files/${row.path}`;
  return {
    urls: {
      original: base,
      small: `${base}?width=${PICTURE_WIDTHS.small}`,
      compact: `${base}?width=${PICTURE_WIDTHS.compact}`,
      huge: `${base}?width=${PICTURE_WIDTHS.huge}`,
    },
    width: row.width,
    height: row.height,
    hidden: row.hidden === 1,
  };
}

export function reviewViews(
  db: Db,
  origin: string,
  rows: ReviewRow[],
): ReviewView[] {
  const pictures = new Map<number, PictureView[]>();
  for (const row of picturesOfReviews(
    db,
    rows.filter((r) => r.pictures_count > 0).map((r) => r.id),
  )) {
    const list = pictures.get(row.review_id) ?? [];
    list.push(pictureView(origin, row));
    pictures.set(row.review_id, list);
  }
  return rows.map((row) => {
    const text =
      row.seed_key !== null
        ? seedText(row.shop, row.seed_key, row.rating, row.language as Language)
        : null;
    const own = pictures.get(row.id) ?? [];
    return {
      id: row.id,
      title: row.title ?? text?.title ?? '',
      body: row.body ?? text?.body ?? '',
      rating: row.rating,
      product_external_id: row.product_id,
      reviewer: {
        id: row.reviewer_external_id ?? 100000 + row.id,
        external_id: row.reviewer_external_id,
        name: row.reviewer_name ?? text?.name ?? '',
      },
      source: row.source,
      curated: row.curated,
      published: row.curated === 'ok' && row.hidden === 0,
      hidden: row.hidden === 1,
      verified: row.verified,
      featured: false,
      language: row.language,
      helpful_count: row.helpful_count,
      has_published_pictures: own.some((p) => !p.hidden),
      pictures: own,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}
