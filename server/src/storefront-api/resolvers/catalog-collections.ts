/** Query.collection / Query.collections and the Collection type (products with filters and facets). */
import type {IResolvers} from '@graphql-tools/utils';
import {
  listCollectionProductIds,
  listCollections,
} from '../objects/collections.ts';
import {
  connectionFromArray,
  mapConnection,
  type PageArgs,
} from '../connection.ts';
import type {ApiContext} from '../context.ts';
import {toGid} from '../ids.ts';
import {
  compareDate,
  evaluateQuery,
  matchesWords,
  parseSearchQuery,
} from '../search-syntax.ts';
import {htmlToText, seoParent, truncate} from '../objects/text.ts';
import {imageParent} from '../objects/images.ts';
import {loader} from '../catalog/loader.ts';
import {metafieldResolvers} from '../objects/metafields.ts';
import {primaryDomainUrl} from '../objects/urls.ts';
import {
  applyFilters,
  buildFacets,
  sortProducts,
  type ProductFilterInput,
} from '../catalog/query.ts';
import {
  collectionParent,
  collectionTitle,
  findCollection,
  type CollectionParent,
} from '../objects/collections.ts';
import {productConnection} from '../objects/products.ts';

type Ctx = ApiContext;

const collectionMetafields = metafieldResolvers<CollectionParent>(
  'collection',
  (c) => c.id,
  (c) => c.updatedAt,
);

export const catalogCollectionResolvers: IResolvers<unknown, ApiContext> = {
  QueryRoot: {
    collection: (_: unknown, args: {id?: string; handle?: string}, ctx: Ctx) =>
      findCollection(ctx, args),
    collectionByHandle: (_: unknown, args: {handle: string}, ctx: Ctx) =>
      findCollection(ctx, args),
    collections: (
      _: unknown,
      args: PageArgs & {
        query?: string | null;
        sortKey?: string;
        reverse?: boolean;
      },
      ctx: Ctx,
    ) => {
      let rows = listCollections(ctx);
      const query = parseSearchQuery(args.query);
      if (query) {
        rows = rows.filter((c) =>
          evaluateQuery(query, (term) => {
            const title = `${c.title} \n ${collectionTitle(ctx, c)}`;
            switch (term.field) {
              case null:
              case 'title':
                return matchesWords(
                  term.field ? title : `${title} \n ${c.description}`,
                  term.value,
                  true,
                );
              case 'handle':
                return c.handle.toLowerCase() === term.value.toLowerCase();
              case 'updated_at':
                return compareDate(term.op, c.updatedAt, term.value);
              case 'collection_type':
                return true;
              default:
                return false;
            }
          }),
        );
      }
      const key = args.sortKey ?? 'ID';
      if (key === 'TITLE')
        rows.sort(
          (a, b) =>
            collectionTitle(ctx, a).localeCompare(collectionTitle(ctx, b)) ||
            a.id - b.id,
        );
      else if (key === 'UPDATED_AT')
        rows.sort(
          (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id,
        );
      if (args.reverse) rows.reverse();
      const page = connectionFromArray(rows, args, (c) => c.id);
      return mapConnection(page, (n) => collectionParent(n));
    },
  },

  Collection: {
    id: (c: CollectionParent) => toGid('Collection', c.id),
    title: (c: CollectionParent, _: unknown, ctx: Ctx) =>
      collectionTitle(ctx, c),
    description: (
      c: CollectionParent,
      args: {truncateAt?: number | null},
      ctx: Ctx,
    ) => {
      const l = loader(ctx);
      const translated = l.tOptional('collection', c.id, ['description'], null);
      const html = l.tOptional(
        'collection',
        c.id,
        ['description_html', 'body_html'],
        null,
      );
      const text =
        translated ??
        (html
          ? htmlToText(html)
          : c.description || htmlToText(c.descriptionHtml));
      return truncate(text, args.truncateAt);
    },
    descriptionHtml: (c: CollectionParent, _: unknown, ctx: Ctx) =>
      loader(ctx).t(
        'collection',
        c.id,
        ['description_html', 'body_html'],
        c.descriptionHtml,
      ),
    image: (c: CollectionParent, _: unknown, ctx: Ctx) =>
      imageParent(ctx, loader(ctx).image(c.imageId)),
    seo: (c: CollectionParent, _: unknown, ctx: Ctx) => {
      const l = loader(ctx);
      return seoParent(
        l.tOptional(
          'collection',
          c.id,
          ['seo_title', 'meta_title'],
          c.seoTitle,
        ),
        l.tOptional(
          'collection',
          c.id,
          ['seo_description', 'meta_description'],
          c.seoDescription,
        ),
      );
    },
    onlineStoreUrl: (c: CollectionParent, _: unknown, ctx: Ctx) =>
      `${primaryDomainUrl(ctx)}/collections/${c.handle}`,
    trackingParameters: () => null,
    products: (
      c: CollectionParent,
      args: PageArgs & {
        sortKey?: string;
        reverse?: boolean;
        filters?: ProductFilterInput[] | null;
      },
      ctx: Ctx,
    ) => {
      const l = loader(ctx);
      const ids = listCollectionProductIds(ctx, c.id);
      l.products(); // one bulk read of the shop's catalogue serves the whole listing
      const positions = new Map(ids.map((id, index) => [id, index]));
      const members = ids
        .map((id) => l.productById(id))
        .filter((p) => p !== null);
      const filtered = applyFilters(l, members, args.filters);
      const sorted = sortProducts(
        l,
        filtered,
        args.sortKey ?? 'COLLECTION_DEFAULT',
        args.reverse ?? false,
        positions,
      );
      return productConnection(sorted, args, () =>
        buildFacets(l, members, args.filters),
      );
    },
    ...collectionMetafields,
  },
};
