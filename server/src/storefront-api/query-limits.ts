/**
 * Query limits checked before a document is validated in full or executed, modelled on Shopify's
 * GraphQL APIs (docs/security.md, "Query limits"):
 * - cost: Shopify's points — a scalar or enum field costs 0, an object field 1, a connection
 *   2 + (first|last) × the cost of what is selected in it, a mutation 10; a list argument `ids`
 *   multiplies like a page size. Over `maxCost` → `MAX_COST_EXCEEDED` with `cost` and `maxCost`.
 * - depth: fields nested inside each other (`{shop {name}}` is 2). Over `maxDepth` → `MAX_DEPTH_EXCEEDED`.
 * - aliases: aliased fields in the operation (fragments counted each time they are spread).
 *   Over `maxAliases` → `MAX_ALIASES_EXCEEDED`. Stops one request from repeating a costly field.
 * - fields: field selections in the operation, fragments expanded. Over `maxFields` → `MAX_FIELDS_EXCEEDED`.
 * Fragment costs are worked out once per fragment, so a document of fragments spreading fragments
 * cannot make the check itself slow.
 */
import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isUnionType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

export interface QueryLimits {
  maxCost: number;
  maxDepth: number;
  maxAliases: number;
  maxFields: number;
  /** Tokens the parser reads before giving up (graphql-js `parse(…, {maxTokens})`). */
  maxTokens: number;
}

/**
 * The limits the Storefront API applies. Every document the storefronts and Hydrogen send stays well
 * inside them (server/test/conformance runs them all); see docs/security.md for the measured peaks.
 */
export const STOREFRONT_QUERY_LIMITS: QueryLimits = {
  maxCost: 3000,
  maxDepth: 15,
  maxAliases: 30,
  maxFields: 1000,
  maxTokens: 15_000,
};

const MUTATION_COST = 10;
const CONNECTION_COST = 2;
/** Page size assumed for a connection queried without first/last (the largest Shopify serves). */
const MAX_PAGE_SIZE = 250;

export interface QueryMeasure {
  cost: number;
  depth: number;
  aliases: number;
  fields: number;
}

const ZERO: QueryMeasure = {cost: 0, depth: 0, aliases: 0, fields: 0};

/** Measures one operation of a parsed document (unknown fields count as leaves; validation reports them). */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const fragmentMemo = new Map<string, QueryMeasure>();
  const inProgress = new Set<string>();
  const defaults = new Map<string, unknown>();
  for (const v of operation.variableDefinitions ?? []) {
    if (v.defaultValue)
      defaults.set(v.variable.name.value, valueFromASTUntyped(v.defaultValue));
  }

  const argValue = (field: FieldNode, name: string): unknown => {
    const arg = field.arguments?.find((a) => a.name.value === name);
    if (!arg) return undefined;
    if (arg.value.kind === Kind.VARIABLE) {
      const key = arg.value.name.value;
      return key in variables ? variables[key] : defaults.get(key);
    }
    return valueFromASTUntyped(arg.value);
  };

  const pageSize = (field: FieldNode): number => {
    const first = argValue(field, 'first');
    const last = argValue(field, 'last');
    const size =
      typeof first === 'number'
        ? first
        : typeof last === 'number'
          ? last
          : MAX_PAGE_SIZE;
    return Math.max(0, Math.min(size, MAX_PAGE_SIZE));
  };

  const measureField = (
    field: FieldNode,
    parent: GraphQLCompositeType,
    isRootMutation: boolean,
  ): QueryMeasure => {
    const alias = field.alias ? 1 : 0;
    const name = field.name.value;
    const def =
      name === '__schema'
        ? SchemaMetaFieldDef
        : name === '__type'
          ? TypeMetaFieldDef
          : isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[name]
            : undefined;
    if (!def || !field.selectionSet)
      return {
        cost: isRootMutation ? MUTATION_COST : 0,
        depth: 1,
        aliases: alias,
        fields: 1,
      };
    const type: GraphQLNamedType = getNamedType(def.type);
    if (isLeafType(type))
      return {
        cost: isRootMutation ? MUTATION_COST : 0,
        depth: 1,
        aliases: alias,
        fields: 1,
      };
    const inner = measureSelections(
      field.selectionSet,
      type as GraphQLCompositeType,
    );
    // Introspection nests `ofType` deeply by design; graphql-js's MaxIntrospectionDepthRule (one of
    // the specified rules run next) bounds its lists, so it does not count towards maxDepth.
    if (name === '__schema' || name === '__type')
      return {
        cost: 1 + inner.cost,
        depth: 1,
        aliases: inner.aliases + alias,
        fields: inner.fields + 1,
      };
    let cost: number;
    if (isRootMutation) cost = MUTATION_COST + inner.cost;
    else if (type.name.endsWith('Connection'))
      cost = CONNECTION_COST + pageSize(field) * inner.cost;
    else {
      const ids = argValue(field, 'ids');
      cost = Array.isArray(ids) ? 1 + ids.length * inner.cost : 1 + inner.cost;
    }
    return {
      cost,
      depth: inner.depth + 1,
      aliases: inner.aliases + alias,
      fields: inner.fields + 1,
    };
  };

  /**
   * Fields on the parent type add up; fragments on other (narrower) types are alternatives for one
   * object, so the dearest of them counts.
   */
  const measureSelections = (
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    root = false,
  ): QueryMeasure => {
    const sum: QueryMeasure = {...ZERO};
    const narrower = new Map<string, QueryMeasure>();
    const add = (m: QueryMeasure, typeName: string | undefined) => {
      const target =
        !typeName || typeName === parent.name || !isAbstract(parent)
          ? sum
          : narrowerFor(typeName);
      target.cost += m.cost;
      target.depth = Math.max(target.depth, m.depth);
      target.aliases += m.aliases;
      target.fields += m.fields;
    };
    const narrowerFor = (typeName: string) => {
      let entry = narrower.get(typeName);
      if (!entry) narrower.set(typeName, (entry = {...ZERO}));
      return entry;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        add(measureField(selection, parent, root), undefined);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        const type = typeName ? schemaType(typeName) : parent;
        if (type)
          add(measureSelections(selection.selectionSet, type, root), typeName);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || inProgress.has(name)) continue; // unknown or cyclic: validation reports it
        let m = fragmentMemo.get(name);
        if (!m) {
          const type = schemaType(fragment.typeCondition.name.value);
          if (!type) continue;
          inProgress.add(name);
          m = measureSelections(fragment.selectionSet, type, root);
          inProgress.delete(name);
          fragmentMemo.set(name, m);
        }
        add(m, fragment.typeCondition.name.value);
      }
    }
    let dearest = 0;
    for (const alt of narrower.values()) {
      dearest = Math.max(dearest, alt.cost);
      sum.depth = Math.max(sum.depth, alt.depth);
      sum.aliases += alt.aliases;
      sum.fields += alt.fields;
    }
    sum.cost += dearest;
    return sum;
  };

  const schemaType = (name: string): GraphQLCompositeType | undefined => {
    const type = schema.getType(name);
    return type &&
      (isObjectType(type) || isInterfaceType(type) || isUnionType(type))
      ? type
      : undefined;
  };

  const rootType =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!rootType) return {...ZERO};
  const measure = measureSelections(
    operation.selectionSet,
    rootType,
    operation.operation === 'mutation',
  );
  // Nested page sizes multiply past what a double holds exactly; the answer only needs "too much".
  return {...measure, cost: Math.min(measure.cost, Number.MAX_SAFE_INTEGER)};
}

