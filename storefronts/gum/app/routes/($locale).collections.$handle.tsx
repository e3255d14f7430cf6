import {useLoaderData, useLocation, useNavigation} from 'react-router';
import {useTranslation} from 'react-i18next';
import {getPaginationVariables, getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/($locale).collections.$handle';
import {seo} from '~/lib/seo';
import {notFoundMeta} from '~/lib/fallback-title';
import {PRODUCT_CARD_FRAGMENT, ProductGrid} from '~/components/ProductGrid';
import {productCardPreloads} from '@shared/catalog/ProductCard';
import {RouteError} from '~/components/RouteError';
import {SHARED_COLLECTION_SUMMARY_FRAGMENT} from '@shared/catalog/collection';
import {i18nServer, localizePathFor} from '~/i18n';
import {parseCollectionParams} from '@shared/catalog/filters';
import {SortSelect} from '@shared/catalog/SortSelect';
import {CollectionBody} from '@shared/catalog/CollectionBody';
import {useFilterLabels, useSortLabels} from '~/components/catalog-labels';
import {soldOutLast} from '@shared/catalog/sold-out-last';
import {
  SHARED_FILTER_FRAGMENT,
  SHARED_PRICE_VARIANTS_FRAGMENT,
} from '@shared/catalog/fragments';
import type {GumCollectionQuery} from 'storefrontapi.generated';

const PAGE_SIZE = 12;
type CardNode = NonNullable<
  GumCollectionQuery['collection']
>['products']['nodes'][number];

/** The cards drawn first and at high priority: the phone's first row (decision 151). */
const LCP_CARDS = 2;

// A collection that is not there (404) still has a title, in the page's language (decision 111).
export const meta: Route.MetaFunction = ({data, location}) =>
  data
    ? [
        ...(getSeoMeta(data.seo) ?? []),
        ...productCardPreloads(data.collection.products.nodes, LCP_CARDS),
      ]
    : notFoundMeta(location.pathname);

export async function loader({params, context, request}: Route.LoaderArgs) {
  if (!params.handle) throw new Response('Not found', {status: 404});
  const url = new URL(request.url);
  const {filters, sortKey, reverse, priceMin, priceMax} = parseCollectionParams(
    url.searchParams,
  );
  const pagination = getPaginationVariables(request, {pageBy: PAGE_SIZE});
  let found: GumCollectionQuery['collection'] = null;
  // Sold-out products after the ones for sale, whatever the sort (decision 108).
  const products = await soldOutLast<CardNode>(
    filters,
    pagination,
    async (set) => {
      const {collection} = await context.storefront.query(COLLECTION_QUERY, {
        variables: {
          handle: params.handle!,
          sortKey,
          reverse,
          priceFiltered: priceMin != null || priceMax != null,
          ...set,
        },
        cache: context.storefront.CacheShort(),
      });
      found ??= collection;
      return collection?.products ?? null;
    },
  );
  const collection = found as GumCollectionQuery['collection'];
  if (!collection || !products) throw new Response('Not found', {status: 404});
  return {
    collection: {
      ...collection,
      products: {...products, filters: collection.products.filters},
    },
    seo: seo.page({
      title: collection.seo?.title ?? collection.title,
      description: collection.seo?.description ?? collection.description,
      request,
      path: localizePathFor(
        `/collections/${collection.handle}`,
        i18nServer.language(request),
      ),
    }),
  };
}

export default function CollectionPage() {
  const {collection} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const params = parseCollectionParams(new URLSearchParams(location.search));
  const loading =
    navigation.state === 'loading' &&
    navigation.location?.pathname === location.pathname;
  const filterLabels = useFilterLabels();
  const sortLabels = useSortLabels();

  return (
    <div className="container collection-page">
      <header className="page-header">
        <h1>{collection.title}</h1>
        {collection.description && (
          <p className="section__lead">{collection.description}</p>
        )}
      </header>
      <CollectionBody
        collection={collection}
        filterLabels={filterLabels}
        className="collection-page__layout"
        resultsClassName="collection-page__results"
        busy={loading}
        toolbar={
          <div className="toolbar">
            <SortSelect value={params.sort} labels={sortLabels} />
          </div>
        }
        empty={
          <p className="empty" data-testid="no-products">
            {t('collection.noProducts')}
          </p>
        }
        loadMore={{
          previous: t('collection.loadPrevious'),
          next: t('collection.loadMore'),
          loading: t('collection.loading'),
          linkClassName: 'button button--ghost load-link',
        }}
      >
        {/* The first row is the first screen: on a phone its two pictures are the page's largest
            paint, fetched first; the desktop's third too, eager; the rest only as they scroll near
            (decision 61). */}
        {(nodes) => (
          <ProductGrid
            products={nodes}
            priceRange={{min: params.priceMin, max: params.priceMax}}
            lcp={LCP_CARDS}
            eager={3}
            listing
            testId="product-grid"
          />
        )}
      </CollectionBody>
    </div>
  );
}

export const ErrorBoundary = RouteError;

const COLLECTION_QUERY = `#graphql
  query GumCollection(
    $handle: String!
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $language: LanguageCode
    $country: CountryCode
    $priceFiltered: Boolean!
  ) @inContext(language: $language, country: $country) {
    collection(handle: $handle) {
      ...SharedCollectionSummary
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        filters {
          ...SharedFilter
        }
        nodes {
          ...GumProductCard
          ...SharedPriceVariants @include(if: $priceFiltered)
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${SHARED_COLLECTION_SUMMARY_FRAGMENT}
  ${SHARED_PRICE_VARIANTS_FRAGMENT}
  ${SHARED_FILTER_FRAGMENT}
` as const;
