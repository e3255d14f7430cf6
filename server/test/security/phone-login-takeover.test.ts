/**
 * Issue 21, finding 1: an account created with the public customerCreate before a shopper's first phone
 * login must never receive that login (docs/security.md, "Identity and promotions"). The attacker acts
 * through the public Storefront API; the victim logs in as a storefront does it: OTP, verify, decode
 * with the merchant key, then the record's Multipass token or password.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {routes} from '../../src/routes.ts';
import {API_KEY_HEADER} from '../../src/phone-login/routes.ts';
import {
  merchantApiKey,
  placeholderEmail,
} from '../../src/phone-login/service.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {resetLimiters} from '../../src/rate-limit/limits.ts';
import {
  insertCustomer,
  insertPhoneLoginAccount,
} from '../../src/data/seed-writer.ts';
import {fixtureDb, fixtureShop} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient, type ShopId} from '../fixtures/storefront-client.ts';

installSecrets({grooming: generateShopSecrets(), gum: generateShopSecrets()});
const SHOPS: ShopId[] = ['grooming', 'gum'];
const TRUSTED = {grooming: '+919812300001', gum: '+919812300002'} as const;

let db: Db;
let served: ServedApp;
let logSpy: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  logSpy = vi.spyOn(console, 'log').mockImplementation(() => {});
  db = fixtureDb({}, (fill) => {
    // A merchant-imported account whose phone the provider has on record (as the seed's demo customers).
    for (const shop of SHOPS) {
      insertCustomer(fill, shop, {
        email: `known-${shop}@example.in`,
        phone: TRUSTED[shop],
        firstName: 'Known',
      });
      insertPhoneLoginAccount(fill, shop, TRUSTED[shop], 'multipass');
    }
  });
  served = await serveBackend(db, routes);
});

afterAll(async () => {
  await served.close();
  db.close();
  logSpy.mockRestore();
});

const CREATE = `mutation Create($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id } customerUserErrors { code field message } }
}`;
const LOGIN = `mutation Login($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } }
}`;
const MULTIPASS = `mutation Multipass($token: String!) {
  customerAccessTokenCreateWithMultipass(multipassToken: $token) { customerAccessToken { accessToken } customerUserErrors { code } }
}`;
const ME = `query Me($token: String!) { customer(customerAccessToken: $token) { email phone } }`;

let seq = 0;
function freshMobile(): string {
  seq += 1;
  return `97${String(20000000 + seq)}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- provider answers, checked field by field
type Json = any;

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${served.base}${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });
  return {status: res.status, json: (await res.json()) as Json};
}

function loggedCode(mobile: string): string {
  const line = logSpy.mock.calls
    .map((args: unknown[]) => String(args[0]))
    .reverse()
    .find((l: string) => l.includes(`OTP for +91 ••••• •${mobile.slice(-4)}`));
  return /: (\d{6})$/.exec(line ?? '')![1]!;
}

/** The whole phone login of the phone's owner, as a storefront completes it: the session's customer. */
async function phoneLogin(
  shop: ShopId,
  mobile: string,
): Promise<{email: string; phone: string | null}> {
  const merchantId = fixtureShop(shop).merchantId;
  resetLimiters(); // logins in quick succession; the pace of sends is otp-pacing.test.ts's subject
  expect(
    (await post('/phone-login/api/otp', {merchantId, phone: mobile})).status,
  ).toBe(200);
  const verified = await post('/phone-login/api/verify', {
    merchantId,
    phone: mobile,
    code: loggedCode(mobile),
  });
  const decoded = await post(
    '/phone-login/api/decode',
    {kpToken: verified.json.data.token},
    {[API_KEY_HEADER]: merchantApiKey({id: shop})!},
  );
  const record = decoded.json.data.customer;
  const client = storefrontClient(shop);
  const token = record.multipassToken
    ? (
        await client.post(served.base, MULTIPASS, {
          token: record.multipassToken,
        })
      ).body.data.customerAccessTokenCreateWithMultipass.customerAccessToken
        .accessToken
    : (
        await client.post(served.base, LOGIN, {
          input: {email: record.email, password: record.password},
        })
      ).body.data.customerAccessTokenCreate.customerAccessToken.accessToken;
  return (await client.post(served.base, ME, {token})).body.data.customer;
}

