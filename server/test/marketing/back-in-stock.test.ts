import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {
  consentOf,
  countWaitingSubscriptions,
  listConfirmations,
  listOutbox,
} from '../../src/data/marketing.ts';
import {routes} from '../../src/routes.ts';
import {generateShopSecrets, installSecrets} from '../../src/secrets.ts';
import {resetLimiters} from '../../src/rate-limit/limits.ts';
import {localBackendTokens} from '../../../contracts/index.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const SECRETS = {grooming: generateShopSecrets(), gum: generateShopSecrets()};
const GUM_KEY = localBackendTokens.gum.marketingPublicKey;
// Seeded sold-out variants: every pack of gum's Coffee flavour, grooming's Nose & Ear Trimmer.
const COFFEE_SKU = 'QP-NG2-COFFEE-1';
const TRIMMER_SKU = 'BB-NOSE-EAR-TRIMMER';

let db: Db;
let served: ServedApp;

beforeAll(async () => {
  installSecrets(SECRETS);
  db = await seededDb();
  served = await serveBackend(db, routes);
});

afterAll(async () => {
  await served.close();
  db.close();
});

beforeEach(() => resetLimiters());

const PRODUCT_VARIANTS = `#graphql
  query Variants($handle: String!) { product(handle: $handle) { variants(first: 10) { nodes { id sku availableForSale quantityAvailable } } } }
`;

async function variantOf(
  shop: 'gum' | 'grooming',
  handle: string,
  sku: string,
) {
  const data = (await storefrontClient(shop).ok(db, PRODUCT_VARIANTS, {
    handle,
  })) as {
    product: {
      variants: {
        nodes: {
          id: string;
          sku: string;
          availableForSale: boolean;
          quantityAvailable: number;
        }[];
      };
    };
  };
  const variant = data.product.variants.nodes.find((v) => v.sku === sku)!;
  return {...variant, numericId: variant.id.split('/').pop()!};
}

function subscriptionBody(
  variantNumericId: string,
  profile: Record<string, string>,
  channels = [profile.email ? 'EMAIL' : 'SMS'],
) {
  return {
    data: {
      type: 'back-in-stock-subscription',
      attributes: {
        channels,
        profile: {data: {type: 'profile', attributes: profile}},
      },
      relationships: {
        variant: {
          data: {
            type: 'catalog-variant',
            id: `$shopify:::$default:::${variantNumericId}`,
          },
        },
      },
    },
  };
}

/** The confirmation requests `contact` has been sent by `shop`, oldest first. */
function confirmationsTo(shop: 'grooming' | 'gum', contact: string) {
  return listConfirmations(db, shop, 500)
    .filter((m) => m.recipient === contact)
    .reverse();
}

