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
import {
  searchUnderstood,
  understandSearch,
} from '@shared/search/vocabulary.server';
import {isExactSearch} from '@shared/search/params';
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
  const understanding = await understandSearch(storefront, query, {
    locale: stores.grooming.defaultLocale,
    locales: stores.grooming.locales,
    exact: isExactSearch(url.searchParams),
  });

  if (!understanding.typed) {
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

  const {typed, correction} = understanding;
  try {
    const answer = await searchUnderstood(
      understanding,
      (understood) =>
        storefront.query(SEARCH_PRODUCTS_QUERY, {
          variables: {query: understood, first: SEARCH_RESULTS_REQUESTED},
          cache: storefront.CacheShort(),
        }),
      ({search}) => search.nodes.length > 0,
    );
    const search = answer?.result.search;
    const products = (search?.nodes ?? []).flatMap((node) =>
      'handle' in node ? [toSearchProduct(node)] : [],
    );
    const found = products.length > 0;
    const body: SearchResponse = {
      kind: 'results',
      query,
      correction: found ? correction : null,
      typed,
      products,
      totalCount: search?.totalCount ?? 0,
      error: null,
    };
    return data(body, {headers: {'Cache-Control': 'public, max-age=60'}});
  } catch (error) {
    console.error('[search] query failed', error);
    const body: SearchResponse = {
      kind: 'results',
      query,
      correction: null,
      typed,
      products: [],
      totalCount: 0,
      error: SEARCH_ERROR_MESSAGE,
    };
    return data(body);
  }
}
