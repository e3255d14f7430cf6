/** Product search matching, relevance, sorting, ProductFilter application and facets. */
import {GraphQLError} from 'graphql';
import type {ProductRow} from '../../data/catalog.ts';
import {fromGid} from '../ids.ts';
import {
  compareDate,
  compareWith,
  evaluateQuery,
  isStopword,
  matchesWords,
  parseBoolean,
  parseSearchQuery,
  positiveTextTerms,
  type QueryNode,
  type Term,
} from '../search-syntax.ts';
import type {Loader} from './loader.ts';

// ---- per-product facts ----

export function isAvailable(l: Loader, p: ProductRow): boolean {
  return l.variants(p.id).some((v) => v.availableForSale);
}

export function minPricePaise(l: Loader, p: ProductRow): number {
  const prices = l.variants(p.id).map((v) => v.pricePaise);
  return prices.length ? Math.min(...prices) : 0;
}

function translatedTexts(l: Loader, p: ProductRow) {
  return {
    title: l.t('product', p.id, ['title'], p.title),
    description: l.t('product', p.id, ['description'], p.description),
    productType: l.t('product', p.id, ['product_type'], p.productType),
  };
}

function freeText(l: Loader, p: ProductRow): string {
  const t = translatedTexts(l, p);
  const parts = [
    p.title,
    p.description,
    p.productType,
    p.vendor,
    p.tags.join(' \n '),
    ...l.variants(p.id).map((v) => v.title),
  ];
  if (l.translating) parts.push(t.title, t.description, t.productType);
  return parts.join(' \n ');
}

const eqi = (a: string, b: string, prefix: boolean) =>
  prefix
    ? a.toLowerCase().startsWith(b.toLowerCase())
    : a.toLowerCase() === b.toLowerCase();

function numericValue(value: string): number | null {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
}

/** Decides one search term against one product. `prefix`: free-text words may be word prefixes. */
export function productTermMatcher(l: Loader, p: ProductRow, prefix: boolean) {
  return (term: Term): boolean => {
    const value = term.value;
    const pre = prefix || term.wildcard;
    switch (term.field) {
      case null:
        return (
          isStopword(term) ||
          matchesWords(
            freeText(l, p),
            value,
            pre && !term.phrase ? true : term.wildcard,
          )
        );
      case 'title': {
        const title = l.translating
          ? `${p.title} \n ${translatedTexts(l, p).title}`
          : p.title;
        return matchesWords(title, value, true);
      }
      case 'product_type':
        return (
          eqi(p.productType, value, term.wildcard) ||
          eqi(translatedTexts(l, p).productType, value, term.wildcard)
        );
      case 'vendor':
        return eqi(p.vendor, value, term.wildcard);
      case 'tag':
        return p.tags.some((tag) => eqi(tag, value, term.wildcard));
      case 'tag_not':
        return !p.tags.some((tag) => eqi(tag, value, term.wildcard));
      case 'handle':
        return eqi(p.handle, value, term.wildcard);
      case 'available_for_sale': {
        const wanted = parseBoolean(value);
        return wanted === null ? false : isAvailable(l, p) === wanted;
      }
      case 'created_at':
        return compareDate(term.op, p.createdAt, value);
      case 'updated_at':
        return compareDate(term.op, p.updatedAt, value);
      case 'published_at':
        return compareDate(term.op, p.publishedAt, value);
      case 'variants.price':
      case 'price': {
        const expected = numericValue(value);
        if (expected === null) return false;
        return l
          .variants(p.id)
          .some((v) => compareWith(term.op, v.pricePaise / 100, expected));
      }
      case 'id': {
        const expected = numericValue(fromGid(value, 'Product') ?? value);
        return expected !== null && compareWith(term.op, p.id, expected);
      }
      case 'sku':
      case 'variants.sku':
        return l
          .variants(p.id)
          .some((v) => v.sku != null && eqi(v.sku, value, term.wildcard));
      case 'barcode':
      case 'variants.barcode':
        return l
          .variants(p.id)
          .some(
            (v) => v.barcode != null && eqi(v.barcode, value, term.wildcard),
          );
      default:
        // Unknown fields search the value as free text, as Shopify does.
        return matchesWords(freeText(l, p), value, true);
    }
  };
}

