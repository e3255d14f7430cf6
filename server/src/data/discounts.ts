import type {Db} from './db.ts';
import {json} from './db.ts';
import {prepared} from './prepared.ts';
import {PAYMENT_CONDITIONS, type PaymentCondition} from './payments.ts';

// The discount in the shapes the pricing engine computes with (pricing/engine.ts).
/** The merchandise a free-gift discount adds (one line, `quantity` units at 100% off). */
export interface EngineGift {
  variantId: number;
  productId: number;
  quantity: number;
  unitPricePaise: number;
}

export interface EngineDiscount {
  code: string;
  valueType: 'percentage' | 'fixed_amount' | 'free_gift';
  /** Basis points for percentage (free_gift: 10000, the gift line is 100% off), paise for fixed_amount. */
  value: number;
  maxDiscountPaise: number | null;
  minSubtotalPaise: number;
  /**
   * Applies only while the entitled subtotal is below this (null: no ceiling). FREESHIP: while the order
   * pays shipping, its ceiling the store's free-shipping minimum (decision 99).
   */
  maxSubtotalPaise?: number | null;
  minQuantity: number;
  /** Empty: the whole cart is entitled. */
  productIds: number[];
  active: boolean;
  /** free_gift only: what is added; null (gift out of stock or missing) makes the discount inapplicable. */
  gift?: EngineGift | null;
  /** Usage rules; absent: none. */
  conditions?: DiscountConditions;
}

/** A discount's usage rules, held with it in data (discounts table). */
export interface DiscountConditions {
  /** Empty: any payment. Otherwise the order must be paid one of these ways (payments.ts). */
  paymentMethods: PaymentCondition[];
  /** Only for a buyer with no order yet in this shop. */
  firstOrderOnly: boolean;
  /** At most one order per buyer with this code. */
  oncePerCustomer: boolean;
  /** false: never given together with the shop's prepaid discount (the code is the prepaid offer). */
  combinesWithPrepaid: boolean;
}

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
  max_subtotal_paise: number | null;
  min_quantity: number;
  product_ids: string;
  payment: string | null;
  active: number;
  payment_methods: string;
  first_order_only: number;
  once_per_customer: number;
  combines_with_prepaid: number;
}

function toConditions(row: DiscountRow): DiscountConditions {
  return {
    paymentMethods: json<string[]>(row.payment_methods, []).filter(
      (m): m is PaymentCondition =>
        PAYMENT_CONDITIONS.includes(m as PaymentCondition),
    ),
    firstOrderOnly: row.first_order_only === 1,
    oncePerCustomer: row.once_per_customer === 1,
    combinesWithPrepaid: row.combines_with_prepaid !== 0,
  };
}

function toDiscount(row: DiscountRow): Discount {
  return {
    id: row.id,
    shop: row.shop,
    code: row.code,
    title: row.title,
    detail: row.detail,
    offerType:
      row.offer_type === 'payment_offer' ? 'payment_offer' : 'store_offer',
    valueType:
      row.value_type === 'percentage' || row.value_type === 'free_gift'
        ? row.value_type
        : 'fixed_amount',
    value: row.value,
    maxDiscountPaise: row.max_discount_paise,
    minSubtotalPaise: row.min_subtotal_paise,
    maxSubtotalPaise: row.max_subtotal_paise ?? null,
    minQuantity: row.min_quantity,
    productIds: json<number[]>(row.product_ids, []).map(Number),
    payment: json<PaymentOffer | null>(row.payment, null),
    active: row.active === 1,
    conditions: toConditions(row),
  };
}

/**
 * A free-gift discount's merchandise (discount_gifts), or null when there is none to give: the variant
 * is unavailable or has fewer units in stock than the gift needs.
 */
function findGift(db: Db, discountId: number): EngineGift | null {
  const row = prepared(
    db,
    `SELECT g.variant_id, g.quantity, v.product_id, v.price_paise, v.available_for_sale, v.quantity_available
       FROM discount_gifts g JOIN variants v ON v.id = g.variant_id WHERE g.discount_id = ?`,
  ).get(discountId) as
    | {
        variant_id: number;
        quantity: number;
        product_id: number;
        price_paise: number;
        available_for_sale: number;
        quantity_available: number;
      }
    | undefined;
  if (
    !row ||
    row.available_for_sale !== 1 ||
    row.quantity_available < row.quantity
  )
    return null;
  return {
    variantId: row.variant_id,
    productId: row.product_id,
    quantity: row.quantity,
    unitPricePaise: row.price_paise,
  };
}

function withGift(db: Db, discount: Discount): Discount {
  return discount.valueType === 'free_gift'
    ? {...discount, gift: findGift(db, discount.id)}
    : discount;
}

/** Case-insensitive lookup (the column is COLLATE NOCASE); inactive discounts are returned too. */
export function findDiscountByCode(
  db: Db,
  shop: string,
  code: string,
): Discount | null {
  const row = prepared(
    db,
    'SELECT * FROM discounts WHERE shop = ? AND code = ? COLLATE NOCASE',
  ).get(shop, code.trim()) as DiscountRow | undefined;
  return row ? withGift(db, toDiscount(row)) : null;
}

/** Active discounts of a shop, optionally only one offer type, in id order. */
export function listDiscounts(
  db: Db,
  shop: string,
  offerType?: OfferType,
): Discount[] {
  const rows = (offerType
    ? prepared(
        db,
        'SELECT * FROM discounts WHERE shop = ? AND offer_type = ? AND active = 1 ORDER BY id',
      ).all(shop, offerType)
    : prepared(
        db,
        'SELECT * FROM discounts WHERE shop = ? AND active = 1 ORDER BY id',
      ).all(shop)) as unknown as DiscountRow[];
  return rows.map((row) => withGift(db, toDiscount(row)));
}
