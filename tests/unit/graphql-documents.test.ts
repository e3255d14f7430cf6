/**
 * Every `#graphql` document in the storefronts (storefronts/*\/app) and shared/ validates against the
 * official Storefront API schema (@shopify/hydrogen/storefront.schema.json), with fragments resolved
 * across files the way the apps compose them (same file, then the same storefront, then shared/).
 * Operation names are unique across the repo.
 */
import {parse} from 'graphql';
import {describe, expect, it} from 'vitest';
import {
  collectTemplates,
  operationsOf,
  resolver,
  validateTemplates,
  type Template,
} from './graphql-documents.ts';

const templates = collectTemplates();
const results = new Map(
  validateTemplates(templates).map((r) => [r.template, r.errors]),
);
const label = (t: Template) => {
  const names = t.document?.definitions
    .map((d) => ('name' in d && d.name ? d.name.value : '(anonymous)'))
    .join(', ');
  return `${t.file}:${t.line} ${names ?? '(unparsable)'}`;
};

describe('GraphQL documents in storefronts/*/app and shared/', () => {
  it('finds the documents', () => {
    expect(templates.length).toBeGreaterThan(0);
  });

  it.each(templates.map((t) => [label(t), t] as const))(
    '%s validates against the Storefront API schema',
    (_, t) => {
      expect(results.get(t)).toEqual([]);
    },
  );

  it('operation names are present and unique across the repo', () => {
    const seen = new Map<string, string[]>();
    const anonymous: string[] = [];
    for (const t of templates) {
      if (!t.document) continue;
      for (const op of operationsOf(t.document)) {
        if (!op.name) anonymous.push(`${t.file}:${t.line}`);
        else
          seen.set(op.name.value, [
            ...(seen.get(op.name.value) ?? []),
            `${t.file}:${t.line}`,
          ]);
      }
    }
    const duplicates = [...seen]
      .filter(([, where]) => where.length > 1)
      .map(([name, where]) => `${name}: ${where.join(', ')}`);
    expect(anonymous, 'anonymous operations').toEqual([]);
    expect(duplicates, 'operation names used more than once').toEqual([]);
  });

  it('fragment names are unique within each storefront together with shared/', () => {
    const {byScope} = resolver(templates);
    const shared = byScope.get('shared') ?? new Map();
    const clashes: string[] = [];
    for (const [scope, fragments] of byScope) {
      for (const [name, list] of fragments) {
        const where = [
          ...list,
          ...(scope === 'shared' ? [] : (shared.get(name) ?? [])),
        ].map((f) => f.file);
        if (where.length > 1)
          clashes.push(`${name} (${scope}): ${where.join(', ')}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('rejects a broken document (the check itself works)', () => {
    const broken: Template = {
      file: 'broken.ts',
      line: 1,
      scope: 'shared',
      source:
        'query Broken { shop { name notAField } product(handle: 1) { ...Missing } }',
    };
    broken.document = parse(broken.source);
    const [result] = validateTemplates([broken]);
    expect(result.errors.join('\n')).toMatch(/notAField/);
    expect(result.errors.join('\n')).toMatch(/Unknown fragment "Missing"/);
  });
});
