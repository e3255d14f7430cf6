import type {ClientLoaderFunctionArgs} from 'react-router';
import {SEARCH_ERROR_MESSAGE} from './constants';
import type {SearchResponse} from './predictive-search.server';

/**
 * Client side of the search resource route: a network failure answers like a server failure
 * ('Failed to search products', no results) instead of reaching the page's error boundary.
 */
export async function predictiveSearchClientLoader({
  serverLoader,
  request,
}: ClientLoaderFunctionArgs): Promise<SearchResponse> {
  try {
    return (await serverLoader()) as SearchResponse;
  } catch (error) {
    if (request.signal.aborted) throw error;
    const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
    if (!query) return {kind: 'best-sellers', products: [], error: null};
    return {
      kind: 'results',
      query,
      correction: null,
      typed: query,
      products: [],
      totalCount: 0,
      error: SEARCH_ERROR_MESSAGE,
    };
  }
}
