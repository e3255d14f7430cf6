import {updateCart} from '../../../data/carts.ts';
import type {ApiContext} from '../../context.ts';
import {cartNotFound} from '../errors.ts';
import {resolveCart} from '../ids.ts';
import {payload} from '../payload.ts';
import {mergeBuyerIdentity, type BuyerIdentityInput} from '../validation.ts';

/** Merges the buyer identity; a customer token attaches its customer, none detaches it. */
export function cartBuyerIdentityUpdate(
  ctx: ApiContext,
  {cartId, buyerIdentity}: {cartId: string; buyerIdentity: BuyerIdentityInput},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  const {buyer, errors, presentedCustomerId} = mergeBuyerIdentity(
    ctx,
    cart.buyerIdentity,
    buyerIdentity ?? {},
    ['buyerIdentity'],
  );
  if (errors.length) return payload(ctx, cart.id, errors);
  updateCart(ctx.db, cart.id, {buyerIdentity: buyer});
  return payload(ctx, cart.id, [], [], presentedCustomerId);
}
