/**
 * The discount engine: pure functions over integer paise, no I/O.
 *
 * Used by the Storefront API cart (applicability, allocations, totals), by orders (the totals an order
 * is created with) and by the checkout-provider stand-in (offers, "N more items" hints), so all three
 * do exactly the same arithmetic.
 *
 * Rules (Shopify's discount-code model, reduced to what our discounts table holds):
 * - a discount applies to all lines, or only to lines of `productIds` when that list is non-empty
 *   ("entitled" lines); minimum requirements (subtotal, item count) are measured on entitled lines;
 * - percentage values are basis points (1000 = 10%), rounded half-up to the paise, then capped by
 *   `maxDiscountPaise`; fixed amounts never exceed the entitled subtotal;
 * - the discount is allocated ACROSS the entitled lines in proportion to their subtotals, with the
 *   largest-remainder method so the allocations add up to the discount exactly;
 * - a free gift (Shopify's Buy X Get Y / automatic free gift, e.g. FREEPERFUME) takes nothing off the
 *   lines the shopper chose: when the minimums are met it adds `gift` as an extra line at 100% off, a
 *   line-level discount (`giftPaise`), so the cart's subtotal and total do not change;
 * - conditions on the buyer and the payment (`DiscountConditions`) are checked against an
 *   `EligibilityContext`: what is not known yet (no payment chosen in a cart) fails a payment
 *   condition and passes a buyer condition, which the order write checks again with the buyer known
 *   (decision 65).
 */
import type {
  DiscountConditions,
  EngineDiscount,
  EngineGift,
} from '../data/discounts.ts';
import {paymentMeets, type PaymentChoice} from './payment.ts';

export interface EngineLine {
  variantId: number;
  productId: number;
  quantity: number;
  unitPricePaise: number;
  compareAtPaise: number | null;
}

// The discount as data/ stores it (decision 80).
export type {DiscountConditions, EngineDiscount, EngineGift};

export const NO_CONDITIONS: DiscountConditions = {
  paymentMethods: [],
  firstOrderOnly: false,
  oncePerCustomer: false,
  combinesWithPrepaid: true,
};

/** What a buyer has ordered before in the shop (their identity resolved by the caller). */
export interface BuyerHistory {
  orderCount: number;
  /** Codes on their earlier orders, upper case. */
  usedCodes: readonly string[];
}

/**
 * What conditions are checked against. `payment` null: not chosen yet (a cart). `buyer` null: not known
 * yet (anonymous cart; the order write passes the history of the phone / customer it files under).
 */
export interface EligibilityContext {
  payment: PaymentChoice | null;
  buyer: BuyerHistory | null;
}

/** Why a discount does not apply (mapped to CartWarningCode at the API edge). */
export type IneligibleReason =
  | 'INACTIVE'
  | 'EMPTY_CART'
  | 'NO_ENTITLED_LINES'
  | 'MIN_SUBTOTAL_NOT_MET'
  | 'MAX_SUBTOTAL_EXCEEDED'
  | 'MIN_QUANTITY_NOT_MET'
  | 'GIFT_UNAVAILABLE'
  | 'FIRST_ORDER_ONLY'
  | 'USAGE_LIMIT_REACHED'
  | 'PAYMENT_METHOD_NOT_MET';

export interface DiscountEvaluation {
  applicable: boolean;
  reason: IneligibleReason | null;
  /** Sum of all line subtotals. */
  cartSubtotalPaise: number;
  /** Sum of the entitled lines' subtotals (what minimums and percentages are measured on). */
  entitledSubtotalPaise: number;
  entitledQuantity: number;
  /** Items still needed to reach `minQuantity` (0 when met). */
  itemCountMissing: number;
  /** Paise still needed to reach `minSubtotalPaise` (0 when met). */
  subtotalMissingPaise: number;
  /** Total discount (0 when not applicable). */
  discountPaise: number;
  /** One entry per input line, same order; sums to `discountPaise`. */
  lineAllocations: number[];
  /** cartSubtotalPaise − discountPaise. */
  totalPaise: number;
  /** free_gift: the gift line to add (null otherwise or when not applicable). */
  gift: EngineGift | null;
  /** The gift line's value, all of it discounted (0 without a gift). */
  giftPaise: number;
}

export function lineSubtotal(line: EngineLine): number {
  return line.unitPricePaise * line.quantity;
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value))
    throw new Error(`${what} must be an integer, got ${value}`);
}

/** Why the buyer or the payment does not meet `conditions`, or null. */
export function conditionFailure(
  discount: EngineDiscount,
  context: EligibilityContext,
): IneligibleReason | null {
  const conditions = discount.conditions ?? NO_CONDITIONS;
  const buyer = context.buyer;
  if (buyer && conditions.firstOrderOnly && buyer.orderCount > 0)
    return 'FIRST_ORDER_ONLY';
  if (
    buyer &&
    conditions.oncePerCustomer &&
    buyer.usedCodes.includes(discount.code.toUpperCase())
  )
    return 'USAGE_LIMIT_REACHED';
  if (!paymentMeets(context.payment, conditions.paymentMethods))
    return 'PAYMENT_METHOD_NOT_MET';
  return null;
}

/**
 * Decides whether `discount` applies to `lines` and how much it takes off each line. Without a
 * `context` only the lines are checked (an offers listing: "what the cart qualifies for").
 */
