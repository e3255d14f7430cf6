/**
 * The provider's offers and coupon validation, computed with the SAME discount engine the Storefront API
 * cart and orders use (server/src/pricing/engine.ts). Pure: rows in, JSON-ready objects out.
 * Amounts leave as Decimal strings with two places ("150.00"); arithmetic stays in integer paise.
 */
import {
  conditionFailure,
  evaluateDiscount,
  type BuyerHistory,
  type DiscountEvaluation,
  type EngineLine,
} from '../pricing/engine.ts';
import {conditionMessage} from '../pricing/condition-messages.ts';
import type {Discount} from '../data/discounts.ts';
import {formatWholeRupees} from '../../../shared/money/format.ts';

export interface ProviderOffer {
  offerType: 'store_offer' | 'payment_offer';
  discountCode: string;
  title: string;
  /** Decimal string, rupees with two places. */
  amountSaved: string;
  discountDetail: string;
  /** Items still needed (0 for available offers). */
  itemCountMissing: number;
  /** Decimal string: value still needed to reach the minimum cart value ("0.00" when met). */
  amountMissing: string;
  /** Payment-offer extras. */
  offerId?: string;
  paymentOfferTitle?: string;
  logoUrl?: string;
  autoApply?: boolean;
  cashbackAmount?: string;
  offerCategory?: string;
  /** Terms; bullet points separated by '||' (the storefront splits them). */
  tnc?: string;
}

export interface OffersResult {
  discounts: ProviderOffer[];
  unavailableDiscounts: ProviderOffer[];
}

/** 15000 → "150.00". */
export function paiseToAmount(paise: number): string {
  if (!Number.isSafeInteger(paise))
    throw new Error(`paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function toOffer(
  discount: Discount,
  evaluation: DiscountEvaluation,
  origin: string,
): ProviderOffer {
  const offer: ProviderOffer = {
    offerType: discount.offerType,
    discountCode: discount.code,
    title: discount.title,
    // A free gift saves its value (the gift line at 100% off).
    amountSaved: paiseToAmount(
      evaluation.applicable
        ? evaluation.discountPaise + evaluation.giftPaise
        : 0,
    ),
    discountDetail: discount.detail,
    itemCountMissing: evaluation.itemCountMissing,
    amountMissing: paiseToAmount(evaluation.subtotalMissingPaise),
  };
  if (discount.offerType === 'payment_offer') {
    const payment = discount.payment ?? {};
    offer.offerId = payment.offerId ?? discount.code;
    offer.paymentOfferTitle = payment.paymentOfferTitle ?? discount.title;
    offer.logoUrl = payment.logoPath
      ? /^https?:\/\//.test(payment.logoPath)
        ? payment.logoPath
        : `${origin}/cdn/shop/files/${payment.logoPath.replace(/^\/+/, '')}`
      : '';
    offer.autoApply = Boolean(payment.autoApply);
    offer.cashbackAmount = paiseToAmount(
      Math.max(0, Math.trunc(payment.cashbackPaise ?? 0)),
    );
    offer.offerCategory = payment.offerCategory ?? 'instant_discount';
    offer.tnc = payment.tnc ?? '';
    if (
      offer.offerCategory === 'cashback_offer' &&
      evaluation.applicable &&
      evaluation.discountPaise === 0
    ) {
      offer.amountSaved = offer.cashbackAmount;
    }
  }
  return offer;
}

function savedPaise(offer: ProviderOffer): number {
  const [whole, frac = '0'] = offer.amountSaved.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

/**
 * Every active offer of the shop for these lines: the ones the cart qualifies for (best saving first)
 * and the ones it does not (with what is missing: items or value).
 */
export function offersForCart(
  lines: readonly EngineLine[],
  discounts: readonly Discount[],
  origin: string,
  buyer: BuyerHistory | null = null,
): OffersResult {
  const available: ProviderOffer[] = [];
  const unavailable: ProviderOffer[] = [];
  for (const discount of discounts) {
    if (!discount.active) continue;
    const evaluation = evaluateDiscount(lines, discount);
    // A known buyer who used up a first-order / once-per-customer code does not see it as available;
    // a payment condition is not held against an offer here (the payment tab says how to get it).
    const buyerRule = buyer
      ? conditionFailure(discount, {payment: null, buyer})
      : null;
    const usable =
      evaluation.applicable &&
      buyerRule !== 'FIRST_ORDER_ONLY' &&
      buyerRule !== 'USAGE_LIMIT_REACHED';
    (usable ? available : unavailable).push(
      toOffer(discount, evaluation, origin),
    );
  }
  available.sort((a, b) => savedPaise(b) - savedPaise(a));
  return {discounts: available, unavailableDiscounts: unavailable};
}

export interface Validation {
  isValid: boolean;
  errorMessage: string | null;
  discountData: {
    title: string;
    totalDiscount: string;
    totalPrice: string;
  } | null;
}

const INR = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
function rupees(paise: number): string {
  return `₹${INR.format(Number(paiseToAmount(paise)))}`;
}

/** Validates one coupon code against the lines (store offers only; payment offers are taken at checkout). */
export function validateCoupon(
  lines: readonly EngineLine[],
  discount: Discount | null,
  code: string,
  buyer: BuyerHistory | null = null,
): Validation {
  const invalid = (errorMessage: string): Validation => ({
    isValid: false,
    errorMessage,
    discountData: null,
  });
  if (!discount) return invalid('Invalid coupon code');
  if (
    discount.offerType === 'payment_offer' ||
    (discount.conditions?.paymentMethods.length ?? 0) > 0
  ) {
    return invalid(
      `${discount.code} can be availed at checkout with the payment method`,
    );
  }
  // The buyer's rules (first order, once per customer) when the cart names its buyer; the order write
  // checks them again with the buyer it is filed under.
  const evaluation = evaluateDiscount(lines, discount, {payment: null, buyer});
  if (!evaluation.applicable) {
    switch (evaluation.reason) {
      case 'FIRST_ORDER_ONLY':
      case 'USAGE_LIMIT_REACHED':
        return invalid(
          conditionMessage(
            discount.code,
            evaluation.reason,
            discount.conditions,
          ),
        );
      case 'INACTIVE':
        return invalid(`Coupon ${code.toUpperCase()} has expired`);
      case 'EMPTY_CART':
        return invalid('Add items to your cart to use this coupon');
      case 'NO_ENTITLED_LINES':
        return invalid(
          `Coupon ${discount.code} does not apply to the items in your cart`,
        );
      case 'MIN_SUBTOTAL_NOT_MET':
        return invalid(
          `Add items worth ${rupees(evaluation.subtotalMissingPaise)} more to use ${discount.code}`,
        );
      case 'MAX_SUBTOTAL_EXCEEDED':
        return invalid(
          `${discount.code} is for orders below ${formatWholeRupees(discount.maxSubtotalPaise ?? 0)}: shipping on this order is already free`,
        );
      case 'MIN_QUANTITY_NOT_MET':
        return invalid(
          `Add ${evaluation.itemCountMissing} more item${evaluation.itemCountMissing === 1 ? '' : 's'} to use ${discount.code}`,
        );
      default:
        return invalid('Invalid coupon code');
    }
  }
  return {
    isValid: true,
    errorMessage: null,
    discountData: {
      title: discount.title,
      totalDiscount: paiseToAmount(evaluation.discountPaise),
      totalPrice: paiseToAmount(evaluation.totalPaise),
    },
  };
}
