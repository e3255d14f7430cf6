import {
  execute,
  getDirectiveValues,
  GraphQLError,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import type {Db} from '../data/db.ts';
import {findShopByToken, isPrivateToken} from '../data/shops.ts';
import type {ApiContext} from './context.ts';
import {storefrontSchema} from './schema.ts';
import {prepareDocument} from './documents.ts';
import {queryLimitsRule, STOREFRONT_QUERY_LIMITS} from './query-limits.ts';

export interface GraphqlRequest {
  headers: Record<string, string | undefined>;
  body: unknown;
  /** The connecting address (the socket's), used as the buyer's IP unless a trusted header names one. */
  remoteAddress?: string;
}

export interface GraphqlResponse {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/**
 * One Storefront API call, as Shopify answers it: 401 for a missing or unknown token,
 * 400 for a body that is not a GraphQL request (no query, variables not an object), and 200 with
 * `errors` for documents that do not parse or validate and for variables of the wrong type
 * (Shopify answers those 200 too; GraphQL-over-HTTP allows it for application/json).
 */
export async function handleStorefrontGraphql(
  db: Db,
  origin: string,
  request: GraphqlRequest,
): Promise<GraphqlResponse> {
  // Hydrogen's server sends the private token; browsers and simple clients the public one.
  const privateToken = request.headers['shopify-storefront-private-token'];
  const token =
    privateToken || request.headers['x-shopify-storefront-access-token'];
  const shop = token ? findShopByToken(db, token) : null;
  if (!shop) {
    return {
      status: 401,
      body: {
        errors: [
          {
            message: 'Invalid Storefront API access token',
            extensions: {code: 'UNAUTHORIZED'},
          },
        ],
      },
    };
  }

  const payload = request.body as {
    query?: unknown;
    variables?: unknown;
    operationName?: unknown;
  } | null;
  if (
    !payload ||
    typeof payload !== 'object' ||
    Array.isArray(payload) ||
    typeof payload.query !== 'string' ||
    !payload.query.trim()
  ) {
    return badRequest('Parameter Missing or Invalid: query');
  }
  if (
    payload.variables != null &&
    (typeof payload.variables !== 'object' || Array.isArray(payload.variables))
  ) {
    return badRequest('Parameter Invalid: variables must be a JSON object');
  }
  if (
    payload.operationName != null &&
    typeof payload.operationName !== 'string'
  ) {
    return badRequest('Parameter Invalid: operationName must be a string');
  }
  const variables = (payload.variables ?? {}) as Record<string, unknown>;
  const operationName =
    typeof payload.operationName === 'string' && payload.operationName
      ? payload.operationName
      : undefined;

  const schema = storefrontSchema();
  const prepared = prepareDocument(schema, payload.query, {
    maxTokens: STOREFRONT_QUERY_LIMITS.maxTokens,
    // Depth, cost and alias limits first: they are cheap and refuse what would be slow to validate or run.
    // They depend on the variables, so they run on every request, cached document or not.
    firstRules: [queryLimitsRule(variables)],
  });
  if ('syntaxError' in prepared)
    return {status: 200, body: {errors: [syntaxError(prepared.syntaxError)]}};
  if ('validationErrors' in prepared) {
    return {
      status: 200,
      body: {errors: prepared.validationErrors.map((e) => e.toJSON())},
    };
  }
  const {document} = prepared;

  const context: ApiContext = {
    db,
    shop,
    origin,
    ...inContext(document, operationName, variables, shop.primaryLocale),
    buyerIp: buyerIpOf(db, request),
  };
  const result = await execute({
    schema,
    document,
    variableValues: variables,
    operationName,
    contextValue: context,
  });
  if (!result.errors) return {status: 200, body: result};
  // Throttled fields (throttle.ts) answer 200 with THROTTLED errors, as Shopify's do, plus Retry-After.
  const retryAfter = Math.max(
    0,
    ...result.errors.map((e) =>
      e.extensions?.code === 'THROTTLED'
        ? Number(e.extensions.retryAfterSeconds) || 1
        : 0,
    ),
  );
  const headers = retryAfter ? {'Retry-After': String(retryAfter)} : undefined;
  // A bug in a resolver is logged here and answered as Shopify does, without its message or stack.
  const errors = result.errors.map((error) => {
    if (!error.originalError || error.originalError instanceof GraphQLError)
      return error;
    console.error('[storefront-api]', error.originalError);
    return new GraphQLError(
      'Internal error. Looks like something went wrong on our end.',
      {
        nodes: error.nodes,
        path: error.path,
        extensions: {code: 'INTERNAL_SERVER_ERROR'},
      },
    );
  });
  return {status: 200, headers, body: {...result, errors}};
}

/**
 * The buyer's IP, as Shopify decides it: a storefront server that authenticates with the private token
 * speaks for its shopper through `Shopify-Storefront-Buyer-IP` (Hydrogen sends it from Oxygen's
 * `oxygen-buyer-ip`); anyone else is the address they connect from.
 */
export function buyerIpOf(db: Db, request: GraphqlRequest): string | undefined {
  const privateToken = request.headers['shopify-storefront-private-token'];
  const forwarded = request.headers['shopify-storefront-buyer-ip']?.trim();
  if (privateToken && forwarded && isPrivateToken(db, privateToken))
    return forwarded;
  return request.remoteAddress;
}

/** Reads @inContext(country:, language:, buyer:) off the operation being executed. */
function inContext(
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  primaryLocale: string,
): {locale: string; country: string; buyerAccessToken?: string} {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === 'OperationDefinition' &&
      (!operationName || d.name?.value === operationName),
  );
  const directive = storefrontSchema().getDirective('inContext');
  const values =
    operation && directive
      ? getDirectiveValues(directive, operation, variables)
      : undefined;
  const language =
    typeof values?.language === 'string'
      ? values.language.toLowerCase()
      : primaryLocale;
  const country = typeof values?.country === 'string' ? values.country : 'ZZ';
  const buyer = values?.buyer as {customerAccessToken?: unknown} | undefined;
  const buyerAccessToken =
    typeof buyer?.customerAccessToken === 'string' && buyer.customerAccessToken
      ? buyer.customerAccessToken
      : undefined;
  return {locale: language, country, buyerAccessToken};
}

/** A GraphQL-style error body for requests and route failures, e.g. `{errors: [{message, extensions: {code}}]}`. */
export function graphqlErrorBody(message: string, status = 400) {
  const code =
    status === 413
      ? 'PAYLOAD_TOO_LARGE'
      : status === 405
        ? 'METHOD_NOT_ALLOWED'
        : status >= 500
          ? 'INTERNAL_SERVER_ERROR'
          : 'BAD_REQUEST';
  return {errors: [{message, extensions: {code}}]};
}

function badRequest(message: string): GraphqlResponse {
  return {status: 400, body: graphqlErrorBody(message)};
}

function syntaxError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return {message, extensions: {code: 'PARSE_ERROR'}};
}
