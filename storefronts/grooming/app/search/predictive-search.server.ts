import type {LoaderFunctionArgs} from 'react-router';
import {data} from 'react-router';
import {
  BEST_SELLERS_HANDLE,
  BEST_SELLERS_REQUESTED,
  SEARCH_ERROR_MESSAGE,
  SEARCH_RESULTS_REQUESTED,
} from './constants';
import {
  SEARCH_BEST_SELLERS_QUERY,
  SEARCH_PRODUCTS_QUERY,
} from '@shared/search/queries';
import {toSearchProduct, type SearchProduct} from './search-product';
import {searchPipeline} from '@shared/search/search.server';
import {cleanQuery} from '@shared/search/understand';
import {stores} from '@config';

export type SearchResponse =
  | {kind: 'best-sellers'; products: SearchProduct[]; error: null}
  | {
      kind: 'results';
      /** What the overlay asked for, as sent (the overlay matches answers to its input by it). */
      query: string;
      /** The words searched instead, when the shopper's were corrected (shared/search). */
      correction: string | null;
      /** What was typed, cleaned and bounded: the "search instead for" link. */
      typed: string;
      products: SearchProduct[];
      totalCount: number;
      error: string | null;
    };

/**
 * Loader for the overlays' resource route (GET /api/predictive-search):
 * - `?q=<query>`: up to 6 products and the total count (cached briefly), for the query as understood
 *   by shared/search (Hinglish, misspellings, synonyms; `&exact=1` searches what was typed);
 * - no `q` (or blank): the best-seller collection's first 6 (cached long).
 * Failures answer `error: 'Failed to search products'` with empty results instead of throwing.
 */
export async function predictiveSearchLoader({
  request,
  context,
}: LoaderFunctionArgs) {
  const {storefront} = context;
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim();
  const failure = (typed: string): SearchResponse => ({
    kind: 'results',
    query,
    correction: null,
    typed,
    products: [],
    totalCount: 0,
    error: SEARCH_ERROR_MESSAGE,
  });
  // The page's search pipeline (shared/search, decision 143), without its no-results help.
  const search = await searchPipeline({
    storefront,
    searchParams: url.searchParams,
    locale: stores.grooming.defaultLocale,
    locales: stores.grooming.locales,
    search: (understood) =>
      storefront.query(SEARCH_PRODUCTS_QUERY, {
        variables: {query: understood, first: SEARCH_RESULTS_REQUESTED},
        cache: storefront.CacheShort(),
      }),
    found: ({search}) => search.nodes.length > 0,
  }).catch((error: unknown) => {
    // An outage too: the overlay says search failed, never an error page.
    console.error('[search] query failed', error);
    return null;
  });
  if (!search) return data(failure(cleanQuery(query)));

  if (!search.typed) {
    try {
      const {collection} = await storefront.query(SEARCH_BEST_SELLERS_QUERY, {
        variables: {handle: BEST_SELLERS_HANDLE, first: BEST_SELLERS_REQUESTED},
        cache: storefront.CacheLong(),
      });
      const body: SearchResponse = {
        kind: 'best-sellers',
        products: (collection?.products.nodes ?? []).map(toSearchProduct),
        error: null,
      };
      return data(body, {headers: {'Cache-Control': 'public, max-age=300'}});
    } catch (error) {
      console.error('[search] best sellers failed', error);
      const body: SearchResponse = {
        kind: 'best-sellers',
        products: [],
        error: null,
      };
      return data(body);
    }
  }

  const {typed, understanding} = search;
  if (search.failed) return data(failure(typed));
  const products = (search.result?.search.nodes ?? []).flatMap((node) =>
    'handle' in node ? [toSearchProduct(node)] : [],
  );
  const found = products.length > 0;
  const body: SearchResponse = {
    kind: 'results',
    query,
    correction: found ? understanding.correction : null,
    typed,
    products,
    totalCount: search.result?.search.totalCount ?? 0,
    error: null,
  };
  return data(body, {headers: {'Cache-Control': 'public, max-age=60'}});
}
