/**
 * A cart's prices: lines and discount codes in, totals in paise out, with the discount engine that
 * orders and the checkout provider use too (engine.ts), so the cart, the checkout page and the order
 * agree to the paisa. Reads through data/; writes nothing.
 */
import {
  findCart,
  findMerchandise,
  listCartLines,
  type Cart,
  type CartLine,
} from '../data/carts.ts';
import type {Db} from '../data/db.ts';
import {
  findDiscountByCode,
  listDiscounts,
  type Discount,
} from '../data/discounts.ts';
import {buyerOrderHistory} from '../data/orders.ts';
import {findShop} from '../data/shops.ts';
import {
  chooseDiscount,
  lineSubtotal,
  type BuyerHistory,
  type CodeResult,
  type EngineLine,
  type EligibilityContext,
} from './engine.ts';
import type {PaymentChoice} from './payment.ts';

export interface PricedLine {
  line: CartLine;
  /**
   * A free-gift discount's line (not stored in cart_lines: it exists while the code applies). Its
   * discount is line-level: subtotal = discount = its value, total 0; it adds nothing to the cart's
   * subtotal or discount. Marked with the hidden attribute `_free_gift` = the code.
   */
  gift?: boolean;
  unitPricePaise: number;
  compareAtPaise: number | null;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
}

export interface PricedCart {
  cart: Cart;
  currency: string;
  lines: PricedLine[];
  totalQuantity: number;
  /** Sum of line subtotals, before discounts. */
  subtotalPaise: number;
  discountPaise: number;
  /** What the buyer pays (no shipping or tax in the cart). */
  totalPaise: number;
  /** Every code on the cart, in entry order, with its evaluation (discount null: unknown code). */
  codes: CodeResult<Discount>[];
  /** The code whose discount is applied (codes do not combine), or null. */
  applied: CodeResult<Discount> | null;
  /** Value of the free-gift line (0 without one); not part of subtotal or discount. */
  giftPaise: number;
  /** What the codes' conditions were checked against. */
  context: EligibilityContext;
}

/**
 * Who pays and how, for the codes' conditions. `payment` omitted: not chosen (a cart). `buyer` omitted:
 * the cart's customer's history, or unknown for an anonymous cart; the order write passes the buyer it
 * files the order under.
 */
export interface PricingContext {
  payment?: PaymentChoice | null;
  buyer?: BuyerHistory | null;
}

function cartBuyer(db: Db, cart: Cart): BuyerHistory | null {
  const {customerId, phone} = cart.buyerIdentity;
  return customerId || phone
    ? buyerOrderHistory(db, cart.shop, {customerId, phone})
    : null;
}

/** Hidden line attribute that marks a free-gift line (underscore: Shopify themes hide such attributes). */
export const GIFT_ATTRIBUTE = '_free_gift';

function giftLine(
  db: Db,
  cart: Cart,
  code: string,
  gift: {variantId: number; quantity: number},
  position: number,
  locale: string,
): CartLine | null {
  const merchandise = findMerchandise(db, cart.shop, gift.variantId, locale);
  if (!merchandise) return null;
  return {
    id: 0,
    cartId: cart.id,
    quantity: gift.quantity,
    attributes: [{key: GIFT_ATTRIBUTE, value: code}],
    position,
    merchandise,
  };
}

/**
 * The shop's payment offers for the instrument the checkout chose (grooming's UPI, card and wallet
 * offers), as if their codes were on the cart: the engine checks their rules and, codes never
 * stacking, applies the one that saves most, the cart's own codes included (decision 100). A generic
 * 'prepaid' offer is the shop's prepaid perk and is not added.
 */
function paymentOffers(
  db: Db,
  shop: string,
  payment: PaymentChoice | null,
  onCart: readonly {code: string}[],
): {code: string; discount: Discount}[] {
  const instrument = payment?.method === 'PREPAID' ? payment.instrument : null;
  if (!instrument) return [];
  const taken = new Set(onCart.map((e) => e.code.toUpperCase()));
  return listDiscounts(db, shop, 'payment_offer')
    .filter(
      (d) =>
        d.conditions?.paymentMethods.includes(instrument) &&
        !taken.has(d.code.toUpperCase()),
    )
    .map((discount) => ({code: discount.code, discount}));
}

/**
 * Lines + discount codes → totals in paise, with the same engine orders and the checkout provider use.
 * Returns null for an unknown cart.
 */
export function priceCart(
  db: Db,
  cartId: string,
  locale = '',
  pricing: PricingContext = {},
): PricedCart | null {
  const cart = findCart(db, cartId);
  if (!cart) return null;
  const context: EligibilityContext = {
    payment: pricing.payment ?? null,
    buyer: pricing.buyer === undefined ? cartBuyer(db, cart) : pricing.buyer,
  };
  const currency = findShop(db, cart.shop)?.currency ?? 'INR';
  const lines = listCartLines(db, cartId, locale);
  const engineLines: EngineLine[] = lines.map((line) => ({
    variantId: line.merchandise.variantId,
    productId: line.merchandise.productId,
    quantity: line.quantity,
    unitPricePaise: line.merchandise.pricePaise,
    compareAtPaise: line.merchandise.compareAtPaise,
  }));
  const entries = cart.discountCodes.map((code) => ({
    code,
    discount: findDiscountByCode(db, cart.shop, code),
  }));
  const {results, applied} = chooseDiscount(
    engineLines,
    [...entries, ...paymentOffers(db, cart.shop, context.payment, entries)],
    context,
  );
  const allocations =
    applied?.evaluation?.lineAllocations ?? lines.map(() => 0);
  const priced: PricedLine[] = lines.map((line, i) => {
    const subtotalPaise = lineSubtotal(engineLines[i]);
    return {
      line,
      unitPricePaise: line.merchandise.pricePaise,
      compareAtPaise: line.merchandise.compareAtPaise,
      subtotalPaise,
      discountPaise: allocations[i],
      totalPaise: subtotalPaise - allocations[i],
    };
  });
  const subtotalPaise = priced.reduce((sum, l) => sum + l.subtotalPaise, 0);
  const discountPaise = priced.reduce((sum, l) => sum + l.discountPaise, 0);
  const gift = applied?.evaluation?.gift ?? null;
  const giftMerch =
    gift && applied
      ? giftLine(
          db,
          cart,
          applied.discount?.code ?? applied.code,
          gift,
          lines.length + 1,
          locale,
        )
      : null;
  const giftPaise = giftMerch ? applied!.evaluation!.giftPaise : 0;
  if (giftMerch) {
    priced.push({
      line: giftMerch,
      gift: true,
      unitPricePaise: gift!.unitPricePaise,
      compareAtPaise: giftMerch.merchandise.compareAtPaise,
      subtotalPaise: giftPaise,
      discountPaise: giftPaise,
      totalPaise: 0,
    });
  }
  return {
    cart,
    currency,
    lines: priced,
    totalQuantity: priced.reduce((sum, l) => sum + l.line.quantity, 0),
    subtotalPaise,
    discountPaise,
    totalPaise: subtotalPaise - discountPaise,
    codes: results,
    applied,
    giftPaise,
    context,
  };
}
