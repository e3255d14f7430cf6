/**
 * The checkout's OTP step for a first COD order (issue 39 item 4, decision 144), over HTTP: a COD order
 * from a phone never verified by OTP and without an earlier COD order is not placed until the code the
 * phone-login provider sent is typed (read here from the provider's "SMS", its log line; never from an
 * answer); a wrong or malformed code is refused in the page's language; a verified phone, a phone with
 * an earlier COD order and a prepaid order go straight through. The same step as plain form posts
 * (no JavaScript) answers pages.
 */
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {findOrderByCartId} from '../../src/data/orders.ts';
import {findCodConfirmation} from '../../src/data/cod.ts';
import {routes} from '../../src/routes.ts';
import {resetLimiters} from '../../src/rate-limit/limits.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {
  cartOf as cartOfShop,
  checkoutFields,
  completeCheckout,
  freshPhone as freshNumber,
} from '../fixtures/checkout-order.ts';
import {textedCodes} from '../fixtures/texted-codes.ts';
import {verifyPhonesByOtp} from '../fixtures/verified-phone.ts';

let db: Db;
let served: ServedApp;
/** What the phone-login provider "texted". */
const sms = textedCodes();

beforeAll(async () => {
  installSecrets({grooming: generateShopSecrets(), gum: generateShopSecrets()});
  db = await seededDb();
  served = await serveBackend(db, routes);
});
afterAll(() => served.close());
beforeEach(() => {
  sms.clear();
  resetLimiters();
});

const freshPhone = () => freshNumber('97');
const cartOf = (shop: 'gum' | 'grooming') => cartOfShop(db, shop);
const fieldsFor = (
  cart: {id: string; secret: string},
  phone: string,
  method: 'COD' | 'PREPAID' = 'COD',
) => checkoutFields(served.base, cart, phone, {method});
const complete = (
  cart: {id: string},
  fields: Record<string, string>,
  locale = 'en',
) => completeCheckout(served.base, cart, fields, locale);
const textedCode = (shop: string, phone: string) => sms.codeFor(phone, shop);

