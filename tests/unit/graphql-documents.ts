/**
 * The `#graphql` documents of the storefronts (storefronts/*\/app) and shared/, with fragments resolved
 * across files the way the apps compose them (same file, then the same storefront, then shared/).
 * Used by graphql-documents.test.ts (validation against the official schema) and by
 * server/test/conformance/storefront-documents.test.ts (each operation run against the seeded backend).
 */
import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  Kind,
  NoUnusedFragmentsRule,
  buildClientSchema,
  parse,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
export const schema: GraphQLSchema = buildClientSchema(
  JSON.parse(
    readFileSync(
      require.resolve('@shopify/hydrogen/storefront.schema.json'),
      'utf8',
    ),
  ) as IntrospectionQuery,
);

// Fragments may be defined in one document and used in another, so unused ones are not an error here.
const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

export interface Template {
  file: string; // repo-relative
  line: number;
  scope: string; // 'shared' or the storefront id
  source: string;
  document?: DocumentNode;
  parseError?: string;
}

function* sourceFiles(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, {withFileTypes: true});
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (
      /\.(ts|tsx|js|jsx)$/.test(entry.name) &&
      !/\.(test|spec)\.[jt]sx?$/.test(entry.name)
    )
      yield path;
  }
}

/** `#graphql` template literals in a source text, with `${…}` interpolations removed (fragments are resolved by name). */
export function extractTemplates(
  text: string,
): {source: string; line: number}[] {
  const found: {source: string; line: number}[] = [];
  const pattern = /`(\s*#graphql\b[\s\S]*?)`/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({source: match[1].replace(/\$\{[^}]*\}/g, ''), line});
  }
  return found;
}

export function collectTemplates(): Template[] {
  const dirs: [string, string][] = [[join(root, 'shared'), 'shared']];
  for (const store of readdirSync(join(root, 'storefronts')))
    dirs.push([join(root, 'storefronts', store, 'app'), store]);
  const templates: Template[] = [];
  for (const [dir, scope] of dirs) {
    for (const path of sourceFiles(dir)) {
      const text = readFileSync(path, 'utf8');
      if (!text.includes('#graphql')) continue;
      for (const {source, line} of extractTemplates(text)) {
        const template: Template = {
          file: relative(root, path).split(sep).join('/'),
          line,
          scope,
          source,
        };
        try {
          template.document = parse(source);
        } catch (error) {
          template.parseError = (error as Error).message;
        }
        templates.push(template);
      }
    }
  }
  return templates;
}

export const fragmentsOf = (doc: DocumentNode) =>
  doc.definitions.filter(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
  );
export const operationsOf = (doc: DocumentNode) =>
  doc.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );

function spreadNames(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, {FragmentSpread: (spread) => void names.push(spread.name.value)});
  return names;
}

/** Fragment lookup for one template: its own file, then its storefront, then shared/. */
export function resolver(templates: Template[]) {
  const byScope = new Map<
    string,
    Map<string, {fragment: FragmentDefinitionNode; file: string}[]>
  >();
  for (const t of templates) {
    if (!t.document) continue;
    for (const fragment of fragmentsOf(t.document)) {
      const scope = byScope.get(t.scope) ?? new Map();
      byScope.set(t.scope, scope);
      const list = scope.get(fragment.name.value) ?? [];
      list.push({fragment, file: t.file});
      scope.set(fragment.name.value, list);
    }
  }
  return {
    byScope,
    find(t: Template, name: string): FragmentDefinitionNode | undefined {
      const sameFile = templates
        .filter((o) => o.file === t.file && o.document)
        .flatMap((o) => fragmentsOf(o.document!))
        .find((f) => f.name.value === name);
      if (sameFile) return sameFile;
      for (const scope of [t.scope, 'shared']) {
        const list = byScope.get(scope)?.get(name);
        if (list?.length) return list[0].fragment;
      }
      return undefined;
    },
  };
}

/** The template's own definitions plus every fragment they reach, as one document. */
export function withFragments(
  t: Template,
  find: (t: Template, name: string) => FragmentDefinitionNode | undefined,
) {
  const definitions: DefinitionNode[] = [...t.document!.definitions];
  const have = new Set(fragmentsOf(t.document!).map((f) => f.name.value));
  const queue = definitions.flatMap(spreadNames);
  while (queue.length) {
    const name = queue.shift()!;
    if (have.has(name)) continue;
    const fragment = find(t, name);
    if (!fragment) continue; // reported by validate (KnownFragmentNames)
    have.add(name);
    definitions.push(fragment);
    queue.push(...spreadNames(fragment));
  }
  return {kind: Kind.DOCUMENT, definitions} as DocumentNode;
}

export function validateTemplates(templates: Template[]) {
  const {find} = resolver(templates);
  return templates.map((t) => {
    if (!t.document)
      return {template: t, errors: [t.parseError ?? 'parse error']};
    const errors = validate(schema, withFragments(t, find), rules).map(
      (e) => e.message,
    );
    return {template: t, errors};
  });
}
