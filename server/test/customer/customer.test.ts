import {beforeEach, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {createCustomer, issueActivationUrl} from '../../src/data/customers.ts';
import {encodeMultipassToken} from '../../src/customers/multipass.ts';
import {hashPassword, verifyPassword} from '../../src/customers/passwords.ts';
import {commerceDb, MULTIPASS_SECRET} from '../fixtures/commerce-fixture.ts';
import {ORIGIN, storefrontClient} from '../fixtures/storefront-client.ts';

const {gql} = storefrontClient('grooming');
let db: Db;
beforeEach(() => {
  db = commerceDb();
});

const TOKEN_FIELDS = `customerAccessToken { accessToken expiresAt } customerUserErrors { code field message }`;
const LOGIN = `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { ${TOKEN_FIELDS} userErrors { field message } } }`;
const MULTIPASS = `mutation($t: String!) { customerAccessTokenCreateWithMultipass(multipassToken: $t) { ${TOKEN_FIELDS} } }`;
const ACTIVATE_BY_URL = `mutation($url: URL!, $password: String!) { customerActivateByUrl(activationUrl: $url, password: $password) { customer { id email } ${TOKEN_FIELDS} } }`;
const CUSTOMER = `query($token: String!) { customer(customerAccessToken: $token) {
  id firstName lastName displayName email phone acceptsMarketing createdAt updatedAt numberOfOrders tags
  defaultAddress { address1 city zip countryCodeV2 formatted(withName: true) }
  addresses(first: 5) { nodes { id city } }
  orders(first: 5, sortKey: PROCESSED_AT, reverse: true) {
    totalCount
    pageInfo { hasNextPage }
    nodes {
      id name orderNumber processedAt financialStatus fulfillmentStatus statusUrl currencyCode
      currentTotalPrice { amount } totalPrice { amount } subtotalPrice { amount } totalShippingPrice { amount } totalTax { amount }
      lineItems(first: 10) { nodes { title quantity originalTotalPrice { amount } discountedTotalPrice { amount } variant { id title price { amount } product { handle } } } }
      shippingAddress { address1 city zip name }
      discountApplications(first: 5) { nodes { __typename allocationMethod targetSelection targetType value { ... on PricingPercentageValue { percentage } } ... on DiscountCodeApplication { code applicable } } }
    }
  }
} }`;

async function signUp(email = 'ravi@example.com', password = 'hunter22') {
  const result = await gql(
    db,
    `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id email firstName } customerUserErrors { code field message } userErrors { field message } } }`,
    {input: {email, password, firstName: 'Ravi'}},
  );
  expect(result.errors).toBeUndefined();
  return result.data.customerCreate;
}

async function login(email: string, password: string) {
  const result = await gql(db, LOGIN, {input: {email, password}});
  expect(result.errors).toBeUndefined();
  return result.data.customerAccessTokenCreate;
}

describe('passwords', () => {
  it('salts every hash and verifies only the right password', async () => {
    const a = await hashPassword('secret1');
    expect(a).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await hashPassword('secret1')).not.toBe(a);
    expect(await verifyPassword('secret1', a)).toBe(true);
    expect(await verifyPassword('secret2', a)).toBe(false);
    expect(await verifyPassword('secret1', null)).toBe(false);
    expect(await verifyPassword('secret1', 'garbage')).toBe(false);
  });
});

