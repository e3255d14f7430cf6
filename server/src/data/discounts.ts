import type {Db} from './db.ts';
import {json} from './db.ts';
import type {EngineDiscount} from '../discounts/engine.ts';

export type OfferType = 'store_offer' | 'payment_offer';

/** Payment-offer extras (JSON column `payment`). */
export interface PaymentOffer {
  offerId?: string;
  paymentOfferTitle?: string;
  logoPath?: string;
  autoApply?: boolean;
  cashbackPaise?: number;
  offerCategory?: string;
  tnc?: string;
}

/** A discounts row, typed; usable directly by the discount engine. */
export interface Discount extends EngineDiscount {
  id: number;
  shop: string;
  title: string;
  detail: string;
  offerType: OfferType;
  payment: PaymentOffer | null;
}

interface DiscountRow {
  id: number;
  shop: string;
  code: string;
  title: string;
  detail: string;
  offer_type: string;
  value_type: string;
  value: number;
  max_discount_paise: number | null;
  min_subtotal_paise: number;
  min_quantity: number;
  product_ids: string;
  payment: string | null;
  active: number;
}

function toDiscount(row: DiscountRow): Discount {
  return {
    id: row.id,
    shop: row.shop,
    code: row.code,
    title: row.title,
    detail: row.detail,
    offerType: row.offer_type === 'payment_offer' ? 'payment_offer' : 'store_offer',
    valueType: row.value_type === 'percentage' ? 'percentage' : 'fixed_amount',
    value: row.value,
    maxDiscountPaise: row.max_discount_paise,
    minSubtotalPaise: row.min_subtotal_paise,
    minQuantity: row.min_quantity,
    productIds: json<number[]>(row.product_ids, []).map(Number),
    payment: json<PaymentOffer | null>(row.payment, null),
    active: row.active === 1,
  };
}

/** Case-insensitive lookup (the column is COLLATE NOCASE); inactive discounts are returned too. */
export function findDiscountByCode(db: Db, shop: string, code: string): Discount | null {
  const row = db
    .prepare('SELECT * FROM discounts WHERE shop = ? AND code = ? COLLATE NOCASE')
    .get(shop, code.trim()) as DiscountRow | undefined;
  return row ? toDiscount(row) : null;
}

/** Active discounts of a shop, optionally only one offer type, in id order. */
export function listDiscounts(db: Db, shop: string, offerType?: OfferType): Discount[] {
  const rows = (
    offerType
      ? db.prepare('SELECT * FROM discounts WHERE shop = ? AND offer_type = ? AND active = 1 ORDER BY id').all(shop, offerType)
      : db.prepare('SELECT * FROM discounts WHERE shop = ? AND active = 1 ORDER BY id').all(shop)
  ) as unknown as DiscountRow[];
  return rows.map(toDiscount);
}
