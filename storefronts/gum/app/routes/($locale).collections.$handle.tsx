import {useState} from 'react';
import {
  Form,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router';
import {Link} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import {Analytics, getPaginationVariables, getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/($locale).collections.$handle';
import {PRODUCT_CARD_FRAGMENT, ProductGrid} from '~/components/ProductGrid';
import {RouteError} from '~/components/RouteError';
import {SHARED_COLLECTION_SUMMARY_FRAGMENT} from '@shared/catalog/collection';
import {LoadMore} from '@shared/catalog/LoadMore';
import {i18nServer, localizePathFor} from '~/lib/i18n';
import {formatCount} from '@shared/money/format';
import {
  parseCollectionParams,
  priceRangeFromFacet,
} from '~/lib/collection-filters';
import {withParams, type SortValue} from '@shared/catalog/sort';
import {
  SortSelect as SharedSortSelect,
  type SortSelectLabels,
} from '@shared/catalog/SortSelect';

const PAGE_SIZE = 12;

export async function loader({params, context, request}: Route.LoaderArgs) {
  if (!params.handle) throw new Response('Not found', {status: 404});
  const url = new URL(request.url);
  const {filters, sortKey, reverse} = parseCollectionParams(url.searchParams);
  const pagination = getPaginationVariables(request, {pageBy: PAGE_SIZE});
  const {collection} = await context.storefront.query(COLLECTION_QUERY, {
    variables: {
      handle: params.handle,
      filters,
      sortKey,
      reverse,
      ...pagination,
    },
    cache: context.storefront.CacheShort(),
  });
  if (!collection) throw new Response('Not found', {status: 404});
  return {
    collection,
    seo: {
      title: collection.seo?.title ?? `${collection.title} | QuitPop`,
      description: collection.seo?.description ?? collection.description,
      url: `${url.origin}${localizePathFor(`/collections/${collection.handle}`, i18nServer.language(request))}`,
    },
  };
}

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];
export const ErrorBoundary = RouteError;

export default function CollectionPage() {
  const {collection} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const params = parseCollectionParams(new URLSearchParams(location.search));
  const loading =
    navigation.state === 'loading' &&
    navigation.location?.pathname === location.pathname;
  const activeCount = params.filters.length;
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <div className="container collection-page">
      <header className="page-header">
        <h1>{collection.title}</h1>
        {collection.description && (
          <p className="section__lead">{collection.description}</p>
        )}
      </header>
      <div className="collection-page__layout">
        <div
          className="filters"
          data-open={filtersOpen || undefined}
          data-testid="filter-panel"
        >
          <button
            type="button"
            className="filters__toggle button button--ghost"
            aria-expanded={filtersOpen}
            aria-controls="filter-panel"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen
              ? t('collection.hideFilters')
              : t('collection.showFilters')}
            {activeCount > 0 && (
              <span className="filters__count">{activeCount}</span>
            )}
          </button>
          <h2 className="filters__title">{t('collection.filters')}</h2>
          <FilterPanel filters={collection.products.filters} />
        </div>
        <div className="collection-page__results" aria-busy={loading}>
          <div className="toolbar">
            <SortSelect value={params.sort} />
          </div>
          {collection.products.nodes.length === 0 ? (
            <p className="empty" data-testid="no-products">
              {t('collection.noProducts')}
            </p>
          ) : (
            <LoadMore
              connection={collection.products}
              previous={t('collection.loadPrevious')}
              next={t('collection.loadMore')}
              loading={t('collection.loading')}
              linkClassName="button button--ghost load-link"
            >
              {/* The first row is the first screen: on a phone its two pictures are the page's largest
                  paint, fetched first; the desktop's third too, eager; the rest only as they scroll near
                  (decision 59). */}
              {(nodes) => (
                <ProductGrid
                  products={nodes}
                  lcp={2}
                  eager={3}
                  headingLevel={2}
                  className="product-grid product-grid--3"
                  testId="product-grid"
                />
              )}
            </LoadMore>
          )}
        </div>
      </div>
      <Analytics.CollectionView
        data={{collection: {id: collection.id, handle: collection.handle}}}
      />
    </div>
  );
}

interface Facet {
  id: string;
  label: string;
  type: string;
  values: Array<{id: string; label: string; count: number; input?: unknown}>;
}

