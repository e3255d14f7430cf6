import {randomBytes} from 'node:crypto';
import type {Db} from './db.ts';
import {json, nowIso} from './db.ts';
import {prepared} from './prepared.ts';

export interface Attribute {
  key: string;
  value: string;
}

export interface BuyerIdentity {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerId?: number | null;
  /**
   * SHA-256 of the access token that attached `customerId` (never the token): the customer's perks
   * (coins) count only while that session is live (customers/cart-session.ts).
   */
  customerTokenHash?: string | null;
}

export interface Cart {
  id: string;
  secret: string;
  shop: string;
  note: string;
  attributes: Attribute[];
  /** Codes as the buyer entered them (duplicates removed case-insensitively). */
  discountCodes: string[];
  buyerIdentity: BuyerIdentity;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

interface CartRow {
  id: string;
  secret: string;
  shop: string;
  note: string;
  attributes: string;
  discount_codes: string;
  buyer_identity: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

function toCart(row: CartRow): Cart {
  return {
    id: row.id,
    secret: row.secret,
    shop: row.shop,
    note: row.note,
    attributes: json<Attribute[]>(row.attributes, []),
    discountCodes: json<string[]>(row.discount_codes, []),
    buyerIdentity: json<BuyerIdentity>(row.buyer_identity, {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}

/** A variant as a cart line (or order line) shows it: variant + product + image, optionally translated. */
export interface Merchandise {
  variantId: number;
  productId: number;
  shop: string;
  variantTitle: string;
  sku: string | null;
  barcode: string | null;
  pricePaise: number;
  compareAtPaise: number | null;
  availableForSale: boolean;
  quantityAvailable: number;
  selectedOptions: {name: string; value: string}[];
  productTitle: string;
  productHandle: string;
  vendor: string;
  image: {
    id: number;
    path: string;
    altText: string | null;
    width: number;
    height: number;
  } | null;
}

interface MerchandiseRow {
  variant_id: number;
  product_id: number;
  shop: string;
  variant_title: string;
  sku: string | null;
  barcode: string | null;
  price_paise: number;
  compare_at_paise: number | null;
  available_for_sale: number;
  quantity_available: number;
  selected_options: string;
  product_title: string;
  product_handle: string;
  vendor: string;
  image_id: number | null;
  image_path: string | null;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
}

const MERCHANDISE_COLUMNS = `
  v.id AS variant_id, v.product_id, p.shop,
  COALESCE(tv.value, v.title) AS variant_title, v.sku, v.barcode, v.price_paise, v.compare_at_paise,
  v.available_for_sale, v.quantity_available, v.selected_options,
  COALESCE(tp.value, p.title) AS product_title, p.handle AS product_handle, p.vendor,
  i.id AS image_id, i.path AS image_path, i.alt_text AS image_alt, i.width AS image_width, i.height AS image_height`;

const MERCHANDISE_JOINS = `
  JOIN products p ON p.id = v.product_id
  LEFT JOIN images i ON i.id = COALESCE(v.image_id,
    (SELECT pi.image_id FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1))
  LEFT JOIN translations tp ON tp.resource = 'product' AND tp.resource_id = p.id AND tp.locale = :locale AND tp.field = 'title'
  LEFT JOIN translations tv ON tv.resource = 'variant' AND tv.resource_id = v.id AND tv.locale = :locale AND tv.field = 'title'`;

function toMerchandise(row: MerchandiseRow): Merchandise {
  return {
    variantId: row.variant_id,
    productId: row.product_id,
    shop: row.shop,
    variantTitle: row.variant_title,
    sku: row.sku,
    barcode: row.barcode,
    pricePaise: row.price_paise,
    compareAtPaise: row.compare_at_paise,
    availableForSale: row.available_for_sale === 1,
    quantityAvailable: row.quantity_available,
    selectedOptions: json<{name: string; value: string}[]>(
      row.selected_options,
      [],
    ),
    productTitle: row.product_title,
    productHandle: row.product_handle,
    vendor: row.vendor,
    image:
      row.image_id !== null && row.image_path !== null
        ? {
            id: row.image_id,
            path: row.image_path,
            altText: row.image_alt,
            width: row.image_width ?? 0,
            height: row.image_height ?? 0,
          }
        : null,
  };
}

/** A variant of this shop, or null (unknown id, or another shop's variant). */
export function findMerchandise(
  db: Db,
  shop: string,
  variantId: number,
  locale = '',
): Merchandise | null {
  const row = prepared(
    db,
    `SELECT ${MERCHANDISE_COLUMNS} FROM variants v ${MERCHANDISE_JOINS} WHERE v.id = :variantId AND p.shop = :shop`,
  ).get({variantId, shop, locale}) as MerchandiseRow | undefined;
  return row ? toMerchandise(row) : null;
}

export interface CartLine {
  id: number;
  cartId: string;
  quantity: number;
  attributes: Attribute[];
  position: number;
  merchandise: Merchandise;
}

/** Lines in display order with their merchandise. */
export function listCartLines(db: Db, cartId: string, locale = ''): CartLine[] {
  const rows = prepared(
    db,
    `SELECT cl.id AS line_id, cl.cart_id, cl.quantity, cl.attributes AS line_attributes, cl.position, ${MERCHANDISE_COLUMNS}
       FROM cart_lines cl JOIN variants v ON v.id = cl.variant_id ${MERCHANDISE_JOINS}
       WHERE cl.cart_id = :cartId ORDER BY cl.position, cl.id`,
  ).all({cartId, locale}) as unknown as (MerchandiseRow & {
    line_id: number;
    cart_id: string;
    quantity: number;
    line_attributes: string;
    position: number;
  })[];
  return rows.map((row) => ({
    id: row.line_id,
    cartId: row.cart_id,
    quantity: row.quantity,
    attributes: json<Attribute[]>(row.line_attributes, []),
    position: row.position,
    merchandise: toMerchandise(row),
  }));
}

export function findCart(db: Db, cartId: string): Cart | null {
  const row = prepared(db, 'SELECT * FROM carts WHERE id = ?').get(cartId) as
    CartRow | undefined;
  return row ? toCart(row) : null;
}

export interface NewCart {
  note?: string;
  attributes?: Attribute[];
  discountCodes?: string[];
  buyerIdentity?: BuyerIdentity;
}

export function createCart(db: Db, shop: string, input: NewCart = {}): Cart {
  const id = randomBytes(16).toString('hex');
  const secret = randomBytes(16).toString('hex');
  const now = nowIso();
  prepared(
    db,
    `INSERT INTO carts (id, secret, shop, note, attributes, discount_codes, buyer_identity, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    secret,
    shop,
    input.note ?? '',
    JSON.stringify(input.attributes ?? []),
    JSON.stringify(uniqueCodes(input.discountCodes ?? [])),
    JSON.stringify(input.buyerIdentity ?? {}),
    now,
    now,
  );
  return findCart(db, id)!;
}

/** Codes trimmed, blanks dropped, duplicates (case-insensitive) removed, first spelling kept. */
export function uniqueCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of codes) {
    const code = raw.trim();
    if (!code || seen.has(code.toLowerCase())) continue;
    seen.add(code.toLowerCase());
    out.push(code);
  }
  return out;
}

export interface CartPatch {
  note?: string;
  attributes?: Attribute[];
  discountCodes?: string[];
  buyerIdentity?: BuyerIdentity;
}

/** Updates the given fields and `updated_at`. */
export function updateCart(db: Db, cartId: string, patch: CartPatch): void {
  const sets: string[] = ['updated_at = :now'];
  const params: Record<string, string> = {now: nowIso(), id: cartId};
  if (patch.note !== undefined) {
    sets.push('note = :note');
    params.note = patch.note;
  }
  if (patch.attributes !== undefined) {
    sets.push('attributes = :attributes');
    params.attributes = JSON.stringify(patch.attributes);
  }
  if (patch.discountCodes !== undefined) {
    sets.push('discount_codes = :codes');
    params.codes = JSON.stringify(uniqueCodes(patch.discountCodes));
  }
  if (patch.buyerIdentity !== undefined) {
    sets.push('buyer_identity = :buyer');
    params.buyer = JSON.stringify(patch.buyerIdentity);
  }
  prepared(db, `UPDATE carts SET ${sets.join(', ')} WHERE id = :id`).run(
    params,
  );
}

function sameAttributes(
  a: readonly Attribute[],
  b: readonly Attribute[],
): boolean {
  const norm = (list: readonly Attribute[]) =>
    JSON.stringify(
      [...list]
        .map((x) => [x.key, x.value])
        .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)),
    );
  return norm(a) === norm(b);
}

/**
 * Adds `quantity` of a variant. Like Shopify, a line with the same merchandise and attributes is
 * increased instead of adding a second one. Returns the line id.
 */
export function addCartLine(
  db: Db,
  cartId: string,
  variantId: number,
  quantity: number,
  attributes: Attribute[] = [],
): number {
  const existing = prepared(
    db,
    'SELECT id, quantity, attributes FROM cart_lines WHERE cart_id = ? AND variant_id = ? ORDER BY position',
  ).all(cartId, variantId) as {
    id: number;
    quantity: number;
    attributes: string;
  }[];
  const match = existing.find((line) =>
    sameAttributes(json<Attribute[]>(line.attributes, []), attributes),
  );
  if (match) {
    prepared(db, 'UPDATE cart_lines SET quantity = ? WHERE id = ?').run(
      match.quantity + quantity,
      match.id,
    );
    return match.id;
  }
  const {next} = prepared(
    db,
    'SELECT COALESCE(MAX(position), 0) + 1 AS next FROM cart_lines WHERE cart_id = ?',
  ).get(cartId) as {next: number};
  const result = prepared(
    db,
    'INSERT INTO cart_lines (cart_id, variant_id, quantity, attributes, position) VALUES (?, ?, ?, ?, ?)',
  ).run(cartId, variantId, quantity, JSON.stringify(attributes), next);
  return Number(result.lastInsertRowid);
}

export function findCartLine(
  db: Db,
  cartId: string,
  lineId: number,
): {id: number; variantId: number; quantity: number} | null {
  const row = prepared(
    db,
    'SELECT id, variant_id, quantity FROM cart_lines WHERE cart_id = ? AND id = ?',
  ).get(cartId, lineId) as
    {id: number; variant_id: number; quantity: number} | undefined;
  return row
    ? {id: row.id, variantId: row.variant_id, quantity: row.quantity}
    : null;
}

export interface LinePatch {
  quantity?: number;
  variantId?: number;
  attributes?: Attribute[];
}

/** Quantity 0 removes the line. */
export function updateCartLine(
  db: Db,
  cartId: string,
  lineId: number,
  patch: LinePatch,
): void {
  if (patch.quantity === 0) {
    removeCartLine(db, cartId, lineId);
    return;
  }
  if (patch.quantity !== undefined) {
    prepared(
      db,
      'UPDATE cart_lines SET quantity = ? WHERE cart_id = ? AND id = ?',
    ).run(patch.quantity, cartId, lineId);
  }
  if (patch.variantId !== undefined) {
    prepared(
      db,
      'UPDATE cart_lines SET variant_id = ? WHERE cart_id = ? AND id = ?',
    ).run(patch.variantId, cartId, lineId);
  }
  if (patch.attributes !== undefined) {
    prepared(
      db,
      'UPDATE cart_lines SET attributes = ? WHERE cart_id = ? AND id = ?',
    ).run(JSON.stringify(patch.attributes), cartId, lineId);
  }
}

export function removeCartLine(db: Db, cartId: string, lineId: number): void {
  prepared(db, 'DELETE FROM cart_lines WHERE cart_id = ? AND id = ?').run(
    cartId,
    lineId,
  );
}

export function markCartCompleted(db: Db, cartId: string): void {
  prepared(
    db,
    'UPDATE carts SET completed_at = COALESCE(completed_at, ?) WHERE id = ?',
  ).run(nowIso(), cartId);
}