/** The contact opens its newest confirmation message and presses the button (GET shows, POST confirms). */
async function confirmFromMessage(shop: 'grooming' | 'gum', contact: string) {
  const newest = confirmationsTo(shop, contact).at(-1);
  expect(newest, `a confirmation message to ${contact}`).toBeDefined();
  const url = new URL(newest!.confirmUrl);
  const page = await fetch(`${served.base}${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const done = await fetch(`${served.base}/marketing/confirm`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({token: url.searchParams.get('token')!}),
  });
  return {status: done.status, text: await done.text()};
}

async function subscribe(
  body: unknown,
  {
    key = GUM_KEY,
    revision = '2025-01-15',
    ip,
  }: {key?: string; revision?: string | null; ip?: string} = {},
) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/vnd.api+json',
    Accept: 'application/vnd.api+json',
  };
  if (revision) headers.revision = revision;
  // A forwarded buyer IP counts only from the shop's server: it comes with the private key.
  if (ip)
    Object.assign(headers, {
      'Shopify-Storefront-Buyer-IP': ip,
      Authorization: `Klaviyo-API-Key ${SECRETS.gum.marketingPrivateKey}`,
    });
  const response = await fetch(
    `${served.base}/client/back-in-stock-subscriptions?company_id=${encodeURIComponent(key)}`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    },
  );
  const text = await response.text();
  return {
    status: response.status,
    body: text
      ? (JSON.parse(text) as {
          errors: {code: string; detail: string; source?: {pointer: string}}[];
        })
      : null,
  };
}

async function restock(
  shop: 'gum' | 'grooming',
  by: Record<string, unknown>,
  token = SECRETS[shop].adminApiToken,
) {
  const response = await fetch(
    `${served.base}/admin/api/2026-04/inventory/set.json`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Access-Token': token,
      },
      body: JSON.stringify(by),
    },
  );
  type Variant = {
    id: string;
    sku: string;
    product: string;
    previous: number;
    available: number;
    notified: number;
  };
  return {
    status: response.status,
    body: (await response.json()) as {shop: string; variants: Variant[]},
  };
}

describe('POST /client/back-in-stock-subscriptions (Klaviyo-shaped)', () => {
  it('subscribes an e-mail and an Indian mobile to a sold-out variant (202, no body), and a repeat gets the same 202 and files nothing', async () => {
    const coffee = await variantOf(
      'gum',
      'nicotine-gum-2mg-coffee',
      COFFEE_SKU,
    );
    expect(coffee.availableForSale).toBe(false);
    const before = countWaitingSubscriptions(
      db,
      'gum',
      Number(coffee.numericId),
    );

    expect(
      await subscribe(
        subscriptionBody(coffee.numericId, {email: 'Asha@Example.in'}),
      ),
    ).toEqual({status: 202, body: null});
    expect(
      await subscribe(
        subscriptionBody(coffee.numericId, {phone_number: '+919876543210'}),
      ),
    ).toEqual({status: 202, body: null});

    const again = await subscribe(
      subscriptionBody(coffee.numericId, {email: ' asha@example.in '}),
    );
    expect(again).toEqual({status: 202, body: null});
    expect(countWaitingSubscriptions(db, 'gum', Number(coffee.numericId))).toBe(
      before + 2,
    );
  });

  it.each([
    [
      {email: 'not-an-email'},
      ['EMAIL'],
      '/data/attributes/profile/data/attributes/email',
    ],
    [
      {phone_number: '9876543210'},
      ['SMS'],
      '/data/attributes/profile/data/attributes/phone_number',
    ],
    [
      {phone_number: '+915876543210'},
      ['SMS'],
      '/data/attributes/profile/data/attributes/phone_number',
    ],
    [
      {phone_number: '+4479460000000'},
      ['SMS'],
      '/data/attributes/profile/data/attributes/phone_number',
    ],
    [{email: 'a@example.in'}, ['PUSH'], '/data/attributes/channels'],
  ])(
    'refuses the profile %j on %j with a readable 400 pointing at the field',
    async (profile, channels, pointer) => {
      const coffee = await variantOf(
        'gum',
        'nicotine-gum-2mg-coffee',
        COFFEE_SKU,
      );
      const reply = await subscribe(
        subscriptionBody(coffee.numericId, profile, channels),
      );
      expect(reply.status).toBe(400);
      expect(reply.body?.errors[0]?.source?.pointer).toBe(pointer);
      expect(reply.body?.errors[0]?.detail).toMatch(/valid|channels/);
    },
  );

  it('refuses an unknown public key, a missing revision header, a malformed or another shop’s variant', async () => {
    const coffee = await variantOf(
      'gum',
      'nicotine-gum-2mg-coffee',
      COFFEE_SKU,
    );
    const trimmer = await variantOf(
      'grooming',
      'nose-ear-trimmer',
      TRIMMER_SKU,
    );
    const good = subscriptionBody(coffee.numericId, {email: 'b@example.in'});
    expect((await subscribe(good, {key: 'nope00'})).status).toBe(400);
    expect((await subscribe(good, {revision: null})).status).toBe(400);
    expect(
      (
        await subscribe(
          subscriptionBody('gid://shopify/ProductVariant/1', {
            email: 'b@example.in',
          }),
        )
      ).status,
    ).toBe(400);
    // The gum key cannot subscribe to grooming's variant.
    const other = await subscribe(
      subscriptionBody(trimmer.numericId, {email: 'b@example.in'}),
    );
    expect(other.status).toBe(404);
    expect((await subscribe('{"data": 1}')).status).toBe(400);
  });

  it("refuses another site's page: a foreign Origin (403) and a simple text/plain body (415), filing nothing", async () => {
    const coffee = await variantOf(
      'gum',
      'nicotine-gum-2mg-coffee',
      COFFEE_SKU,
    );
    const before = countWaitingSubscriptions(
      db,
      'gum',
      Number(coffee.numericId),
    );
    const body = JSON.stringify(
      subscriptionBody(coffee.numericId, {email: 'csrf@example.in'}),
    );
    const url = `${served.base}/client/back-in-stock-subscriptions?company_id=${GUM_KEY}`;
    const foreign = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        revision: '2025-01-15',
        Origin: 'https://evil.example',
      },
      body,
    });
    expect(foreign.status).toBe(403);
    const simple = await fetch(url, {
      method: 'POST',
      headers: {'Content-Type': 'text/plain', revision: '2025-01-15'},
      body,
    });
    expect(simple.status).toBe(415);
    expect(countWaitingSubscriptions(db, 'gum', Number(coffee.numericId))).toBe(
      before,
    );
  });

  it('rate-limits one shopper (429 throttled with Retry-After) without limiting another', async () => {
    const coffee = await variantOf(
      'gum',
      'nicotine-gum-2mg-coffee',
      COFFEE_SKU,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await subscribe(
            subscriptionBody(coffee.numericId, {email: `r${i}@example.in`}),
            {ip: '203.0.113.7'},
          )
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(
      (
        await subscribe(
          subscriptionBody(coffee.numericId, {email: 'other@example.in'}),
          {ip: '203.0.113.8'},
        )
      ).status,
    ).toBe(202);
  });
});

describe('restock (admin inventory endpoint) and the outbox', () => {
  it('refuses a missing or wrong admin token (401), another shop’s token, bad quantities and unknown keys', async () => {
    expect(
      (await restock('gum', {sku: COFFEE_SKU, available: 5}, '')).status,
    ).toBe(401);
    expect(
      (await restock('gum', {sku: COFFEE_SKU, available: 5}, 'x'.repeat(64)))
        .status,
    ).toBe(401);
    // Grooming's token names the grooming shop, where gum's SKU does not exist.
    expect(
      (
        await restock(
          'gum',
          {sku: COFFEE_SKU, available: 5},
          SECRETS.grooming.adminApiToken,
        )
      ).status,
    ).toBe(404);
    for (const available of [-1, 1.5, '5', null])
      expect((await restock('gum', {sku: COFFEE_SKU, available})).status).toBe(
        400,
      );
    expect((await restock('gum', {available: 5})).status).toBe(400);
    expect(
      (await restock('gum', {handle: 'no-such-product', available: 5})).status,
    ).toBe(404);
    const outbox = await fetch(
      `${served.base}/admin/api/2026-04/marketing/outbox.json`,
    );
    expect(outbox.status).toBe(401);
  });

  it('on 0 → more than 0 queues exactly one message per subscriber with an unsubscribe link, even when restocks run at once or repeat', async () => {
    const trimmer = await variantOf(
      'grooming',
      'nose-ear-trimmer',
      TRIMMER_SKU,
    );
    expect(trimmer.availableForSale).toBe(false);
    const key = localBackendTokens.grooming.marketingPublicKey;
    const subscribers = ['one@example.in', 'two@example.in', '+919812345678'];
    for (const contact of subscribers) {
      const profile: Record<string, string> = contact.startsWith('+')
        ? {phone_number: contact}
        : {email: contact};
      expect(
        (await subscribe(subscriptionBody(trimmer.numericId, profile), {key}))
          .status,
      ).toBe(202);
      expect((await confirmFromMessage('grooming', contact)).status).toBe(200);
    }

    // Five restocks at once (the handle names the product's one variant), then a repeat.
    const answers = await Promise.all(
      Array.from({length: 5}, (_, i) =>
        restock('grooming', {handle: 'nose-ear-trimmer', available: 10 + i}),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(
      answers.reduce((sum, a) => sum + a.body.variants[0].notified, 0),
    ).toBe(3);
    expect(
      (await restock('grooming', {sku: TRIMMER_SKU, available: 20})).body
        .variants[0],
    ).toMatchObject({previous: expect.any(Number), notified: 0});

    const messages = listOutbox(db, 'grooming').filter((m) =>
      m.body.includes('Nose & Ear Trimmer'),
    );
    expect(messages.map((m) => m.recipient).sort()).toEqual(
      [...subscribers].sort(),
    );
    for (const message of messages) {
      expect(message.unsubscribeUrl).toMatch(
        /\/marketing\/unsubscribe\?token=[\w-]{16,}$/,
      );
      // An e-mail carries the unsubscribe link; an SMS, one message long, the reply STOP (decision 107).
      if (message.channel === 'EMAIL')
        expect(message.body).toContain(message.unsubscribeUrl);
      else expect(message.body).toMatch(/Reply STOP to opt out$/);
    }
    expect(
      countWaitingSubscriptions(db, 'grooming', Number(trimmer.numericId)),
    ).toBe(0);
    expect(
      (await variantOf('grooming', 'nose-ear-trimmer', TRIMMER_SKU))
        .availableForSale,
    ).toBe(true);

    // Sold out and back again: nobody is waiting any more, so nothing more is sent.
    await restock('grooming', {sku: TRIMMER_SKU, available: 0});
    expect(
      (await restock('grooming', {sku: TRIMMER_SKU, available: 3})).body
        .variants[0].notified,
    ).toBe(0);

    const read = await fetch(
      `${served.base}/admin/api/2026-04/marketing/outbox.json`,
      {headers: {'X-Shopify-Access-Token': SECRETS.grooming.adminApiToken}},
    );
    const outbox = (await read.json()) as {messages: {recipient: string}[]};
    expect(
      outbox.messages.filter((m) => subscribers.includes(m.recipient)),
    ).toHaveLength(3);
  });

  it('the unsubscribe link shows a page (GET changes nothing) and its button ends the contact’s waiting alerts', async () => {
    const coffee = await variantOf(
      'gum',
      'nicotine-gum-2mg-coffee',
      'QP-NG2-COFFEE-3',
    );
    expect(
      (
        await subscribe(
          subscriptionBody(coffee.numericId, {email: 'leave@example.in'}),
        )
      ).status,
    ).toBe(202);
    await confirmFromMessage('gum', 'leave@example.in');
    await restock('gum', {sku: 'QP-NG2-COFFEE-3', available: 4});
    const message = listOutbox(db, 'gum').find(
      (m) => m.recipient === 'leave@example.in',
    )!;
    const coffee6 = await variantOf(
      'gum',
      'nicotine-gum-2mg-coffee',
      'QP-NG2-COFFEE-6',
    );
    expect(
      (
        await subscribe(
          subscriptionBody(coffee6.numericId, {email: 'leave@example.in'}),
        )
      ).status,
    ).toBe(202);

    const url = new URL(message.unsubscribeUrl);
    const page = await fetch(`${served.base}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe');
    expect(
      countWaitingSubscriptions(db, 'gum', Number(coffee6.numericId)),
    ).toBeGreaterThan(0);

    const done = await fetch(`${served.base}/marketing/unsubscribe`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({token: url.searchParams.get('token')!}),
    });
    expect(await done.text()).toContain('You are unsubscribed');
    await restock('gum', {sku: 'QP-NG2-COFFEE-6', available: 4});
    expect(
      listOutbox(db, 'gum').filter((m) => m.recipient === 'leave@example.in'),
    ).toHaveLength(1);
    expect(
      (
        await fetch(
          `${served.base}/marketing/unsubscribe?token=${'a'.repeat(32)}`,
        )
      ).status,
    ).toBe(404);
  });

  it('a new contact gets one confirmation message and no alert until it confirms; the answer is the same for a known contact (issue 35, finding 3)', async () => {
    const coffee = await variantOf(
      'gum',
      'nicotine-gum-2mg-coffee',
      'QP-NG2-COFFEE-6',
    );
    await restock('gum', {sku: 'QP-NG2-COFFEE-6', available: 0});
    const stranger = '+919800000035';
    const first = await subscribe(
      subscriptionBody(coffee.numericId, {phone_number: stranger}),
      {ip: '203.0.113.35'},
    );
    const again = await subscribe(
      subscriptionBody(coffee.numericId, {phone_number: stranger}),
      {ip: '203.0.113.36'},
    );
    // Known (pending) and unknown contacts get the same answer; only one confirmation is ever sent.
    expect(again).toEqual(first);
    expect(first).toEqual({status: 202, body: null});
    const sent = confirmationsTo('gum', stranger);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('SMS');
    expect(sent[0]!.body).toContain(sent[0]!.confirmUrl);
    expect(consentOf(db, 'gum', stranger)).toBe('pending');

    // Restocked before consent: nothing is sent, and the request keeps waiting.
    expect(
      (await restock('gum', {sku: 'QP-NG2-COFFEE-6', available: 4})).body
        .variants[0].notified,
    ).toBe(0);
    expect(
      listOutbox(db, 'gum').filter((m) => m.recipient === stranger),
    ).toHaveLength(0);

    // The contact confirms: the next restock tells it, once.
    const confirmed = await confirmFromMessage('gum', stranger);
    expect(confirmed.text).toContain('Alerts confirmed');
    await restock('gum', {sku: 'QP-NG2-COFFEE-6', available: 0});
    await restock('gum', {sku: 'QP-NG2-COFFEE-6', available: 4});
    expect(
      listOutbox(db, 'gum').filter((m) => m.recipient === stranger),
    ).toHaveLength(1);
    // A confirmed contact signing up again: the same answer, no new confirmation.
    expect(
      await subscribe(
        subscriptionBody(coffee.numericId, {phone_number: stranger}),
      ),
    ).toEqual(first);
    expect(confirmationsTo('gum', stranger)).toHaveLength(1);
  });

  it('an unsubscribed contact signed up again by anyone gets no alert until it confirms from a new message (issue 35, finding 2)', async () => {
    const trimmer = await variantOf(
      'grooming',
      'nose-ear-trimmer',
      TRIMMER_SKU,
    );
    const key = localBackendTokens.grooming.marketingPublicKey;
    const contact = 'held@example.in';
    await restock('grooming', {sku: TRIMMER_SKU, available: 0});
    await subscribe(subscriptionBody(trimmer.numericId, {email: contact}), {
      key,
    });
    await confirmFromMessage('grooming', contact);
    await restock('grooming', {sku: TRIMMER_SKU, available: 2});
    const alert = listOutbox(db, 'grooming').find(
      (m) => m.recipient === contact,
    )!;
    const oldConfirmation = confirmationsTo('grooming', contact)[0]!;
    const unsubscribed = await fetch(`${served.base}/marketing/unsubscribe`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({
        token: new URL(alert.unsubscribeUrl).searchParams.get('token')!,
      }),
    });
    expect(await unsubscribed.text()).toContain(
      'We will not send you back-in-stock alerts for this shop any more',
    );
    expect(consentOf(db, 'grooming', contact)).toBe('suppressed');

    // Someone else signs the contact up again, twice: the same 202, one confirmation, no alert.
    await restock('grooming', {sku: TRIMMER_SKU, available: 0});
    for (const ip of ['198.51.100.1', '198.51.100.2'])
      expect(
        await subscribe(subscriptionBody(trimmer.numericId, {email: contact}), {
          key,
          ip,
        }),
      ).toEqual({status: 202, body: null});
    await restock('grooming', {sku: TRIMMER_SKU, available: 5});
    expect(
      listOutbox(db, 'grooming').filter((m) => m.recipient === contact),
    ).toHaveLength(1);
    expect(confirmationsTo('grooming', contact)).toHaveLength(2);
    // The confirmation from before the unsubscribe no longer opts in.
    const stale = await fetch(`${served.base}/marketing/confirm`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({
        token: new URL(oldConfirmation.confirmUrl).searchParams.get('token')!,
      }),
    });
    expect(stale.status).toBe(404);
    expect(consentOf(db, 'grooming', contact)).toBe('suppressed');

    // The contact opts in again from the new message: alerts resume.
    await confirmFromMessage('grooming', contact);
    await restock('grooming', {sku: TRIMMER_SKU, available: 0});
    await restock('grooming', {sku: TRIMMER_SKU, available: 5});
    expect(
      listOutbox(db, 'grooming').filter((m) => m.recipient === contact),
    ).toHaveLength(2);
  });
});

