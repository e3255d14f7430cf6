/** Calls the security tests make against a running backend (see backend-process.ts). */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  SHOP_TOKENS,
  STOREFRONT_API_PATH,
  storefrontClient,
} from '../fixtures/storefront-client.ts';
import {storefrontOrigins} from '../fixtures/storefront-origins.ts';
import {inheritedEnv} from './backend-process.ts';

export const GRAPHQL = STOREFRONT_API_PATH;
export const GROOMING_TOKEN = SHOP_TOKENS.grooming;
/** The storefront origins a backend from startBackend allows: its env's ports, as the stack's. */
export const ORIGINS = storefrontOrigins(inheritedEnv());
export const STOREFRONT = ORIGINS.grooming[0];
export const ATTACKER = 'https://attacker.example';

/** A grooming storefront's call, through the backend tests' one Storefront API client. */
export async function graphql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const reply = await storefrontClient('grooming').post(base, query, variables);
  return {status: reply.status, json: reply.body};
}

/** A grooming cart with one line; its checkoutUrl carries the cart token and key. */
export async function createCart(
  base: string,
): Promise<{checkoutUrl: string; token: string; key: string}> {
  const products = await graphql(
    base,
    '{ products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } }',
  );
  const merchandiseId =
    products.json.data.products.nodes[0].variants.nodes[0].id;
  const created = await graphql(
    base,
    'mutation ($lines: [CartLineInput!]) { cartCreate(input: {lines: $lines}) { cart { checkoutUrl } } }',
    {
      lines: [{merchandiseId, quantity: 1}],
    },
  );
  const checkoutUrl = created.json.data.cartCreate.cart.checkoutUrl as string;
  const url = new URL(checkoutUrl);
  return {
    checkoutUrl,
    token: url.pathname.split('/').pop()!,
    key: url.searchParams.get('key')!,
  };
}

/** The data directory's generated secrets (what the start scripts hand the storefronts). */
export function secretsOf(
  dataDir: string,
): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).shops;
}
