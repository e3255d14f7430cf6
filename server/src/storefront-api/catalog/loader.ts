/**
 * The per-request catalogue cache: memoised reads of the request's shop and their translations. The
 * objects built from these rows live in objects/ (decision 80).
 */
import * as catalog from '../../data/catalog.ts';
import type {
  ImageRow,
  MetafieldRow,
  OptionRow,
  ProductRow,
  VariantRow,
} from '../../data/catalog.ts';
import type {ApiContext} from '../context.ts';

export interface OptionValueModel {
  index: number;
  /** Stored (primary-locale) value, as in variants' selected_options. */
  baseName: string;
  /** Value in the request's locale. */
  name: string;
  /** The value in the shop's other locales, so a selection made in one language holds in another. */
  aliases: string[];
}

export interface OptionModel {
  id: number;
  productId: number;
  baseName: string;
  name: string;
  /** The name in the shop's other locales. */
  aliases: string[];
  values: OptionValueModel[];
}

export interface Loader {
  ctx: ApiContext;
  translating: boolean;
  products(): ProductRow[];
  productById(id: number): ProductRow | null;
  productByHandle(handle: string): ProductRow | null;
  variants(productId: number): VariantRow[];
  variantById(id: number): VariantRow | null;
  options(productId: number): OptionModel[];
  images(productId: number): ImageRow[];
  featuredImage(productId: number): ImageRow | null;
  image(id: number | null): ImageRow | null;
  metafields(owner: string, ownerId: number | string): MetafieldRow[];
  /** Translated text: the first translated field found, else `base`. */
  t(resource: string, id: number, fields: string[], base: string): string;
  tOptional(
    resource: string,
    id: number,
    fields: string[],
    base: string | null,
  ): string | null;
  /** The field's translations in every locale of the shop other than the request's (for matching input). */
  aliases(resource: string, id: number, fields: string[]): string[];
}

const loaders = new WeakMap<ApiContext, Loader>();

function memo<K, V>(fn: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key: K) => {
    if (!cache.has(key)) cache.set(key, fn(key));
    return cache.get(key)!;
  };
}

