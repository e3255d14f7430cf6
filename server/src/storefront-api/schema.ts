import {createRequire} from 'node:module';
import {
  buildClientSchema,
  GraphQLError,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import {addResolversToSchema} from '@graphql-tools/schema';
import {resolvers} from './resolvers/index.ts';

const require = createRequire(import.meta.url);

/** The official Storefront API schema Hydrogen ships (a bare introspection result). */
export function loadOfficialSchema(): GraphQLSchema {
  const introspection =
    require('@shopify/hydrogen/storefront.schema.json') as IntrospectionQuery;
  return buildClientSchema(introspection);
}

let executable: GraphQLSchema | undefined;

/** The official schema with our resolvers attached. Built once per process. */
export function storefrontSchema(): GraphQLSchema {
  if (executable) return executable;
  executable = addResolversToSchema({
    schema: loadOfficialSchema(),
    resolvers,
    // The official schema has hundreds of fields we do not serve; unresolved ones fall back to
    // the default resolver (a property of the same name on the parent object).
    resolverValidationOptions: {requireResolversToMatchSchema: 'error'},
  });
  refuseUnservedRootFields(executable);
  return executable;
}

/**
 * Root fields we do not serve (locations, metaobjects, cartClone, customerUpdate ...) answer a clear
 * error instead of a silent null (or a "Cannot return null" for non-null ones).
 */
function refuseUnservedRootFields(schema: GraphQLSchema): void {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.resolve) continue;
      field.resolve = () => {
        throw new GraphQLError(
          `\`${field.name}\` is not served by the local Storefront API backend (server/).`,
          {
            extensions: {code: 'NOT_SUPPORTED'},
          },
        );
      };
    }
  }
}
