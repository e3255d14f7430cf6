/** Catalogue reads: products, variants, options, images, collections, metafields, translations. */
import type {Db} from './db.ts';
import {json} from './db.ts';
import {prepared} from './prepared.ts';

export interface ProductRow {
  id: number;
  shop: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  bestSellingRank: number;
}

export interface VariantRow {
  id: number;
  productId: number;
  position: number;
  title: string;
  sku: string | null;
  barcode: string | null;
  pricePaise: number;
  compareAtPaise: number | null;
  availableForSale: boolean;
  quantityAvailable: number;
  imageId: number | null;
  selectedOptions: {name: string; value: string}[];
}

export interface OptionRow {
  id: number;
  productId: number;
  position: number;
  name: string;
  values: string[];
}

export interface ImageRow {
  id: number;
  shop: string;
  path: string;
  altText: string | null;
  width: number;
  height: number;
}

export interface CollectionRow {
  id: number;
  shop: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  imageId: number | null;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
}

export interface MetafieldRow {
  id: number;
  owner: string;
  ownerId: number | string;
  namespace: string;
  key: string;
  type: string;
  value: string;
}

type Raw = Record<string, unknown>;

function toProduct(r: Raw): ProductRow {
  return {
    id: Number(r.id),
    shop: String(r.shop),
    handle: String(r.handle),
    title: String(r.title),
    description: String(r.description ?? ''),
    descriptionHtml: String(r.description_html ?? ''),
    productType: String(r.product_type ?? ''),
    vendor: String(r.vendor ?? ''),
    tags: json<string[]>(r.tags, []),
    seoTitle: (r.seo_title as string | null) ?? null,
    seoDescription: (r.seo_description as string | null) ?? null,
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
    publishedAt: String(r.published_at),
    bestSellingRank: Number(r.best_selling_rank ?? 1000),
  };
}

function toVariant(r: Raw): VariantRow {
  return {
    id: Number(r.id),
    productId: Number(r.product_id),
    position: Number(r.position),
    title: String(r.title),
    sku: (r.sku as string | null) ?? null,
    barcode: (r.barcode as string | null) ?? null,
    pricePaise: Number(r.price_paise),
    compareAtPaise:
      r.compare_at_paise == null ? null : Number(r.compare_at_paise),
    availableForSale: Number(r.available_for_sale) === 1,
    quantityAvailable: Number(r.quantity_available ?? 0),
    imageId: r.image_id == null ? null : Number(r.image_id),
    selectedOptions: json<{name: string; value: string}[]>(
      r.selected_options,
      [],
    ),
  };
}

function toOption(r: Raw): OptionRow {
  return {
    id: Number(r.id),
    productId: Number(r.product_id),
    position: Number(r.position),
    name: String(r.name),
    values: json<string[]>(r.option_values, []),
  };
}

function toImage(r: Raw): ImageRow {
  return {
    id: Number(r.id),
    shop: String(r.shop),
    path: String(r.path),
    altText: (r.alt_text as string | null) ?? null,
    width: Number(r.width),
    height: Number(r.height),
  };
}

function toCollection(r: Raw): CollectionRow {
  return {
    id: Number(r.id),
    shop: String(r.shop),
    handle: String(r.handle),
    title: String(r.title),
    description: String(r.description ?? ''),
    descriptionHtml: String(r.description_html ?? ''),
    imageId: r.image_id == null ? null : Number(r.image_id),
    seoTitle: (r.seo_title as string | null) ?? null,
    seoDescription: (r.seo_description as string | null) ?? null,
    updatedAt: String(r.updated_at),
  };
}

function toMetafield(r: Raw): MetafieldRow {
  return {
    id: Number(r.id),
    owner: String(r.owner),
    ownerId: r.owner_id as number | string,
    namespace: String(r.namespace),
    key: String(r.key),
    type: String(r.type),
    value: String(r.value),
  };
}