export function matchProducts(
  l: Loader,
  products: ProductRow[],
  query: QueryNode | null,
  prefix: boolean,
): ProductRow[] {
  if (!query) return products;
  return products.filter((p) =>
    evaluateQuery(query, productTermMatcher(l, p, prefix)),
  );
}

/** Higher is better: title hits weigh most, then tags/type/vendor, then description. */
export function relevance(l: Loader, p: ProductRow, terms: Term[]): number {
  let score = 0;
  const t = translatedTexts(l, p);
  const title = `${p.title} \n ${t.title}`;
  const meta = `${p.tags.join(' \n ')} \n ${p.productType} \n ${p.vendor}`;
  const body = `${p.description} \n ${t.description}`;
  for (const term of terms) {
    if (isStopword(term) || !term.value) continue;
    if (matchesWords(title, term.value, false)) score += 12;
    else if (matchesWords(title, term.value, true)) score += 8;
    if (matchesWords(meta, term.value, true)) score += 4;
    if (matchesWords(body, term.value, true)) score += 1;
  }
  const whole = terms
    .map((x) => x.value)
    .join(' ')
    .trim()
    .toLowerCase();
  if (whole && title.toLowerCase().startsWith(whole)) score += 6;
  return score;
}

// ---- sorting ----

const byString = (a: string, b: string) =>
  a.localeCompare(b, 'en', {sensitivity: 'base'});

/**
 * Orders products by a ProductSortKeys / ProductCollectionSortKeys / SearchSortKeys value.
 * `manual` gives the collection order (COLLECTION_DEFAULT, MANUAL) and relevance scores for RELEVANCE.
 */
export function sortProducts(
  l: Loader,
  products: ProductRow[],
  sortKey: string,
  reverse: boolean,
  manual?: Map<number, number>,
  scores?: Map<number, number>,
): ProductRow[] {
  const rank = (p: ProductRow) => manual?.get(p.id) ?? p.id;
  let compare: (a: ProductRow, b: ProductRow) => number;
  switch (sortKey) {
    case 'TITLE':
      compare = (a, b) =>
        byString(
          l.t('product', a.id, ['title'], a.title),
          l.t('product', b.id, ['title'], b.title),
        );
      break;
    case 'PRICE':
      compare = (a, b) => minPricePaise(l, a) - minPricePaise(l, b);
      break;
    case 'BEST_SELLING':
      compare = (a, b) => a.bestSellingRank - b.bestSellingRank;
      break;
    case 'CREATED_AT':
    case 'CREATED':
      compare = (a, b) => byString(a.createdAt, b.createdAt);
      break;
    case 'UPDATED_AT':
      compare = (a, b) => byString(a.updatedAt, b.updatedAt);
      break;
    case 'PRODUCT_TYPE':
      compare = (a, b) => byString(a.productType, b.productType);
      break;
    case 'VENDOR':
      compare = (a, b) => byString(a.vendor, b.vendor);
      break;
    case 'RELEVANCE':
      compare = scores
        ? (a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0)
        : () => 0;
      break;
    case 'COLLECTION_DEFAULT':
    case 'MANUAL':
      compare = () => 0;
      break;
    default: // ID
      compare = (a, b) => a.id - b.id;
  }
  const sorted = [...products].sort(
    (a, b) => compare(a, b) || rank(a) - rank(b) || a.id - b.id,
  );
  return reverse ? sorted.reverse() : sorted;
}

/** Shopify's unavailableProducts: SHOW (as sorted), LAST (unavailable at the end), HIDE. */
export function placeUnavailable(
  l: Loader,
  products: ProductRow[],
  mode: string | null | undefined,
): ProductRow[] {
  if (mode === 'HIDE') return products.filter((p) => isAvailable(l, p));
  if (mode === 'LAST')
    return [
      ...products.filter((p) => isAvailable(l, p)),
      ...products.filter((p) => !isAvailable(l, p)),
    ];
  return products;
}