function FilterPanel({filters}: {filters: Facet[]}) {
  const {t} = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const params = parseCollectionParams(new URLSearchParams(location.search));
  const availability = filters.find(
    (filter) => filter.id === 'filter.v.availability',
  );
  const priceFacet = filters.find((filter) => filter.type === 'PRICE_RANGE');
  const range = priceRangeFromFacet(
    priceFacet?.values[0]?.input as string | undefined,
  );
  const go = (changes: Record<string, string | null>) =>
    navigate(`${location.pathname}${withParams(location.search, changes)}`, {
      preventScrollReset: true,
    });

  const availabilityValues = availability?.values.length
    ? availability.values.map((value) => ({
        key: String(value.input ?? '').includes('true') ? 'true' : 'false',
        count: value.count,
      }))
    : [
        {key: 'true', count: null},
        {key: 'false', count: null},
      ];

  return (
    <div className="filters__panel" id="filter-panel">
      <fieldset className="filters__group">
        <legend>{t('collection.availability')}</legend>
        {availabilityValues.map((value) => {
          const checked = String(params.available) === value.key;
          return (
            <label key={value.key} className="check">
              <input
                type="checkbox"
                name="available"
                value={value.key}
                checked={checked}
                onChange={() => go({available: checked ? null : value.key})}
                data-testid={`filter-available-${value.key}`}
              />
              <span>
                {value.key === 'true'
                  ? t('collection.inStock')
                  : t('collection.outOfStock')}
              </span>
              {value.count != null && (
                <span className="muted">({value.count})</span>
              )}
            </label>
          );
        })}
      </fieldset>
      <Form method="get" className="filters__group" preventScrollReset>
        {/* Keep the other filters and the sort when applying a price range. */}
        {[...new URLSearchParams(location.search)]
          .filter(
            ([key]) =>
              !['price_min', 'price_max', 'cursor', 'direction'].includes(key),
          )
          .map(([key, value]) => (
            <input
              key={`${key}=${value}`}
              type="hidden"
              name={key}
              value={value}
            />
          ))}
        <fieldset>
          <legend>{t('collection.price')} (₹)</legend>
          <div className="price-range">
            <PriceInput
              key={`min-${params.priceMin}`}
              name="price_min"
              label={t('collection.min')}
              value={params.priceMin}
            />
            <span aria-hidden="true">–</span>
            <PriceInput
              key={`max-${params.priceMax}`}
              name="price_max"
              label={t('collection.max')}
              value={params.priceMax}
            />
          </div>
          {range && (
            <p className="muted small">
              ₹{formatCount(range.min)} – ₹{formatCount(range.max)}
            </p>
          )}
          <button
            type="submit"
            className="button button--small"
            data-testid="price-apply"
          >
            {t('collection.apply')}
          </button>
        </fieldset>
      </Form>
      {params.filters.length > 0 && (
        <Link
          to={`${location.pathname}${withParams(location.search, {available: null, price_min: null, price_max: null})}`}
          className="text-link"
          preventScrollReset
        >
          {t('collection.clear')}
        </Link>
      )}
    </div>
  );
}

/**
 * One end of the price range, in whole rupees; its label is the placeholder (and read out). The
 * caller keys it by the URL's value so a changed URL (clear, back) resets what was typed.
 */
function PriceInput({
  name,
  label,
  value,
}: {
  name: 'price_min' | 'price_max';
  label: string;
  value: number | null;
}) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={0}
        placeholder={label}
        defaultValue={value ?? ''}
        data-testid={name.replace('_', '-')}
      />
    </label>
  );
}

/** The shared sort dropdown with this language's labels. */
function SortSelect({value}: {value: SortValue}) {
  const {t} = useTranslation();
  const labels: SortSelectLabels = {
    sortBy: t('collection.sortBy'),
    apply: t('collection.apply'),
    options: {
      featured: t('collection.sort.featured'),
      'best-selling': t('collection.sort.bestSelling'),
      'price-low-high': t('collection.sort.priceLow'),
      'price-high-low': t('collection.sort.priceHigh'),
      newest: t('collection.sort.newest'),
      title: t('collection.sort.title'),
    },
  };
  return <SharedSortSelect value={value} labels={labels} />;
}

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
          id
          label
          type
          values {
            id
            label
            count
            input
          }
        }
        nodes {
          ...GumProductCard
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
` as const;
