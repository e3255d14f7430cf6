import {removeCartLine, updateCart} from '../../../data/carts.ts';
import type {ApiContext} from '../../context.ts';
import {cartNotFound} from '../errors.ts';
import {resolveCart} from '../ids.ts';
import {payload} from '../payload.ts';
import {planRemoves} from '../validation.ts';

export function cartLinesRemove(
  ctx: ApiContext,
  {cartId, lineIds}: {cartId: string; lineIds: string[]},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  const {ids, errors} = planRemoves(ctx, cart.id, lineIds ?? []);
  if (errors.length) return payload(ctx, cart.id, errors);
  for (const id of ids) removeCartLine(ctx.db, cart.id, id);
  updateCart(ctx.db, cart.id, {});
  return payload(ctx, cart.id, []);
}
