import type {Storefront} from '@shopify/hydrogen';
import {isServiceUnavailable} from '../hydrogen/context/unavailable';
import {SEARCH_PAGE_BEST_SELLERS_QUERY} from './queries';
import {isExactSearch} from './params';
import {
  noResultsHelp,
  searchUnderstood,
  understandSearch,
} from './vocabulary.server';
import type {Understanding} from './understand';

type VocabularyStorefront = Parameters<typeof understandSearch>[0];

export interface SearchPipelineInput<R, P> {
  storefront: VocabularyStorefront;
  /** The page's `?q=` (and `&exact=1`: search what was typed, without the understanding). */
  searchParams: URLSearchParams;
  /** The page's language and the shop's languages, its own first (['en', 'hi']). */
  locale: string;
  locales: readonly string[];
  /** One store's search for a query as understood (its own document, card fragment and paging). */
  search: (query: string) => Promise<R>;
  found: (result: R) => boolean;
  /** The best sellers beside "no results" (`bestSellingCards`); without it, no help is read. */
  bestSellers?: () => Promise<P[]>;
}

export interface SearchPipelineAnswer<R, P> {
  /** What was typed, cleaned and bounded ('' for a blank query: no search was made). */
  typed: string;
  exact: boolean;
  understanding: Understanding;
  /** The last search run (the first that found something), null for a blank query or a failure. */
  result: R | null;
  /** The words it searched. */
  query: string;
  /** The search failed (not an outage, which throws for the store's 503 page). */
  failed: boolean;
  /** The words searched instead, when results came for other words than typed ("Showing results for"). */
  correction: string | null;
  /** Suggestions and best sellers when nothing was found. */
  noResults: {suggestions: string[]; bestSellers: P[]} | null;
}

/**
 * One search, as both stores run it (issue 36 item 2, decision 143): the query understood by
 * shared/search (Hinglish, Devanagari, misspellings, synonyms), searched by the store's `search` with each
 * understood query until one finds something, the correction to show, and the help when nothing was found.
 * A failing search answers `failed`; an outage of the Storefront API throws (the store's 503 page).
 */
export async function searchPipeline<R, P = never>({
  storefront,
  searchParams,
  locale,
  locales,
  search,
  found,
  bestSellers,
}: SearchPipelineInput<R, P>): Promise<SearchPipelineAnswer<R, P>> {
  const exact = isExactSearch(searchParams);
  const understanding = await understandSearch(
    storefront,
    searchParams.get('q'),
    {locale, locales, exact},
  );
  const {typed} = understanding;
  const answer: SearchPipelineAnswer<R, P> = {
    typed,
    exact,
    understanding,
    result: null,
    query: typed,
    failed: false,
    correction: null,
    noResults: null,
  };
  if (!typed) return answer;
  try {
    const searched = await searchUnderstood(understanding, search, found);
    if (searched) {
      answer.result = searched.result;
      answer.query = searched.query;
    }
  } catch (error) {
    if (isServiceUnavailable(error)) throw error;
    console.error('[search] product search failed', error);
    answer.failed = true;
    return answer;
  }
  const hit = answer.result !== null && found(answer.result);
  if (hit && answer.query !== typed)
    answer.correction = understanding.correction;
  if (!hit && bestSellers)
    answer.noResults = await noResultsHelp(
      storefront,
      typed,
      {locale, locales},
      bestSellers,
    );
  return answer;
}

/** The search page's best sellers beside "no results": the shop's `first` best-selling products as cards. */
export function bestSellingCards(storefront: Storefront, first: number) {
  return () =>
    storefront
      .query(SEARCH_PAGE_BEST_SELLERS_QUERY, {
        variables: {first},
        cache: storefront.CacheLong(),
      })
      .then(({products}) => products.nodes);
}
