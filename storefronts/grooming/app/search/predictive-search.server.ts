import type {LoaderFunctionArgs} from 'react-router';
import {data} from 'react-router';
import {BEST_SELLERS_HANDLE, BEST_SELLERS_REQUESTED, SEARCH_ERROR_MESSAGE, SEARCH_RESULTS_REQUESTED} from './constants';
import {SEARCH_BEST_SELLERS_QUERY, SEARCH_PRODUCTS_QUERY} from '@shared/search/queries';
import {toSearchProduct, type SearchProduct} from './search-product';

export type SearchResponse =
  | {kind: 'best-sellers'; products: SearchProduct[]; error: null}
  | {kind: 'results'; query: string; products: SearchProduct[]; totalCount: number; error: string | null};

/**
 * Loader for the overlays' resource route (GET /api/predictive-search):
 * - `?q=<query>`: up to 6 products and the total count (cached briefly);
 * - no `q` (or blank): the best-seller collection's first 6 (cached long).
 * Failures answer `error: 'Failed to search products'` with empty results instead of throwing.
 */
export async function predictiveSearchLoader({request, context}: LoaderFunctionArgs) {
  const {storefront} = context;
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100);

  if (!query) {
    try {
      const {collection} = await storefront.query(SEARCH_BEST_SELLERS_QUERY, {
        variables: {handle: BEST_SELLERS_HANDLE, first: BEST_SELLERS_REQUESTED},
        cache: storefront.CacheLong(),
      });
      const body: SearchResponse = {kind: 'best-sellers', products: (collection?.products.nodes ?? []).map(toSearchProduct), error: null};
      return data(body, {headers: {'Cache-Control': 'public, max-age=300'}});
    } catch (error) {
      console.error('[search] best sellers failed', error);
      const body: SearchResponse = {kind: 'best-sellers', products: [], error: null};
      return data(body);
    }
  }

  try {
    const {search} = await storefront.query(SEARCH_PRODUCTS_QUERY, {
      variables: {query, first: SEARCH_RESULTS_REQUESTED},
      cache: storefront.CacheShort(),
    });
    const products = search.nodes.flatMap((node) => ('handle' in node ? [toSearchProduct(node)] : []));
    const body: SearchResponse = {kind: 'results', query, products, totalCount: search.totalCount, error: null};
    return data(body, {headers: {'Cache-Control': 'public, max-age=60'}});
  } catch (error) {
    console.error('[search] query failed', error);
    const body: SearchResponse = {kind: 'results', query, products: [], totalCount: 0, error: SEARCH_ERROR_MESSAGE};
    return data(body);
  }
}
