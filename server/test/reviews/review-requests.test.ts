/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
/**
 * "Rate your order" (issue 38 item 4, decision 135) over the backend's own stand-ins: an order gets one
 * message once delivered or past its promised date, however often and however concurrently the job
 * runs (and after a restart); its link opens the order's products at the reviews provider and posts
 * verified-purchase reviews that wait for moderation; a forged, expired or used-up link opens nothing.
 */
import {describe, expect, it} from 'vitest';
import {addCartLine, createCart} from '../../src/data/carts.ts';
import type {Order} from '../../src/data/orders.ts';
import {checkoutProviderRoutes} from '../../src/checkout-provider/routes.ts';
import {routes} from '../../src/routes.ts';
import {seededBackend} from '../fixtures/http-server.ts';
import {freshPhone, placeOrder} from '../fixtures/checkout-order.ts';
import {listSentMessages} from '../../src/data/messaging.ts';
import {findOrderDelivery} from '../../src/data/order-delivery.ts';
import {findCodConfirmation} from '../../src/data/cod.ts';
import {answer} from '../../src/cod/flow.ts';
import {
  findReviewRequest,
  orderForReview,
} from '../../src/data/review-requests.ts';
import {orderDelivered} from '../../src/orders/paid.ts';
import {queueReviewRequests} from '../../src/reviews/requests.ts';
import {deliverReviewRequests} from '../../src/reviews/request-sender.ts';

const backend = seededBackend([...checkoutProviderRoutes, ...routes]);
const SECRETS = backend.secrets;
const GUM = new URLSearchParams({
  shop_domain: 'quitpop.myshopify.com',
  api_token: SECRETS.gum.reviewsApiToken,
});

/** A COD order of two gum products, placed through the checkout as a guest. */
function order(locale?: string): Promise<{order: Order; phone: string}> {
  const variants = backend.db
    .prepare(
      `SELECT MIN(v.id) AS id FROM variants v JOIN products p ON p.id = v.product_id
       WHERE p.shop = 'gum' AND v.available_for_sale = 1 AND v.price_paise BETWEEN 10000 AND 40000
       GROUP BY p.id ORDER BY p.id LIMIT 2`,
    )
    .all() as {id: number}[];
  const cart = createCart(backend.db, 'gum', {});
  for (const v of variants) addCartLine(backend.db, cart.id, v.id, 1);
  return placeOrder(backend.db, backend.base, cart, {
    phone: freshPhone('97'),
    locale,
  });
}

const LINK = /https?:\/\/[^\s]+\/reviews\/write\/([\w-]+\.[\w-]+)/;

async function opened(token: string) {
  const response = await fetch(
    `${backend.base}/judgeme/api/v1/review_requests/${token}?${GUM}`,
  );
  return {status: response.status, body: (await response.json()) as any};
}

async function write(token: string, handle: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries({
    handle,
    rating: '5',
    title: 'Works for me',
    body: 'Helped me through the first week without a cigarette.',
    name: 'Asha R.',
    language: 'en',
    review_request: token,
  }))
    body.set(key, value);
  const response = await fetch(
    `${backend.base}/judgeme/api/v1/reviews?${GUM}`,
    {
      method: 'POST',
      body,
    },
  );
  return {status: response.status, body: (await response.json()) as any};
}

