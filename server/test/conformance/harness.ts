/**
 * Runs Storefront API documents against the real seeded catalogues (both shops) and checks every
 * answer with checkShape: the permanent "schema-true answers" check for what a client can ask.
 */
import {parse, print, type DocumentNode} from 'graphql';
import {expect} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {storefrontSchema} from '../../src/storefront-api/schema.ts';
import {
  STOREFRONT_API_PATH,
  storefrontClient,
  type GqlResult,
  type ShopId,
} from '../fixtures/storefront-client.ts';
import {checkShape, withTypenames} from './shape.ts';

// CONFORMANCE_API_URL=http://127.0.0.1:4240/api/2026-04/graphql.json: the same checks against a running backend.
const REMOTE = process.env.CONFORMANCE_API_URL;
if (REMOTE && !REMOTE.endsWith(STOREFRONT_API_PATH))
  throw new Error(`CONFORMANCE_API_URL must end with ${STOREFRONT_API_PATH}`);
const REMOTE_BASE = REMOTE?.slice(0, -STOREFRONT_API_PATH.length);

/** Sends one document as a storefront would (public token of `shop`) and returns the raw answer. */
export async function send(
  db: Db,
  document: string | DocumentNode,
  variables: Record<string, unknown> = {},
  shop: ShopId = 'grooming',
  operationName?: string,
): Promise<GqlResult> {
  const query = typeof document === 'string' ? document : print(document);
  const client = storefrontClient(shop);
  if (REMOTE_BASE) {
    const reply = await client.post(
      REMOTE_BASE,
      query,
      variables,
      {},
      operationName,
    );
    return {
      status: reply.status,
      data: reply.body?.data,
      errors: reply.body?.errors,
    };
  }
  return client.gql(db, query, variables, {}, operationName);
}

/**
 * Sends the document (with __typename added everywhere), fails on any GraphQL error or shape
 * problem, and returns `data` without __typename keys (ask for them with toMatchObject on `send`).
 */
export async function conform(
  db: Db,
  source: string | DocumentNode,
  variables: Record<string, unknown> = {},
  shop: ShopId = 'grooming',
  operationName?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const document = typeof source === 'string' ? parse(source) : source;
  const typed = withTypenames(document);
  const answer = await send(db, typed, variables, shop, operationName);
  expect(answer.errors ?? [], 'GraphQL errors').toEqual([]);
  expect(answer.status).toBe(200);
  const problems = checkShape(
    storefrontSchema(),
    typed,
    answer.data,
    variables,
    operationName,
  );
  expect(problems, 'schema shape problems').toEqual([]);
  return stripTypenames(answer.data);
}

function stripTypenames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTypenames);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== '__typename')
        .map(([k, v]) => [k, stripTypenames(v)]),
    );
  }
  return value;
}
