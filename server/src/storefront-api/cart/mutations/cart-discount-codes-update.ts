import {updateCart} from '../../../data/carts.ts';
import type {ApiContext} from '../../context.ts';
import {countDiscountGuesses} from '../../throttle.ts';
import {cartNotFound} from '../errors.ts';
import {resolveCart} from '../ids.ts';
import {payload} from '../payload.ts';
import {unknownCodes} from '../validation.ts';

/** Replaces the cart's codes; unknown new codes count as guesses (rate limited, docs/security.md). */
export function cartDiscountCodesUpdate(
  ctx: ApiContext,
  {cartId, discountCodes}: {cartId: string; discountCodes: string[]},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  countDiscountGuesses(
    ctx,
    unknownCodes(ctx, discountCodes ?? [], cart.discountCodes),
  );
  updateCart(ctx.db, cart.id, {discountCodes: discountCodes ?? []});
  return payload(ctx, cart.id, []);
}