/** IN-list placeholders for a list of ids (never empty: `(NULL)` matches nothing). */
function inList(ids: readonly unknown[]): string {
  return ids.length ? `(${ids.map(() => '?').join(',')})` : '(NULL)';
}

// ---- products ----

export function listProducts(db: Db, shop: string): ProductRow[] {
  return (
    prepared(db, 'SELECT * FROM products WHERE shop = ? ORDER BY id').all(
      shop,
    ) as Raw[]
  ).map(toProduct);
}

export function findProductByHandle(
  db: Db,
  shop: string,
  handle: string,
): ProductRow | null {
  const row = prepared(
    db,
    'SELECT * FROM products WHERE shop = ? AND handle = ?',
  ).get(shop, handle) as Raw | undefined;
  return row ? toProduct(row) : null;
}

export function findProductById(
  db: Db,
  shop: string,
  id: number,
): ProductRow | null {
  const row = prepared(
    db,
    'SELECT * FROM products WHERE shop = ? AND id = ?',
  ).get(shop, id) as Raw | undefined;
  return row ? toProduct(row) : null;
}

/** Variants of every product of a shop, in product then position order. */
export function listVariantsOfShop(db: Db, shop: string): VariantRow[] {
  const sql =
    'SELECT v.* FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = ? ORDER BY v.product_id, v.position, v.id';
  return (prepared(db, sql).all(shop) as Raw[]).map(toVariant);
}

export function listVariantsOfProduct(db: Db, productId: number): VariantRow[] {
  const sql =
    'SELECT * FROM variants WHERE product_id = ? ORDER BY position, id';
  return (prepared(db, sql).all(productId) as Raw[]).map(toVariant);
}

/** A variant, only if its product belongs to the shop. */
export function findVariantById(
  db: Db,
  shop: string,
  id: number,
): VariantRow | null {
  const sql =
    'SELECT v.* FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = ? AND v.id = ?';
  const row = prepared(db, sql).get(shop, id) as Raw | undefined;
  return row ? toVariant(row) : null;
}

export function listOptionsOfProduct(db: Db, productId: number): OptionRow[] {
  const sql =
    'SELECT * FROM product_options WHERE product_id = ? ORDER BY position, id';
  return (prepared(db, sql).all(productId) as Raw[]).map(toOption);
}

export function listOptionsOfShop(db: Db, shop: string): OptionRow[] {
  const sql =
    'SELECT o.* FROM product_options o JOIN products p ON p.id = o.product_id WHERE p.shop = ? ORDER BY o.product_id, o.position, o.id';
  return (prepared(db, sql).all(shop) as Raw[]).map(toOption);
}

/** Images of a product in position order. */
export function listProductImages(db: Db, productId: number): ImageRow[] {
  const sql =
    'SELECT i.* FROM product_images pi JOIN images i ON i.id = pi.image_id WHERE pi.product_id = ? ORDER BY pi.position, i.id';
  return (prepared(db, sql).all(productId) as Raw[]).map(toImage);
}

/** First image of every product of a shop: productId → image. */
export function listFeaturedImagesOfShop(
  db: Db,
  shop: string,
): Map<number, ImageRow> {
  const sql = `SELECT pi.product_id AS product_id, i.* FROM product_images pi JOIN images i ON i.id = pi.image_id
    JOIN products p ON p.id = pi.product_id WHERE p.shop = ? ORDER BY pi.product_id, pi.position DESC, i.id DESC`;
  const map = new Map<number, ImageRow>();
  for (const row of prepared(db, sql).all(shop) as Raw[])
    map.set(Number(row.product_id), toImage(row));
  return map;
}

export function findImage(db: Db, shop: string, id: number): ImageRow | null {
  const row = prepared(
    db,
    'SELECT * FROM images WHERE shop = ? AND id = ?',
  ).get(shop, id) as Raw | undefined;
  return row ? toImage(row) : null;
}

// ---- collections ----

