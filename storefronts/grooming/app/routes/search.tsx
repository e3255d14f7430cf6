import {Form, useLoaderData} from 'react-router';
import {Analytics, getPaginationVariables, getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/search';
import type {SharedProductCardFragment} from 'storefrontapi.generated';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {ProductGrid} from '@shared/catalog/ProductCard';
import {LoadMore} from '@shared/catalog/LoadMore';
import {SHARED_PRODUCT_CARD_FRAGMENT} from '@shared/catalog/fragments';
import {seo} from '~/lib/seo';
import {store} from '~/store';
import {CARD_LABELS} from '~/components/catalog-labels';
import {GroomingRecentlyViewed} from '~/components/GroomingRecentlyViewed';
import {bestSellingCards, searchPipeline} from '@shared/search/search.server';
import {SearchCorrection} from '@shared/search/SearchCorrection';
import {NoResults} from '@shared/search/NoResults';
import {isWellFormedCursor} from '@shared/catalog/cursor';

export const meta: Route.MetaFunction = ({data}) => [
  ...(getSeoMeta(data?.seo) ?? []),
  // Result pages are for shoppers, not for search engines.
  {name: 'robots', content: 'noindex, follow'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A cursor the API cannot have issued (junk, a truncated link): the first page and a note, not an error.
  const cursor = url.searchParams.get('cursor');
  let badCursor = cursor !== null && !isWellFormedCursor(cursor);
  const firstPage = {first: 12, endCursor: null};
  const searchProducts = (
    term: string,
    variables: ReturnType<typeof getPaginationVariables>,
  ) =>
    context.storefront.query(SEARCH_QUERY, {
      variables: {term, ...variables},
      cache: context.storefront.CacheShort(),
    });
  // One search pipeline for both stores (shared/search, decision 143): Hinglish, misspellings and
  // synonyms understood; `&exact=1` searches what was typed. Blank queries return nothing and make no call.
  const search = await searchPipeline({
    storefront: context.storefront,
    searchParams: url.searchParams,
    locale: store.defaultLocale,
    locales: store.locales,
    search: async (term) => {
      const result = await searchProducts(
        term,
        badCursor ? firstPage : getPaginationVariables(request, {pageBy: 12}),
      );
      // Well-formed but not the API's (an "Invalid cursor" error, no products): the first page too.
      if (cursor && !badCursor && !result.products) {
        badCursor = true;
        return searchProducts(term, firstPage);
      }
      return result;
    },
    found: (result) => Boolean(result.products?.nodes.length),
    bestSellers: bestSellingCards(context.storefront, 4),
  });
  const {typed: term, failed} = search;
  const products = search.result?.products ?? null;
  return {
    term,
    total: products?.totalCount ?? 0,
    products,
    failed,
    badCursor: Boolean(term) && badCursor,
    correction: search.correction,
    noResults: search.noResults,
    seo: seo.page({
      title: term ? `Search results for “${term}”` : 'Search',
      description: `Search ${seo.brand} for razors, trimmers, shaving, skin care and fragrances.`,
      request,
      path: '/search',
    }),
  };
}

export default function SearchPage() {
  const {term, total, products, failed, badCursor, correction, noResults} =
    useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Breadcrumbs
        label="Breadcrumb"
        items={[
          {name: 'Home', to: '/'},
          {name: 'Search', to: '/search'},
        ]}
      />
      <header className="page__header">
        <h1 className="page__title">
          {term ? `Search results for “${term}”` : 'Search'}
        </h1>
      </header>
      <Form method="get" action="/search" className="search-form" role="search">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search products
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          defaultValue={term}
          key={term}
          placeholder="Search for products"
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
      {failed ? (
        <p className="empty-state" role="alert" data-testid="search-error">
          Failed to search products
        </p>
      ) : term ? (
        <p
          className="collection-toolbar__count"
          data-testid="search-total"
          aria-live="polite"
        >
          {total === 1 ? '1 result' : `${total} results`}
        </p>
      ) : null}
      {badCursor && term ? (
        <p
          className="search-note"
          role="status"
          data-testid="search-bad-cursor"
        >
          That page of results is no longer available, so here are the first
          results.
        </p>
      ) : null}
      {correction && (
        <SearchCorrection
          correction={correction}
          typed={term}
          searchPath="/search"
          labels={{
            showing: 'Showing results for',
            instead: 'Search instead for',
          }}
        />
      )}
      {term && products && products.nodes.length ? (
        <LoadMore
          connection={products}
          previous="↑ Load previous"
          next="Load more results"
          loading="Loading…"
        >
          {(nodes) => (
            <ProductGrid
              products={nodes.filter(isProduct)}
              labels={CARD_LABELS}
              eager={4}
              headingLevel={2}
            />
          )}
        </LoadMore>
      ) : term && !failed ? (
        <NoResults
          heading={`No products found for "${term}"`}
          suggestions={noResults?.suggestions ?? []}
          searchPath="/search"
          labels={{
            suggestions: 'Try searching for',
            bestSellers: 'Best sellers',
          }}
          bestSellers={
            noResults?.bestSellers.length ? (
              <ProductGrid
                products={noResults.bestSellers}
                labels={CARD_LABELS}
                eager={0}
                headingLevel={3}
              />
            ) : null
          }
        />
      ) : null}
      {term ? null : <GroomingRecentlyViewed />}
      <Analytics.SearchView data={{searchTerm: term}} />
    </div>
  );
}

function isProduct(node: {
  __typename: string;
}): node is SharedProductCardFragment & {__typename: 'Product'} {
  return node.__typename === 'Product';
}

const SEARCH_QUERY = `#graphql
  query GroomingSearch(
    $term: String!
    $country: CountryCode
    $language: LanguageCode
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) @inContext(country: $country, language: $language) {
    products: search(
      query: $term
      types: [PRODUCT]
      unavailableProducts: LAST
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
    ) {
      totalCount
      nodes {
        __typename
        ... on Product {
          ...SharedProductCard
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
  ${SHARED_PRODUCT_CARD_FRAGMENT}
` as const;
