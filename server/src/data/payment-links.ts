/** SQL of the checkout provider's payment links (Razorpay-shaped; server/src/checkout-provider/payment-links.ts). */
import type {Db} from './db.ts';
import {prepared} from './prepared.ts';

export interface PaymentLink {
  id: string;
  shop: string;
  referenceId: string;
  amountPaise: number;
  description: string;
  callbackUrl: string;
  status: 'created' | 'paid' | 'cancelled';
  paymentId: string | null;
  method: string | null;
  createdAt: string;
  paidAt: string | null;
}

function toLink(r: Record<string, unknown>): PaymentLink {
  return {
    id: String(r.id),
    shop: String(r.shop),
    referenceId: String(r.reference_id),
    amountPaise: Number(r.amount_paise),
    description: String(r.description),
    callbackUrl: String(r.callback_url),
    status: r.status as PaymentLink['status'],
    paymentId: (r.payment_id as string | null) ?? null,
    method: (r.method as string | null) ?? null,
    createdAt: String(r.created_at),
    paidAt: (r.paid_at as string | null) ?? null,
  };
}

export function findPaymentLink(db: Db, id: string): PaymentLink | null {
  const row = prepared(
    db,
    'SELECT * FROM provider_payment_links WHERE id = ?',
  ).get(id) as Record<string, unknown> | undefined;
  return row ? toLink(row) : null;
}

export function findPaymentLinkByReference(
  db: Db,
  shop: string,
  referenceId: string,
): PaymentLink | null {
  const row = prepared(
    db,
    'SELECT * FROM provider_payment_links WHERE shop = ? AND reference_id = ?',
  ).get(shop, referenceId) as Record<string, unknown> | undefined;
  return row ? toLink(row) : null;
}

export function insertPaymentLink(db: Db, link: PaymentLink): void {
  prepared(
    db,
    `INSERT INTO provider_payment_links (id, shop, reference_id, amount_paise, description, callback_url, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'created', ?)`,
  ).run(
    link.id,
    link.shop,
    link.referenceId,
    link.amountPaise,
    link.description,
    link.callbackUrl,
    link.createdAt,
  );
}

/** Pays a link once: false when it was not open (already paid, or cancelled). */
export function payPaymentLink(
  db: Db,
  id: string,
  paymentId: string,
  method: string,
  at: string,
): boolean {
  const result = prepared(
    db,
    "UPDATE provider_payment_links SET status = 'paid', payment_id = ?, method = ?, paid_at = ? WHERE id = ? AND status = 'created'",
  ).run(paymentId, method, at, id);
  return Number(result.changes) > 0;
}

export function cancelPaymentLink(db: Db, id: string): boolean {
  const result = prepared(
    db,
    "UPDATE provider_payment_links SET status = 'cancelled' WHERE id = ? AND status = 'created'",
  ).run(id);
  return Number(result.changes) > 0;
}