describe('sign-up and password log-in', () => {
  it('creates a customer, logs in, and answers customer(customerAccessToken)', async () => {
    const created = await signUp();
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customer).toMatchObject({
      email: 'ravi@example.com',
      firstName: 'Ravi',
      id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
    });

    const token = await login('RAVI@example.com', 'hunter22');
    expect(token.customerUserErrors).toEqual([]);
    expect(token.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
    const days =
      (Date.parse(token.customerAccessToken.expiresAt) - Date.now()) /
      86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const me = await gql(db, CUSTOMER, {
      token: token.customerAccessToken.accessToken,
    });
    expect(me.errors).toBeUndefined();
    expect(me.data.customer).toMatchObject({
      email: 'ravi@example.com',
      displayName: 'Ravi',
      acceptsMarketing: false,
      numberOfOrders: '0',
      defaultAddress: null,
      addresses: {nodes: []},
      orders: {totalCount: '0', nodes: [], pageInfo: {hasNextPage: false}},
    });
  });

  it('answers wrong credentials with UNIDENTIFIED_CUSTOMER and a null token', async () => {
    await signUp();
    const expected = {
      customerAccessToken: null,
      customerUserErrors: [
        {
          code: 'UNIDENTIFIED_CUSTOMER',
          field: null,
          message: 'Unidentified customer',
        },
      ],
      userErrors: [{field: null, message: 'Unidentified customer'}],
    };
    expect(await login('ravi@example.com', 'wrong-password')).toEqual(expected);
    expect(await login('nobody@example.com', 'hunter22')).toEqual(expected);
    // Another shop does not know this customer.
    const other = await gql(
      db,
      LOGIN,
      {input: {email: 'ravi@example.com', password: 'hunter22'}},
      {shop: 'gum'},
    );
    expect(other.data.customerAccessTokenCreate.customerAccessToken).toBeNull();
  });

  it('rejects a taken email, a short password and a bad email with customer user errors', async () => {
    await signUp();
    expect((await signUp()).customerUserErrors).toEqual([
      {
        code: 'TAKEN',
        field: ['input', 'email'],
        message: 'Email has already been taken',
      },
    ]);
    expect(
      (await signUp('new@example.com', 'abc')).customerUserErrors[0],
    ).toMatchObject({code: 'TOO_SHORT', field: ['input', 'password']});
    expect(
      (await signUp('not-an-email', 'hunter22')).customerUserErrors[0],
    ).toMatchObject({code: 'INVALID', field: ['input', 'email']});
  });

  it('gives null for an unknown access token, renews and deletes tokens', async () => {
    expect((await gql(db, CUSTOMER, {token: 'nope'})).data.customer).toBeNull();
    await signUp();
    const {accessToken} = (await login('ravi@example.com', 'hunter22'))
      .customerAccessToken;
    const renew = await gql(
      db,
      `mutation($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken expiresAt } userErrors { field message } } }`,
      {t: accessToken},
    );
    expect(renew.data.customerAccessTokenRenew).toMatchObject({
      customerAccessToken: {accessToken},
      userErrors: [],
    });
    const del = `mutation($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }`;
    expect(
      (await gql(db, del, {t: accessToken})).data.customerAccessTokenDelete,
    ).toMatchObject({deletedAccessToken: accessToken, userErrors: []});
    expect(
      (await gql(db, CUSTOMER, {token: accessToken})).data.customer,
    ).toBeNull();
    expect(
      (await gql(db, del, {t: accessToken})).data.customerAccessTokenDelete
        .userErrors,
    ).toEqual([{field: ['customerAccessToken'], message: 'Access denied'}]);
    const recover = await gql(
      db,
      `mutation { customerRecover(email: "ravi@example.com") { customerUserErrors { code } } }`,
    );
    expect(recover.data.customerRecover.customerUserErrors).toEqual([]);
  });
});

