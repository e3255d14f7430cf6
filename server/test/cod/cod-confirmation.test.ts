/**
 * COD confirmation (issue 39) against the backend's own stand-ins, over HTTP: a COD order queues one
 * WhatsApp template in the order's language; the sender delivers it once (also when resent after a
 * crash); signed button webhooks confirm, cancel or start paying online; forged, replayed, stale and
 * unknown ones change nothing; answers in any order end in the same state; paying the link converts
 * the order once (COD fee off, prepaid discount on); the clock cancels or holds; the Admin API stand-in
 * carries the tags and the cancellation.
 */
import {describe, expect, it} from 'vitest';
import {findOrderByCartId, findOrder} from '../../src/data/orders.ts';
import {checkoutProviderRoutes} from '../../src/checkout-provider/routes.ts';
import {routes} from '../../src/routes.ts';
import {codConfirmation, delivery} from '../../../contracts/index.ts';
import {seededBackend} from '../fixtures/http-server.ts';
import {
  cartOf,
  checkoutFields,
  completeCheckout,
  freshPhone,
  placeOrder,
  type PlaceOrderOptions,
} from '../fixtures/checkout-order.ts';
import {findCodConfirmation, listCodOutbox} from '../../src/data/cod.ts';
import {listSentMessages} from '../../src/data/messaging.ts';
import {deliverOutbox} from '../../src/cod/sender.ts';
import {tick} from '../../src/cod/flow.ts';
import {buttonWebhook, hubSignature} from '../../src/whatsapp/routes.ts';
import {findOrderAdmin} from '../../src/data/order-admin.ts';
import {listOrderDiscounts} from '../../src/data/order-discounts.ts';
import {findShopPerks} from '../../src/data/perks.ts';

const backend = seededBackend([...checkoutProviderRoutes, ...routes]);
const SECRETS = backend.secrets;

/** A COD order (or `method`) of one unit, placed by a shopper whose phone was verified before. */
function codOrder(shop: 'gum' | 'grooming', opts: PlaceOrderOptions = {}) {
  return placeOrder(backend.db, backend.base, cartOf(backend.db, shop), opts);
}

async function tap(
  message: {
    id: string;
    shop: string;
    recipient: string;
    buttons: {text: string; payload: string}[];
  },
  button: number,
  opts: {at?: Date; inboundId?: string; secret?: string; body?: string} = {},
) {
  const body =
    opts.body ??
    JSON.stringify(
      buttonWebhook(
        message as never,
        button,
        opts.at ?? new Date(),
        opts.inboundId,
      ),
    );
  const secret =
    opts.secret ??
    SECRETS[message.shop as 'gum' | 'grooming'].whatsappAppSecret;
  const response = await fetch(`${backend.base}/cod/webhooks/whatsapp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Hub-Signature-256': hubSignature(secret, body),
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as {received?: string[]},
  };
}

async function delivered(shop: string, recipient: string) {
  await deliverOutbox(backend.db, backend.base);
  return listSentMessages(backend.db, shop, recipient);
}

describe('a COD order gets one WhatsApp confirmation', () => {
  it('queues the template with the order and sends it once, in English with the saving', async () => {
    const {order, phone} = await codOrder('gum');
    const outbox = listCodOutbox(backend.db, 'gum', order.id);
    expect(outbox.map((i) => i.kind)).toEqual(['confirm', 'tags']);
    const [message, ...rest] = await delivered('gum', phone);
    expect(rest).toEqual([]);
    const row = findCodConfirmation(backend.db, order.id)!;
    // X = the COD fee + the prepaid discount, both from their one source.
    expect(row.codFeePaise).toBe(delivery.gum.cod.feePaise);
    const percent = findShopPerks(backend.db, 'gum').prepaidDiscountPercent;
    expect(row.prepaidPaise).toBe(
      Math.floor(
        ((order.totalPaise - row.codFeePaise - order.shippingPaise) * percent) /
          100,
      ),
    );
    const x = `₹${((row.codFeePaise + row.prepaidPaise) / 100).toFixed(2)}`;
    expect(message!.template).toBe('cod_order_confirmation');
    expect(message!.language).toBe('en');
    expect(message!.buttons.map((b) => b.text)).toEqual([
      'Confirm order',
      'Cancel order',
      `Pay online and save ${x}`,
    ]);
    expect(message!.body).toContain(order.name);
    expect(findOrderAdmin(backend.db, order.id).tags).toEqual(['COD-Awaiting']);
    // Delivered: a second run sends nothing more.
    expect(await delivered('gum', phone)).toHaveLength(1);
  });

  it('writes the message in Hindi for a Hindi order', async () => {
    const {phone} = await codOrder('gum', {locale: 'hi'});
    const [message] = await delivered('gum', phone);
    expect(message!.language).toBe('hi');
    expect(message!.buttons[0]!.text).toBe('ऑर्डर कन्फ़र्म करें');
    expect(message!.body).toMatch(/कैश ऑन डिलीवरी/);
  });

  it('sends an SMS with the link when WhatsApp cannot deliver', async () => {
    const {order, phone} = await codOrder('grooming', {
      phone: freshPhone('98', true),
    });
    const messages = await delivered('grooming', phone);
    expect(messages.map((m) => m.channel)).toEqual(['sms']);
    expect(messages[0]!.body).toMatch(/\/orders\/confirm\/[\w-]+\.[\w-]+/);
    expect(listCodOutbox(backend.db, 'grooming', order.id)[0]).toMatchObject({
      channel: 'sms',
      status: 'sent',
    });
  });

  it('a prepaid order gets no confirmation', async () => {
    const {order} = await codOrder('gum', {method: 'PREPAID'});
    expect(findCodConfirmation(backend.db, order.id)).toBeNull();
  });

  it('a resend after a crash mid-send (the provider got it, the row was not marked) is not a second message', async () => {
    const {order, phone} = await codOrder('gum');
    const [item] = listCodOutbox(backend.db, 'gum', order.id);
    // The first send reaches WhatsApp; the process dies before marking the row sent.
    const {codEndpoints} = await import('../../src/cod/sender.ts');
    const first = await fetch(codEndpoints(backend.base, 'gum').whatsapp, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${SECRETS.gum.whatsappAccessToken}`,
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: phone,
        type: 'text',
        text: {body: 'first attempt'},
        biz_opaque_callback_data: `cod-outbox:${item!.id}`,
      }),
    });
    expect(first.status).toBe(200);
    const messages = await delivered('gum', phone);
    expect(messages).toHaveLength(1);
    expect(listCodOutbox(backend.db, 'gum', order.id)[0]!.providerId).toBe(
      messages[0]!.id,
    );
  });
});