// ---- filters and facets ----

export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  variantMetafield?: {namespace: string; key: string; value: string} | null;
}

type Predicate = (p: ProductRow) => boolean;

/** Filters grouped by kind: values of one kind are OR-ed, kinds are AND-ed (Shopify's behaviour). */
function filterGroups(
  l: Loader,
  filters: readonly ProductFilterInput[],
): Map<string, Predicate[]> {
  const groups = new Map<string, Predicate[]>();
  const add = (group: string, predicate: Predicate) => {
    const list = groups.get(group) ?? [];
    list.push(predicate);
    groups.set(group, list);
  };
  for (const f of filters) {
    if (f.available != null)
      add('available', (p) => isAvailable(l, p) === f.available);
    if (f.price) {
      const min = f.price.min ?? 0;
      const max = f.price.max ?? Number.POSITIVE_INFINITY;
      if (min < 0 || max < 0)
        throw new GraphQLError('Price filter values must be positive', {
          extensions: {code: 'BAD_USER_INPUT'},
        });
      add('price', (p) =>
        l
          .variants(p.id)
          .some(
            (v) =>
              v.pricePaise >= Math.round(min * 100) &&
              v.pricePaise <= Math.round(max * 100),
          ),
      );
    }
    if (f.productType != null)
      add('productType', (p) => eqi(p.productType, f.productType!, false));
    if (f.productVendor != null)
      add('productVendor', (p) => eqi(p.vendor, f.productVendor!, false));
    if (f.tag != null)
      add('tag', (p) => p.tags.some((t) => eqi(t, f.tag!, false)));
    if (f.variantOption) {
      const {name, value} = f.variantOption;
      add(`option:${name.toLowerCase()}`, (p) => {
        const option = l
          .options(p.id)
          .find(
            (o) => eqi(o.baseName, name, false) || eqi(o.name, name, false),
          );
        if (!option) return false;
        const wanted = option.values.find(
          (v) => eqi(v.baseName, value, false) || eqi(v.name, value, false),
        );
        if (!wanted) return false;
        return l
          .variants(p.id)
          .some((variant) =>
            variant.selectedOptions.some(
              (s) => s.name === option.baseName && s.value === wanted.baseName,
            ),
          );
      });
    }
    if (f.productMetafield) {
      const {namespace, key, value} = f.productMetafield;
      add(`metafield:${namespace}.${key}`, (p) =>
        l
          .metafields('product', p.id)
          .some(
            (m) =>
              m.namespace === namespace && m.key === key && m.value === value,
          ),
      );
    }
  }
  return groups;
}

function passes(
  groups: Map<string, Predicate[]>,
  p: ProductRow,
  except?: string,
): boolean {
  for (const [group, predicates] of groups) {
    if (group === except) continue;
    if (!predicates.some((predicate) => predicate(p))) return false;
  }
  return true;
}

export function applyFilters(
  l: Loader,
  products: ProductRow[],
  filters: readonly ProductFilterInput[] | null | undefined,
): ProductRow[] {
  if (!filters?.length) return products;
  const groups = filterGroups(l, filters);
  return products.filter((p) => passes(groups, p));
}

const slug = (s: string) => s.trim().toLowerCase().replace(/\s+/g, '-');

interface FacetValue {
  id: string;
  label: string;
  count: number;
  input: string;
  swatch: null;
  image: null;
}

interface Facet {
  id: string;
  label: string;
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE';
  presentation: 'TEXT' | null;
  values: FacetValue[];
}

/**
 * Facets for a result set (before filters). Each facet's counts apply every active filter except
 * the facet's own kind, so choosing one value does not zero its siblings.
 */
