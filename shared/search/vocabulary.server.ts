/**
 * The store's search vocabulary, read through the Storefront API with Hydrogen's cache (CacheLong, like
 * the catalogue's other shared reads) and built once per worker: it is rebuilt only when the cached
 * answer changes, and the worker keeps one per shop and language set (decision 64).
 */
import type {Storefront} from '@shopify/hydrogen';
import type {LanguageCode} from '@shopify/hydrogen/storefront-api-types';
import {toStorefrontLanguage} from '../i18n/languages';
import {SEARCH_VOCABULARY_QUERY} from './queries';
import {
  buildVocabulary,
  MAX_VOCABULARY_PRODUCTS,
  type CatalogueProduct,
  type Vocabulary,
} from './vocabulary';
import {
  cleanQuery,
  suggestSearches,
  understandQuery,
  type Understanding,
} from './understand';

const PAGE_SIZE = 250;
/** Vocabularies a worker keeps (a worker serves one shop; this bounds odd set-ups). */
const MAX_KEPT = 4;

interface Kept {
  answers: unknown[];
  fingerprint: string;
  vocabulary: Vocabulary;
}

const kept = new Map<string, Kept>();

type VocabularyStorefront = Pick<Storefront, 'query' | 'CacheLong'> & {
  getShopifyDomain?: () => string;
};

interface VocabularyAnswer {
  products: {
    nodes: CatalogueProduct[];
    pageInfo: {hasNextPage: boolean; endCursor?: string | null};
  };
  shop: {
    synonyms?: {value: string} | null;
    needs?: {value: string} | null;
  };
}

async function readCatalogue(
  storefront: VocabularyStorefront,
  language: LanguageCode,
) {
  const answers: VocabularyAnswer[] = [];
  let after: string | null = null;
  do {
    const answer = (await storefront.query(SEARCH_VOCABULARY_QUERY, {
      variables: {first: PAGE_SIZE, after, language},
      cache: storefront.CacheLong(),
    })) as VocabularyAnswer;
    answers.push(answer);
    after = answer.products.pageInfo.hasNextPage
      ? (answer.products.pageInfo.endCursor ?? null)
      : null;
  } while (after && answers.length * PAGE_SIZE < MAX_VOCABULARY_PRODUCTS);
  return answers;
}

/**
 * The vocabulary for a shop's languages (Storefront API codes, the shop's own first: ['EN', 'HI']).
 * The answers come from Hydrogen's cache (and the worker's query memo), so most calls only compare them.
 */
export async function loadVocabulary(
  storefront: VocabularyStorefront,
  languages: readonly LanguageCode[],
): Promise<Vocabulary> {
  const perLanguage = await Promise.all(
    languages.map((language) => readCatalogue(storefront, language)),
  );
  const answers = perLanguage.flat();
  const id = `${storefront.getShopifyDomain?.() ?? ''}|${languages.join(',')}`;
  const previous = kept.get(id);
  if (
    previous &&
    previous.answers.length === answers.length &&
    previous.answers.every((a, i) => a === answers[i])
  )
    return previous.vocabulary;
  const fingerprint = JSON.stringify(answers);
  if (previous && previous.fingerprint === fingerprint) {
    previous.answers = answers;
    return previous.vocabulary;
  }
  const vocabulary = buildVocabulary(
    perLanguage.map((pages, i) => ({
      language: languages[i].toLowerCase(),
      products: pages.flatMap((page) => page.products.nodes),
    })),
    perLanguage[0]?.[0]?.shop.synonyms?.value,
    perLanguage[0]?.[0]?.shop.needs?.value,
  );
  kept.delete(id);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(id, {answers, fingerprint, vocabulary});
  return vocabulary;
}

/**
 * Understands a shopper's query on a page in `locale` of a shop with `locales` (its own first:
 * ['en', 'hi']). `exact` (the "search instead for" link) sends the typed words as they are. A vocabulary
 * that cannot be read leaves the query as typed: search still works, only without the understanding.
 */
export async function understandSearch(
  storefront: VocabularyStorefront,
  query: string | null | undefined,
  {
    locale,
    locales,
    exact = false,
  }: {locale: string; locales: readonly string[]; exact?: boolean},
): Promise<Understanding> {
  const typed = cleanQuery(query);
  if (!typed || exact)
    return {typed, queries: typed ? [typed] : [], correction: null};
  try {
    const vocabulary = await loadVocabulary(
      storefront,
      locales.map((l) => toStorefrontLanguage(l) as LanguageCode),
    );
    return understandQuery(
      typed,
      vocabulary,
      locale.toLowerCase(),
      locales[0].toLowerCase(),
    );
  } catch (error) {
    console.error('[search] vocabulary unavailable; searching as typed', error);
    return {typed, queries: [typed], correction: null};
  }
}

/**
 * Runs `search` with each understood query in turn until one finds something (the strict query
 * first, then any of its words); answers the last one tried and the query it used.
 */
export async function searchUnderstood<R>(
  understanding: Understanding,
  search: (query: string) => Promise<R>,
  found: (result: R) => boolean,
): Promise<{result: R; query: string} | null> {
  let last: {result: R; query: string} | null = null;
  for (const query of understanding.queries) {
    last = {result: await search(query), query};
    if (found(last.result)) return last;
  }
  return last;
}

/** Searches to suggest when a query found nothing, in the page's language (see suggestSearches). */
export async function searchSuggestions(
  storefront: VocabularyStorefront,
  typed: string,
  {locale, locales}: {locale: string; locales: readonly string[]},
): Promise<string[]> {
  try {
    const vocabulary = await loadVocabulary(
      storefront,
      locales.map((l) => toStorefrontLanguage(l) as LanguageCode),
    );
    return suggestSearches(
      typed,
      vocabulary,
      locale.toLowerCase(),
      locales[0].toLowerCase(),
    );
  } catch (error) {
    console.error('[search] vocabulary unavailable; no suggestions', error);
    return [];
  }
}

/**
 * What a search that found nothing shows (NoResults): suggestions in the page's language and the store's
 * best sellers, read by `bestSellers` (search.server.ts's `bestSellingCards`). A failing read shows none.
 */
export async function noResultsHelp<P>(
  storefront: VocabularyStorefront,
  typed: string,
  languages: {locale: string; locales: readonly string[]},
  bestSellers: () => Promise<P[]>,
): Promise<{suggestions: string[]; bestSellers: P[]}> {
  const [suggestions, products] = await Promise.all([
    searchSuggestions(storefront, typed, languages),
    bestSellers().catch((error: unknown) => {
      console.error('[search] best sellers failed', error);
      return [];
    }),
  ]);
  return {suggestions, bestSellers: products};
}