describe('high-RTO pincodes', () => {
  it('gum takes no COD at a prepaid-only pincode; grooming holds a confirm-first one for the answer', async () => {
    const cart = cartOf(backend.db, 'gum');
    const refused = await completeCheckout(
      backend.base,
      cart,
      await checkoutFields(backend.base, cart, freshPhone(), {
        pincode: codConfirmation.gum.highRtoPincodes.pincodes[0],
      }),
    );
    expect(refused.status).toBe(409);
    expect(findOrderByCartId(backend.db, cart.id)).toBeNull();
    const {order} = await codOrder('grooming', {
      pincode: codConfirmation.grooming.highRtoPincodes.pincodes[0],
    });
    expect(findCodConfirmation(backend.db, order.id)).toMatchObject({
      needsConfirmation: true,
      reason: 'pincode',
    });
  });
});

describe('the WhatsApp stand-in is as strict as the Cloud API', () => {
  it('refuses a missing or wrong bearer token and another shop’s number', async () => {
    const {codEndpoints} = await import('../../src/cod/sender.ts');
    const send = (token: string, shop: 'gum' | 'grooming') =>
      fetch(codEndpoints(backend.base, shop).whatsapp, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: '919876543210',
          type: 'text',
          text: {body: 'x'},
        }),
      });
    expect((await send('', 'gum')).status).toBe(401);
    expect((await send('nope', 'gum')).status).toBe(401);
    const crossed = await send(SECRETS.grooming.whatsappAccessToken, 'gum');
    expect(crossed.status).toBe(401);
    expect(await crossed.json()).toMatchObject({
      error: {code: 190, type: 'OAuthException'},
    });
  });
});