export function loader(ctx: ApiContext): Loader {
  const existing = loaders.get(ctx);
  if (existing) return existing;
  const {db} = ctx;
  const shop = ctx.shop.id;
  const translating =
    ctx.locale.toLowerCase() !== ctx.shop.primaryLocale.toLowerCase();

  let allProducts: ProductRow[] | undefined;
  let byId: Map<number, ProductRow> | undefined;
  let allVariants: Map<number, VariantRow[]> | undefined;
  let allOptions: Map<number, OptionRow[]> | undefined;
  let featured: Map<number, ImageRow> | undefined;

  const products = () => {
    if (!allProducts) {
      allProducts = catalog.listProducts(db, shop);
      byId = new Map(allProducts.map((p) => [p.id, p]));
    }
    return allProducts;
  };
  const productById = memo((id: number) => {
    if (byId) return byId.get(id) ?? null;
    return catalog.findProductById(db, shop, id);
  });
  const productByHandle = memo((handle: string) => {
    if (allProducts)
      return allProducts.find((p) => p.handle === handle) ?? null;
    return catalog.findProductByHandle(db, shop, handle);
  });
  /** Whole-shop variant/option loads once a listing needs them, per-product reads otherwise. */
  const bulk = () => allProducts !== undefined;
  const variants = memo((productId: number) => {
    if (bulk()) {
      if (!allVariants) {
        allVariants = new Map();
        for (const v of catalog.listVariantsOfShop(db, shop)) {
          const list = allVariants.get(v.productId) ?? [];
          list.push(v);
          allVariants.set(v.productId, list);
        }
      }
      return allVariants.get(productId) ?? [];
    }
    return catalog.listVariantsOfProduct(db, productId);
  });
  const optionRows = (productId: number) => {
    if (bulk()) {
      if (!allOptions) {
        allOptions = new Map();
        for (const o of catalog.listOptionsOfShop(db, shop)) {
          const list = allOptions.get(o.productId) ?? [];
          list.push(o);
          allOptions.set(o.productId, list);
        }
      }
      return allOptions.get(productId) ?? [];
    }
    return catalog.listOptionsOfProduct(db, productId);
  };
  const translationMaps = memo((resource: string) =>
    catalog.listTranslations(db, resource, ctx.locale),
  );
  const otherLocales = ctx.shop.locales.filter(
    (locale) => locale.toLowerCase() !== ctx.locale.toLowerCase(),
  );
  const translationsIn = memo((key: string) => {
    const [resource, locale] = key.split('|');
    return catalog.listTranslations(db, resource, locale);
  });
  const lookup = (
    resource: string,
    id: number,
    fields: string[],
  ): string | undefined => {
    if (!translating) return undefined;
    const map = translationMaps(resource);
    for (const field of fields) {
      const value = map.get(`${id}:${field}`);
      if (value !== undefined && value !== '') return value;
    }
    return undefined;
  };

  const self: Loader = {
    ctx,
    translating,
    products,
    productById,
    productByHandle,
    variants,
    variantById: memo((id: number) => catalog.findVariantById(db, shop, id)),
    options: memo((productId: number) =>
      buildOptions(self, productId, optionRows(productId), variants(productId)),
    ),
    images: memo((productId: number) =>
      catalog.listProductImages(db, productId),
    ),
    featuredImage: (productId: number) => {
      if (bulk()) {
        featured ??= catalog.listFeaturedImagesOfShop(db, shop);
        return featured.get(productId) ?? null;
      }
      return self.images(productId)[0] ?? null;
    },
    image: (id: number | null) => (id == null ? null : imageById(id)),
    metafields: (owner: string, ownerId: number | string) =>
      metafieldsOf(`${owner}:${ownerId}`),
    t: (resource, id, fields, base) => lookup(resource, id, fields) ?? base,
    tOptional: (resource, id, fields, base) =>
      lookup(resource, id, fields) ?? base,
    aliases: (resource, id, fields) => {
      const found: string[] = [];
      for (const locale of otherLocales) {
        const map = translationsIn(`${resource}|${locale}`);
        const value = fields
          .map((field) => map.get(`${id}:${field}`))
          .find((v) => v !== undefined && v !== '');
        if (value !== undefined && !found.includes(value)) found.push(value);
      }
      return found;
    },
  };
  const imageById = memo((id: number) => catalog.findImage(db, shop, id));
  const metafieldsOf = memo((key: string) => {
    const at = key.indexOf(':');
    const owner = key.slice(0, at);
    const raw = key.slice(at + 1);
    const ownerId = /^\d+$/.test(raw) ? Number(raw) : raw;
    return catalog.listMetafields(db, owner, [ownerId]);
  });
  loaders.set(ctx, self);
  return self;
}

/** Options with translated names and values; synthesised from variants when none are stored. */
function buildOptions(
  l: Loader,
  productId: number,
  rows: OptionRow[],
  variants: VariantRow[],
): OptionModel[] {
  let source = rows;
  if (!source.length) {
    const names: string[] = [];
    const values = new Map<string, string[]>();
    for (const v of variants) {
      for (const o of v.selectedOptions) {
        if (!values.has(o.name)) {
          names.push(o.name);
          values.set(o.name, []);
        }
        const list = values.get(o.name)!;
        if (!list.includes(o.value)) list.push(o.value);
      }
    }
    if (!names.length) {
      names.push('Title');
      values.set('Title', ['Default Title']);
    }
    source = names.map((name, i) => ({
      id: productId * 1000 + i + 1,
      productId,
      position: i + 1,
      name,
      values: values.get(name)!,
    }));
  }
  return source.map((row) => ({
    id: row.id,
    productId,
    baseName: row.name,
    name: l.t('option', row.id, ['name'], row.name),
    aliases: l.aliases('option', row.id, ['name']),
    values: row.values.map((value, index) => ({
      index,
      baseName: value,
      name: l.t('option', row.id, [`value:${value}`, `values.${index}`], value),
      aliases: l.aliases('option', row.id, [
        `value:${value}`,
        `values.${index}`,
      ]),
    })),
  }));
}
