/**
 * Runs Storefront API documents against the real seeded catalogues (both shops) and checks every
 * answer with checkShape: the permanent "schema-true answers" check for what a client can ask.
 */
import {parse, print, type DocumentNode} from 'graphql';
import {expect} from 'vitest';
import {openDatabase, type Db} from '../../src/data/db.ts';
import {seedIfEmpty} from '../../src/seed/index.ts';
import {handleStorefrontGraphql} from '../../src/storefront-api/handler.ts';
import {storefrontSchema} from '../../src/storefront-api/schema.ts';
import {localBackendTokens} from '../../../hydrogen.config.ts';
import {checkShape, withTypenames} from './shape.ts';

export const ORIGIN = 'http://127.0.0.1:4000';
const REMOTE = process.env.CONFORMANCE_API_URL;
export type ShopId = keyof typeof localBackendTokens;

export async function seededDb(): Promise<Db> {
  const db = openDatabase(':memory:');
  await seedIfEmpty(db);
  return db;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  errors?: {message: string; extensions?: Record<string, unknown>}[];
}

/** Sends one document as a storefront would (public token of `shop`) and returns the raw answer. */
export async function send(
  db: Db,
  document: string | DocumentNode,
  variables: Record<string, unknown> = {},
  shop: ShopId = 'grooming',
  operationName?: string,
): Promise<Answer> {
  const query = typeof document === 'string' ? document : print(document);
  if (REMOTE) {
    // CONFORMANCE_API_URL=http://127.0.0.1:4240/api/2026-04/graphql.json: the same checks against a running backend.
    const res = await fetch(REMOTE, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': localBackendTokens[shop].publicStorefrontToken},
      body: JSON.stringify({query, variables, operationName}),
    });
    const body = (await res.json()) as {data?: unknown; errors?: Answer['errors']};
    return {status: res.status, data: body.data, errors: body.errors};
  }
  const response = await handleStorefrontGraphql(db, ORIGIN, {
    headers: {'x-shopify-storefront-access-token': localBackendTokens[shop].publicStorefrontToken},
    body: {query, variables, operationName},
  });
  const body = response.body as {data?: unknown; errors?: Answer['errors']};
  return {status: response.status, data: body.data, errors: body.errors};
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
  const problems = checkShape(storefrontSchema(), typed, answer.data, variables, operationName);
  expect(problems, 'schema shape problems').toEqual([]);
  return stripTypenames(answer.data);
}

function stripTypenames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTypenames);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).filter(([k]) => k !== '__typename').map(([k, v]) => [k, stripTypenames(v)]),
    );
  }
  return value;
}
