import {describe, expect, it} from 'vitest';
import {
  REVIEW_LINK_VALID_DAYS,
  REVIEW_REQUEST_MAX_ORDER_AGE_DAYS,
  reviewRequestDue,
  reviewRequestToken,
} from './requests.ts';
import {signToken, verifyToken} from '../cod/tokens.ts';
import {generateShopSecrets, installSecrets} from '../secrets.ts';
import type {ReviewRequest} from '../data/review-requests.ts';

// 2026-12-10 05:00 IST is 2026-12-09T23:30Z: the IST date is the 10th while UTC's is still the 9th.
const at = (iso: string) => new Date(iso);
const order = {
  fulfillmentStatus: 'UNFULFILLED',
  processedAt: '2026-12-05T06:00:00.000Z',
  promisedDate: '2026-12-09',
  cancelled: false,
  codState: null as string | null,
  codNeedsConfirmation: false,
};

describe('when an order is due its "rate your order" message', () => {
  it('once delivered, whatever the promised date', () => {
    expect(
      reviewRequestDue(
        {...order, fulfillmentStatus: 'FULFILLED'},
        at('2026-12-06T00:00:00Z'),
      ),
    ).toBe('delivered');
  });

  it('once the promised IST date is over, not on it', () => {
    // The last minute of the 9th in IST, then the first of the 10th.
    expect(reviewRequestDue(order, at('2026-12-09T18:29:00Z'))).toBeNull();
    expect(reviewRequestDue(order, at('2026-12-09T18:30:00Z'))).toBe(
      'promised-date',
    );
    expect(
      reviewRequestDue({...order, promisedDate: null}, at('2026-12-20T00:00Z')),
    ).toBeNull();
  });

  it('never for a cancelled order, nor a COD order still held for its answer', () => {
    const later = at('2026-12-12T00:00:00Z');
    expect(reviewRequestDue({...order, cancelled: true}, later)).toBeNull();
    expect(
      reviewRequestDue(
        {...order, fulfillmentStatus: 'FULFILLED', codState: 'cancelled'},
        later,
      ),
    ).toBeNull();
    const held = {...order, codState: 'awaiting', codNeedsConfirmation: true};
    expect(reviewRequestDue(held, later)).toBeNull();
    expect(reviewRequestDue({...held, codState: 'confirmed'}, later)).toBe(
      'promised-date',
    );
    // A small COD order needs no answer to ship.
    expect(
      reviewRequestDue({...held, codNeedsConfirmation: false}, later),
    ).toBe('promised-date');
  });

  it(`never for an order older than ${REVIEW_REQUEST_MAX_ORDER_AGE_DAYS} days`, () => {
    const placed = Date.parse(order.processedAt);
    const day = 86_400_000;
    const delivered = {...order, fulfillmentStatus: 'FULFILLED'};
    expect(
      reviewRequestDue(
        delivered,
        new Date(placed + REVIEW_REQUEST_MAX_ORDER_AGE_DAYS * day),
      ),
    ).toBe('delivered');
    expect(
      reviewRequestDue(
        delivered,
        new Date(placed + REVIEW_REQUEST_MAX_ORDER_AGE_DAYS * day + 1),
      ),
    ).toBeNull();
  });
});

describe('the link’s token', () => {
  const secrets = {gum: generateShopSecrets()};
  installSecrets(secrets);
  const row: ReviewRequest = {
    orderId: 7,
    shop: 'gum',
    locale: 'hi',
    phone: '919800000001',
    tokenNonce: 'n0nce-of-the-row',
    dueReason: 'delivered',
    status: 'pending',
    attempts: 0,
    channel: null,
    providerId: null,
    createdAt: '2026-12-10T00:00:00.000Z',
    sentAt: null,
  };
  const created = Date.parse(row.createdAt);

  it(`is signed with the shop’s review-link secret, bound to the row and valid ${REVIEW_LINK_VALID_DAYS} days`, () => {
    const token = reviewRequestToken(row);
    expect(reviewRequestToken(row)).toBe(token);
    const check = verifyToken(
      secrets.gum.reviewLinkSecret,
      token,
      new Date(created + REVIEW_LINK_VALID_DAYS * 86_400_000 - 1000),
    );
    expect(check).toMatchObject({
      ok: true,
      claims: {shop: 'gum', orderId: 7, nonce: row.tokenNonce},
    });
    expect(
      verifyToken(
        secrets.gum.reviewLinkSecret,
        token,
        new Date(created + REVIEW_LINK_VALID_DAYS * 86_400_000),
      ),
    ).toEqual({ok: false, error: 'expired'});
  });

  it('is not a COD confirmation token, nor the other way round', () => {
    const token = reviewRequestToken(row);
    const now = new Date(created);
    expect(verifyToken(secrets.gum.codLinkSecret, token, now).ok).toBe(false);
    const cod = signToken(secrets.gum.codLinkSecret, {
      shop: 'gum',
      orderId: 7,
      nonce: row.tokenNonce,
      exp: created / 1000 + 3600,
    });
    expect(verifyToken(secrets.gum.reviewLinkSecret, cod, now)).toEqual({
      ok: false,
      error: 'signature',
    });
  });
});
