/**
 * The only place with INSERT SQL for seeding. Typed writers used by server/src/seed/**.
 * Callers wrap a whole seed in one transaction (`writeSeed`).
 */
import {randomBytes, scryptSync} from 'node:crypto';
import type {Db} from './db.ts';
import {transaction} from './db.ts';
import {prepared} from './prepared.ts';
import type {ImageRecipe} from '../images/recipe.ts';
import type {DiscountConditions} from './discounts.ts';

const SEED_TIME = '2025-01-15T09:30:00.000Z';

/** True once any shop exists (the seed writes both shops in one transaction). */
export function hasShops(db: Db): boolean {
  const row = prepared(db, 'SELECT COUNT(*) AS n FROM shops').get() as {
    n: number;
  };
  return row.n > 0;
}

/** Runs the whole seed in one transaction. */
export function writeSeed<T>(db: Db, work: () => T): T {
  return transaction(db, work);
}

function insertId(result: {lastInsertRowid: number | bigint}): number {
  return Number(result.lastInsertRowid);
}

// ---------------------------------------------------------------- shops

export interface ShopSeed {
  id: string;
  name: string;
  description: string;
  currency: string;
  primaryLocale: string;
  locales: readonly string[];
  publicToken: string;
  privateToken: string;
  multipassSecret: string;
  merchantId: string;
}

