/** Query.product / Query.products and the Product, ProductVariant, ProductOption(Value) types. */
import type {IResolvers} from '@graphql-tools/utils';
import {
  listCollectionsOfProduct,
  collectionParent,
} from '../objects/collections.ts';
import {
  productParent,
  variantParentOf,
  type VariantRow,
  type OptionParent,
  type OptionValueParent,
  type ProductParent,
  type VariantParent,
} from '../objects/products.ts';
import {
  connectionFromArray,
  emptyConnection,
  mapConnection,
  type PageArgs,
} from '../connection.ts';
import type {ApiContext} from '../context.ts';
import {toGid} from '../ids.ts';
import {money} from '../money.ts';
import {htmlToText, seoParent, truncate} from '../objects/text.ts';
import {imageParent, mediaImageParent} from '../objects/images.ts';
import {loader} from '../catalog/loader.ts';
import {metafieldResolvers} from '../objects/metafields.ts';
import {primaryDomainUrl} from '../objects/urls.ts';
import {
  isAvailable,
  matchProducts,
  parseProductQuery,
  relevance,
  sortProducts,
} from '../catalog/query.ts';
import {
  adjacentVariants,
  encodedVariants,
  firstSelectableVariant,
  selectedOrFirstAvailable,
  variantBySelectedOptions,
  type SelectedOptionInput,
} from '../catalog/variants.ts';
import {findProduct, productConnection} from '../objects/products.ts';

type Ctx = ApiContext;
interface SelectionArgs {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
}

const variantTitle = (ctx: Ctx, v: VariantRow): string => {
  const l = loader(ctx);
  const translated = l.tOptional('variant', v.id, ['title'], null);
  if (translated) return translated;
  if (!l.translating || !v.selectedOptions.length) return v.title;
  const options = l.options(v.productId);
  return v.selectedOptions
    .map(
      (s) =>
        options
          .find((o) => o.baseName === s.name)
          ?.values.find((x) => x.baseName === s.value)?.name ?? s.value,
    )
    .join(' / ');
};

const productMetafields = metafieldResolvers<ProductParent>(
  'product',
  (p) => p.id,
  (p) => p.updatedAt,
);
const variantMetafields = metafieldResolvers<VariantParent>(
  'variant',
  (v) => v.id,
  () => new Date(0).toISOString(),
);

const sel = (args: SelectionArgs) =>
  [
    args.selectedOptions,
    args.ignoreUnknownOptions ?? true,
    args.caseInsensitiveMatch ?? false,
  ] as const;

