/**
 * Parsed and validated GraphQL documents, cached by their text. Storefronts send the same few documents
 * over and over (Hydrogen's cart documents, each page's query), and parse + validate against the full
 * Storefront schema cost about two thirds of a cart read. Only documents that validate are kept, in a
 * bounded least-recently-used map, so the cache cannot grow without limit whatever callers send.
 */
import {
  parse,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

const MAX_DOCUMENTS = 300;
/** Longer documents are still served, just not kept. */
const MAX_CACHED_LENGTH = 64 * 1024;

const cache = new Map<string, DocumentNode>();

export type PreparedDocument =
  | {document: DocumentNode}
  | {syntaxError: unknown}
  | {validationErrors: readonly GraphQLError[]};

export interface PrepareOptions {
  /** parse()'s token limit. */
  maxTokens?: number;
  /** Rules run before full validation on every call (also for a cached document), e.g. query limits. */
  firstRules?: readonly ValidationRule[];
}

export function prepareDocument(
  schema: GraphQLSchema,
  query: string,
  {maxTokens, firstRules = []}: PrepareOptions = {},
): PreparedDocument {
  const cached = cache.get(query);
  if (cached) {
    const firstErrors = firstRules.length
      ? validate(schema, cached, firstRules)
      : [];
    if (firstErrors.length) return {validationErrors: firstErrors};
    // Move to the most recently used end.
    cache.delete(query);
    cache.set(query, cached);
    return {document: cached};
  }
  let document: DocumentNode;
  try {
    document = parse(query, maxTokens ? {maxTokens} : undefined);
  } catch (error) {
    return {syntaxError: error};
  }
  const firstErrors = firstRules.length
    ? validate(schema, document, firstRules)
    : [];
  if (firstErrors.length) return {validationErrors: firstErrors};
  const validationErrors = validate(schema, document);
  if (validationErrors.length) return {validationErrors};
  if (query.length <= MAX_CACHED_LENGTH) {
    cache.set(query, document);
    if (cache.size > MAX_DOCUMENTS) cache.delete(cache.keys().next().value!);
  }
  return {document};
}

/** Documents held (for tests). */
export const cachedDocumentCount = (): number => cache.size;
