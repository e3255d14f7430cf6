import {useLoaderData, useNavigation} from 'react-router';
import {getPaginationVariables, getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/collections.$handle';
import {Breadcrumbs, type Crumb} from '@shared/catalog/Breadcrumbs';
import {ProductGrid, productCardPreloads} from '@shared/catalog/ProductCard';
import {SortSelect, type SortSelectLabels} from '@shared/catalog/SortSelect';
import {
  SHARED_FILTER_FRAGMENT,
  SHARED_PRICE_VARIANTS_FRAGMENT,
  SHARED_PRODUCT_CARD_FRAGMENT,
} from '@shared/catalog/fragments';
import {parseCollectionParams} from '@shared/catalog/filters';
import type {FilterLabels} from '@shared/catalog/CollectionFilters';
import {CollectionBody} from '@shared/catalog/CollectionBody';
import {soldOutLast} from '@shared/catalog/sold-out-last';
import {formatWholeRupees} from '@shared/money/format';
import type {GroomingCollectionQuery} from 'storefrontapi.generated';
import {SHARED_COLLECTION_SUMMARY_FRAGMENT} from '@shared/catalog/collection';
import {breadcrumbJsonLd} from '@shared/catalog/seo';
import {seo} from '~/lib/seo';
import {CARD_LABELS} from '~/components/catalog-labels';

/** The cards drawn first and at high priority: the phone's first row (decision 151). */
const LCP_CARDS = 2;

export const meta: Route.MetaFunction = ({data}) => [
  ...(getSeoMeta(data?.seo) ?? []),
  ...productCardPreloads(data?.collection.products.nodes, LCP_CARDS),
];

/** The shared sort vocabulary's labels (shared/catalog/sort.ts). */
const SORT_LABELS: SortSelectLabels = {
  sortBy: 'Sort by',
  apply: 'Apply',
  options: {
    featured: 'Featured',
    'best-selling': 'Best selling',
    'price-low-high': 'Price: low to high',
    'price-high-low': 'Price: high to low',
    newest: 'Newest',
    title: 'Alphabetically, A–Z',
  },
};
export const PAGE_SIZE = 12;
type CardNode = NonNullable<
  GroomingCollectionQuery['collection']
>['products']['nodes'][number];

/** The shared filter panel's words (shared/catalog/CollectionFilters.tsx). */
const FILTER_LABELS: FilterLabels = {
  filters: 'Filters',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  availability: 'Availability',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  price: 'Price (₹)',
  min: 'Min',
  max: 'Max',
  apply: 'Apply',
  clear: 'Clear filters',
  priceSpan: (min, max) =>
    `${formatWholeRupees(min * 100)} – ${formatWholeRupees(max * 100)}`,
};

export async function loader({params, request, context}: Route.LoaderArgs) {
  const {handle} = params;
  const {storefront} = context;
  const url = new URL(request.url);
  const query = parseCollectionParams(url.searchParams);
  const paginationVariables = getPaginationVariables(request, {
    pageBy: PAGE_SIZE,
  });

  let found: GroomingCollectionQuery['collection'] = null;
  // Sold-out products after the ones for sale, whatever the sort (decision 108).
  const products = await soldOutLast<CardNode>(
    query.filters,
    paginationVariables,
    async (set) => {
      const {collection} = await storefront.query(COLLECTION_QUERY, {
        variables: {
          handle: handle!,
          sortKey: query.sortKey,
          reverse: query.reverse,
          priceFiltered: query.priceMin != null || query.priceMax != null,
          ...set,
        },
        cache: storefront.CacheShort(),
      });
      found ??= collection;
      return collection?.products ?? null;
    },
  );
  const collection = found as GroomingCollectionQuery['collection'];
  if (!collection || !products)
    throw new Response(`Collection ${handle} not found`, {status: 404});

  const crumbs: Crumb[] = [
    {name: 'Home', to: '/'},
    {name: 'Collections', to: '/collections'},
    {name: collection.title, to: `/collections/${collection.handle}`},
  ];
  const pageSeo = seo.page({
    title: collection.seo.title ?? collection.title,
    description: collection.seo.description ?? collection.description,
    request,
    path: `/collections/${collection.handle}`,
    image: collection.image,
    jsonLd: breadcrumbJsonLd(crumbs, url.origin),
  });
  return {
    collection: {
      ...collection,
      products: {...products, filters: collection.products.filters},
    },
    crumbs,
    sort: query.sort,
    priceRange: {min: query.priceMin, max: query.priceMax},
    seo: pageSeo,
  };
}

export default function CollectionPage() {
  const {collection, crumbs, sort, priceRange} = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' &&
    navigation.location?.pathname === `/collections/${collection.handle}`;
  return (
    <div className="page">
      <Breadcrumbs label="Breadcrumb" items={crumbs} />
      <header className="page__header">
        <h1 className="page__title">{collection.title}</h1>
        {collection.description ? (
          <p className="page__lead">{collection.description}</p>
        ) : null}
      </header>
      <CollectionBody
        collection={collection}
        filterLabels={FILTER_LABELS}
        className="collection-layout"
        resultsClassName="collection-layout__results"
        toolbar={
          <div className="collection-toolbar">
            <p className="collection-toolbar__count" aria-live="polite">
              {loading ? 'Updating…' : null}
            </p>
            <SortSelect
              value={sort}
              labels={SORT_LABELS}
              className="sort-form"
            />
          </div>
        }
        empty={
          <div className="empty-state">
            <h2>No products found</h2>
            <p>This collection is empty right now. Please check back soon.</p>
          </div>
        }
        loadMore={{
          previous: '↑ Load previous',
          next: 'Load more products',
          loading: 'Loading…',
        }}
      >
        {(nodes) => (
          <ProductGrid
            products={nodes}
            labels={CARD_LABELS}
            eager={4}
            lcp={LCP_CARDS}
            headingLevel={2}
            priceRange={priceRange}
          />
        )}
      </CollectionBody>
    </div>
  );
}

const COLLECTION_QUERY = `#graphql
  query GroomingCollection(
    $handle: String!
    $country: CountryCode
    $language: LanguageCode
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $filters: [ProductFilter!]
    $priceFiltered: Boolean!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      ...SharedCollectionSummary
      image {
        id
        url
        altText
        width
        height
      }
      products(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
        filters {
          ...SharedFilter
        }
        nodes {
          ...SharedProductCard
          ...SharedPriceVariants @include(if: $priceFiltered)
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          endCursor
          startCursor
        }
      }
    }
  }
  ${SHARED_PRODUCT_CARD_FRAGMENT}
  ${SHARED_COLLECTION_SUMMARY_FRAGMENT}
  ${SHARED_PRICE_VARIANTS_FRAGMENT}
  ${SHARED_FILTER_FRAGMENT}
` as const;
