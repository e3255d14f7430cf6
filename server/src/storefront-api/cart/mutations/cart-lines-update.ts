import {updateCart} from '../../../data/carts.ts';
import type {ApiContext} from '../../context.ts';
import {cartNotFound} from '../errors.ts';
import {resolveCart} from '../ids.ts';
import {payload} from '../payload.ts';
import {applyUpdates} from '../stock.ts';
import {orderLimitErrors} from '../order-limits.ts';
import {planUpdates, type LineUpdateInput} from '../validation.ts';

/** Changes quantity, merchandise or attributes of lines; quantity 0 removes a line. */
export function cartLinesUpdate(
  ctx: ApiContext,
  {cartId, lines}: {cartId: string; lines: LineUpdateInput[]},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  const {plan, errors} = planUpdates(ctx, cart.id, lines ?? []);
  if (!errors.length)
    errors.push(...orderLimitErrors(ctx, cart.id, {updates: plan}, ['lines']));
  if (errors.length) return payload(ctx, cart.id, errors);
  const warnings = applyUpdates(ctx, cart.id, plan);
  updateCart(ctx.db, cart.id, {});
  return payload(ctx, cart.id, [], warnings);
}