/** The page's form posted without JavaScript, as a browser sends it (from the backend's own origin). */
async function post(
  cart: {id: string; secret: string},
  fields: Record<string, string>,
  {
    locale = 'en',
    origin = served.base,
  }: {locale?: string; origin?: string} = {},
) {
  const response = await fetch(
    `${served.base}/provider/checkout/${cart.id}/complete?key=${cart.secret}${locale === 'en' ? '' : `&locale=${locale}`}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: origin,
      },
      body: new URLSearchParams(fields).toString(),
    },
  );
  return {status: response.status, html: await response.text()};
}

/** The hidden fields a page's form carries (what the browser posts next). */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    fields[name!] = value!.replace(/&#(\d+);/g, (_, c: string) =>
      String.fromCharCode(Number(c)),
    );
  return fields;
}

describe('a first COD order needs the OTP sent to its phone', () => {
  it('is not placed without the code; a wrong code is refused; the right one places it; the next COD order skips the step', async () => {
    const phone = freshPhone();
    const cart = cartOf('gum');
    const fields = await fieldsFor(cart, phone);

    const asked = await complete(cart, fields);
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject({otpRequired: true, otpSent: true});
    expect(asked.body.error.message).toMatch(
      /first Cash on Delivery order from \+91 ••••• •\d{4}.*6-digit OTP/,
    );
    const code = textedCode('gum', phone);
    // The code travels only to the phone: never in an answer.
    expect(asked.text).not.toContain(code);
    expect(findOrderByCartId(db, cart.id)).toBeNull();

    const wrong = await complete(cart, {
      ...fields,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      otpRequired: true,
      error: {message: 'Incorrect OTP. Please check the code and try again.'},
    });
    expect(findOrderByCartId(db, cart.id)).toBeNull();
    const malformed = await complete(cart, {...fields, otp: '12a'});
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Please enter the 6-digit OTP');

    const placed = await complete(cart, {...fields, otp: code});
    expect(placed.status).toBe(201);
    const order = findOrderByCartId(db, cart.id)!;
    expect(order.paymentMethod).toBe('COD');
    // Its WhatsApp confirmation is queued with it, as for any COD order.
    expect(findCodConfirmation(db, order.id)).not.toBeNull();
    // The code is used up: replaying it cannot verify anything else.
    sms.clear();
    const next = cartOf('gum');
    const second = await complete(next, await fieldsFor(next, phone));
    expect(second.status).toBe(201);
    expect(sms.lines()).toEqual([]);
  });

  it('an expired code is refused in the page’s language (Hindi) and nothing is placed', async () => {
    const phone = freshPhone();
    const cart = cartOf('gum');
    const fields = await fieldsFor(cart, phone);
    expect((await complete(cart, fields, 'hi')).body.error.message).toMatch(
      /पहले कैश ऑन डिलीवरी ऑर्डर के लिए एक OTP चाहिए/,
    );
    const code = textedCode('gum', phone);
    db.prepare(
      `UPDATE phone_otps SET expires_at = '2000-01-01T00:00:00.000Z' WHERE shop = 'gum' AND phone = ?`,
    ).run(`+91${phone}`);
    const expired = await complete(cart, {...fields, otp: code}, 'hi');
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(
      'इस OTP की समय-सीमा खत्म हो गई है या यह इस्तेमाल हो चुका है। कृपया नया OTP मँगवाएँ।',
    );
    expect(findOrderByCartId(db, cart.id)).toBeNull();
  });

  it('a new code at once is paced as a login’s: the shopper is told to wait', async () => {
    const phone = freshPhone();
    const cart = cartOf('grooming');
    const fields = await fieldsFor(cart, phone);
    expect((await complete(cart, fields)).status).toBe(428);
    const again = await complete(cart, {...fields, otp: '', otpResend: '1'});
    expect(again.status).toBe(429);
    expect(again.body.error.message).toMatch(
      /^Please wait \d+ seconds before asking for another OTP\.$/,
    );
    expect(findOrderByCartId(db, cart.id)).toBeNull();
  });

  it('a phone verified by OTP before (a phone login) and a prepaid order skip the step', async () => {
    const verified = freshPhone();
    verifyPhonesByOtp(db, [verified], ['grooming']);
    const cart = cartOf('grooming');
    expect((await complete(cart, await fieldsFor(cart, verified))).status).toBe(
      201,
    );
    const prepaid = cartOf('grooming');
    const phone = freshPhone();
    expect(
      (await complete(prepaid, await fieldsFor(prepaid, phone, 'PREPAID')))
        .status,
    ).toBe(201);
    // A prepaid order is no COD order: the phone's first COD order still needs its code.
    const cod = cartOf('grooming');
    expect((await complete(cod, await fieldsFor(cod, phone))).status).toBe(428);
  });

  it('every other refusal comes before the code: no OTP is texted for an order that cannot be placed', async () => {
    const phone = freshPhone();
    const cart = cartOf('gum');
    const stale = {...(await fieldsFor(cart, phone)), cartVersion: 'stale'};
    expect((await complete(cart, stale)).status).toBe(409);
    const mismatch = {...(await fieldsFor(cart, phone)), city: 'Pune'};
    expect((await complete(cart, mismatch)).status).toBe(400);
    expect(sms.lines()).toEqual([]);
  });
});

describe('without JavaScript (plain form posts)', () => {
  it('asks for the code on a page, refuses a wrong one in Hindi, and places the order with the right one', async () => {
    const phone = freshPhone();
    const cart = cartOf('gum');
    const fields = await fieldsFor(cart, phone);
    // The checkout page's form posts itself when no script runs.
    const page = await fetch(
      `${served.base}/provider/checkout/${cart.id}?key=${cart.secret}&locale=hi`,
    ).then((r) => r.text());
    expect(page).toMatch(
      /<form id="checkout-form" method="post" action="\/provider\/checkout\/[^"]+\/complete\?key=[^"]+&#38;locale=hi"/,
    );

    const asked = await post(cart, fields, {locale: 'hi'});
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('<html lang="hi">');
    expect(asked.html).toContain('अपना फ़ोन सत्यापित करें');
    expect(asked.html).toContain('name="otp"');
    const code = textedCode('gum', phone);
    expect(asked.html).not.toContain(code);
    expect(findOrderByCartId(db, cart.id)).toBeNull();
    // The page carries what was typed on to its next post.
    const carried = formFields(asked.html);
    expect(carried).toMatchObject({name: 'Asha Rao', phone, city: 'Bengaluru'});

    const wrong = await post(
      cart,
      {...carried, otp: code === '000000' ? '111111' : '000000'},
      {locale: 'hi'},
    );
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('गलत OTP। कृपया कोड जाँचकर फिर से कोशिश करें।');
    expect(findOrderByCartId(db, cart.id)).toBeNull();

    const answer = await post(
      cart,
      {...formFields(wrong.html), otp: code},
      {locale: 'hi'},
    );
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('data-testid="order-success"');
    const order = findOrderByCartId(db, cart.id)!;
    expect(answer.html).toContain(`ऑर्डर ${order.name} हो गया!`);
  });

  it('refuses a form posted from another site, and answers bad input with a readable page', async () => {
    const cart = cartOf('grooming');
    const fields = await fieldsFor(cart, freshPhone());
    const forged = await post(cart, fields, {origin: 'https://evil.example'});
    expect(forged.status).toBe(403);
    expect(forged.html).toContain(
      'This form can only be sent from the checkout page.',
    );
    const bad = await post(cart, {...fields, name: ''});
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Please enter your name');
    expect(bad.html).toContain('Back to checkout');
    expect(sms.lines()).toEqual([]);
    expect(findOrderByCartId(db, cart.id)).toBeNull();
  });
});
