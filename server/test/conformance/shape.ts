/**
 * Checks a Storefront API response against the official schema the way a strict client would:
 * every non-null field filled, enums from the schema, custom scalars in Shopify's wire forms
 * (Decimal / UnsignedInt64 as strings, `gid://shopify/...` ids, ISO 8601 dates, absolute URLs),
 * and Relay connections whose pageInfo cursors agree with their edges.
 *
 * graphql-js passes custom scalars through unchanged, so a resolver that returns a number for a
 * Decimal, or a bare "12" for an ID, would still "execute" fine; this catches it.
 */
import {
  Kind,
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  visit,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type FieldNode,
} from 'graphql';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

const DECIMAL = /^-?\d+(\.\d+)?$/;
const UINT64 = /^\d+$/;
const GID = /^gid:\/\/shopify\/[A-Za-z]+\/[^\s/]+$/;
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** Adds `__typename` to every selection set so abstract types can be resolved while checking. */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node) {
      const has = node.selections.some(
        (s) =>
          s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias,
      );
      if (has) return undefined;
      return {
        ...node,
        selections: [
          ...node.selections,
          {kind: Kind.FIELD, name: {kind: Kind.NAME, value: '__typename'}},
        ],
      };
    },
  });
}

/** Problems found in `data` for the operation; empty when the response is schema-true. */
export function checkShape(
  schema: GraphQLSchema,
  document: DocumentNode,
  data: unknown,
  variables: Record<string, unknown> = {},
  operationName?: string,
): string[] {
  const problems: string[] = [];
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations[0];
  if (!operation) return ['no operation in document'];
  const fragments = new Map(
    document.definitions
      .filter(
        (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((f) => [f.name.value, f]),
  );
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : schema.getQueryType();
  if (!root) return ['schema has no root type'];
  if (!data || typeof data !== 'object') return ['data is missing'];

  const included = (
    node: FieldNode | {directives?: FieldNode['directives']},
  ) => {
    const skip = getDirectiveValues(GraphQLSkipDirective, node, variables);
    if (skip?.if === true) return false;
    const include = getDirectiveValues(
      GraphQLIncludeDirective,
      node,
      variables,
    );
    return include?.if !== false;
  };

  /** Fields of a selection set that apply to the concrete `type`, keyed by response name. */
  function collect(
    type: GraphQLObjectType,
    set: SelectionSetNode,
    out = new Map<string, FieldNode[]>(),
  ) {
    for (const selection of set.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        out.set(key, [...(out.get(key) ?? []), selection]);
      } else {
        const fragment =
          selection.kind === Kind.INLINE_FRAGMENT
            ? selection
            : fragments.get(selection.name.value);
        if (!fragment) continue;
        const condition = fragment.typeCondition?.name.value;
        if (condition && !appliesTo(condition, type)) continue;
        collect(type, fragment.selectionSet, out);
      }
    }
    return out;
  }

  function appliesTo(condition: string, type: GraphQLObjectType): boolean {
    if (condition === type.name) return true;
    const conditionType = schema.getType(condition);
    return (
      !!conditionType &&
      isAbstractType(conditionType) &&
      schema.isSubType(conditionType, type)
    );
  }

  function checkObject(
    declared: GraphQLCompositeType,
    set: SelectionSetNode,
    value: unknown,
    path: string,
  ) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(
        `${path}: expected an object of ${declared.name}, got ${JSON.stringify(value)}`,
      );
      return;
    }
    const record = value as Record<string, Json>;
    let type: GraphQLObjectType | undefined;
    if (isObjectType(declared)) type = declared;
    else {
      const runtime = schema.getType(String(record.__typename));
      if (
        runtime &&
        isObjectType(runtime) &&
        schema.isSubType(declared, runtime)
      )
        type = runtime;
      else {
        problems.push(
          `${path}: __typename ${JSON.stringify(record.__typename)} is not a ${declared.name}`,
        );
        return;
      }
    }
    if (record.__typename !== undefined && record.__typename !== type.name) {
      problems.push(
        `${path}: __typename ${JSON.stringify(record.__typename)} but expected ${type.name}`,
      );
    }
    for (const [key, nodes] of collect(type, set)) {
      const node = nodes[0];
      if (node.name.value === '__typename') continue;
      const field = type.getFields()[node.name.value];
      if (!field) {
        problems.push(
          `${path}.${key}: ${type.name} has no field ${node.name.value}`,
        );
        continue;
      }
      if (!(key in record)) {
        problems.push(`${path}.${key}: missing from the response`);
        continue;
      }
      const selections: SelectionSetNode = {
        kind: Kind.SELECTION_SET,
        selections: nodes.flatMap((n) => n.selectionSet?.selections ?? []),
      };
      checkValue(
        field.type,
        selections,
        record[key],
        `${path}.${key}`,
        node.name.value,
      );
    }
    if (type.name.endsWith('Connection')) checkConnection(record, path);
  }

  function checkValue(
    type: GraphQLOutputType,
    set: SelectionSetNode,
    value: unknown,
    path: string,
    fieldName: string,
  ) {
    if (value === null || value === undefined) {
      if (isNonNullType(type))
        problems.push(`${path}: null for non-null ${String(type)}`);
      return;
    }
    const nullable = getNullableType(type) as GraphQLOutputType;
    if (isListType(nullable)) {
      if (!Array.isArray(value)) {
        problems.push(`${path}: expected a list, got ${JSON.stringify(value)}`);
        return;
      }
      value.forEach((item, i) =>
        checkValue(nullable.ofType, set, item, `${path}[${i}]`, fieldName),
      );
      return;
    }
    const named = getNamedType(nullable);
    if (isScalarType(named)) checkScalar(named.name, value, path);
    else if (isEnumType(named)) {
      if (typeof value !== 'string' || !named.getValue(value))
        problems.push(
          `${path}: ${JSON.stringify(value)} is not a ${named.name}`,
        );
    } else checkObject(named as GraphQLCompositeType, set, value, path);
  }

  function checkScalar(name: string, value: unknown, path: string) {
    const fail = (what: string) =>
      problems.push(`${path}: ${JSON.stringify(value)} is not ${what}`);
    switch (name) {
      case 'ID':
        if (typeof value !== 'string' || !GID.test(value.split('?')[0]))
          fail('a gid://shopify/<Type>/<id> ID');
        break;
      case 'Decimal':
        if (typeof value !== 'string' || !DECIMAL.test(value))
          fail('a Decimal string');
        break;
      case 'UnsignedInt64':
        if (typeof value !== 'string' || !UINT64.test(value))
          fail('an UnsignedInt64 string');
        break;
      case 'DateTime':
      case 'ISO8601DateTime':
        if (
          typeof value !== 'string' ||
          !DATE_TIME.test(value) ||
          Number.isNaN(Date.parse(value))
        )
          fail('an ISO 8601 date-time');
        break;
      case 'URL':
        if (typeof value !== 'string' || !URL.canParse(value))
          fail('an absolute URL');
        break;
      case 'Color':
        if (typeof value !== 'string' || !COLOR.test(value))
          fail('a #rrggbb color');
        break;
      case 'HTML':
      case 'String':
        if (typeof value !== 'string') fail('a string');
        break;
      case 'Int':
        if (!Number.isInteger(value)) fail('an Int');
        break;
      case 'Float':
        if (typeof value !== 'number') fail('a Float');
        break;
      case 'Boolean':
        if (typeof value !== 'boolean') fail('a Boolean');
        break;
      default: // JSON: anything
    }
  }

  /** pageInfo cursors agree with the edges; an empty page has null cursors and no neighbours. */
  function checkConnection(record: Record<string, Json>, path: string) {
    const edges = record.edges as
      {cursor?: string; node?: {id?: string}}[] | undefined;
    const pageInfo = record.pageInfo as
      | {
          startCursor?: string | null;
          endCursor?: string | null;
          hasNextPage?: boolean;
          hasPreviousPage?: boolean;
        }
      | undefined;
    if (edges) {
      for (const [i, edge] of edges.entries()) {
        if (
          'cursor' in edge &&
          (typeof edge.cursor !== 'string' || !edge.cursor)
        )
          problems.push(`${path}.edges[${i}].cursor is empty`);
      }
    }
    if (!pageInfo) return;
    const cursors = edges?.every((e) => 'cursor' in e)
      ? edges.map((e) => e.cursor)
      : undefined;
    if (cursors) {
      if (
        'startCursor' in pageInfo &&
        pageInfo.startCursor !== (cursors[0] ?? null)
      )
        problems.push(
          `${path}.pageInfo.startCursor is not the first edge's cursor`,
        );
      if (
        'endCursor' in pageInfo &&
        pageInfo.endCursor !== (cursors.at(-1) ?? null)
      )
        problems.push(
          `${path}.pageInfo.endCursor is not the last edge's cursor`,
        );
    }
    const nodes = record.nodes as {id?: string}[] | undefined;
    if (nodes && edges?.every((e) => e.node?.id) && nodes.every((n) => n.id)) {
      if (
        JSON.stringify(nodes.map((n) => n.id)) !==
        JSON.stringify(edges.map((e) => e.node!.id))
      )
        problems.push(`${path}: nodes and edges disagree`);
    }
  }

  checkObject(
    root,
    operation.selectionSet,
    data,
    operation.name?.value ?? operation.operation,
  );
  return problems;
}