async function customerCreate(shop: ShopId, input: Record<string, unknown>) {
  const reply = await storefrontClient(shop).post(served.base, CREATE, {
    input: {password: 'Attacker#1', ...input},
  });
  return reply.body.data.customerCreate as {
    customer: {id: string} | null;
    customerUserErrors: Array<{code: string; field: string[]; message: string}>;
  };
}

describe.each(SHOPS)(
  '%s: a phone login before the shopper ever used it',
  (shop) => {
    it('never lands in an account someone created with that phone (it was never verified)', async () => {
      const mobile = freshMobile();
      const planted = await customerCreate(shop, {
        email: `attacker-${shop}-${mobile}@evil.example`,
        phone: `+91 ${mobile}`,
      });
      expect(planted.customerUserErrors).toEqual([]);

      const session = await phoneLogin(shop, mobile);
      expect(session.email).not.toMatch(/attacker/);
      expect(session.email).toBe(placeholderEmail({id: shop}, `+91${mobile}`));
      // The second login is the same verified account, never the planted one.
      expect((await phoneLogin(shop, mobile)).email).toBe(session.email);
    });

    it('refuses to register the placeholder e-mail phone login will use, in any case', async () => {
      const mobile = freshMobile();
      for (const email of [
        placeholderEmail({id: shop}, `+91${mobile}`),
        placeholderEmail({id: shop}, `+91${mobile}`).toUpperCase(),
      ]) {
        const planted = await customerCreate(shop, {email});
        expect(planted.customer).toBeNull();
        expect(planted.customerUserErrors).toEqual([
          {
            code: 'INVALID',
            field: ['input', 'email'],
            message: 'Email is invalid',
          },
        ]);
      }
      const session = await phoneLogin(shop, mobile);
      // Phone login creates it, and the attacker's password does not open it.
      expect(session).toEqual({
        email: placeholderEmail({id: shop}, `+91${mobile}`),
        phone: `+91${mobile}`,
      });
      const login = await storefrontClient(shop).post(served.base, LOGIN, {
        input: {email: session.email, password: 'Attacker#1'},
      });
      expect(
        login.body.data.customerAccessTokenCreate.customerAccessToken,
      ).toBeNull();
    });

    it("answers Shopify's TAKEN for a phone another customer has, however it is written", async () => {
      const mobile = freshMobile();
      expect(
        (
          await customerCreate(shop, {
            email: `first-${shop}-${mobile}@example.in`,
            phone: `+91${mobile}`,
          })
        ).customerUserErrors,
      ).toEqual([]);
      for (const phone of [
        `+91${mobile}`,
        mobile,
        `0${mobile}`,
        `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`,
      ]) {
        const second = await customerCreate(shop, {
          email: `second-${shop}-${seq}-${phone.length}@example.in`,
          phone,
        });
        expect(second.customer).toBeNull();
        expect(second.customerUserErrors).toEqual([
          {
            code: 'TAKEN',
            field: ['input', 'phone'],
            message: 'Phone has already been taken',
          },
        ]);
      }
      const taken = await customerCreate(shop, {
        email: `third-${shop}-${mobile}@example.in`,
        phone: TRUSTED[shop],
      });
      expect(taken.customerUserErrors.map((e) => e.code)).toEqual(['TAKEN']);
    });

    it('opens the account the provider has verified for the phone', async () => {
      expect(await phoneLogin(shop, TRUSTED[shop].slice(3))).toEqual({
        email: `known-${shop}@example.in`,
        phone: TRUSTED[shop],
      });
    });
  },
);
