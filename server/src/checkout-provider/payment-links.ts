/**
 * The checkout provider's payment links (Razorpay-shaped "Payment Links": an amount, a reference that
 * is unique per merchant, a callback URL; issue 39 item 3). The COD app creates one to turn a COD order
 * into a prepaid one; the shopper pays on the provider's page (UPI or card, no JavaScript needed):
 *   GET  /provider/pay/:id   the amount and the methods
 *   POST /provider/pay/:id   {method}: pays once, then 303 to the callback URL
 * A link is paid at most once (a double tap or a replay finds it paid); a cancelled link cannot be
 * paid. The capture and what the merchant's listener does with it (onPaymentLinkPaid) are one
 * transaction: the order is converted exactly when the link is paid.
 */
import {randomBytes} from 'node:crypto';
import type {Db} from '../data/db.ts';
import {transaction} from '../data/db.ts';
import type {Handler, Route} from '../http/router.ts';
import {
  findPaymentLink,
  findPaymentLinkByReference,
  insertPaymentLink,
  payPaymentLink,
  type PaymentLink,
} from '../data/payment-links.ts';
import {escapeHtml, htmlPageHeaders, scriptNonce} from '../http/html.ts';
import {formatRupees as formatPaise} from '../../../shared/money/format.ts';
import {normalizeOrigin, shopStorefrontOrigins} from '../http/origins.ts';

type Listener = (db: Db, link: PaymentLink) => void;
const listeners: Listener[] = [];

/** The merchant's side of a capture (the COD app's conversion), run in the capture's transaction. */
export function onPaymentLinkPaid(listener: Listener): void {
  listeners.push(listener);
}

/** The link for `referenceId`, created on first call (Razorpay refuses a second link per reference). */
export function createPaymentLink(
  db: Db,
  input: {
    shop: string;
    referenceId: string;
    amountPaise: number;
    description: string;
    callbackUrl: string;
    now: Date;
  },
): PaymentLink {
  const existing = findPaymentLinkByReference(
    db,
    input.shop,
    input.referenceId,
  );
  if (existing) return existing;
  const link: PaymentLink = {
    id: `plink_${randomBytes(10).toString('hex')}`,
    shop: input.shop,
    referenceId: input.referenceId,
    amountPaise: input.amountPaise,
    description: input.description,
    callbackUrl: input.callbackUrl,
    status: 'created',
    paymentId: null,
    method: null,
    createdAt: input.now.toISOString(),
    paidAt: null,
  };
  insertPaymentLink(db, link);
  return link;
}

const METHODS = {upi: 'UPI', card: 'Card'} as const;

/** The callback, only to one of the link's shop's storefronts (same-origin redirects, docs/security.md). */
function callbackFor(link: PaymentLink): string | null {
  try {
    const url = new URL(link.callbackUrl);
    return shopStorefrontOrigins(link.shop).includes(
      normalizeOrigin(url.origin) ?? '',
    )
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

function page(title: string, body: string, shop?: string) {
  const headers = htmlPageHeaders(scriptNonce(), []);
  // The form's answer redirects to the shop's storefront: form-action must allow it (Chromium checks redirects).
  if (shop)
    headers['Content-Security-Policy'] = headers[
      'Content-Security-Policy'
    ]!.replace(
      "form-action 'self'",
      `form-action 'self' ${shopStorefrontOrigins(shop).join(' ')}`,
    );
  return {
    status: 200,
    headers,
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem}</style></head><body>${body}</body></html>`,
  };
}

const payPage: Handler = (ctx) => {
  const link = findPaymentLink(ctx.db, ctx.params.id ?? '');
  if (!link)
    return {status: 404, body: {error: {message: 'Payment link not found'}}};
  if (link.status !== 'created') {
    const back = callbackFor(link);
    return page(
      'Payment link',
      `<h1>${link.status === 'paid' ? 'Already paid' : 'This link is no longer valid'}</h1>${
        back ? `<p><a href="${escapeHtml(back)}">Back to the store</a></p>` : ''
      }`,
    );
  }
  const amount = formatPaise(link.amountPaise);
  return page(
    `Pay ${amount}`,
    `<h1>Pay ${escapeHtml(amount)}</h1><p>${escapeHtml(link.description)}</p>
<form method="post" action="/provider/pay/${escapeHtml(link.id)}">${Object.entries(
      METHODS,
    )
      .map(
        ([value, label]) =>
          `<button type="submit" name="method" value="${value}">Pay ${escapeHtml(amount)} with ${label}</button>`,
      )
      .join('')}</form>`,
    link.shop,
  );
};

/** POST /provider/pay/:id {method}: captures the payment once, then back to the merchant (303). */
const pay: Handler = (ctx) => {
  const id = ctx.params.id ?? '';
  const method = String(
    (ctx.body as Record<string, unknown> | undefined)?.method ?? '',
  );
  if (!(method in METHODS))
    return {status: 400, body: {error: {message: 'Choose UPI or card'}}};
  const outcome = transaction(ctx.db, () => {
    const link = findPaymentLink(ctx.db, id);
    if (!link) return null;
    if (
      payPaymentLink(
        ctx.db,
        id,
        `pay_${randomBytes(10).toString('hex')}`,
        method,
        new Date().toISOString(),
      )
    ) {
      const paid = findPaymentLink(ctx.db, id)!;
      for (const listener of listeners) listener(ctx.db, paid);
      return paid;
    }
    return link;
  });
  if (!outcome)
    return {status: 404, body: {error: {message: 'Payment link not found'}}};
  if (outcome.status === 'cancelled')
    return {
      status: 409,
      body: {error: {message: 'This payment link is no longer valid'}},
    };
  const back = callbackFor(outcome);
  return back
    ? {status: 303, headers: {Location: back}, body: ''}
    : page('Paid', '<h1>Paid</h1>');
};

export const paymentLinkRoutes: Route[] = [
  {method: 'GET', path: '/provider/pay/:id', handler: payPage},
  {method: 'POST', path: '/provider/pay/:id', handler: pay},
];
