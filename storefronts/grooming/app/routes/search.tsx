import {Form, useLoaderData} from 'react-router';
import {Analytics, getPaginationVariables, getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/search';
import type {SharedProductCardFragment} from 'storefrontapi.generated';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {ProductGrid} from '@shared/catalog/ProductCard';
import {LoadMore} from '@shared/catalog/LoadMore';
import {SHARED_PRODUCT_CARD_FRAGMENT} from '@shared/catalog/fragments';
import {pageSeo} from '@shared/catalog/seo';
import {store} from '~/store';
import {isServiceUnavailable} from '@shared/hydrogen/unavailable';
import {GroomingRecentlyViewed} from '~/components/GroomingRecentlyViewed';

export const meta: Route.MetaFunction = ({data}) => [
  ...(getSeoMeta(data?.seo) ?? []),
  // Result pages are for shoppers, not for search engines.
  {name: 'robots', content: 'noindex, follow'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = (url.searchParams.get('q') ?? '').trim();
  const seo = pageSeo({
    brand: store.brand,
    title: term ? `Search results for “${term}”` : 'Search',
    description: `Search ${store.brand} for razors, trimmers, shaving, skin care and fragrances.`,
    request,
    path: '/search',
  });
  // Blank queries return nothing and make no call.
  if (!term) return {term, total: 0, products: null, failed: false, seo};

  const paginationVariables = getPaginationVariables(request, {pageBy: 12});
  const {products, failed} = await context.storefront
    .query(SEARCH_QUERY, {variables: {term, ...paginationVariables}, cache: context.storefront.CacheShort()})
    .then((result) => ({...result, failed: false}))
    .catch((error: unknown) => {
      // Backend down or too slow: the 503 "try again" page (root ErrorBoundary), not a failed search.
      if (isServiceUnavailable(error)) throw error;
      console.error('[search] Failed to search products', error);
      return {products: null, failed: true};
    });
  return {term, total: products?.totalCount ?? 0, products, failed, seo};
}

export default function SearchPage() {
  const {term, total, products, failed} = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Breadcrumbs items={[{name: 'Home', to: '/'}, {name: 'Search', to: '/search'}]} />
      <header className="page__header">
        <h1 className="page__title">{term ? `Search results for “${term}”` : 'Search'}</h1>
      </header>
      <Form method="get" action="/search" className="search-form" role="search">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search products
        </label>
        <input id="search-page-input" type="search" name="q" defaultValue={term} key={term} placeholder="Search for products" />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
      {failed ? (
        <p className="empty-state" role="alert" data-testid="search-error">
          Failed to search products
        </p>
      ) : term ? (
        <p className="collection-toolbar__count" data-testid="search-total" aria-live="polite">
          {total === 1 ? '1 result' : `${total} results`}
        </p>
      ) : null}
      {term && products && products.nodes.length ? (
        <LoadMore connection={products} previous="↑ Load previous" next="Load more results" loading="Loading…">
          {(nodes) => <ProductGrid products={nodes.filter(isProduct)} eager={4} headingLevel={2} />}
        </LoadMore>
      ) : term && !failed ? (
        <div className="empty-state">
          <h2>No products found for "{term}"</h2>
          <p>Check the spelling, or try a broader word like “razor”, “trimmer” or “perfume”.</p>
        </div>
      ) : null}
      {term ? null : <GroomingRecentlyViewed />}
      <Analytics.SearchView data={{searchTerm: term}} />
    </div>
  );
}

function isProduct(node: {__typename: string}): node is SharedProductCardFragment & {__typename: 'Product'} {
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
