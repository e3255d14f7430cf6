import {describe, expect, it} from 'vitest';
import {
  cachedDocumentCount,
  prepareDocument,
} from '../../src/storefront-api/documents.ts';
import {storefrontSchema} from '../../src/storefront-api/schema.ts';

describe('validated document cache', () => {
  const schema = storefrontSchema();

  it('reuses a validated document, keeps no invalid ones, and stays bounded', () => {
    const query = '{ shop { name } }';
    const first = prepareDocument(schema, query);
    expect('document' in first && first.document).toBeTruthy();
    expect(prepareDocument(schema, query)).toEqual(first);
    expect(
      (prepareDocument(schema, query) as {document: unknown}).document,
    ).toBe((first as {document: unknown}).document);
    const before = cachedDocumentCount();
    const invalid = prepareDocument(schema, '{ shop { nope } }');
    expect(
      'validationErrors' in invalid && invalid.validationErrors[0].message,
    ).toContain('nope');
    expect('syntaxError' in prepareDocument(schema, '{ shop {')).toBe(true);
    expect(cachedDocumentCount()).toBe(before);
    for (let i = 0; i < 400; i++)
      prepareDocument(schema, `query Q${i} { shop { name } }`);
    expect(cachedDocumentCount()).toBe(300);
  });
});

describe('cached documents still meet the query limits', () => {
  it('refuses a cached document when its variables ask for too much', async () => {
    const {commerceDb} = await import('../fixtures/commerce-fixture.ts');
    const {gql} = (
      await import('../fixtures/storefront-client.ts')
    ).storefrontClient('grooming');
    const db = commerceDb();
    const query =
      'query Pages($n: Int) { products(first: $n) { nodes { variants(first: $n) { nodes { id } } } } }';
    const small = await gql(db, query, {n: 2});
    expect(small.errors).toBeUndefined();
    const big = await gql(db, query, {n: 250});
    expect(big.data).toBeUndefined();
    expect(big.errors?.[0].message).toMatch(/cost|limit/i);
    db.close();
  });
});
