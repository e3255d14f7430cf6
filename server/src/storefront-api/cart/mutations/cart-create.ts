import {createCart, type Attribute} from '../../../data/carts.ts';
import type {ApiContext} from '../../context.ts';
import {countDiscountGuesses} from '../../throttle.ts';
import {MAX_LINES, type CartUserError} from '../errors.ts';
import {payload} from '../payload.ts';
import {applyAdds} from '../stock.ts';
import {orderLimitErrors} from '../order-limits.ts';
import {
  mergeBuyerIdentity,
  noteErrors,
  planAdds,
  unknownCodes,
  validAttributes,
  type BuyerIdentityInput,
  type LineInput,
} from '../validation.ts';

export interface CartInput {
  lines?: LineInput[];
  discountCodes?: string[];
  note?: string | null;
  attributes?: Attribute[];
  buyerIdentity?: BuyerIdentityInput;
  giftCardCodes?: string[];
}

/** A new cart with its lines (clamped to stock), codes, note, attributes and buyer; nothing on a user error. */
export function cartCreate(ctx: ApiContext, {input}: {input?: CartInput}) {
  const data = input ?? {};
  const errors: CartUserError[] = [];
  const {plan, errors: lineErrors} = planAdds(ctx, data.lines ?? [], [
    'input',
    'lines',
  ]);
  errors.push(...lineErrors);
  if (!lineErrors.length)
    errors.push(
      ...orderLimitErrors(ctx, null, {adds: plan}, ['input', 'lines']),
    );
  const {
    buyer,
    errors: buyerErrors,
    presentedCustomerId,
  } = mergeBuyerIdentity(ctx, {}, data.buyerIdentity ?? {}, [
    'input',
    'buyerIdentity',
  ]);
  errors.push(...buyerErrors);
  errors.push(
    ...validAttributes(data.attributes ?? [], ['input', 'attributes']),
  );
  errors.push(...noteErrors(data.note, ['input', 'note']));
  if ((data.giftCardCodes ?? []).length) {
    errors.push({
      code: 'INVALID',
      field: ['input', 'giftCardCodes'],
      message: 'Gift cards are not accepted by this store.',
    });
  }
  if (plan.length > MAX_LINES)
    errors.push({
      code: 'INVALID',
      field: ['input', 'lines'],
      message: 'Too many lines.',
    });
  if (errors.length) return {cart: null, userErrors: errors, warnings: []};
  countDiscountGuesses(ctx, unknownCodes(ctx, data.discountCodes ?? [], []));
  if (!buyer.countryCode && ctx.country && ctx.country !== 'ZZ')
    buyer.countryCode = ctx.country;
  const cart = createCart(ctx.db, ctx.shop.id, {
    note: data.note ?? '',
    attributes: data.attributes ?? [],
    discountCodes: data.discountCodes ?? [],
    buyerIdentity: buyer,
  });
  const warnings = applyAdds(ctx, cart.id, plan);
  return payload(ctx, cart.id, [], warnings, presentedCustomerId);
}
