/** Gift card mutations: this store takes no gift cards, so every code is refused and nothing changes. */
import type {ApiContext} from '../../context.ts';
import {cartNotFound, type CartUserError} from '../errors.ts';
import {resolveCart} from '../ids.ts';
import {payload} from '../payload.ts';

const invalidCodes = (codes: readonly string[]): CartUserError[] =>
  codes.map((_code, i) => ({
    code: 'INVALID',
    field: ['giftCardCodes', String(i)],
    message: 'Gift card code is invalid.',
  }));

export function cartGiftCardCodesUpdate(
  ctx: ApiContext,
  {cartId, giftCardCodes}: {cartId: string; giftCardCodes: string[]},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  // An empty list (or blanks only) clears gift cards: there are none, so that succeeds.
  return payload(
    ctx,
    cart.id,
    invalidCodes((giftCardCodes ?? []).filter((c) => c.trim() !== '')),
  );
}

export function cartGiftCardCodesAdd(
  ctx: ApiContext,
  {cartId, giftCardCodes}: {cartId: string; giftCardCodes: string[]},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  return payload(ctx, cart.id, invalidCodes(giftCardCodes ?? []));
}

export function cartGiftCardCodesRemove(
  ctx: ApiContext,
  {cartId}: {cartId: string},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  return payload(ctx, cart.id, []);
}
