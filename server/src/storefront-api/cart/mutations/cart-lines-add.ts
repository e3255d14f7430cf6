import {updateCart} from '../../../data/carts.ts';
import type {ApiContext} from '../../context.ts';
import {cartNotFound} from '../errors.ts';
import {resolveCart} from '../ids.ts';
import {payload} from '../payload.ts';
import {applyAdds} from '../stock.ts';
import {orderLimitErrors} from '../order-limits.ts';
import {planAdds, type LineInput} from '../validation.ts';

/** Adds lines (merging the same merchandise and attributes), clamped to stock. */
export function cartLinesAdd(
  ctx: ApiContext,
  {cartId, lines}: {cartId: string; lines: LineInput[]},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  const {plan, errors} = planAdds(ctx, lines ?? [], ['lines']);
  if (!errors.length)
    errors.push(...orderLimitErrors(ctx, cart.id, {adds: plan}, ['lines']));
  if (errors.length) return payload(ctx, cart.id, errors);
  const warnings = applyAdds(ctx, cart.id, plan);
  updateCart(ctx.db, cart.id, {});
  return payload(ctx, cart.id, [], warnings);
}
