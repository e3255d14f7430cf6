import {Form, useLoaderData, useNavigation, useSearchParams, useSubmit} from 'react-router';
import {Analytics, getPaginationVariables, getSeoMeta} from '@shopify/hydrogen';
import type {ProductCollectionSortKeys} from '@shopify/hydrogen/storefront-api-types';
import type {Route} from './+types/collections.$handle';
import {Breadcrumbs, type Crumb} from '@shared/catalog/Breadcrumbs';
import {ProductGrid} from '@shared/catalog/ProductCard';
import {LoadMore} from '@shared/catalog/LoadMore';
import {SHARED_PRODUCT_CARD_FRAGMENT} from '@shared/catalog/fragments';
import {SHARED_COLLECTION_SUMMARY_FRAGMENT} from '@shared/catalog/collection';
import {breadcrumbJsonLd, pageSeo} from '@shared/catalog/seo';
import {store} from '~/store';

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

/** Sort choices (the `sort` URL parameter) and the ProductCollectionSortKeys each maps to. */
export const SORT_OPTIONS: {value: string; label: string; sortKey: ProductCollectionSortKeys; reverse: boolean}[] = [
  {value: 'featured', label: 'Featured', sortKey: 'COLLECTION_DEFAULT', reverse: false},
  {value: 'best-selling', label: 'Best selling', sortKey: 'BEST_SELLING', reverse: false},
  {value: 'price-low-high', label: 'Price: low to high', sortKey: 'PRICE', reverse: false},
  {value: 'price-high-low', label: 'Price: high to low', sortKey: 'PRICE', reverse: true},
  {value: 'newest', label: 'Newest', sortKey: 'CREATED', reverse: true},
  {value: 'title', label: 'Alphabetically, A–Z', sortKey: 'TITLE', reverse: false},
];
export const PAGE_SIZE = 12;

export async function loader({params, request, context}: Route.LoaderArgs) {
  const {handle} = params;
  const {storefront} = context;
  const url = new URL(request.url);
  const sort = SORT_OPTIONS.find((option) => option.value === url.searchParams.get('sort')) ?? SORT_OPTIONS[0]!;
  const paginationVariables = getPaginationVariables(request, {pageBy: PAGE_SIZE});

  const {collection} = await storefront.query(COLLECTION_QUERY, {
    variables: {handle, sortKey: sort.sortKey, reverse: sort.reverse, ...paginationVariables},
    cache: storefront.CacheShort(),
  });
  if (!collection) throw new Response(`Collection ${handle} not found`, {status: 404});

  const crumbs: Crumb[] = [
    {name: 'Home', to: '/'},
    {name: 'Collections', to: '/collections'},
    {name: collection.title, to: `/collections/${collection.handle}`},
  ];
  const seo = pageSeo({
    brand: store.brand,
    title: collection.seo.title ?? collection.title,
    description: collection.seo.description ?? collection.description,
    request,
    path: `/collections/${collection.handle}`,
    image: collection.image,
    jsonLd: breadcrumbJsonLd(crumbs, url.origin),
  });
  return {collection, crumbs, sort: sort.value, seo};
}

export default function CollectionPage() {
  const {collection, crumbs, sort} = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === `/collections/${collection.handle}`;
  return (
    <div className="page">
      <Breadcrumbs items={crumbs} />
      <header className="page__header">
        <h1 className="page__title">{collection.title}</h1>
        {collection.description ? <p className="page__lead">{collection.description}</p> : null}
      </header>
      <div className="collection-toolbar">
        <p className="collection-toolbar__count" aria-live="polite">
          {loading ? 'Updating…' : null}
        </p>
        <SortForm value={sort} />
      </div>
      {collection.products.nodes.length === 0 ? (
        <div className="empty-state">
          <h2>No products found</h2>
          <p>This collection is empty right now. Please check back soon.</p>
        </div>
      ) : (
        <LoadMore connection={collection.products} previous="↑ Load previous" next="Load more products" loading="Loading…">
          {(nodes) => <ProductGrid products={nodes} eager={4} headingLevel={2} />}
        </LoadMore>
      )}
      <Analytics.CollectionView data={{collection: {id: collection.id, handle: collection.handle}}} />
    </div>
  );
}

/** A GET form: works without JavaScript (Apply button), and re-sorts on change with it. */
function SortForm({value}: {value: string}) {
  const submit = useSubmit();
  const [params] = useSearchParams();
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      {[...params.entries()]
        .filter(([key]) => !['sort', 'cursor', 'direction'].includes(key))
        .map(([key, v]) => (
          <input key={`${key}=${v}`} type="hidden" name={key} value={v} />
        ))}
      <label htmlFor="collection-sort">Sort by</label>
      <select
        id="collection-sort"
        name="sort"
        defaultValue={value}
        key={value}
        onChange={(event) => submit(event.currentTarget.form, {preventScrollReset: true, replace: true})}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button">
          Apply
        </button>
      </noscript>
    </Form>
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
      products(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: $sortKey, reverse: $reverse) {
        nodes {
          ...SharedProductCard
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
` as const;