describe('Multipass', () => {
  const loginWith = async (token: string) =>
    (await gql(db, MULTIPASS, {t: token})).data
      .customerAccessTokenCreateWithMultipass;

  it('logs in with a padded token, creating the customer, and refuses a replay', async () => {
    const token = encodeMultipassToken(MULTIPASS_SECRET, {
      email: 'asha@example.com',
      first_name: 'Asha',
      phone: '+919812345678',
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]+=*$/);
    const first = await loginWith(token);
    expect(first.customerUserErrors).toEqual([]);
    const me = await gql(db, CUSTOMER, {
      token: first.customerAccessToken.accessToken,
    });
    expect(me.data.customer).toMatchObject({
      email: 'asha@example.com',
      firstName: 'Asha',
      phone: '+919812345678',
    });

    const replay = await loginWith(token);
    expect(replay).toEqual({
      customerAccessToken: null,
      customerUserErrors: [
        {
          code: 'TOKEN_INVALID',
          field: ['multipassToken'],
          message: expect.stringContaining('already been used'),
        },
      ],
    });
    // The same token without padding is the same token.
    if (token.endsWith('='))
      expect(
        (await loginWith(token.replace(/=+$/, ''))).customerAccessToken,
      ).toBeNull();
  });

  it('accepts unpadded tokens and logs an existing customer in', async () => {
    await signUp('ravi@example.com');
    // Payload lengths that need padding: try a few until the base64 would carry '='.
    let token = '';
    for (let i = 0; i < 3 && !token; i++) {
      const padded = encodeMultipassToken(MULTIPASS_SECRET, {
        email: 'ravi@example.com',
        tag: 'x'.repeat(i),
      });
      if (padded.endsWith('=')) token = padded.replace(/=+$/, '');
    }
    expect(token).not.toBe('');
    const result = await loginWith(token);
    expect(result.customerUserErrors).toEqual([]);
    const me = await gql(db, CUSTOMER, {
      token: result.customerAccessToken.accessToken,
    });
    expect(me.data.customer.firstName).toBe('Ravi');
  });

  it('refuses expired, tampered, foreign-secret and incomplete tokens', async () => {
    const expired = encodeMultipassToken(MULTIPASS_SECRET, {
      email: 'asha@example.com',
      created_at: new Date(Date.now() - 16 * 60 * 1000).toISOString(),
    });
    expect((await loginWith(expired)).customerUserErrors).toEqual([
      {
        code: 'TOKEN_INVALID',
        field: ['multipassToken'],
        message: 'Multipass token has expired',
      },
    ]);

    const good = encodeMultipassToken(
      MULTIPASS_SECRET,
      {email: 'asha@example.com'},
      {padding: false},
    );
    const flip = (s: string, at: number) =>
      s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const invalid = {
      customerAccessToken: null,
      customerUserErrors: [
        {
          code: 'INVALID_MULTIPASS_REQUEST',
          field: ['multipassToken'],
          message: 'Invalid multipass request',
        },
      ],
    };
    expect(await loginWith(flip(good, 30))).toEqual(invalid); // ciphertext
    expect(await loginWith(flip(good, good.length - 3))).toEqual(invalid); // signature
    expect(
      await loginWith(
        encodeMultipassToken('another-secret', {email: 'asha@example.com'}),
      ),
    ).toEqual(invalid);
    expect(
      await loginWith(encodeMultipassToken(MULTIPASS_SECRET, {email: ''})),
    ).toEqual(invalid);
    expect(
      await loginWith(
        encodeMultipassToken(MULTIPASS_SECRET, {
          email: 'a@b.c',
          created_at: 'yesterday',
        }),
      ),
    ).toEqual(invalid);
    expect(await loginWith('not a token!')).toEqual(invalid);
    expect(await loginWith('')).toEqual(invalid);
    // None of these created a customer.
    const count = db.prepare('SELECT COUNT(*) AS n FROM customers').get() as {
      n: number;
    };
    expect(count.n).toBe(0);
    // The untampered token still works afterwards.
    expect((await loginWith(good)).customerUserErrors).toEqual([]);
  });
});

