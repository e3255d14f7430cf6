import {createRequire} from 'node:module';
import {buildClientSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';
import {addResolversToSchema} from '@graphql-tools/schema';
import {resolvers} from './resolvers/index.ts';

const require = createRequire(import.meta.url);

/** The official Storefront API schema Hydrogen ships (a bare introspection result). */
export function loadOfficialSchema(): GraphQLSchema {
  const introspection = require('@shopify/hydrogen/storefront.schema.json') as IntrospectionQuery;
  return buildClientSchema(introspection);
}

let executable: GraphQLSchema | undefined;

/** The official schema with our resolvers attached. Built once per process. */
export function storefrontSchema(): GraphQLSchema {
  executable ??= addResolversToSchema({
    schema: loadOfficialSchema(),
    resolvers,
    // The official schema has hundreds of fields we do not serve; unresolved ones fall back to
    // the default resolver (a property of the same name on the parent object).
    resolverValidationOptions: {requireResolversToMatchSchema: 'error'},
  });
  return executable;
}
