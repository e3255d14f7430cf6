/** The payload every cart mutation answers with: the cart as it is now, user errors and warnings. */
import type {PricedCart} from '../../pricing/cart.ts';
import type {IneligibleReason} from '../../pricing/engine.ts';
import type {ApiContext} from '../context.ts';
import {conditionMessage} from '../../pricing/condition-messages.ts';
import {money} from '../money.ts';
import type {CartUserError, CartWarning, CartWarningCode} from './errors.ts';
import {cartGid} from './ids.ts';
import {cartParent} from './parent.ts';

const WARNING_BY_REASON: Record<IneligibleReason, CartWarningCode> = {
  INACTIVE: 'DISCOUNT_CURRENTLY_INACTIVE',
  EMPTY_CART: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
  NO_ENTITLED_LINES: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
  MIN_SUBTOTAL_NOT_MET: 'DISCOUNT_PURCHASE_NOT_IN_RANGE',
  MAX_SUBTOTAL_EXCEEDED: 'DISCOUNT_PURCHASE_NOT_IN_RANGE',
  MIN_QUANTITY_NOT_MET: 'DISCOUNT_QUANTITY_NOT_IN_RANGE',
  GIFT_UNAVAILABLE: 'DISCOUNT_CURRENTLY_INACTIVE',
  FIRST_ORDER_ONLY: 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE',
  USAGE_LIMIT_REACHED: 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED',
  // Shopify has no payment-method warning; the code is kept and waits for the checkout.
  PAYMENT_METHOD_NOT_MET: 'DISCOUNT_CODE_NOT_HONOURED',
};

/** A warning for every code on the cart that does not apply to its current contents. */
function discountWarnings(priced: PricedCart): CartWarning[] {
  const target = cartGid(priced.cart);
  const warnings: CartWarning[] = [];
  for (const result of priced.codes) {
    if (result.applied) continue;
    const code = result.code;
    if (!result.discount) {
      warnings.push({
        code: 'DISCOUNT_NOT_FOUND',
        message: `Discount code "${code}" is not valid.`,
        target,
      });
      continue;
    }
    const evaluation = result.evaluation!;
    if (evaluation.applicable) {
      warnings.push({
        code: 'DISCOUNT_CODE_NOT_HONOURED',
        message: `Discount code "${code}" cannot be combined with the other discount on this cart.`,
        target,
      });
      continue;
    }
    const reason = evaluation.reason!;
    let message: string;
    if (reason === 'MIN_SUBTOTAL_NOT_MET') {
      message = `Add ${money(evaluation.subtotalMissingPaise, priced.currency).amount} ${priced.currency} more to use discount code "${code}".`;
    } else if (reason === 'MAX_SUBTOTAL_EXCEEDED') {
      message = `Discount code "${code}" is for orders below ${money(result.discount.maxSubtotalPaise ?? 0, priced.currency).amount} ${priced.currency}.`;
    } else if (reason === 'MIN_QUANTITY_NOT_MET') {
      const n = evaluation.itemCountMissing;
      message = `Add ${n} more item${n === 1 ? '' : 's'} to use discount code "${code}".`;
    } else if (reason === 'GIFT_UNAVAILABLE') {
      message = `The free gift of discount code "${code}" is out of stock.`;
    } else if (
      reason === 'PAYMENT_METHOD_NOT_MET' ||
      reason === 'FIRST_ORDER_ONLY' ||
      reason === 'USAGE_LIMIT_REACHED'
    ) {
      message = conditionMessage(code, reason, result.discount.conditions);
    } else if (reason === 'INACTIVE') {
      message = `Discount code "${code}" is not active.`;
    } else {
      message = `Discount code "${code}" does not apply to the items in your cart.`;
    }
    warnings.push({code: WARNING_BY_REASON[reason], message, target});
  }
  return warnings;
}

export function payload(
  ctx: ApiContext,
  cartId: string | null,
  userErrors: CartUserError[],
  extraWarnings: CartWarning[] = [],
  presentedCustomerId?: number | null,
) {
  const cart = cartId ? cartParent(ctx, cartId, presentedCustomerId) : null;
  const warnings = [
    ...extraWarnings,
    ...(cart ? discountWarnings(cart._priced) : []),
  ];
  return {cart, userErrors, warnings};
}