export function listCollections(db: Db, shop: string): CollectionRow[] {
  return (
    prepared(db, 'SELECT * FROM collections WHERE shop = ? ORDER BY id').all(
      shop,
    ) as Raw[]
  ).map(toCollection);
}

export function findCollectionByHandle(
  db: Db,
  shop: string,
  handle: string,
): CollectionRow | null {
  const row = prepared(
    db,
    'SELECT * FROM collections WHERE shop = ? AND handle = ?',
  ).get(shop, handle) as Raw | undefined;
  return row ? toCollection(row) : null;
}

export function findCollectionById(
  db: Db,
  shop: string,
  id: number,
): CollectionRow | null {
  const row = prepared(
    db,
    'SELECT * FROM collections WHERE shop = ? AND id = ?',
  ).get(shop, id) as Raw | undefined;
  return row ? toCollection(row) : null;
}

/** Product ids of a collection in manual (position) order, limited to the shop's products. */
export function listCollectionProductIds(
  db: Db,
  shop: string,
  collectionId: number,
): number[] {
  const sql = `SELECT cp.product_id AS id FROM collection_products cp JOIN products p ON p.id = cp.product_id
    WHERE cp.collection_id = ? AND p.shop = ? ORDER BY cp.position, cp.product_id`;
  return (prepared(db, sql).all(collectionId, shop) as Raw[]).map((r) =>
    Number(r.id),
  );
}

export function listCollectionsOfProduct(
  db: Db,
  shop: string,
  productId: number,
): CollectionRow[] {
  const sql = `SELECT c.* FROM collections c JOIN collection_products cp ON cp.collection_id = c.id
    WHERE c.shop = ? AND cp.product_id = ? ORDER BY c.id`;
  return (prepared(db, sql).all(shop, productId) as Raw[]).map(toCollection);
}

// ---- metafields ----

/** Metafields of several owners of one kind ('product', 'variant', 'collection', 'page', 'shop'). */
export function listMetafields(
  db: Db,
  owner: string,
  ownerIds: readonly (number | string)[],
): MetafieldRow[] {
  if (!ownerIds.length) return [];
  const sql = `SELECT * FROM metafields WHERE owner = ? AND owner_id IN ${inList(ownerIds)} ORDER BY id`;
  return (
    prepared(db, sql).all(owner, ...(ownerIds as (number | string)[])) as Raw[]
  ).map(toMetafield);
}

// ---- translations ----

/** Every translation of one resource kind into one locale: key `${resourceId}:${field}`. */
export function listTranslations(
  db: Db,
  resource: string,
  locale: string,
): Map<string, string> {
  const sql =
    'SELECT resource_id, field, value FROM translations WHERE resource = ? AND lower(locale) = lower(?)';
  const map = new Map<string, string>();
  for (const row of prepared(db, sql).all(resource, locale) as Raw[]) {
    map.set(`${row.resource_id}:${row.field}`, String(row.value));
  }
  return map;
}

/** A shop's variants with this SKU (case-insensitive), or all variants of the product with this handle. */
export function findVariantsForStock(
  db: Db,
  shop: string,
  by: {sku: string} | {handle: string},
): {
  id: number;
  sku: string | null;
  title: string;
  productHandle: string;
  productTitle: string;
}[] {
  const select =
    'SELECT v.id, v.sku, v.title, p.handle AS product_handle, p.title AS product_title FROM variants v JOIN products p ON p.id = v.product_id WHERE p.shop = ?';
  const rows = (
    'sku' in by
      ? prepared(
          db,
          `${select} AND v.sku = ? COLLATE NOCASE ORDER BY v.id`,
        ).all(shop, by.sku)
      : prepared(
          db,
          `${select} AND p.handle = ? ORDER BY v.position, v.id`,
        ).all(shop, by.handle)
  ) as Raw[];
  return rows.map((r) => ({
    id: Number(r.id),
    sku: (r.sku as string | null) ?? null,
    title: String(r.title),
    productHandle: String(r.product_handle),
    productTitle: String(r.product_title),
  }));
}