export function insertShop(db: Db, shop: ShopSeed): void {
  prepared(
    db,
    `INSERT INTO shops (id, name, description, currency, primary_locale, locales, public_token, private_token, multipass_secret, merchant_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    shop.id,
    shop.name,
    shop.description,
    shop.currency,
    shop.primaryLocale,
    JSON.stringify(shop.locales),
    shop.publicToken,
    shop.privateToken,
    shop.multipassSecret,
    shop.merchantId,
  );
}

// ---------------------------------------------------------------- images

export interface ImageSeed {
  /** Path under /cdn/shop/files/, unique across the database (prefix it with the shop id). */
  path: string;
  /** null: no alt text (Shopify answers altText: null). */
  altText: string | null;
  width: number;
  height: number;
  recipe: ImageRecipe;
}

export function insertImage(db: Db, shop: string, image: ImageSeed): number {
  return insertId(
    prepared(
      db,
      'INSERT INTO images (shop, path, alt_text, width, height, recipe) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      shop,
      image.path,
      image.altText,
      image.width,
      image.height,
      JSON.stringify(image.recipe),
    ),
  );
}

// ---------------------------------------------------------------- metafields

export interface MetafieldSeed {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export function insertMetafield(
  db: Db,
  owner: string,
  ownerId: number | string,
  field: MetafieldSeed,
): number {
  return insertId(
    prepared(
      db,
      'INSERT INTO metafields (owner, owner_id, namespace, key, type, value) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(owner, ownerId, field.namespace, field.key, field.type, field.value),
  );
}

// ---------------------------------------------------------------- products

export interface VariantSeed {
  /** One value per product option, in option order ([] for a product without options). */
  optionValues: string[];
  pricePaise: number;
  compareAtPaise?: number | null;
  sku?: string;
  barcode?: string;
  availableForSale?: boolean;
  quantityAvailable?: number;
  /** Index into the product's images; default the first image, null for none. */
  imageIndex?: number | null;
}

export interface ProductSeed {
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  seoTitle?: string;
  seoDescription?: string;
  createdAt?: string;
  /** Default: createdAt. */
  updatedAt?: string;
  /** Default: createdAt. */
  publishedAt?: string;
  bestSellingRank?: number;
  /** Empty for a single 'Default Title' variant. */
  options: {name: string; values: string[]}[];
  variants: VariantSeed[];
  images: ImageSeed[];
  metafields?: MetafieldSeed[];
}

export interface InsertedProduct {
  id: number;
  variantIds: number[];
  imageIds: number[];
  optionIds: number[];
  /** Metafield ids keyed by 'namespace.key'. */
  metafieldIds: Record<string, number>;
}

export function insertProduct(
  db: Db,
  shop: string,
  product: ProductSeed,
): InsertedProduct {
  const created = product.createdAt ?? SEED_TIME;
  const id = insertId(
    prepared(
      db,
      `INSERT INTO products (shop, handle, title, description, description_html, product_type, vendor, tags,
         seo_title, seo_description, created_at, updated_at, published_at, best_selling_rank)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      shop,
      product.handle,
      product.title,
      product.description,
      product.descriptionHtml,
      product.productType,
      product.vendor,
      JSON.stringify(product.tags),
      product.seoTitle ?? null,
      product.seoDescription ?? null,
      created,
      product.updatedAt ?? created,
      product.publishedAt ?? created,
      product.bestSellingRank ?? 1000,
    ),
  );

  const imageIds = product.images.map((image, position) => {
    const imageId = insertImage(db, shop, image);
    prepared(
      db,
      'INSERT INTO product_images (product_id, image_id, position) VALUES (?, ?, ?)',
    ).run(id, imageId, position + 1);
    return imageId;
  });

  const optionIds = product.options.map((option, position) =>
    insertId(
      prepared(
        db,
        'INSERT INTO product_options (product_id, position, name, option_values) VALUES (?, ?, ?, ?)',
      ).run(id, position + 1, option.name, JSON.stringify(option.values)),
    ),
  );

  if (product.variants.length === 0)
    throw new Error(`Product ${product.handle} has no variants`);
  const variantIds = product.variants.map((variant, position) => {
    if (variant.optionValues.length !== product.options.length) {
      throw new Error(
        `Variant ${position} of ${product.handle} does not match the product options`,
      );
    }
    const selected = product.options.map((option, i) => ({
      name: option.name,
      value: variant.optionValues[i],
    }));
    const title = product.options.length
      ? variant.optionValues.join(' / ')
      : 'Default Title';
    const available = variant.availableForSale ?? true;
    return insertId(
      prepared(
        db,
        `INSERT INTO variants (product_id, position, title, sku, barcode, price_paise, compare_at_paise,
           available_for_sale, quantity_available, image_id, selected_options)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        position + 1,
        title,
        variant.sku ?? null,
        variant.barcode ?? null,
        variant.pricePaise,
        variant.compareAtPaise ?? null,
        available ? 1 : 0,
        variant.quantityAvailable ?? (available ? 100 : 0),
        variant.imageIndex === undefined
          ? (imageIds[0] ?? null)
          : variant.imageIndex === null
            ? null
            : (imageIds[variant.imageIndex] ?? null),
        JSON.stringify(selected),
      ),
    );
  });

  const metafieldIds: Record<string, number> = {};
  for (const field of product.metafields ?? []) {
    metafieldIds[`${field.namespace}.${field.key}`] = insertMetafield(
      db,
      'product',
      id,
      field,
    );
  }
  return {id, variantIds, imageIds, optionIds, metafieldIds};
}

// ---------------------------------------------------------------- collections

export interface CollectionSeed {
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  image?: ImageSeed;
  seoTitle?: string;
  seoDescription?: string;
  updatedAt?: string;
  /** Product ids in COLLECTION_DEFAULT order. */
  productIds: number[];
}

export function insertCollection(
  db: Db,
  shop: string,
  collection: CollectionSeed,
): number {
  const imageId = collection.image
    ? insertImage(db, shop, collection.image)
    : null;
  const id = insertId(
    prepared(
      db,
      `INSERT INTO collections (shop, handle, title, description, description_html, image_id, seo_title, seo_description, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      shop,
      collection.handle,
      collection.title,
      collection.description,
      collection.descriptionHtml,
      imageId,
      collection.seoTitle ?? null,
      collection.seoDescription ?? null,
      collection.updatedAt ?? SEED_TIME,
    ),
  );
  const seen = new Set<number>();
  let position = 0;
  for (const productId of collection.productIds) {
    if (seen.has(productId)) continue;
    seen.add(productId);
    position += 1;
    prepared(
      db,
      'INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)',
    ).run(id, productId, position);
  }
  return id;
}

// ---------------------------------------------------------------- menus

export type MenuItemType =
  | 'COLLECTION'
  | 'COLLECTIONS'
  | 'PRODUCT'
  | 'PAGE'
  | 'BLOG'
  | 'ARTICLE'
  | 'FRONTPAGE'
  | 'SEARCH'
  | 'SHOP_POLICY'
  | 'HTTP'
  | 'CATALOG';

export interface MenuItemSeed {
  title: string;
  url: string;
  type: MenuItemType;
  /** gid of the linked resource, if any. */
  resourceId?: string | null;
  tags?: string[];
  items?: MenuItemSeed[];
}

export interface MenuSeed {
  handle: string;
  title: string;
  items: MenuItemSeed[];
}

/** Inserts a menu and its items (depth-first); returns the menu id and each item's id in insertion order. */
export function insertMenu(
  db: Db,
  shop: string,
  menu: MenuSeed,
): {id: number; itemIds: {item: MenuItemSeed; id: number}[]} {
  const id = insertId(
    prepared(
      db,
      'INSERT INTO menus (shop, handle, title) VALUES (?, ?, ?)',
    ).run(shop, menu.handle, menu.title),
  );
  const itemIds: {item: MenuItemSeed; id: number}[] = [];
  const write = (items: MenuItemSeed[], parentId: number | null) => {
    items.forEach((item, position) => {
      const itemId = insertId(
        prepared(
          db,
          'INSERT INTO menu_items (menu_id, parent_id, position, title, url, type, resource_id, tags) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        ).run(
          id,
          parentId,
          position + 1,
          item.title,
          item.url,
          item.type,
          item.resourceId ?? null,
          JSON.stringify(item.tags ?? []),
        ),
      );
      itemIds.push({item, id: itemId});
      if (item.items?.length) write(item.items, itemId);
    });
  };
  write(menu.items, null);
  return {id, itemIds};
}

// ---------------------------------------------------------------- pages, blogs, articles, policies

export interface PageSeed {
  handle: string;
  title: string;
  bodyHtml: string;
  bodySummary?: string;
  seoTitle?: string;
  seoDescription?: string;
  createdAt?: string;
  updatedAt?: string;
}

export function insertPage(db: Db, shop: string, page: PageSeed): number {
  return insertId(
    prepared(
      db,
      `INSERT INTO pages (shop, handle, title, body_html, body_summary, seo_title, seo_description, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      shop,
      page.handle,
      page.title,
      page.bodyHtml,
      page.bodySummary ?? summarise(page.bodyHtml),
      page.seoTitle ?? null,
      page.seoDescription ?? null,
      page.createdAt ?? SEED_TIME,
      page.updatedAt ?? page.createdAt ?? SEED_TIME,
    ),
  );
}

export interface BlogSeed {
  handle: string;
  title: string;
  seoTitle?: string;
  seoDescription?: string;
}

export function insertBlog(db: Db, shop: string, blog: BlogSeed): number {
  return insertId(
    prepared(
      db,
      'INSERT INTO blogs (shop, handle, title, seo_title, seo_description) VALUES (?, ?, ?, ?, ?)',
    ).run(
      shop,
      blog.handle,
      blog.title,
      blog.seoTitle ?? null,
      blog.seoDescription ?? null,
    ),
  );
}

export interface ArticleSeed {
  handle: string;
  title: string;
  contentHtml: string;
  excerpt?: string;
  authorName: string;
  tags: string[];
  image?: ImageSeed;
  publishedAt: string;
  seoTitle?: string;
  seoDescription?: string;
}

export function insertArticle(
  db: Db,
  shop: string,
  blogId: number,
  article: ArticleSeed,
): number {
  const imageId = article.image ? insertImage(db, shop, article.image) : null;
  return insertId(
    prepared(
      db,
      `INSERT INTO articles (blog_id, handle, title, content_html, excerpt, author_name, tags, image_id, published_at, seo_title, seo_description)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      blogId,
      article.handle,
      article.title,
      article.contentHtml,
      article.excerpt ?? summarise(article.contentHtml),
      article.authorName,
      JSON.stringify(article.tags),
      imageId,
      article.publishedAt,
      article.seoTitle ?? null,
      article.seoDescription ?? null,
    ),
  );
}

export interface PolicySeed {
  handle:
    'shipping-policy' | 'privacy-policy' | 'refund-policy' | 'terms-of-service';
  title: string;
  bodyHtml: string;
}

export function insertPolicy(db: Db, shop: string, policy: PolicySeed): number {
  return insertId(
    prepared(
      db,
      'INSERT INTO policies (shop, handle, title, body_html) VALUES (?, ?, ?, ?)',
    ).run(shop, policy.handle, policy.title, policy.bodyHtml),
  );
}

export function insertUrlRedirect(
  db: Db,
  shop: string,
  path: string,
  target: string,
): number {
  return insertId(
    prepared(
      db,
      'INSERT INTO url_redirects (shop, path, target) VALUES (?, ?, ?)',
    ).run(shop, path, target),
  );
}

// ---------------------------------------------------------------- discounts

export interface PaymentOfferSeed {
  offerId: string;
  paymentOfferTitle: string;
  /** Image path the image server renders (served at /cdn/shop/files/<logoPath>). */
  logoPath: string;
  autoApply: boolean;
  cashbackPaise: number;
  offerCategory: 'cashback_offer' | 'instant_discount';
  /** Terms, bullet points separated by '||'. */
  tnc: string;
}

export interface DiscountSeed {
  code: string;
  title: string;
  detail: string;
  offerType: 'store_offer' | 'payment_offer';
  valueType: 'percentage' | 'fixed_amount' | 'free_gift';
  /** Basis points for percentages (1000 = 10%; free_gift: 10000), paise for fixed amounts. */
  value: number;
  /** free_gift: the variant added at 100% off, and how many. */
  gift?: {variantId: number; quantity?: number};
  maxDiscountPaise?: number | null;
  minSubtotalPaise?: number;
  maxSubtotalPaise?: number | null;
  minQuantity?: number;
  productIds?: number[];
  payment?: PaymentOfferSeed;
  active?: boolean;
  /** Usage rules (pricing/engine.ts DiscountConditions); omitted: none. */
  conditions?: Partial<DiscountConditions>;
}

export function insertDiscount(
  db: Db,
  shop: string,
  discount: DiscountSeed,
): number {
  const id = insertId(
    prepared(
      db,
      `INSERT INTO discounts (shop, code, title, detail, offer_type, value_type, value, max_discount_paise,
         min_subtotal_paise, min_quantity, product_ids, payment, active,
         payment_methods, first_order_only, once_per_customer, combines_with_prepaid, max_subtotal_paise)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      shop,
      discount.code,
      discount.title,
      discount.detail,
      discount.offerType,
      discount.valueType,
      discount.value,
      discount.maxDiscountPaise ?? null,
      discount.minSubtotalPaise ?? 0,
      discount.minQuantity ?? 0,
      JSON.stringify(discount.productIds ?? []),
      discount.payment ? JSON.stringify(discount.payment) : null,
      discount.active === false ? 0 : 1,
      JSON.stringify(discount.conditions?.paymentMethods ?? []),
      discount.conditions?.firstOrderOnly ? 1 : 0,
      discount.conditions?.oncePerCustomer ? 1 : 0,
      discount.conditions?.combinesWithPrepaid === false ? 0 : 1,
      discount.maxSubtotalPaise ?? null,
    ),
  );
  if (discount.gift) {
    prepared(
      db,
      'INSERT INTO discount_gifts (discount_id, variant_id, quantity) VALUES (?, ?, ?)',
    ).run(id, discount.gift.variantId, discount.gift.quantity ?? 1);
  }
  return id;
}

/** A shop's checkout perks (contracts/ `cartPerks`): prepaid discount and loyalty coins. */
export interface ShopPerksSeed {
  prepaidDiscountPercent: number;
  loyaltyCoins?: {
    name: string;
    paisePerCoin: number;
    coinValuePaise: number;
    redeemCapPercent: number;
  };
}

export function insertShopPerks(
  db: Db,
  shop: string,
  perks: ShopPerksSeed,
): void {
  const coins = perks.loyaltyCoins;
  prepared(
    db,
    `INSERT INTO shop_perks (shop, prepaid_discount_percent, coin_name, earn_paise_per_coin, coin_value_paise, redeem_cap_percent)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    shop,
    perks.prepaidDiscountPercent,
    coins?.name ?? null,
    coins?.paisePerCoin ?? null,
    coins?.coinValuePaise ?? null,
    coins?.redeemCapPercent ?? null,
  );
}

/** The phone-login provider's record of how a seeded customer's phone logs in (phone_login_accounts). */
export function insertPhoneLoginAccount(
  db: Db,
  shop: string,
  phone: string,
  method: 'password' | 'activation' | 'multipass',
  password: string | null = null,
): void {
  prepared(
    db,
    'INSERT INTO phone_login_accounts (shop, phone, method, password) VALUES (?, ?, ?, ?)',
  ).run(shop, phone, method, password);
}

// ---------------------------------------------------------------- translations

export type TranslatableResource =
  | 'product'
  | 'collection'
  | 'page'
  | 'article'
  | 'blog'
  | 'menu_item'
  | 'variant'
  | 'option'
  | 'shop'
  | 'policy'
  | 'metafield';

export function insertTranslation(
  db: Db,
  resource: TranslatableResource,
  resourceId: number,
  locale: string,
  field: string,
  value: string,
): void {
  prepared(
    db,
    'INSERT INTO translations (resource, resource_id, locale, field, value) VALUES (?, ?, ?, ?, ?)',
  ).run(resource, resourceId, locale, field, value);
}

/** Writes each defined field of `fields` as a translation. */
export function insertTranslations(
  db: Db,
  resource: TranslatableResource,
  resourceId: number,
  locale: string,
  fields: Record<string, string | undefined>,
): void {
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined)
      insertTranslation(db, resource, resourceId, locale, field, value);
  }
}

// ---------------------------------------------------------------- customers

export interface CustomerSeed {
  email: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  /** Stored as a scrypt hash. */
  password?: string;
  acceptsMarketing?: boolean;
  /** 'INVITED': an account waiting for activation (no password yet). Default 'ENABLED'. */
  state?: 'ENABLED' | 'INVITED';
}

/**
 * scrypt$<salt hex>$<hash hex> with Node's default scrypt cost (N=16384, r=8, p=1) and a 64-byte key,
 * the format documented in schema.sql (customers.password_hash).
 */
export function hashPasswordForSeed(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, 64);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function insertCustomer(
  db: Db,
  shop: string,
  customer: CustomerSeed,
  hashPassword: (password: string) => string = hashPasswordForSeed,
): number {
  return insertId(
    prepared(
      db,
      `INSERT INTO customers (shop, email, phone, first_name, last_name, password_hash, state, accepts_marketing, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      shop,
      customer.email,
      customer.phone ?? null,
      customer.firstName ?? null,
      customer.lastName ?? null,
      customer.password ? hashPassword(customer.password) : null,
      customer.state ?? 'ENABLED',
      customer.acceptsMarketing ? 1 : 0,
      SEED_TIME,
      SEED_TIME,
    ),
  );
}

// ---------------------------------------------------------------- helpers

/** First ~160 characters of an HTML body as plain text. */
export function summarise(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}
