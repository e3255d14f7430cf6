/**
 * The phone-login provider returns each of the three customer-record shapes (docs/requirements.md, gum: behaviour) for the
 * seeded gum customers, and each logs in through the Storefront API mutation the storefront uses.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {GUM_LOGIN_CUSTOMERS} from '../../src/seed/gum/index.ts';
import {
  decodeLoginToken,
  merchantApiKey,
  requestOtp,
  verifyOtp,
} from '../../src/phone-login/service.ts';
import {shops} from '../../../contracts/index.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {ORIGIN, storefrontClient} from '../fixtures/storefront-client.ts';

const storefront = storefrontClient('gum');
let db: Db;

const gql = (query: string, variables: Record<string, unknown>) =>
  storefront.ok(db, query, variables);

/** What the merchant's server receives for a phone after a verified OTP. */
function decodeFor(phone: string) {
  const merchantId = shops.gum.checkoutProvider.merchantId;
  requestOtp(db, {merchantId, phone}, new Date(), () => '424242');
  const {token} = verifyOtp(db, {merchantId, phone, code: '424242'});
  return decodeLoginToken(db, {
    apiKey: merchantApiKey({id: 'gum'})!,
    kpToken: token,
    origin: ORIGIN,
  });
}

const TOKEN_CREATE = `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code } } }`;
const WITH_MULTIPASS = `mutation($t: String!) { customerAccessTokenCreateWithMultipass(multipassToken: $t) { customerAccessToken { accessToken } customerUserErrors { code } } }`;
const ACTIVATE = `mutation($u: URL!, $p: String!) { customerActivateByUrl(activationUrl: $u, password: $p) { customer { email } customerAccessToken { accessToken } customerUserErrors { code } } }`;
const WHO = `query($t: String!) { customer(customerAccessToken: $t) { email firstName } }`;

beforeAll(async () => {
  db = await seededDb();
  installSecrets({gum: generateShopSecrets()});
});

describe('login shapes per seeded customer', () => {
  it('1: email + password', async () => {
    const c = GUM_LOGIN_CUSTOMERS.password;
    const record = decodeFor(c.phone);
    expect(record).toMatchObject({email: c.email, password: c.password});
    expect(record).not.toHaveProperty('multipassToken');
    const result = await gql(TOKEN_CREATE, {
      input: {email: record.email, password: record.password},
    });
    const token =
      result.customerAccessTokenCreate.customerAccessToken.accessToken;
    expect((await gql(WHO, {t: token})).customer).toEqual({
      email: c.email,
      firstName: c.firstName,
    });
  });

  it('2: Multipass', async () => {
    const c = GUM_LOGIN_CUSTOMERS.multipass;
    const record = decodeFor(c.phone);
    expect(record).toMatchObject({
      email: c.email,
      multipassToken: expect.any(String),
    });
    expect(record).not.toHaveProperty('password');
    const result = await gql(WITH_MULTIPASS, {t: record.multipassToken});
    const token =
      result.customerAccessTokenCreateWithMultipass.customerAccessToken
        .accessToken;
    expect((await gql(WHO, {t: token})).customer).toEqual({
      email: c.email,
      firstName: c.firstName,
    });
  });

  it('3: activation URL + password, then email + password with the password set at activation', async () => {
    const c = GUM_LOGIN_CUSTOMERS.activation;
    const record = decodeFor(c.phone);
    expect(record).toMatchObject({
      accountActivationUrl: expect.stringMatching(
        /\/account\/activate\/\d+\/[0-9a-f]{32}-\d+$/,
      ),
      password: expect.any(String),
    });
    expect(record).not.toHaveProperty('multipassToken');
    // Before activation the password does not log in.
    const early = await gql(TOKEN_CREATE, {
      input: {email: c.email, password: record.password},
    });
    expect(early.customerAccessTokenCreate.customerAccessToken).toBeNull();
    const activated = await gql(ACTIVATE, {
      u: record.accountActivationUrl,
      p: record.password,
    });
    expect(activated.customerActivateByUrl).toMatchObject({
      customer: {email: c.email},
      customerUserErrors: [],
    });

    const next = decodeFor(c.phone);
    expect(next).toMatchObject({email: c.email, password: record.password});
    expect(next).not.toHaveProperty('accountActivationUrl');
    const login = await gql(TOKEN_CREATE, {
      input: {email: next.email, password: next.password},
    });
    expect(
      login.customerAccessTokenCreate.customerAccessToken.accessToken,
    ).toEqual(expect.any(String));
  });

  it('an unknown phone still gets Multipass (the customer is created on login)', () => {
    const record = decodeFor('+919812300001');
    expect(record).toMatchObject({
      isNewCustomer: true,
      multipassToken: expect.any(String),
    });
  });
});
