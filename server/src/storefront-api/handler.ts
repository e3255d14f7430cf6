import {
  execute,
  getDirectiveValues,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import type {Db} from '../data/db.ts';
import {findShopByToken} from '../data/shops.ts';
import type {ApiContext} from './context.ts';
import {storefrontSchema} from './schema.ts';

export interface GraphqlRequest {
  headers: Record<string, string | undefined>;
  body: unknown;
}

export interface GraphqlResponse {
  status: number;
  body: unknown;
}

/**
 * One Storefront API call, as Shopify answers it: 401 for a missing or unknown token,
 * 400 for a body that is not a GraphQL request, 200 with `errors` for invalid documents.
 */
export async function handleStorefrontGraphql(
  db: Db,
  origin: string,
  request: GraphqlRequest,
): Promise<GraphqlResponse> {
  const token =
    request.headers['x-shopify-storefront-access-token'] ??
    request.headers['shopify-storefront-private-token'];
  const shop = token ? findShopByToken(db, token) : null;
  if (!shop) {
    return {
      status: 401,
      body: {errors: [{message: 'Invalid Storefront API access token', extensions: {code: 'UNAUTHORIZED'}}]},
    };
  }

  const payload = request.body as {query?: unknown; variables?: unknown; operationName?: unknown} | null;
  if (!payload || typeof payload.query !== 'string') {
    return {status: 400, body: {errors: [{message: 'Parameter Missing or Invalid: query', extensions: {code: 'BAD_REQUEST'}}]}};
  }
  const variables =
    payload.variables && typeof payload.variables === 'object' ? (payload.variables as Record<string, unknown>) : {};
  const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;

  let document: DocumentNode;
  try {
    document = parse(payload.query);
  } catch (error) {
    return {status: 200, body: {errors: [syntaxError(error)]}};
  }
  const schema = storefrontSchema();
  const validationErrors = validate(schema, document);
  if (validationErrors.length) {
    return {status: 200, body: {errors: validationErrors.map((e) => e.toJSON())}};
  }

  const context: ApiContext = {
    db,
    shop,
    origin,
    ...inContext(document, operationName, variables, shop.primaryLocale),
    buyerIp: request.headers['shopify-storefront-buyer-ip'],
  };
  const result = await execute({schema, document, variableValues: variables, operationName, contextValue: context});
  if (result.errors) {
    for (const error of result.errors) {
      if (!error.originalError || error.originalError instanceof GraphQLError) continue;
      console.error('[storefront-api]', error.originalError);
    }
  }
  return {status: 200, body: result};
}

/** Reads @inContext(country:, language:) off the operation being executed. */
function inContext(
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  primaryLocale: string,
): {locale: string; country: string} {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName),
  );
  const directive = storefrontSchema().getDirective('inContext');
  const values = operation && directive ? getDirectiveValues(directive, operation, variables) : undefined;
  const language = typeof values?.language === 'string' ? values.language.toLowerCase() : primaryLocale;
  const country = typeof values?.country === 'string' ? values.country : 'ZZ';
  return {locale: language, country};
}

function syntaxError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return {message, extensions: {code: 'PARSE_ERROR'}};
}