describe('activation', () => {
  it('activates by URL: sets the password, returns a token, and the link is single use', async () => {
    const invited = createCustomer(db, 'grooming', {email: 'neha@example.com'});
    expect(invited.state).toBe('INVITED');
    const url = issueActivationUrl(db, ORIGIN, invited.id);
    expect(url).toMatch(
      new RegExp(
        `^${ORIGIN}/account/activate/${invited.id}/[0-9a-f]{32}-\\d+$`,
      ),
    );
    expect(
      (await login('neha@example.com', 'newpass1')).customerAccessToken,
    ).toBeNull();

    const result = (await gql(db, ACTIVATE_BY_URL, {url, password: 'newpass1'}))
      .data.customerActivateByUrl;
    expect(result.customerUserErrors).toEqual([]);
    expect(result.customer).toEqual({
      id: `gid://shopify/Customer/${invited.id}`,
      email: 'neha@example.com',
    });
    expect(result.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(
      (await login('neha@example.com', 'newpass1')).customerUserErrors,
    ).toEqual([]);

    const again = (
      await gql(db, ACTIVATE_BY_URL, {url, password: 'other-pass'})
    ).data.customerActivateByUrl;
    expect(again).toMatchObject({
      customer: null,
      customerAccessToken: null,
      customerUserErrors: [{code: 'ALREADY_ENABLED'}],
    });
  });

  it('refuses malformed, wrong and expired activation URLs', async () => {
    const invited = createCustomer(db, 'grooming', {email: 'neha@example.com'});
    const url = issueActivationUrl(db, ORIGIN, invited.id);
    const activateWith = async (u: string, password = 'newpass1') =>
      (await gql(db, ACTIVATE_BY_URL, {url: u, password})).data
        .customerActivateByUrl;

    expect(await activateWith(`${ORIGIN}/account/login`)).toEqual({
      customer: null,
      customerAccessToken: null,
      customerUserErrors: [
        {
          code: 'INVALID',
          field: ['activationUrl'],
          message: 'Invalid activation url',
        },
      ],
    });
    expect((await activateWith('not a url')).customerUserErrors[0].code).toBe(
      'INVALID',
    );
    const wrongToken = url.replace(
      /\/([0-9a-f]{32})-/,
      (_m, hex: string) =>
        `/${hex.startsWith('0') ? '1' : '0'}${hex.slice(1)}-`,
    );
    expect(
      (await activateWith(wrongToken)).customerUserErrors[0],
    ).toMatchObject({code: 'TOKEN_INVALID', field: ['activationUrl']});
    expect(
      (
        await activateWith(
          url.replace(`/activate/${invited.id}/`, '/activate/99999/'),
        )
      ).customerUserErrors[0].code,
    ).toBe('INVALID');
    expect(
      (await activateWith(url, 'abc')).customerUserErrors[0],
    ).toMatchObject({code: 'TOO_SHORT', field: ['password']});

    const old = createCustomer(db, 'grooming', {email: 'old@example.com'});
    const expiredUrl = issueActivationUrl(
      db,
      ORIGIN,
      old.id,
      new Date(Date.now() - 31 * 86_400_000),
    );
    expect((await activateWith(expiredUrl)).customerUserErrors[0].code).toBe(
      'TOKEN_INVALID',
    );
    // Nothing above set a password.
    expect(
      (await login('neha@example.com', 'newpass1')).customerAccessToken,
    ).toBeNull();

    const byId = await gql(
      db,
      `mutation($id: ID!, $input: CustomerActivateInput!) { customerActivate(id: $id, input: $input) { customerAccessToken { accessToken } customerUserErrors { code } } }`,
      {
        id: `gid://shopify/Customer/${invited.id}`,
        input: {activationToken: url.split('/').pop(), password: 'newpass1'},
      },
    );
    expect(byId.data.customerActivate.customerUserErrors).toEqual([]);
    expect(byId.data.customerActivate.customerAccessToken.accessToken).toMatch(
      /^[0-9a-f]{32}$/,
    );
    const garbage = await gql(
      db,
      `mutation { customerActivate(id: "x", input: {activationToken: "y", password: "zzzzzz"}) { customerUserErrors { code } } }`,
    );
    expect(garbage.status).toBe(200);
    expect(garbage.data.customerActivate.customerUserErrors[0].code).toBe(
      'INVALID',
    );
  });
});