describe('"rate your order": one message per order', () => {
  it('once delivered: a tick run twice, two workers at once and a restart send one message, in the order’s language', async () => {
    const {order: placed, phone} = await order('hi');
    const now = new Date();
    // Not delivered, not past its promised date: nothing yet.
    expect(queueReviewRequests(backend.db, now)).toBe(0);
    expect(findReviewRequest(backend.db, placed.id)).toBeNull();

    orderDelivered(backend.db, 'gum', placed.id);
    const ticks = [
      queueReviewRequests(backend.db, now),
      queueReviewRequests(backend.db, now),
    ];
    const sent = await Promise.all([
      deliverReviewRequests(backend.db, backend.base, now),
      deliverReviewRequests(backend.db, backend.base, now),
    ]);
    // A restart: the job starts again from the database.
    ticks.push(
      queueReviewRequests(backend.db, new Date(now.getTime() + 60_000)),
    );
    sent.push(
      await deliverReviewRequests(
        backend.db,
        backend.base,
        new Date(now.getTime() + 120_000),
      ),
    );
    expect(ticks.reduce((a, b) => a + b)).toBe(1);
    expect(sent.reduce((a, b) => a + b)).toBe(1);

    const messages = listSentMessages(backend.db, 'gum', phone).filter(
      (m) => m.template === 'order_review_request',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({channel: 'whatsapp', language: 'hi'});
    expect(messages[0]!.body).toContain(placed.name);
    expect(messages[0]!.body).toMatch(/[\u0900-\u097F]/);
    // Gum's Hindi page for a Hindi order.
    expect(messages[0]!.body).toMatch(/\/hi\/reviews\/write\//);
    expect(findReviewRequest(backend.db, placed.id)).toMatchObject({
      status: 'sent',
      dueReason: 'delivered',
      attempts: 1,
    });
  });

  it('once its promised IST date is over, without a delivery, if it shipped', async () => {
    const {order: placed} = await order();
    const promised = findOrderDelivery(backend.db, placed.id)!.promisedDate;
    const dayAfter = new Date(`${promised}T18:30:00.000Z`);
    // A first COD order waits for the shopper's confirmation before it ships: no message while held.
    expect(findCodConfirmation(backend.db, placed.id)!.needsConfirmation).toBe(
      true,
    );
    queueReviewRequests(backend.db, dayAfter);
    expect(findReviewRequest(backend.db, placed.id)).toBeNull();
    answer(backend.db, {
      orderId: placed.id,
      answer: 'confirm',
      via: 'link',
      at: new Date(),
      now: new Date(),
      origin: backend.base,
    });
    // 23:59 IST on the promised date, then 00:00 IST the day after.
    queueReviewRequests(backend.db, new Date(`${promised}T18:29:00.000Z`));
    expect(findReviewRequest(backend.db, placed.id)).toBeNull();
    queueReviewRequests(backend.db, dayAfter);
    expect(findReviewRequest(backend.db, placed.id)).toMatchObject({
      dueReason: 'promised-date',
      locale: 'en',
    });
  });
});

describe('the link', () => {
  it('opens the order’s products and posts verified-purchase reviews that wait for moderation, until used up', async () => {
    const {order: placed, phone} = await order();
    orderDelivered(backend.db, 'gum', placed.id);
    const now = new Date();
    queueReviewRequests(backend.db, now);
    await deliverReviewRequests(backend.db, backend.base, now);
    const [message] = listSentMessages(backend.db, 'gum', phone).filter(
      (m) => m.template === 'order_review_request',
    );
    const token = LINK.exec(message!.body)![1]!;
    const products = orderForReview(backend.db, 'gum', placed.id)!.products;
    expect(products).toHaveLength(2);

    const page = await opened(token);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      order: {name: placed.name},
      language: 'en',
      products: products.map((p) => ({
        external_id: p.id,
        handle: p.handle,
        title: p.title,
        reviewed: false,
      })),
    });
    // Nothing about the shopper.
    expect(JSON.stringify(page.body)).not.toContain(phone.slice(2));

    const first = await write(token, products[0]!.handle);
    expect(first.status).toBe(201);
    expect(first.body.review).toMatchObject({
      verified: 'verified-purchase',
      curated: 'not-yet',
    });
    expect((await write(token, products[0]!.handle)).status).toBe(409);
    // A product the order does not hold.
    const other = backend.db
      .prepare(
        "SELECT handle FROM products WHERE shop = 'gum' AND handle NOT IN (?, ?) LIMIT 1",
      )
      .get(products[0]!.handle, products[1]!.handle) as {handle: string};
    expect(await write(token, other.handle)).toMatchObject({
      status: 403,
      body: {code: 'order'},
    });
    expect((await opened(token)).body.products[0].reviewed).toBe(true);

    expect((await write(token, products[1]!.handle)).status).toBe(201);
    expect(await opened(token)).toMatchObject({
      status: 410,
      body: {code: 'used'},
    });
    expect(await write(token, products[1]!.handle)).toMatchObject({
      status: 410,
      body: {code: 'link'},
    });
  });

  it('a forged, altered, other shop’s or expired link opens nothing and stores nothing', async () => {
    const {order: placed, phone} = await order();
    orderDelivered(backend.db, 'gum', placed.id);
    // Queued 31 days ago: its link has expired.
    const then = new Date(Date.now() - 31 * 86_400_000);
    queueReviewRequests(backend.db, then);
    await deliverReviewRequests(backend.db, backend.base, then);
    const [message] = listSentMessages(backend.db, 'gum', phone).filter(
      (m) => m.template === 'order_review_request',
    );
    const token = LINK.exec(message!.body)![1]!;
    const handle = orderForReview(backend.db, 'gum', placed.id)!.products[0]!
      .handle;
    const reviews = () =>
      (
        backend.db
          .prepare('SELECT COUNT(*) AS n FROM reviews WHERE order_id = ?')
          .get(placed.id) as {n: number}
      ).n;

    expect(await opened(token)).toMatchObject({
      status: 410,
      body: {code: 'expired'},
    });
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = `${Buffer.from(JSON.stringify([claims[0], claims[1], claims[2], claims[3] + 86_400 * 60])).toString('base64url')}.${signature}`;
    for (const bad of [altered, `${payload}.${'A'.repeat(43)}`, 'not-a-token'])
      expect((await opened(bad)).status).toBe(404);
    // Another shop's credentials do not open gum's link.
    const grooming = new URLSearchParams({
      shop_domain: 'blade-and-balm.myshopify.com',
      api_token: SECRETS.grooming.reviewsApiToken,
    });
    const response = await fetch(
      `${backend.base}/judgeme/api/v1/review_requests/${token}?${grooming}`,
    );
    expect(response.status).toBe(404);

    expect(await write(token, handle)).toMatchObject({
      status: 410,
      body: {code: 'link'},
    });
    expect((await write(altered, handle)).status).toBe(404);
    expect(reviews()).toBe(0);
  });
});
