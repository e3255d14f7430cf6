import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {createCustomer} from '../../src/data/customers.ts';
import {resetLimiters} from '../../src/rate-limit/limits.ts';
import {savePhoneLoginAccount} from '../../src/data/phone-login-accounts.ts';
import {
  phoneLoginRoutes,
  API_KEY_HEADER,
} from '../../src/phone-login/routes.ts';
import {
  decodeMultipassToken,
  loginWithMultipass,
} from '../../src/customers/multipass.ts';
import {normalizeIndianMobile} from '../../src/phone-login/phone.ts';
import {
  decodeLoginToken,
  merchantApiKey,
  PhoneLoginError,
  requestOtp,
  verifyOtp,
} from '../../src/phone-login/service.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {
  installTestNumbers,
  parseTestNumbers,
  withoutRealCustomers,
} from '../../src/phone-login/test-numbers.ts';
import {fixtureDb, fixtureShop} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontOrigins} from '../fixtures/storefront-origins.ts';

let db: Db;
let served: ServedApp;
let base: string;
const GROOMING = fixtureShop('grooming');
installSecrets({grooming: generateShopSecrets(), gum: generateShopSecrets()});
const KEY = merchantApiKey({id: 'grooming'})!;
const STOREFRONT = storefrontOrigins().grooming[0];
let logSpy: ReturnType<typeof vi.spyOn>;

/** The code "sent" for this phone: the backend's log line is the only place it appears. */
function loggedCode(phone: string): string {
  const lines = logSpy.mock.calls.map((args: unknown[]) => String(args[0]));
  const line = lines
    .reverse()
    .find((l: string) => l.includes(`OTP for +91 ••••• •${phone.slice(-4)}`));
  const code = line ? /: (\d{6})$/.exec(line)?.[1] : undefined;
  if (!code) throw new Error(`no OTP logged for ${phone}`);
  return code;
}

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/phone-login/api/${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });
  return {status: res.status, json: (await res.json()) as any};
}

let phoneSeq = 0;
/** A fresh valid number per test, so rate limits from other tests never interfere. */
function freshPhone() {
  phoneSeq += 1;
  return `98${String(10000000 + phoneSeq).slice(-8)}`;
}

async function loginToken(phone: string, merchantId = GROOMING.merchantId) {
  const otp = await post('otp', {merchantId, phone});
  expect(otp.status).toBe(200);
  const verified = await post('verify', {
    merchantId,
    phone,
    code: loggedCode(phone),
  });
  expect(verified.status).toBe(200);
  return verified.json.data.token as string;
}

beforeAll(async () => {
  logSpy = vi.spyOn(console, 'log').mockImplementation(() => {});
  db = fixtureDb();
  served = await serveBackend(db, phoneLoginRoutes);
  base = served.base;
});

afterAll(async () => {
  await served.close();
  db.close();
});

describe('Indian mobile numbers', () => {
  it('accepts 10 digits starting 6-9, with or without +91 / 0 and separators', () => {
    expect(normalizeIndianMobile('9876543210')).toBe('+919876543210');
    expect(normalizeIndianMobile('+91 98765-43210')).toBe('+919876543210');
    expect(normalizeIndianMobile('09876543210')).toBe('+919876543210');
    expect(normalizeIndianMobile('919876543210')).toBe('+919876543210');
  });
  it('refuses landlines, short numbers, other countries and letters', () => {
    for (const bad of [
      '5876543210',
      '987654321',
      '+1 415 555 0100',
      '98765abcde',
      '',
      '+9198765432101',
    ]) {
      expect(normalizeIndianMobile(bad)).toBeNull();
    }
  });
});

