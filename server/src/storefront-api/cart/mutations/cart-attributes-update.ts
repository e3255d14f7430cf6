import {updateCart, type Attribute} from '../../../data/carts.ts';
import type {ApiContext} from '../../context.ts';
import {cartNotFound} from '../errors.ts';
import {resolveCart} from '../ids.ts';
import {payload} from '../payload.ts';
import {validAttributes} from '../validation.ts';

export function cartAttributesUpdate(
  ctx: ApiContext,
  {cartId, attributes}: {cartId: string; attributes: Attribute[]},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  const errors = validAttributes(attributes ?? [], ['attributes']);
  if (errors.length) return payload(ctx, cart.id, errors);
  updateCart(ctx.db, cart.id, {attributes: attributes ?? []});
  return payload(ctx, cart.id, []);
}