describe('button webhooks', () => {
  async function awaiting(shop: 'gum' | 'grooming' = 'gum') {
    const {order, phone} = await codOrder(shop);
    const [message] = await delivered(shop, phone);
    return {order, phone, message: message!};
  }

  it('Confirm tags the order COD-Confirmed and thanks the shopper', async () => {
    const {order, phone, message} = await awaiting();
    expect((await tap(message, 0)).body.received).toEqual(['changed']);
    expect(findCodConfirmation(backend.db, order.id)!.state).toBe('confirmed');
    const messages = await delivered('gum', phone);
    expect(messages.at(-1)!.body).toMatch(/is confirmed/);
    expect(findOrderAdmin(backend.db, order.id).tags).toEqual([
      'COD-Confirmed',
    ]);
  });

  it('refuses a bad signature and changes nothing', async () => {
    const {order, message} = await awaiting();
    expect((await tap(message, 1, {secret: 'not-the-app-secret'})).status).toBe(
      401,
    );
    const body = JSON.stringify(buttonWebhook(message as never, 1, new Date()));
    const post = (headers: Record<string, string>, sent = body) =>
      fetch(`${backend.base}/cod/webhooks/whatsapp`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', ...headers},
        body: sent,
      });
    expect((await post({})).status).toBe(401);
    // Signed, then changed on the way: the signature is over the raw body.
    const signature = hubSignature(SECRETS.gum.whatsappAppSecret, body);
    expect(
      (
        await post(
          {'X-Hub-Signature-256': signature},
          body.replace('cod:cancel', 'cod:confirm'),
        )
      ).status,
    ).toBe(401);
    // Signed with the other shop's app secret: not that shop's number, nothing happens.
    expect(
      (await tap(message, 1, {secret: SECRETS.grooming.whatsappAppSecret})).body
        .received,
    ).toEqual([]);
    expect(findCodConfirmation(backend.db, order.id)!.state).toBe('awaiting');
  });

  it('ignores a replayed webhook, a stale one and one for an unknown order', async () => {
    const {order, message} = await awaiting();
    const first = await tap(message, 0, {
      inboundId: `wamid.replay-${order.id}`,
    });
    expect(first.body.received).toEqual(['changed']);
    const replay = await tap(message, 1, {
      inboundId: `wamid.replay-${order.id}`,
    });
    expect(replay.body.received).toEqual(['replay']);
    const stale = await tap(message, 1, {
      at: new Date(
        Date.now() - (codConfirmation.gum.webhookMaxAgeMinutes + 1) * 60_000,
      ),
    });
    expect(stale.body.received).toEqual(['stale']);
    const unknown = await tap(
      {
        ...message,
        buttons: message.buttons.map((b) => ({
          ...b,
          payload: b.payload.replace(/\.[\w-]+$/, '.forged'),
        })),
      },
      1,
    );
    expect(unknown.body.received).toEqual(['unknown']);
    expect(findCodConfirmation(backend.db, order.id)!.state).toBe('confirmed');
  });

  it('answers arriving out of order end in the same state as in order', async () => {
    const a = await awaiting();
    const b = await awaiting();
    const t1 = new Date(Date.now() - 60_000);
    const t2 = new Date();
    // a: Confirm (t1) then Cancel (t2) arrive in order; b: the same taps arrive the other way round.
    await tap(a.message, 0, {at: t1});
    await tap(a.message, 1, {at: t2});
    await tap(b.message, 1, {at: t2});
    await tap(b.message, 0, {at: t1});
    expect(findCodConfirmation(backend.db, a.order.id)!.state).toBe(
      'cancelled',
    );
    expect(findCodConfirmation(backend.db, b.order.id)!.state).toBe(
      'cancelled',
    );
    await deliverOutbox(backend.db, backend.base);
    for (const {order} of [a, b]) {
      expect(findOrderAdmin(backend.db, order.id)).toMatchObject({
        tags: ['COD-Cancelled'],
        cancelReason: 'CUSTOMER',
      });
    }
  });

  it('Pay online: a link; paying converts once, however often the link and the button are used', async () => {
    const {order, phone, message} = await awaiting();
    const before = findOrder(backend.db, 'gum', order.id)!;
    const row = findCodConfirmation(backend.db, order.id)!;
    await tap(message, 2);
    await tap(message, 2); // a double tap
    const replies = (await delivered('gum', phone)).filter((m) =>
      /Pay ₹/.test(m.body),
    );
    const url = /(http\S+\/provider\/pay\/plink_\w+)/.exec(
      replies[0]!.body,
    )![1]!;
    expect(new Set(replies.map((m) => /plink_\w+/.exec(m.body)![0])).size).toBe(
      1,
    );
    const linkId = /plink_\w+/.exec(url)![0];
    const pay = () =>
      fetch(`${backend.base}/provider/pay/${linkId}`, {
        method: 'POST',
        headers: {'Content-Type': 'application/x-www-form-urlencoded'},
        body: 'method=upi',
        redirect: 'manual',
      });
    const [p1, p2] = await Promise.all([pay(), pay()]);
    expect([p1.status, p2.status]).toEqual([303, 303]);
    expect(p1.headers.get('location')).toMatch(/\/orders\/confirm\//);
    const after = findOrder(backend.db, 'gum', order.id)!;
    expect(after).toMatchObject({
      paymentMethod: 'PREPAID',
      paymentInstrument: 'upi',
      financialStatus: 'PAID',
      totalPaise: before.totalPaise - row.codFeePaise - row.prepaidPaise,
    });
    expect(
      listOrderDiscounts(backend.db, order.id).filter(
        (d) => d.kind === 'prepaid',
      ),
    ).toEqual([
      {
        kind: 'prepaid',
        title: 'Prepaid discount (5%)',
        code: null,
        amountPaise: row.prepaidPaise,
      },
    ]);
    // A Confirm or Cancel afterwards changes nothing and is told the order is paid.
    expect((await tap(message, 1)).body.received).toEqual(['late']);
    expect(findOrder(backend.db, 'gum', order.id)!.totalPaise).toBe(
      after.totalPaise,
    );
    expect((await delivered('gum', phone)).at(-1)!.body).toMatch(
      /already paid/,
    );
    expect(findOrderAdmin(backend.db, order.id).tags).toEqual([
      'COD-Converted',
    ]);
  });
});