describe('POST /phone-login/api/otp', () => {
  it('answers 400 with a readable message for a bad phone number', async () => {
    const res = await post('otp', {
      merchantId: GROOMING.merchantId,
      phone: '12345',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      error: {
        code: 'INVALID_PHONE',
        message: 'Please enter a valid 10-digit Indian mobile number',
      },
    });
  });

  it('refuses an unknown merchant', async () => {
    const res = await post('otp', {merchantId: 'nobody', phone: freshPhone()});
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Unknown merchant');
  });

  it('sends a 6-digit code to the backend log only: never in the answer', async () => {
    const phone = freshPhone();
    const res = await fetch(`${base}/phone-login/api/otp`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Origin: STOREFRONT},
      body: JSON.stringify({merchantId: GROOMING.merchantId, phone}),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      success: true,
      data: {phone: `+91${phone}`, expiresAt: expect.any(String)},
    });
    const code = loggedCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(text).not.toContain(code);
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
  });

  it("answers CORS only to the shop's storefront origins, never *", async () => {
    const preflight = await fetch(`${base}/phone-login/api/otp`, {
      method: 'OPTIONS',
      headers: {Origin: STOREFRONT, 'Access-Control-Request-Method': 'POST'},
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(
      STOREFRONT,
    );
    const evil = await fetch(`${base}/phone-login/api/otp`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
      },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('paces codes to one phone: the next one after 30 s, with Retry-After (security/otp-pacing.test.ts)', async () => {
    const phone = freshPhone();
    expect((await post('otp', {merchantId: 'grooming', phone})).status).toBe(
      200,
    );
    const res = await post('otp', {merchantId: 'grooming', phone});
    expect(res.status).toBe(429);
    expect(res.json.error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message:
        'Please wait 30 seconds before requesting another OTP for this number.',
    });
  });
});

describe('POST /phone-login/api/verify', () => {
  it('turns the right code into a kpToken', async () => {
    const token = await loginToken(freshPhone());
    expect(token).toMatch(/^kp1\.[\w-]+\.[\w-]+$/);
  });

  it('rejects a wrong code with a readable message, and stops a client after 5 wrong codes (security/otp-pacing.test.ts)', async () => {
    const phone = freshPhone();
    const otp = await post('otp', {merchantId: 'grooming', phone});
    const code = loggedCode(phone);
    expect(otp.status).toBe(200);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('verify', {
      merchantId: 'grooming',
      phone,
      code: wrong,
    });
    expect(first.status).toBe(400);
    expect(first.json.error.message).toBe(
      'Incorrect OTP. Please check the code and try again.',
    );
    for (let i = 1; i < 5; i++)
      await post('verify', {merchantId: 'grooming', phone, code: wrong});
    const last = await post('verify', {merchantId: 'grooming', phone, code});
    expect(last.status).toBe(429);
    expect(last.json.error).toMatchObject({
      code: 'TOO_MANY_WRONG_CODES',
      message:
        'Too many wrong attempts for this number. Please wait a few minutes and try again.',
    });
  });

  it('a code works once', async () => {
    const phone = freshPhone();
    expect((await post('otp', {merchantId: 'grooming', phone})).status).toBe(
      200,
    );
    const code = loggedCode(phone);
    expect(
      (await post('verify', {merchantId: 'grooming', phone, code})).status,
    ).toBe(200);
    const again = await post('verify', {merchantId: 'grooming', phone, code});
    expect(again.status).toBe(400);
  });

  it('a code expires after 5 minutes', () => {
    const phone = freshPhone();
    const sentAt = new Date('2026-03-01T10:00:00Z');
    requestOtp(db, {merchantId: 'grooming', phone}, sentAt, () => '482913');
    expect(() =>
      verifyOtp(
        db,
        {merchantId: 'grooming', phone, code: '482913'},
        new Date(sentAt.getTime() + 5 * 60 * 1000 + 1),
      ),
    ).toThrow(/expired/);
  });
});

describe('POST /phone-login/api/decode', () => {
  it('needs the merchant API key', async () => {
    const token = await loginToken(freshPhone());
    const missing = await post('decode', {kpToken: token});
    expect(missing.status).toBe(403);
    const otherShopsKey = await post(
      'decode',
      {kpToken: token},
      {[API_KEY_HEADER]: merchantApiKey({id: 'gum'})!},
    );
    expect(otherShopsKey.status).toBe(403);
  });

  it('gives a new phone a Multipass token that creates the customer with that phone', async () => {
    const phone = freshPhone();
    const token = await loginToken(phone);
    const res = await post('decode', {kpToken: token}, {[API_KEY_HEADER]: KEY});
    expect(res.status).toBe(200);
    const customer = res.json.data.customer;
    expect(customer).toMatchObject({phone: `+91${phone}`, isNewCustomer: true});
    const decoded = decodeMultipassToken(
      GROOMING.multipassSecret,
      customer.multipassToken,
    );
    expect(decoded.ok && decoded.payload).toMatchObject({
      email: customer.email,
      phone: `+91${phone}`,
    });

    const login = loginWithMultipass(
      db,
      {id: 'grooming', multipassSecret: GROOMING.multipassSecret},
      customer.multipassToken,
    );
    expect(login.ok && login.created).toBe(true);

    // Next time (after the send pace, send-limit.ts) the same phone maps to that customer.
    resetLimiters();
    const again = await post(
      'decode',
      {kpToken: await loginToken(phone)},
      {[API_KEY_HEADER]: KEY},
    );
    expect(again.json.data.customer).toMatchObject({
      email: customer.email,
      isNewCustomer: false,
    });
  });

  it('uses the email of the customer the provider verified the phone for', async () => {
    const phone = freshPhone();
    createCustomer(db, 'grooming', {
      email: 'ravi@example.in',
      phone: `+91${phone}`,
      firstName: 'Ravi',
      state: 'ENABLED',
    });
    savePhoneLoginAccount(db, {
      shop: 'grooming',
      phone: `+91${phone}`,
      method: 'multipass',
      password: null,
    });
    const res = await post(
      'decode',
      {kpToken: await loginToken(phone)},
      {[API_KEY_HEADER]: KEY},
    );
    expect(res.json.data.customer).toMatchObject({
      email: 'ravi@example.in',
      firstName: 'Ravi',
      isNewCustomer: false,
    });
    const decoded = decodeMultipassToken(
      GROOMING.multipassSecret,
      res.json.data.customer.multipassToken,
    );
    expect(decoded.ok && decoded.payload.email).toBe('ravi@example.in');
  });

  it('is single use', async () => {
    const token = await loginToken(freshPhone());
    expect(
      (await post('decode', {kpToken: token}, {[API_KEY_HEADER]: KEY})).status,
    ).toBe(200);
    const replay = await post(
      'decode',
      {kpToken: token},
      {[API_KEY_HEADER]: KEY},
    );
    expect(replay.status).toBe(401);
    expect(replay.json.error.code).toBe('TOKEN_USED');
  });

  it('rejects a tampered token and an expired one', () => {
    const phone = freshPhone();
    const issuedAt = new Date('2026-03-01T10:00:00Z');
    requestOtp(db, {merchantId: 'grooming', phone}, issuedAt, () => '582914');
    const {token} = verifyOtp(
      db,
      {merchantId: 'grooming', phone, code: '582914'},
      issuedAt,
    );
    const [head, body, sig] = token.split('.');
    const forged = `${head}.${body}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() =>
      decodeLoginToken(db, {apiKey: KEY, kpToken: forged}, issuedAt),
    ).toThrow('Invalid login token');
    let error: unknown;
    try {
      decodeLoginToken(
        db,
        {apiKey: KEY, kpToken: token},
        new Date(issuedAt.getTime() + 5 * 60 * 1000),
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PhoneLoginError);
    expect((error as PhoneLoginError).code).toBe('TOKEN_EXPIRED');
    // Within the 5 minutes the same token still decodes.
    expect(
      decodeLoginToken(
        db,
        {apiKey: KEY, kpToken: token},
        new Date(issuedAt.getTime() + 4 * 60 * 1000),
      ).phone,
    ).toBe(`+91${phone}`);
  });

  it('is not callable from a browser page (no CORS), unlike otp/verify', async () => {
    const res = await fetch(`${base}/phone-login/api/decode`, {
      method: 'POST',
      body: '{}',
      headers: {'Content-Type': 'application/json'},
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const widget = await fetch(`${base}/phone-login/widget.js`);
    expect(widget.headers.get('content-type')).toMatch(/javascript/);
    expect(await widget.text()).toContain('kwikpass:login');
  });
});

describe('test numbers (PHONE_LOGIN_TEST_NUMBERS)', () => {
  it('log in with their fixed code, past the per-number pace, without the code in any answer', async () => {
    installTestNumbers(
      parseTestNumbers('9999900001:246810, 12345:1, 9999900002:abc'),
    );
    try {
      for (let i = 0; i < 6; i++) {
        const res = await post('otp', {
          merchantId: 'grooming',
          phone: '99999 00001',
        });
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.json)).not.toContain('246810');
      }
      expect(
        (
          await post('verify', {
            merchantId: 'grooming',
            phone: '9999900001',
            code: '246810',
          })
        ).status,
      ).toBe(200);
      // Malformed entries are ignored: that number gets a random code like any other.
      requestOtp(db, {merchantId: 'grooming', phone: '9999900002'});
      expect(loggedCode('9999900002')).toMatch(/^\d{6}$/);
    } finally {
      installTestNumbers(parseTestNumbers(''));
    }
  });

  it('a range (prefix*) gives every number in it the code; an exact entry wins', () => {
    installTestNumbers(parseTestNumbers('99997*:111222,9999700005:333444'));
    try {
      requestOtp(db, {merchantId: 'grooming', phone: '9999712345'});
      expect(
        verifyOtp(db, {
          merchantId: 'grooming',
          phone: '9999712345',
          code: '111222',
        }).phone,
      ).toBe('+919999712345');
      requestOtp(db, {merchantId: 'grooming', phone: '9999700005'});
      expect(() =>
        verifyOtp(db, {
          merchantId: 'grooming',
          phone: '9999700005',
          code: '111222',
        }),
      ).toThrow(/Incorrect OTP/);
      expect(
        verifyOtp(db, {
          merchantId: 'grooming',
          phone: '9999700005',
          code: '333444',
        }).phone,
      ).toBe('+919999700005');
      // Outside the range: a random code, logged.
      requestOtp(db, {merchantId: 'grooming', phone: '9999812345'});
      expect(loggedCode('9999812345')).toMatch(/^\d{6}$/);
    } finally {
      installTestNumbers(parseTestNumbers(''));
    }
  });

  it("are dropped at startup when they are a real customer's number, and never open a real account", () => {
    createCustomer(db, 'gum', {
      email: 'real@example.in',
      phone: '+919999900007',
      state: 'ENABLED',
    });
    createCustomer(db, 'gum', {
      email: '919999900008@phone-login.gum.invalid',
      phone: '+919999900008',
      state: 'ENABLED',
    });
    createCustomer(db, 'grooming', {
      email: 'qa@bladeandbalm.test',
      phone: '+919999900009',
      state: 'ENABLED',
    });
    createCustomer(db, 'grooming', {
      email: 'asha@example.in',
      phone: '+919999600001',
      state: 'ENABLED',
    });
    const lines: string[] = [];
    const kept = withoutRealCustomers(
      db,
      ['grooming', 'gum'],
      parseTestNumbers(
        '9999900007:111111,9999900008:222222,9999900009:333333,99996*:444444',
      ),
      (l) => lines.push(l),
    );
    expect([...kept.exact.keys()]).toEqual(['+919999900008', '+919999900009']);
    expect(lines).toEqual([
      expect.stringMatching(
        /dropping \+91 ••••• •0007: it is a real gum customer's number/,
      ),
      expect.stringMatching(
        /\+91 ••••• •0001 in the test range \+9199996\* is a real grooming customer's number; it gets random codes/,
      ),
    ]);
    // A real customer inside a range gets a random code, not the range's.
    installTestNumbers(kept);
    try {
      requestOtp(db, {merchantId: 'grooming', phone: '9999600001'});
      expect(loggedCode('9999600001')).toMatch(/^\d{6}$/);
      expect(() =>
        verifyOtp(db, {
          merchantId: 'grooming',
          phone: '9999600001',
          code: '444444',
        }),
      ).toThrow();
    } finally {
      installTestNumbers(parseTestNumbers(''));
    }
  });
});
