import {updateCart} from '../../../data/carts.ts';
import type {ApiContext} from '../../context.ts';
import {cartNotFound} from '../errors.ts';
import {resolveCart} from '../ids.ts';
import {payload} from '../payload.ts';
import {noteErrors} from '../validation.ts';

export function cartNoteUpdate(
  ctx: ApiContext,
  {cartId, note}: {cartId: string; note: string},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  const errors = noteErrors(note, ['note']);
  if (errors.length) return payload(ctx, cart.id, errors);
  updateCart(ctx.db, cart.id, {note: note ?? ''});
  return payload(ctx, cart.id, []);
}