export const catalogProductResolvers: IResolvers<unknown, ApiContext> = {
  QueryRoot: {
    product: (_: unknown, args: {id?: string; handle?: string}, ctx: Ctx) =>
      findProduct(ctx, args),
    productByHandle: (_: unknown, args: {handle: string}, ctx: Ctx) =>
      findProduct(ctx, args),
    products: (
      _: unknown,
      args: PageArgs & {
        query?: string | null;
        sortKey?: string;
        reverse?: boolean;
      },
      ctx: Ctx,
    ) => {
      const l = loader(ctx);
      const {node, terms} = parseProductQuery(args.query);
      const matched = matchProducts(l, l.products(), node, true);
      const scores = new Map(
        matched.map((p) => [p.id, relevance(l, p, terms)]),
      );
      const sorted = sortProducts(
        l,
        matched,
        args.sortKey ?? 'ID',
        args.reverse ?? false,
        undefined,
        scores,
      );
      return productConnection(sorted, args);
    },
    productTags: (_: unknown, args: {first: number}, ctx: Ctx) => {
      const tags = [
        ...new Set(
          loader(ctx)
            .products()
            .flatMap((p) => p.tags),
        ),
      ].sort();
      return stringConnection(tags, args.first);
    },
    productTypes: (_: unknown, args: {first: number}, ctx: Ctx) => {
      const types = [
        ...new Set(
          loader(ctx)
            .products()
            .map((p) => p.productType)
            .filter(Boolean),
        ),
      ].sort();
      return stringConnection(types, args.first);
    },
    productRecommendations: (
      _: unknown,
      args: {productId?: string; productHandle?: string},
      ctx: Ctx,
    ) => {
      const product = findProduct(ctx, {
        id: args.productId,
        handle: args.productHandle,
      });
      if (!product) return null;
      const l = loader(ctx);
      const others = l
        .products()
        .filter((p) => p.id !== product.id && isAvailable(l, p));
      const related = others.filter(
        (p) =>
          p.productType === product.productType ||
          p.tags.some((t) => product.tags.includes(t)),
      );
      const rest = others.filter((p) => !related.includes(p));
      return sortProducts(l, related, 'BEST_SELLING', false)
        .concat(sortProducts(l, rest, 'BEST_SELLING', false))
        .slice(0, 10)
        .map(productParent);
    },
  },

  Product: {
    id: (p: ProductParent) => toGid('Product', p.id),
    title: (p: ProductParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t('product', p.id, ['title'], p.title),
    description: (
      p: ProductParent,
      args: {truncateAt?: number | null},
      ctx: Ctx,
    ) => {
      const l = loader(ctx);
      const html = l.t(
        'product',
        p.id,
        ['description_html', 'body_html'],
        p.descriptionHtml,
      );
      const fallback = p.description || htmlToText(p.descriptionHtml);
      const text =
        l.tOptional('product', p.id, ['description'], null) ??
        (html !== p.descriptionHtml ? htmlToText(html) : fallback);
      return truncate(text, args.truncateAt);
    },
    descriptionHtml: (p: ProductParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t(
        'product',
        p.id,
        ['description_html', 'body_html'],
        p.descriptionHtml,
      ),
    productType: (p: ProductParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t('product', p.id, ['product_type'], p.productType),
    totalInventory: (p: ProductParent, _: unknown, ctx: Ctx) =>
      loader(ctx)
        .variants(p.id)
        .reduce((sum, v) => sum + Math.max(0, v.quantityAvailable), 0),
    availableForSale: (p: ProductParent, _: unknown, ctx: Ctx) =>
      isAvailable(loader(ctx), p),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    category: () => null,
    trackingParameters: () => null,
    onlineStoreUrl: (p: ProductParent, _: unknown, ctx: Ctx) =>
      `${primaryDomainUrl(ctx)}/products/${p.handle}`,
    seo: (p: ProductParent, _: unknown, ctx: Ctx) => {
      const l = loader(ctx);
      return seoParent(
        l.tOptional('product', p.id, ['seo_title', 'meta_title'], p.seoTitle),
        l.tOptional(
          'product',
          p.id,
          ['seo_description', 'meta_description'],
          p.seoDescription,
        ),
      );
    },
    options: (p: ProductParent, args: {first?: number | null}, ctx: Ctx) => {
      const options = loader(ctx)
        .options(p.id)
        .map((o): OptionParent => ({...o, __typename: 'ProductOption'}));
      return args.first != null ? options.slice(0, args.first) : options;
    },
    variants: (
      p: ProductParent,
      args: PageArgs & {reverse?: boolean; sortKey?: string},
      ctx: Ctx,
    ) => {
      const variants = [...loader(ctx).variants(p.id)];
      const key = args.sortKey ?? 'POSITION';
      if (key === 'ID') variants.sort((a, b) => a.id - b.id);
      else if (key === 'SKU')
        variants.sort(
          (a, b) =>
            (a.sku ?? '').localeCompare(b.sku ?? '') || a.position - b.position,
        );
      else if (key === 'TITLE')
        variants.sort(
          (a, b) => a.title.localeCompare(b.title) || a.position - b.position,
        );
      if (args.reverse) variants.reverse();
      const page = connectionFromArray(variants, args, (v) => v.id);
      return mapConnection(page, (n) => variantParentOf(n));
    },
    variantsCount: (p: ProductParent, _: unknown, ctx: Ctx) => ({
      count: loader(ctx).variants(p.id).length,
      precision: 'EXACT',
    }),
    priceRange: (p: ProductParent, _: unknown, ctx: Ctx) => {
      const prices = loader(ctx)
        .variants(p.id)
        .map((v) => v.pricePaise);
      return range(prices, ctx.shop.currency);
    },
    compareAtPriceRange: (p: ProductParent, _: unknown, ctx: Ctx) => {
      const prices = loader(ctx)
        .variants(p.id)
        .map((v) => v.compareAtPaise ?? 0);
      return range(prices, ctx.shop.currency);
    },
    featuredImage: (p: ProductParent, _: unknown, ctx: Ctx) =>
      imageParent(ctx, loader(ctx).featuredImage(p.id)),
    images: (
      p: ProductParent,
      args: PageArgs & {reverse?: boolean},
      ctx: Ctx,
    ) => {
      const images = [...loader(ctx).images(p.id)];
      if (args.reverse) images.reverse();
      const page = connectionFromArray(images, args, (i) => i.id);
      return mapConnection(page, (n) => imageParent(ctx, n));
    },
    media: (
      p: ProductParent,
      args: PageArgs & {reverse?: boolean},
      ctx: Ctx,
    ) => {
      const images = [...loader(ctx).images(p.id)];
      if (args.reverse) images.reverse();
      const page = connectionFromArray(images, args, (i) => i.id);
      return mapConnection(page, (n) => mediaImageParent(ctx, n));
    },
    selectedOrFirstAvailableVariant: (
      p: ProductParent,
      args: SelectionArgs,
      ctx: Ctx,
    ) => {
      const v = selectedOrFirstAvailable(loader(ctx), p.id, ...sel(args));
      return v ? variantParentOf(v) : null;
    },
    variantBySelectedOptions: (
      p: ProductParent,
      args: SelectionArgs,
      ctx: Ctx,
    ) => {
      const v = variantBySelectedOptions(
        loader(ctx),
        p.id,
        args.selectedOptions ?? [],
        args.ignoreUnknownOptions ?? false,
        args.caseInsensitiveMatch ?? false,
      );
      return v ? variantParentOf(v) : null;
    },
    adjacentVariants: (p: ProductParent, args: SelectionArgs, ctx: Ctx) =>
      adjacentVariants(loader(ctx), p.id, ...sel(args)).map(variantParentOf),
    encodedVariantExistence: (p: ProductParent, _: unknown, ctx: Ctx) =>
      encodedVariants(loader(ctx), p.id, false),
    encodedVariantAvailability: (p: ProductParent, _: unknown, ctx: Ctx) =>
      encodedVariants(loader(ctx), p.id, true),
    collections: (
      p: ProductParent,
      args: PageArgs & {reverse?: boolean},
      ctx: Ctx,
    ) => {
      const rows = listCollectionsOfProduct(ctx, p.id);
      if (args.reverse) rows.reverse();
      const page = connectionFromArray(rows, args, (c) => c.id);
      return mapConnection(page, (n) => collectionParent(n));
    },
    sellingPlanGroups: () => emptyConnection(),
    ...productMetafields,
  },

  ProductVariant: {
    id: (v: VariantParent) => toGid('ProductVariant', v.id),
    title: (v: VariantParent, _: unknown, ctx: Ctx) => variantTitle(ctx, v),
    price: (v: VariantParent, _: unknown, ctx: Ctx) =>
      money(v.pricePaise, ctx.shop.currency),
    priceV2: (v: VariantParent, _: unknown, ctx: Ctx) =>
      money(v.pricePaise, ctx.shop.currency),
    compareAtPrice: (v: VariantParent, _: unknown, ctx: Ctx) =>
      v.compareAtPaise == null
        ? null
        : money(v.compareAtPaise, ctx.shop.currency),
    compareAtPriceV2: (v: VariantParent, _: unknown, ctx: Ctx) =>
      v.compareAtPaise == null
        ? null
        : money(v.compareAtPaise, ctx.shop.currency),
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    currentlyNotInStock: (v: VariantParent) =>
      v.availableForSale && v.quantityAvailable <= 0,
    requiresShipping: () => true,
    requiresComponents: () => false,
    taxable: () => true,
    weight: () => null,
    weightUnit: () => 'KILOGRAMS',
    quantityRule: () => ({minimum: 1, maximum: null, increment: 1}),
    shopPayInstallmentsPricing: () => null,
    // Shopify leaves this null when no variant image is set; storefronts show the product's then.
    image: (v: VariantParent, _: unknown, ctx: Ctx) => {
      const l = loader(ctx);
      return imageParent(
        ctx,
        l.image(v.imageId) ?? l.featuredImage(v.productId),
      );
    },
    selectedOptions: (v: VariantParent, _: unknown, ctx: Ctx) => {
      const options = loader(ctx).options(v.productId);
      if (!v.selectedOptions.length)
        return [
          {
            name: options[0]?.name ?? 'Title',
            value: options[0]?.values[0]?.name ?? 'Default Title',
          },
        ];
      return v.selectedOptions.map((s) => {
        const option = options.find((o) => o.baseName === s.name);
        return {
          name: option?.name ?? s.name,
          value:
            option?.values.find((x) => x.baseName === s.value)?.name ?? s.value,
        };
      });
    },
    product: (v: VariantParent, _: unknown, ctx: Ctx) => {
      const row = loader(ctx).productById(v.productId);
      return row ? productParent(row) : null;
    },
    components: () => emptyConnection(),
    groupedBy: () => emptyConnection(),
    quantityPriceBreaks: () => emptyConnection(),
    sellingPlanAllocations: () => emptyConnection(),
    storeAvailability: () => emptyConnection(),
    ...variantMetafields,
  },

  ProductOption: {
    id: (o: OptionParent) => toGid('ProductOption', o.id),
    values: (o: OptionParent) => o.values.map((v) => v.name),
    optionValues: (o: OptionParent, _: unknown, ctx: Ctx) => {
      const position = loader(ctx)
        .options(o.productId)
        .findIndex((x) => x.id === o.id);
      return o.values.map((v): OptionValueParent => ({
        ...v,
        __typename: 'ProductOptionValue',
        optionId: o.id,
        productId: o.productId,
        optionPosition: position,
      }));
    },
  },

  ProductOptionValue: {
    id: (v: OptionValueParent) =>
      toGid('ProductOptionValue', v.optionId * 1000 + v.index),
    swatch: () => null,
    firstSelectableVariant: (v: OptionValueParent, _: unknown, ctx: Ctx) => {
      const variant = firstSelectableVariant(
        loader(ctx),
        v.productId,
        v.optionPosition,
        v.index,
      );
      return variant ? variantParentOf(variant) : null;
    },
  },
};

function range(prices: number[], currency: string) {
  const min = prices.length ? Math.min(...prices) : 0;
  const max = prices.length ? Math.max(...prices) : 0;
  return {
    minVariantPrice: money(min, currency),
    maxVariantPrice: money(max, currency),
  };
}

function stringConnection(values: string[], first: number) {
  const page = connectionFromArray(values, {first}, (v) => v);
  return {edges: page.edges, nodes: page.nodes, pageInfo: page.pageInfo};
}