export function evaluateDiscount(
  lines: readonly EngineLine[],
  discount: EngineDiscount,
  context?: EligibilityContext,
): DiscountEvaluation {
  for (const line of lines) {
    assertPaise(line.unitPricePaise, 'unitPricePaise');
    assertPaise(line.quantity, 'quantity');
  }
  const subtotals = lines.map(lineSubtotal);
  const cartSubtotalPaise = subtotals.reduce((a, b) => a + b, 0);
  const entitled = lines.map(
    (line) =>
      line.quantity > 0 &&
      (discount.productIds.length === 0 ||
        discount.productIds.includes(line.productId)),
  );
  const entitledSubtotalPaise = subtotals.reduce(
    (sum, s, i) => (entitled[i] ? sum + s : sum),
    0,
  );
  const entitledQuantity = lines.reduce(
    (sum, l, i) => (entitled[i] ? sum + l.quantity : sum),
    0,
  );
  const itemCountMissing = Math.max(0, discount.minQuantity - entitledQuantity);
  const subtotalMissingPaise = Math.max(
    0,
    discount.minSubtotalPaise - entitledSubtotalPaise,
  );

  let reason: IneligibleReason | null = null;
  if (!discount.active) reason = 'INACTIVE';
  else if (cartSubtotalPaise === 0 && lines.every((l) => l.quantity <= 0))
    reason = 'EMPTY_CART';
  else if (entitledQuantity === 0) reason = 'NO_ENTITLED_LINES';
  else if (subtotalMissingPaise > 0) reason = 'MIN_SUBTOTAL_NOT_MET';
  else if (
    discount.maxSubtotalPaise != null &&
    entitledSubtotalPaise >= discount.maxSubtotalPaise
  )
    reason = 'MAX_SUBTOTAL_EXCEEDED';
  else if (itemCountMissing > 0) reason = 'MIN_QUANTITY_NOT_MET';
  else if (discount.valueType === 'free_gift' && !discount.gift)
    reason = 'GIFT_UNAVAILABLE';
  else if (context) reason = conditionFailure(discount, context);

  const base = {
    cartSubtotalPaise,
    entitledSubtotalPaise,
    entitledQuantity,
    itemCountMissing,
    subtotalMissingPaise,
  };
  if (reason) {
    return {
      ...base,
      applicable: false,
      reason,
      discountPaise: 0,
      lineAllocations: lines.map(() => 0),
      totalPaise: cartSubtotalPaise,
      gift: null,
      giftPaise: 0,
    };
  }

  if (discount.valueType === 'free_gift') {
    const gift = discount.gift!;
    return {
      ...base,
      applicable: true,
      reason: null,
      discountPaise: 0,
      lineAllocations: lines.map(() => 0),
      totalPaise: cartSubtotalPaise,
      gift,
      giftPaise: gift.unitPricePaise * gift.quantity,
    };
  }

  const discountPaise = discountAmount(entitledSubtotalPaise, discount);
  const weights = subtotals.map((s, i) => (entitled[i] ? s : 0));
  const lineAllocations = allocateProportionally(discountPaise, weights);
  return {
    ...base,
    applicable: true,
    reason: null,
    discountPaise,
    lineAllocations,
    totalPaise: cartSubtotalPaise - discountPaise,
    gift: null,
    giftPaise: 0,
  };
}

/** The discount on an entitled subtotal, before allocation. */
export function discountAmount(
  entitledSubtotalPaise: number,
  discount: EngineDiscount,
): number {
  let amount: number;
  if (discount.valueType === 'free_gift') return 0;
  if (discount.valueType === 'percentage') {
    // Half-up rounding in integers: (s × bp + 5000) / 10000, floored.
    amount = Math.floor(
      (entitledSubtotalPaise * discount.value + 5000) / 10000,
    );
    if (discount.maxDiscountPaise !== null && discount.maxDiscountPaise >= 0) {
      amount = Math.min(amount, discount.maxDiscountPaise);
    }
  } else {
    amount = discount.value;
  }
  return Math.max(0, Math.min(amount, entitledSubtotalPaise));
}

/**
 * Splits `total` paise across `weights` proportionally (largest remainder): every share is the floor of
 * its exact share, and the paise left over go one each to the largest fractional remainders (ties: the
 * earlier line). Zero weights get zero. The result sums to `total` exactly.
 */
export function allocateProportionally(
  total: number,
  weights: readonly number[],
): number[] {
  assertPaise(total, 'total');
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || weightSum === 0) return weights.map(() => 0);
  // BigInt keeps total × weight exact for any realistic cart.
  const T = BigInt(total);
  const W = BigInt(weightSum);
  const shares = weights.map((w) => (BigInt(w) * T) / W);
  const remainders = weights.map((w, i) => ({
    i,
    r: BigInt(w) * T - shares[i] * W,
    w,
  }));
  let left = Number(T - shares.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const {i, w} of remainders) {
    if (left <= 0) break;
    if (w === 0) continue;
    shares[i] += 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/**
 * Evaluates several codes on one cart. Codes do not combine: the applicable code that saves the most
 * (a gift counts at its value) is applied (ties: the one entered first); the others report `applied: false`.
 */
export interface CodeResult<D> {
  code: string;
  discount: D | null;
  evaluation: DiscountEvaluation | null;
  applied: boolean;
}

export function chooseDiscount<D extends EngineDiscount>(
  lines: readonly EngineLine[],
  entries: readonly {code: string; discount: D | null}[],
  context?: EligibilityContext,
): {results: CodeResult<D>[]; applied: CodeResult<D> | null} {
  const results: CodeResult<D>[] = entries.map(({code, discount}) => ({
    code,
    discount,
    evaluation: discount ? evaluateDiscount(lines, discount, context) : null,
    applied: false,
  }));
  let best: CodeResult<D> | null = null;
  for (const result of results) {
    if (!result.evaluation?.applicable) continue;
    const saves = (r: CodeResult<D>) =>
      r.evaluation!.discountPaise + r.evaluation!.giftPaise;
    if (!best || saves(result) > saves(best)) best = result;
  }
  if (best) best.applied = true;
  return {results, applied: best};
}
