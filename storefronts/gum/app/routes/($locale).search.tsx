import {Form, useLoaderData, useNavigation} from 'react-router';
import {Analytics} from '@shopify/hydrogen';
import {Link, useLocalizePath} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import type {Route} from './+types/($locale).search';
import {i18nServer} from '~/i18n';
import {RouteError} from '~/components/RouteError';
import {ProductGrid} from '~/components/ProductGrid';
import {
  EMPTY_SEARCH,
  GUM_SEARCH_PRODUCT_FRAGMENT,
  SEARCH_PAGE_SIZE,
  searchCard,
  searchProducts,
  type RawSearchPage,
} from '~/search/search';
import {store} from '~/store';
import {bestSellingCards, searchPipeline} from '@shared/search/search.server';
import {searchPagination} from '@shared/search/paging';
import {EXACT_SEARCH_PARAM} from '@shared/search/params';
import {SearchCorrection} from '@shared/search/SearchCorrection';
import {NoResults} from '@shared/search/NoResults';
import {GumRecentlyViewed} from '~/components/GumRecentlyViewed';
import {fallbackTitle} from '~/lib/fallback-title';

export const meta: Route.MetaFunction = ({data, location}) => [
  {
    title: data?.query
      ? `${data.query} – ${data.title}`
      : (data?.title ?? fallbackTitle(location.pathname, 'meta.searchTitle')),
  },
  {name: 'robots', content: 'noindex'},
];

/**
 * /search?q=…: products only, 6 a page, cursor pages next/previous, total count. A blank query
 * answers 0 results without asking the backend; a failed search shows the empty result, an outage
 * of the Storefront API the 503 "search is unavailable" page.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = i18nServer.language(request);
  const t = await i18nServer.getFixedT(language, 'common');
  const pagination = searchPagination(url.searchParams, SEARCH_PAGE_SIZE);
  // One search pipeline for both stores (shared/search, decision 143): Hinglish, Devanagari,
  // misspellings and synonyms understood; `&exact=1` searches what was typed.
  const search = await searchPipeline({
    storefront: context.storefront,
    searchParams: url.searchParams,
    locale: language,
    locales: store.locales,
    search: (understood) =>
      searchProducts(understood, pagination, async (variables) => {
        const data = await context.storefront.query(SEARCH_QUERY, {
          variables: {
            first: null,
            after: null,
            last: null,
            before: null,
            ...variables,
          },
          cache: context.storefront.CacheShort(),
        });
        return data.search as RawSearchPage;
      }),
    found: (page) => page.products.length > 0,
    bestSellers: bestSellingCards(context.storefront, 3),
  });
  return {
    query: search.typed,
    exact: search.exact,
    ...(search.result ?? EMPTY_SEARCH),
    correction: search.correction,
    noResults: search.noResults,
    title: t('meta.searchTitle'),
  };
}

export default function SearchPage() {
  const {query, exact, products, pageInfo, totalCount, correction, noResults} =
    useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const navigation = useNavigation();
  const localize = useLocalizePath();
  const searchPath = localize('/search');
  const busy =
    navigation.state !== 'idle' && navigation.location?.pathname === searchPath;
  const pageLink = (cursor: string | null, direction: 'next' | 'previous') =>
    `${searchPath}?${new URLSearchParams({q: query, ...(exact ? {[EXACT_SEARCH_PARAM]: '1'} : {}), cursor: cursor ?? '', direction})}`;

  return (
    <div className="container search-page">
      <h1>{t('search.title')}</h1>
      <Form
        method="get"
        action={searchPath}
        className="search-form"
        role="search"
      >
        <label htmlFor="search-q" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          data-testid="search-input"
        />
        <button type="submit" className="button button--accent">
          {t('search.submit')}
        </button>
      </Form>

      <p
        className="search-page__count"
        role="status"
        data-testid="search-count"
        data-count={totalCount}
      >
        {query
          ? t('search.results', {count: totalCount, query})
          : t('search.blank')}
      </p>

      {query ? null : <GumRecentlyViewed />}
      {correction && (
        <SearchCorrection
          correction={correction}
          typed={query}
          searchPath={searchPath}
          labels={{
            showing: t('search.showingResultsFor'),
            instead: t('search.searchInsteadFor'),
          }}
        />
      )}

      {query && products.length === 0 && (
        <NoResults
          heading={t('search.noResults')}
          suggestions={noResults?.suggestions ?? []}
          searchPath={searchPath}
          labels={{
            suggestions: t('search.trySearching'),
            bestSellers: t('search.bestSellers'),
          }}
          bestSellers={
            noResults?.bestSellers.length ? (
              <ProductGrid products={noResults.bestSellers} listing />
            ) : null
          }
        />
      )}

      {products.length > 0 && (
        <div aria-busy={busy}>
          <ProductGrid
            products={products.map(searchCard)}
            listing
            testId="search-results"
          />
        </div>
      )}

      {(pageInfo.hasPreviousPage || pageInfo.hasNextPage) && (
        <nav className="pager" aria-label={t('search.pagination')}>
          {pageInfo.hasPreviousPage ? (
            <Link
              to={pageLink(pageInfo.startCursor, 'previous')}
              className="button button--ghost"
              rel="prev"
              data-testid="search-prev"
            >
              ← {t('search.previous')}
            </Link>
          ) : (
            <span />
          )}
          {pageInfo.hasNextPage && (
            <Link
              to={pageLink(pageInfo.endCursor, 'next')}
              className="button button--ghost"
              rel="next"
              data-testid="search-next"
            >
              {t('search.next')} →
            </Link>
          )}
        </nav>
      )}
      <Analytics.SearchView data={{searchTerm: query}} />
    </div>
  );
}

/** During an outage the page says search is unavailable (503), never 'No products found'. */
export function ErrorBoundary() {
  return <RouteError unavailable="search.unavailable" />;
}

const SEARCH_QUERY = `#graphql
  query GumSearch(
    $query: String!
    $first: Int
    $after: String
    $last: Int
    $before: String
    $language: LanguageCode
    $country: CountryCode
  ) @inContext(language: $language, country: $country) {
    search(query: $query, types: [PRODUCT], first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          __typename
          ...GumSearchProduct
        }
      }
    }
  }
  ${GUM_SEARCH_PRODUCT_FRAGMENT}
` as const;