function isAbstract(type: GraphQLCompositeType): boolean {
  return isInterfaceType(type) || isUnionType(type);
}

/** The errors Shopify-style limits raise for one operation (empty when it is within them). */
export function limitErrors(
  measure: QueryMeasure,
  limits: QueryLimits,
  operation: OperationDefinitionNode,
): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const nodes = [operation];
  if (measure.depth > limits.maxDepth) {
    errors.push(
      new GraphQLError(
        `Query has depth of ${measure.depth}, which exceeds max depth of ${limits.maxDepth}`,
        {
          nodes,
          extensions: {
            code: 'MAX_DEPTH_EXCEEDED',
            depth: measure.depth,
            maxDepth: limits.maxDepth,
          },
        },
      ),
    );
  }
  if (measure.aliases > limits.maxAliases) {
    errors.push(
      new GraphQLError(
        `Query has ${measure.aliases} aliases, which exceeds the limit of ${limits.maxAliases}`,
        {
          nodes,
          extensions: {
            code: 'MAX_ALIASES_EXCEEDED',
            aliases: measure.aliases,
            maxAliases: limits.maxAliases,
          },
        },
      ),
    );
  }
  if (measure.fields > limits.maxFields) {
    errors.push(
      new GraphQLError(
        `Query has ${measure.fields} fields, which exceeds the limit of ${limits.maxFields}`,
        {
          nodes,
          extensions: {
            code: 'MAX_FIELDS_EXCEEDED',
            fields: measure.fields,
            maxFields: limits.maxFields,
          },
        },
      ),
    );
  }
  if (measure.cost > limits.maxCost) {
    errors.push(
      new GraphQLError(
        `Query cost is ${measure.cost}, which exceeds the single query max cost limit (${limits.maxCost}).`,
        {
          nodes,
          extensions: {
            code: 'MAX_COST_EXCEEDED',
            cost: measure.cost,
            maxCost: limits.maxCost,
          },
        },
      ),
    );
  }
  return errors;
}

/**
 * A validation rule (graphql-js `validate(schema, document, [rule])`) that refuses operations over
 * the limits. Variables make page sizes known (`first: $n`); without them the defaults or 250 count.
 */
export function queryLimitsRule(
  variables: Record<string, unknown> = {},
  limits: QueryLimits = STOREFRONT_QUERY_LIMITS,
): ValidationRule {
  return (context) => ({
    Document(document) {
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const measure = measureOperation(
          context.getSchema(),
          document,
          definition,
          variables,
        );
        for (const error of limitErrors(measure, limits, definition))
          context.reportError(error);
      }
      return false; // nothing else to visit
    },
  });
}