export function buildFacets(
  l: Loader,
  base: ProductRow[],
  filters: readonly ProductFilterInput[] | null | undefined,
): Facet[] {
  const groups = filterGroups(l, filters ?? []);
  const within = (group: string) =>
    base.filter((p) => passes(groups, p, group));
  const value = (
    id: string,
    label: string,
    count: number,
    input: unknown,
  ): FacetValue => ({
    id,
    label,
    count,
    input: JSON.stringify(input),
    swatch: null,
    image: null,
  });
  const facets: Facet[] = [];

  const availability = within('available');
  facets.push({
    id: 'filter.v.availability',
    label: 'Availability',
    type: 'LIST',
    presentation: 'TEXT',
    values: [
      value(
        'filter.v.availability.1',
        'In stock',
        availability.filter((p) => isAvailable(l, p)).length,
        {available: true},
      ),
      value(
        'filter.v.availability.0',
        'Out of stock',
        availability.filter((p) => !isAvailable(l, p)).length,
        {available: false},
      ),
    ],
  });

  const priced = within('price');
  const maxPaise = Math.max(
    0,
    ...base.flatMap((p) => l.variants(p.id).map((v) => v.pricePaise)),
  );
  facets.push({
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    presentation: null,
    values: [
      value('filter.v.price', 'Price', priced.length, {
        price: {min: 0, max: maxPaise / 100},
      }),
    ],
  });

  const listFacet = (
    id: string,
    label: string,
    group: string,
    keysOf: (p: ProductRow) => string[],
    input: (key: string) => unknown,
  ) => {
    const all = new Set(base.flatMap(keysOf).filter((k) => k !== ''));
    if (!all.size) return;
    const counted = within(group);
    const values = [...all]
      .sort((a, b) => byString(a, b))
      .map((key) =>
        value(
          `${id}.${key}`,
          key,
          counted.filter((p) => keysOf(p).includes(key)).length,
          input(key),
        ),
      );
    facets.push({id, label, type: 'LIST', presentation: 'TEXT', values});
  };
  listFacet(
    'filter.p.product_type',
    'Product type',
    'productType',
    (p) => [p.productType],
    (key) => ({productType: key}),
  );
  listFacet(
    'filter.p.vendor',
    'Brand',
    'productVendor',
    (p) => [p.vendor],
    (key) => ({productVendor: key}),
  );

  const optionNames = new Map<string, string>();
  for (const p of base) {
    for (const o of l.options(p.id)) {
      if (
        o.baseName === 'Title' &&
        o.values.length === 1 &&
        o.values[0].baseName === 'Default Title'
      )
        continue;
      if (!optionNames.has(o.baseName.toLowerCase()))
        optionNames.set(o.baseName.toLowerCase(), o.name);
    }
  }
  for (const [key, label] of optionNames) {
    const valuesOf = (p: ProductRow) => {
      const option = l
        .options(p.id)
        .find((o) => o.baseName.toLowerCase() === key);
      if (!option) return [];
      const present = new Set(
        l
          .variants(p.id)
          .flatMap((v) =>
            v.selectedOptions
              .filter((s) => s.name === option.baseName)
              .map((s) => s.value),
          ),
      );
      return option.values
        .filter((v) => present.has(v.baseName))
        .map((v) => v.baseName);
    };
    const all = [...new Set(base.flatMap(valuesOf))];
    const counted = within(`option:${key}`);
    facets.push({
      id: `filter.v.option.${slug(key)}`,
      label,
      type: 'LIST',
      presentation: 'TEXT',
      values: all.map((v) =>
        value(
          `filter.v.option.${slug(key)}.${slug(v)}`,
          v,
          counted.filter((p) => valuesOf(p).includes(v)).length,
          {
            variantOption: {name: key, value: v},
          },
        ),
      ),
    });
  }
  return facets;
}

/** Parses a products/search query string once per call. */
export function parseProductQuery(query: string | null | undefined): {
  node: QueryNode | null;
  terms: Term[];
} {
  const node = parseSearchQuery(query);
  return {node, terms: positiveTextTerms(node)};
}
