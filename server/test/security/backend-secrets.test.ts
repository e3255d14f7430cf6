/**
 * Issue 9 item 6: no secret is a committed constant. Each data directory gets its own random secrets
 * (secrets.json, mode 0600) and a database seeded before that rotates to them, so a Multipass token
 * signed with the once-committed secret (or the old keys and tokens) gets nothing.
 */
import {mkdtempSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DatabaseSync} from 'node:sqlite';
import {encodeMultipassToken} from '../../src/customers/multipass.ts';
import {startBackend, type BackendProcess} from './backend-process.ts';
import {GRAPHQL, graphql, secretsOf} from './backend-helpers.ts';

/** The values main at c6132cd committed (hydrogen.config.ts, server/src/seed/shops.ts, storefronts' .env). */
const OLD = {
  multipassSecret: 'local-grooming-multipass-secret-0123456789abcdef',
  privateToken: 'local-grooming-private-token',
  providerKey: 'local-grooming-provider-key',
  phoneLoginKey: 'local-grooming-phone-login-key',
};

const MULTIPASS_LOGIN = `mutation ($token: String!) {
  customerAccessTokenCreateWithMultipass(multipassToken: $token) { customerAccessToken { accessToken } customerUserErrors { code } }
}`;

const dataDir = mkdtempSync(join(tmpdir(), 'security-secrets-'));
let backend: BackendProcess;

beforeAll(async () => {
  // First start creates the directory's secrets; then the database is given the old committed values,
  // as a data directory from before this change would have them.
  const first = await startBackend({dataDir});
  await first.stop();
  const db = new DatabaseSync(join(dataDir, 'commerce.sqlite'));
  db.prepare(
    "UPDATE shops SET multipass_secret = ?, private_token = ? WHERE id = 'grooming'",
  ).run(OLD.multipassSecret, OLD.privateToken);
  db.close();
  backend = await startBackend({dataDir});
}, 90_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, {recursive: true, force: true});
});

describe('per-data-directory secrets', () => {
  it('are random, private to the owner, and differ between data directories', async () => {
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    const mine = secretsOf(dataDir).grooming!;
    expect(Object.keys(mine).sort()).toEqual([
      'adminApiToken',
      'checkoutProviderApiKey',
      'codLinkSecret',
      'logisticsApiToken',
      'marketingPrivateKey',
      'multipassSecret',
      'phoneLoginApiKey',
      'privateStorefrontToken',
      'reviewLinkSecret',
      'reviewsApiToken',
      'sessionSecret',
      'smsApiKey',
      'whatsappAccessToken',
      'whatsappAppSecret',
    ]);
    for (const value of Object.values(mine))
      expect(value).toMatch(/^[0-9a-f]{64}$/);
    const other = await startBackend();
    try {
      expect(secretsOf(other.dataDir).grooming!.multipassSecret).not.toBe(
        mine.multipassSecret,
      );
    } finally {
      await other.stop();
    }
  }, 60_000);

  it('a Multipass token signed with the old committed secret gets no access token', async () => {
    const forged = encodeMultipassToken(OLD.multipassSecret, {
      email: 'demo@bladeandbalm.example',
    });
    const res = await graphql(backend.base, MULTIPASS_LOGIN, {token: forged});
    expect(
      res.json.data.customerAccessTokenCreateWithMultipass.customerAccessToken,
    ).toBeNull();
    expect(
      res.json.data.customerAccessTokenCreateWithMultipass.customerUserErrors[0]
        .code,
    ).toBe('INVALID_MULTIPASS_REQUEST');
    // The data directory's own secret works: the refusal is about the secret, not the token's shape.
    const genuine = encodeMultipassToken(
      secretsOf(dataDir).grooming!.multipassSecret!,
      {email: 'demo@bladeandbalm.example'},
    );
    const ok = await graphql(backend.base, MULTIPASS_LOGIN, {token: genuine});
    expect(
      ok.json.data.customerAccessTokenCreateWithMultipass.customerAccessToken
        .accessToken,
    ).toEqual(expect.any(String));
  });

  it('the old private Storefront token, provider key and phone-login key are refused', async () => {
    const privateCall = await fetch(backend.base + GRAPHQL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Shopify-Storefront-Private-Token': OLD.privateToken,
      },
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(privateCall.status).toBe(401);
    const current = await fetch(backend.base + GRAPHQL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Shopify-Storefront-Private-Token':
          secretsOf(dataDir).grooming!.privateStorefrontToken!,
      },
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(current.status).toBe(200);
    const provider = await fetch(
      `${backend.base}/provider/api/discount/request`,
      {
        headers: {
          'X-Merchant-Id': 'local-grooming-merchant',
          'X-Api-Key': OLD.providerKey,
        },
      },
    );
    expect(provider.status).toBe(403);
    const decode = await fetch(`${backend.base}/phone-login/api/decode`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Phone-Login-Api-Key': OLD.phoneLoginKey,
      },
      body: JSON.stringify({kpToken: 'kp1.eyJzaG9wIjoiZ3Jvb21pbmcifQ.x'}),
    });
    expect(decode.status).toBe(403);
  });
});