describe('alerts in the sign-up page’s language, landing on the variant asked about (decision 107)', () => {
  it('a /hi sign-up gets Hindi; every link opens the variant’s page in that language; an SMS fits one message with no subject', async () => {
    const pack3 = await variantOf(
      'gum',
      'nicotine-gum-2mg-coffee',
      'QP-NG2-COFFEE-3',
    );
    await restock('gum', {sku: 'QP-NG2-COFFEE-3', available: 0});
    const signUps: [Record<string, string>, string][] = [
      [{email: 'hindi@example.in', locale: 'hi-IN'}, 'hindi@example.in'],
      [{phone_number: '+919811111111', locale: 'hi-IN'}, '+919811111111'],
      [{phone_number: '+919822222222'}, '+919822222222'],
      [{email: 'english@example.in', locale: 'en-IN'}, 'english@example.in'],
    ];
    for (const [profile, contact] of signUps) {
      expect(
        (await subscribe(subscriptionBody(pack3.numericId, profile))).status,
      ).toBe(202);
      expect((await confirmFromMessage('gum', contact)).status).toBe(200);
    }
    expect(
      (await restock('gum', {sku: 'QP-NG2-COFFEE-3', available: 5})).body
        .variants[0].notified,
    ).toBe(4);
    const to = (recipient: string) =>
      listOutbox(db, 'gum').find((m) => m.recipient === recipient)!;
    const page = (prefix: string) =>
      `http://127.0.0.1:3001${prefix}/products/nicotine-gum-2mg-coffee?Pack+Size=Pack+of+3+%2830+pieces%29&Strength=2mg`;
    const storefront = (url: string) =>
      url.replace(/^http:\/\/[^/]+/, 'http://127.0.0.1:3001');

    const hindiMail = to('hindi@example.in');
    expect(hindiMail.subject).toBe(
      'निकोटीन गम 2mg – कॉफ़ी (3 पैक (30 पीस) / 2mg) फिर से स्टॉक में है',
    );
    expect(storefront(hindiMail.body)).toContain(page('/hi'));
    expect(hindiMail.body).toContain(hindiMail.unsubscribeUrl);
    expect(hindiMail.body).not.toMatch(/back in stock|Subject:/i);
    const englishMail = to('english@example.in');
    expect(englishMail.subject).toBe(
      'Nicotine Gum 2mg – Coffee (Pack of 3 (30 pieces) / 2mg) is back in stock',
    );
    expect(storefront(englishMail.body)).toContain(page(''));

    // SMS: no subject, one message (70 UCS-2 characters in Hindi, 160 GSM-7 in English), a short link.
    const hindiSms = to('+919811111111');
    const englishSms = to('+919822222222');
    expect(hindiSms.subject).toBe('');
    expect(englishSms.subject).toBe('');
    expect(hindiSms.body).toMatch(/फिर स्टॉक में: http:\/\/\S+\/m\/[\w-]{8}$/);
    expect([...hindiSms.body].length).toBeLessThanOrEqual(70);
    expect(englishSms.body).toMatch(
      /^Nicotine Gum 2mg - Coffee is back in stock: http:\/\/\S+\/m\/[\w-]{8} Reply STOP to opt out$/,
    );
    expect(englishSms.body).toMatch(/^[\x20-\x7e]+$/); // GSM-7: one SMS up to 160
    expect(englishSms.body.length).toBeLessThanOrEqual(160);
    for (const [sms, prefix] of [
      [hindiSms, '/hi'],
      [englishSms, ''],
    ] as const) {
      const link = new URL(/http:\/\/\S+\/m\/[\w-]{8}/.exec(sms.body)![0]);
      const answer = await fetch(`${served.base}${link.pathname}`, {
        redirect: 'manual',
      });
      expect(answer.status).toBe(302);
      expect(storefront(answer.headers.get('location')!)).toBe(page(prefix));
    }
    expect((await fetch(`${served.base}/m/nothere1`)).status).toBe(404);
  });
});