describe('the clock', () => {
  it('reminds after N hours, then gum cancels and grooming holds after M hours; a late reply gets a polite answer', async () => {
    const gum = await codOrder('gum');
    const grooming = await codOrder('grooming', {pincode: '110093'}); // a confirm-first pincode
    await deliverOutbox(backend.db, backend.base);
    const start = Date.parse(
      findCodConfirmation(backend.db, gum.order.id)!.createdAt,
    );
    const hours = (h: number) => new Date(start + h * 3_600_000 + 60_000);
    tick(backend.db, hours(codConfirmation.gum.reminderAfterHours));
    await deliverOutbox(
      backend.db,
      backend.base,
      hours(codConfirmation.gum.reminderAfterHours),
    );
    expect((await delivered('gum', gum.phone)).map((m) => m.template)).toEqual([
      'cod_order_confirmation',
      'cod_order_reminder',
    ]);
    const late = hours(
      Math.max(
        codConfirmation.gum.noAnswer.afterHours,
        codConfirmation.grooming.noAnswer.afterHours,
      ),
    );
    tick(backend.db, late);
    await deliverOutbox(backend.db, backend.base, late);
    expect(findCodConfirmation(backend.db, gum.order.id)).toMatchObject({
      state: 'cancelled',
      decidedBy: 'clock',
    });
    expect(findOrderAdmin(backend.db, gum.order.id)).toMatchObject({
      tags: ['COD-Cancelled'],
      cancelReason: 'DECLINED',
    });
    expect(findCodConfirmation(backend.db, grooming.order.id)).toMatchObject({
      state: 'unconfirmed',
      reason: 'pincode',
    });
    expect(findOrderAdmin(backend.db, grooming.order.id)).toMatchObject({
      tags: ['COD-Unconfirmed'],
      cancelledAt: null,
    });
    const [message] = listSentMessages(backend.db, 'gum', gum.phone);
    expect((await tap(message!, 0)).body.received).toEqual(['late']);
    expect((await delivered('gum', gum.phone)).at(-1)!.body).toMatch(
      /we did not hear back/,
    );
  });
});

describe('the confirmation page API', () => {
  it('answers the order’s state by token, once; refuses a forged or tampered token', async () => {
    const {order, phone} = await codOrder('grooming');
    const [message] = await delivered('grooming', phone);
    const token = message!.buttons[0]!.payload.split(':')[2]!;
    const read = await fetch(`${backend.base}/cod/api/confirmations/${token}`);
    expect(read.status).toBe(200);
    const view = (await read.json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      state: 'awaiting',
      locale: 'en',
      order: {name: order.name},
      used: false,
    });
    expect(JSON.stringify(view)).not.toContain(phone.slice(2));
    const post = (t: string, answer: string) =>
      fetch(`${backend.base}/cod/api/confirmations/${t}`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({answer}),
      });
    expect((await post(token, 'cancel')).status).toBe(200);
    const again = await post(token, 'confirm');
    expect(again.status).toBe(409);
    expect(findCodConfirmation(backend.db, order.id)!.state).toBe('cancelled');
    const [payload, signature] = token.split('.');
    expect(
      (
        await fetch(
          `${backend.base}/cod/api/confirmations/${payload}.${signature!.slice(1)}x`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await fetch(`${backend.base}/cod/api/confirmations/nonsense`)).status,
    ).toBe(404);
  });
});
